import { describe, expect, it } from 'vitest';
import {
  at,
  attack,
  attackAndResolve,
  cast,
  duel,
  hit,
  move,
  pass,
  passAll,
  stage,
  troopIn,
  troopRef,
  z,
} from '../testing/stage.js';

const types = (t: ReturnType<typeof stage>, from: number) => t.typesSince(from);

// 002_a36596f8eaed8fcc.txt, A.9.1 "Especificación de los pasos de combate".
describe('combat steps (A.9.1)', () => {
  // @rule 002:122 @rule 002:162 @rule 002:180
  it('paso 1 a: walking into an active threat area declares a combat at once; the troop stops and flips', () => {
    const t = duel({ card: 'ovl-b-01', at: 'C2' }, { card: 'hel-b-01', at: 'C4' });
    const warrior = at(t, 'C2');
    expect(t.refusalCode(move(0, warrior, 'C3'))).toBe('wot.bad-strike');
    t.run(move(0, warrior, 'C3', hit('C4')));
    expect(t.state.combat).toMatchObject({
      kind: 'move',
      attackerZone: z('C3'),
      defenders: [{ zone: z('C4'), obliged: true }],
    });
    expect(troopIn(t, 'C3')).toMatchObject({ flipped: true, fought: true });
    passAll(t);
    expect(t.state.combat).toBeNull();
    // Paso 4: both strikes land at once: the 2/2 demon dies, the 2/3 warrior keeps 2 damage.
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(troopIn(t, 'C3')?.damage).toBe(2);
  });

  // @rule 002:126
  it('paso 1 c: a troop next to an enemy is flipped to declare an attack, whether it had to fight or not', () => {
    const t = duel({ card: 'thr-b-02', at: 'C3' }, { card: 'hel-b-01', at: 'C4', flipped: true });
    const knight = at(t, 'C3');
    t.run(attack(0, knight, hit('C4')));
    expect(troopIn(t, 'C3')?.flipped).toBe(true);
    passAll(t);
    expect(troopIn(t, 'C4')).toBeUndefined();
    // A struck troop strikes back even while flipped (A.9.3 regla 3).
    expect(troopIn(t, 'C3')?.damage).toBe(2);
  });

  // @rule 002:128
  it('paso 1: the defender may flip its defending troop for a flip ability, its only reaction; no spells yet, and the attacker never flips for one', () => {
    const t = duel(
      { card: 'ovl-b-07', at: 'C3' },
      { card: 'ovl-b-12', at: 'C4' },
      { players: { 1: { hand: ['slv-b-14'] } } },
    );
    const shaman = at(t, 'C3');
    const sentinel = at(t, 'C4');
    t.run(attack(0, shaman, hit('C4')));
    expect(t.state.combat?.step).toBe('declare');
    expect(t.legal(0)).toEqual([]);
    expect(
      t.refusalCode({
        type: 'ActivateAbility',
        data: { seat: 0, source: shaman, ability: 'curar', target: troopRef(shaman) },
      }),
    ).toBe('wot.not-your-decision');
    expect(t.refusalCode(cast(1, 'slv-b-14', troopRef(shaman)))).toBe('wot.wrong-phase');
    expect(t.legal(1).map((c) => c.type)).toEqual(['Pass', 'ActivateAbility']);
    t.run({ type: 'ActivateAbility', data: { seat: 1, source: sentinel, ability: 'endurecer' } });
    expect(troopIn(t, 'C4')).toMatchObject({ flipped: true });
    expect(t.state.combat?.step).toBe('sudden');
  });

  // @rule 002:130
  it('paso 1: "si esta tropa fuera a combatir" abilities fire right then, without answer (Medusa and Fauno)', () => {
    const t = duel({ card: 'slv-fauno', at: 'C3' }, { card: 'hel-b-03', at: 'C4' });
    const from = t.events.length;
    t.run(attack(0, at(t, 'C3'), hit('C4')));
    expect(types(t, from)).toEqual([
      'CombatDeclared',
      'TriggerFired',
      'TroopModified',
      'TriggerFired',
      'TroopModified',
      'CombatStepBegan',
    ]);
    // Fauno +2 ATQ, then Medusa −2 ATQ to the enemy troops of the combat: Fauno strikes with 2.
    passAll(t);
    expect(troopIn(t, 'C4')?.damage).toBe(2);
    expect(troopIn(t, 'C3')?.damage).toBe(2);
  });

  // @rule 002:134
  it('paso 2: sudden spells, active player first; both must pass in a row to reach the damage', () => {
    const t = duel(
      { card: 'ovl-b-01', at: 'C3' },
      { card: 'thr-b-02', at: 'C4' },
      { players: { 0: { hand: ['ovl-b-14'] }, 1: { hand: ['slv-b-14'] } } },
    );
    t.run(attack(0, at(t, 'C3'), hit('C4')));
    expect(t.state.stack?.priority).toBe(0);
    t.run(pass(0));
    expect(t.state.stack?.priority).toBe(1);
    t.run(cast(1, 'slv-b-14', troopRef(at(t, 'C3'))));
    // The answer resolves first if both pass; then the window is open again, active player first.
    t.run(pass(0));
    t.run(pass(1));
    expect(troopIn(t, 'C3')?.damage).toBe(2);
    expect(t.state.combat?.step).toBe('sudden');
    expect(t.state.stack).toMatchObject({ items: [], priority: 0 });
    t.run(pass(0));
    t.run(pass(1));
    expect(t.state.combat).toBeNull();
    expect(troopIn(t, 'C3')).toBeUndefined();
  });

  // @rule 002:138 @rule 002:140 @rule 002:142
  it('9.3.1: "cuando esta tropa golpea a otra en combate, mátala" fires at the strike: the enemy does not get to deal its damage', () => {
    const t = duel({ card: 'ovl-b-15', at: 'C3' }, { card: 'thr-b-14', at: 'C4' });
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(troopIn(t, 'C3')?.damage).toBe(0);
  });

  // @rule 002:144
  it('9.3.2: a weapon loses a point of durability when its troop strikes, an armour when its troop is struck', () => {
    const t = duel(
      { card: 'ovl-b-01', at: 'C3', objects: ['thr-b-10'] },
      { card: 'slv-b-01', at: 'C4', objects: ['thr-b-11'] },
    );
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C3')?.objects.map((o) => o.durability)).toEqual([2]);
    expect(troopIn(t, 'C4')?.objects.map((o) => o.durability)).toEqual([1]);
    expect(troopIn(t, 'C4')?.damage).toBe(4);
  });

  // @rule 002:146
  it('9.3.3: a troop with a weapon killed first by Golpe Rápido never strikes: its weapon keeps its durability, but its "would fight" ability fired', () => {
    const t = duel({ card: 'ovl-b-10', at: 'C3' }, { card: 'slv-fauno', at: 'C4', objects: ['thr-b-10'] });
    const fauno = troopIn(t, 'C4')!;
    t.run(attack(0, at(t, 'C3'), hit('C4')));
    expect(
      t.events.some((e) => e.type === 'TriggerFired' && e.data.source === fauno.uid && e.data.on === 'wouldFight'),
    ).toBe(true);
    passAll(t);
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(troopIn(t, 'C3')?.damage).toBe(0);
    expect(t.events.some((e) => e.type === 'DurabilityLost' && e.data.troop === fauno.uid)).toBe(false);
    // The weapon goes back to its owner's armory, untouched.
    expect(t.state.players[1].armory.map((o) => o.durability)).toEqual([3]);
  });

  // @rule 002:146
  it('9.3.3: a troop with Soberbia strikes after the others: killed first, it never deals its damage', () => {
    const t = duel({ card: 'ovl-b-u1', at: 'C3' }, { card: 'hel-b-08', at: 'C4' });
    attackAndResolve(t, 'C3', { kind: 'area' });
    // Korrag (4 ATQ) kills the 5/4 ogre before the ogre's late strike lands.
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(troopIn(t, 'C3')?.damage).toBe(0);
  });

  // @rule 002:148 @rule 002:150 @rule 002:158
  it('9.3.4: Ángel Guardián replaces the defending troop by a 4/4/0 Angel that strikes and is struck in its place, and stays on guard', () => {
    const t = duel(
      { card: 'ovl-b-01', at: 'C3' },
      { card: 'slv-fauno', at: 'C4' },
      { players: { 1: { hand: ['thr-angel-guardian'] } } },
    );
    const fauno = troopIn(t, 'C4')!;
    t.run(attack(0, at(t, 'C3'), hit('C4')));
    expect(t.events.some((e) => e.type === 'TriggerFired' && e.data.source === fauno.uid)).toBe(true);
    t.run(pass(0));
    t.run(cast(1, 'thr-angel-guardian', troopRef(fauno.uid)));
    passAll(t);
    const angel = troopIn(t, 'C4')!;
    expect(angel.token).toMatchObject({ id: 'angel', stats: { atk: 4, life: 4, speed: 0 }, keywords: ['volar'] });
    expect(angel).toMatchObject({ damage: 2, flipped: false });
    expect(troopIn(t, 'C3')).toBeUndefined();
    // On guard, the angel stops the next enemy that walks into its threat area this turn.
    t.state = {
      ...t.state,
      troops: [
        ...t.state.troops,
        {
          ...angel,
          uid: 999,
          seat: 0,
          token: null,
          card: t.state.cardIndex['ovl-b-01']!,
          zone: z('B3'),
          damage: 0,
          flipped: false,
        },
      ],
    };
    expect(t.refusalCode(move(0, 999, 'B4'))).toBe('wot.bad-strike');
    expect(t.state.players[1].hand.map((c) => t.state.catalog[c]!.id)).toContain('slv-fauno');
  });

  // @rule 002:152 @rule 002:154
  it('9.3.4: with Portal de Reemplazo, the troop sacrificed in the sudden window leaves a 1/1/3 Imp that fights instead', () => {
    const t = duel(
      { card: 'ovl-b-01', at: 'C3' },
      { card: 'hel-b-01', at: 'C4' },
      { players: { 1: { places: ['hel-portal'] } } },
    );
    const portal = t.state.players[1].places[0]!.uid;
    t.run(attack(0, at(t, 'C3'), hit('C4')));
    t.run(pass(0));
    t.run({
      type: 'ActivateAbility',
      data: { seat: 1, source: portal, ability: 'reemplazo', target: troopRef(at(t, 'C4')) },
    });
    passAll(t);
    expect(troopIn(t, 'C3')?.damage).toBe(1);
    expect(troopIn(t, 'C4')).toBeUndefined();
    expect(t.state.players[1].discard.map((c) => t.state.catalog[c]!.id)).toEqual(['hel-b-01']);
  });
});
