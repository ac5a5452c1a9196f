import { describe, expect, it } from 'vitest';
import { at, attackAndResolve, duel, hit, move, stage, troopIn } from '../testing/stage.js';
import { legalData } from '../testing/table.js';

const PLAYER = { kind: 'player' } as const;
const AREA = { kind: 'area' } as const;
const strikes = (t: ReturnType<typeof stage>, uid: number) =>
  legalData(t, 'Attack', (d) => d.troop === uid).map((d) => d.strike);

// 002_a36596f8eaed8fcc.txt, A.9.4 "Última línea de defensa".
describe('last line of defence (A.9.4)', () => {
  // @rule 002:192
  it('a troop on its own summoning line defends its lateral zones even when flipped; not the zone in front of it', () => {
    const t = stage({
      troops: [
        { seat: 0, card: 'ovl-b-01', at: 'B4' },
        { seat: 0, card: 'ovl-b-01', at: 'D3' },
        { seat: 1, card: 'thr-b-01', at: 'C5', flipped: true },
      ],
    });
    expect(t.refusalCode(move(0, at(t, 'B4'), 'B5'))).toBe('wot.bad-strike');
    expect(t.refusalCode(move(0, at(t, 'D3'), 'D4'))).toBe('accepted');
    t.run(move(0, at(t, 'D4'), 'C4'));
    expect(t.state.combat).toBeNull();
    t.run(move(0, at(t, 'B4'), 'B5', hit('C5')));
    expect(t.state.combat?.defenders).toEqual([{ zone: 22, obliged: true }]);
  });

  // @rule 002:180 @rule 002:194
  it('a flying troop still ignores it when the defenders do not fly, and strikes the player', () => {
    const t = duel({ card: 'slv-b-03', at: 'B4' }, { card: 'thr-b-01', at: 'C5' });
    t.run(move(0, at(t, 'B4'), 'B5'));
    expect(t.state.combat).toBeNull();
    expect(strikes(t, at(t, 'B5'))).toEqual([hit('C5'), PLAYER]);
    attackAndResolve(t, 'B5', PLAYER);
    expect(t.state.players[1].life).toBe(19);
    expect(troopIn(t, 'C5')?.damage).toBe(0);
  });

  // @rule 002:194
  it('Arrasar strikes, from the front, the defending troop and the player it defends', () => {
    const t = duel({ card: 'thr-b-13', at: 'C4' }, { card: 'slv-b-01', at: 'C5' });
    attackAndResolve(t, 'C4', 'C5');
    expect(troopIn(t, 'C5')?.damage).toBe(2);
    expect(t.state.players[1].life).toBe(18);
  });
});

// 002_a36596f8eaed8fcc.txt, A.10 "ESPECIFICACIONES SOBRE HABILIDADES CONCRETAS".
describe('abilities (A.10)', () => {
  // @rule 002:182 @rule 002:200
  it('10.1 Arrasar: the enemy troop and the troop behind it in a straight line, enemy or not', () => {
    const t = stage({
      troops: [
        { seat: 0, card: 'thr-b-13', at: 'C2' },
        { seat: 1, card: 'slv-b-01', at: 'C3' },
        { seat: 0, card: 'slv-b-01', at: 'C4' },
        { seat: 1, card: 'slv-b-01', at: 'D3' },
      ],
    });
    attackAndResolve(t, 'C2', 'C3');
    expect(troopIn(t, 'C3')?.damage).toBe(2);
    expect(troopIn(t, 'C4')?.damage).toBe(2);
    // The troop behind is not in the combat: it does not strike back.
    expect(troopIn(t, 'C2')?.damage).toBe(1);
  });

  // @rule 002:200
  it('10.1 Arrasar towards the side of the board hits only the troop', () => {
    const t = duel({ card: 'thr-b-13', at: 'B3' }, { card: 'slv-b-01', at: 'A3' });
    attackAndResolve(t, 'B3', 'A3');
    expect(troopIn(t, 'A3')?.damage).toBe(2);
    expect(t.state.players[1].life).toBe(20);
  });

  // @rule 002:158 @rule 002:204
  it('10.2 Escudo Ígneo hits the striker in the strike step: a striker it kills deals no damage', () => {
    const t = duel({ card: 'hel-b-01', at: 'C3', objects: ['ovl-b-16'] }, { card: 'hel-principe-demonio', at: 'C4' });
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C3')).toBeUndefined();
    expect(troopIn(t, 'C4')?.damage).toBe(0);
    // It did strike: its weapon lost its point of durability (9.3.2) before it died.
    expect(t.state.players[0].armory.map((o) => o.durability)).toEqual([1]);
  });

  // @rule 002:204
  it('10.2 Escudo Ígneo: the striker it kills still applies its strike effects (that are not damage)', () => {
    const t = duel({ card: 'ovl-b-15', at: 'C3', damage: 1 }, { card: 'hel-principe-demonio', at: 'C4' });
    attackAndResolve(t, 'C3', 'C4');
    expect(troopIn(t, 'C3')).toBeUndefined();
    expect(troopIn(t, 'C4')).toBeUndefined();
  });

  // @rule 002:208
  it('10.3 Golpe en Área: on the rival line next to a troop that obliges it, it fights that troop without striking the player', () => {
    const t = duel({ card: 'thr-b-14', at: 'B5' }, { card: 'thr-b-01', at: 'C5' });
    expect(strikes(t, at(t, 'B5'))).toEqual([AREA]);
    attackAndResolve(t, 'B5', AREA);
    expect(troopIn(t, 'C5')).toBeUndefined();
    expect(t.state.players[1].life).toBe(20);
  });

  // @rule 002:208
  it("10.3 Golpe en Área: when the defender's threat can be ignored and it strikes the player, only the player is struck", () => {
    const t = duel({ card: 'thr-b-14', at: 'B5', objects: ['neu-b-04'] }, { card: 'thr-b-01', at: 'C5' });
    expect(strikes(t, at(t, 'B5'))).toEqual([AREA, PLAYER]);
    attackAndResolve(t, 'B5', PLAYER);
    expect(t.state.players[1].life).toBe(16);
    expect(troopIn(t, 'C5')?.damage).toBe(0);
    expect(troopIn(t, 'B5')?.damage).toBe(0);
  });
});
