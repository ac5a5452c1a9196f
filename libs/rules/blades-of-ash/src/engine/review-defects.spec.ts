import { describe, expect, it } from 'vitest';
import type { Seat } from '@cronica/rules-kernel';
import { HeroSchema } from '../cards/schema.js';
import { heroesAlba, testCard, txt } from '../testing/fixtures.js';
import { belainShieldedAtClashStart, setupLeadingWith, Table } from '../testing/play.js';
import { AYRANEL, BELAIN, givenClash, pass, play, toActions, toPairing } from '../testing/stage.js';
import type { BladesSetup } from './state.js';
import type { EventOf } from './events.js';

/**
 * Regression tests for defects a review of the running product found, each built from the
 * reviewer's scenario (000_7cbcfc9bc47f1014.txt stands).
 */

/** The first seed from 1 on whose first clash gives the initiative to `seat`. */
function seedWhereInitiativeIs(seat: Seat, setup: BladesSetup): Table {
  for (let seed = 1; seed < 200; seed += 1) {
    const t = toActions(seed, setup);
    if (t.state.clash?.initiative === seat) return t;
  }
  throw new Error('no seed gives that initiative');
}

describe('priority after a clash-start trigger ("Resolución de Acciones": empezando por el jugador con la Iniciativa)', () => {
  // @rule 000:127
  it('returns to the Initiative player once the trigger has resolved, so the rival does not act first', () => {
    const t = seedWhereInitiativeIs(0, setupLeadingWith(belainShieldedAtClashStart));
    expect(t.state.clash!.stack.map((item) => item.seat)).toEqual([0]);
    // The rival may answer the trigger; it passes and the trigger resolves.
    expect(t.state.clash!.priority).toBe(1);
    t.run(pass(1));
    expect(t.state.heroes[BELAIN]!.counters[4]).toBe(1);
    expect(t.state.clash).toMatchObject({ stack: [], activation: 0, priority: 0 });
    expect(t.legal(1)).toEqual([]);
    expect(t.legal(0).some((c) => c.type === 'Pass')).toBe(true);
  });
});

describe('granted triggers fire as their text says (Fervor: «Cuando este héroe haga daño: Cura 1 de vida»)', () => {
  const fervor = testCard('fervor', 'skill', {
    name: txt('Fervor'),
    text: txt('Hasta el final del Choque: cuando este héroe haga daño, cura 1.'),
    faction: 'orden-del-alba',
    cost: [{ color: 'blue' }],
    effects: [{ op: 'trigger', on: 'damageDealt', effects: [{ op: 'heal', amount: 1, to: 'self' }], to: 'self' }],
  });
  const onceFervor = testCard('fervor-contenido', 'skill', {
    name: txt('Fervor contenido'),
    text: txt('… (una vez por Choque): cura 1.'),
    faction: 'orden-del-alba',
    cost: [{ color: 'blue' }],
    effects: [
      {
        op: 'trigger',
        on: 'damageDealt',
        limitPerClash: 1,
        effects: [{ op: 'heal', amount: 1, to: 'self' }],
        to: 'self',
      },
    ],
  });
  const pinchazo = testCard('pinchazo', 'attack', {
    name: txt('Pinchazo'),
    text: txt('2 de daño físico sin reducir.'),
    cost: [{ color: 'red' }],
    target: 'pairedRival',
    effects: [{ op: 'damage', kind: 'physical', base: 5, to: 'target' }],
  });

  function hitTwice(grant: string): number {
    const t = givenClash({
      cards: [fervor, onceFervor, pinchazo],
      hands: { 0: [grant, 'pinchazo', 'pinchazo'] },
      dice: {
        0: 'blue 1, red 1, red 1',
      },
      life: { [BELAIN]: 5 },
    });
    t.run(play(0, grant, [0]));
    t.run(pass(1));
    for (const dice of [[1], [2]]) {
      t.run(pass(1)); // the rival's activation: it passes; seat 0 acts again
      t.run(play(0, 'pinchazo', dice, AYRANEL));
      t.run(pass(1)); // the attack resolves; the heal trigger goes on the stack
      while (t.state.clash!.stack.length > 0) t.run(pass(t.state.clash!.priority));
    }
    return t.state.heroes[BELAIN]!.life;
  }

  it('heals after each hit when the text sets no limit', () => {
    expect(hitTwice('fervor')).toBe(7);
  });

  it('heals only once per clash when the card says so (limitPerClash is a card property)', () => {
    expect(hitTwice('fervor-contenido')).toBe(6);
  });
});

describe('the result is decided after the whole current item resolves («se resolverá todo su texto»)', () => {
  const pacto = testCard('pacto-de-sangre', 'spell', {
    name: txt('Pacto de Sangre'),
    text: txt('El rival emparejado pierde 20 de vida; luego este héroe pierde 20.'),
    cost: [{ color: 'red' }],
    target: 'pairedRival',
    effects: [
      { op: 'loseLife', amount: 20, to: 'target' },
      { op: 'loseLife', amount: 20, to: 'self' },
    ],
  });

  // @rule 000:137
  it('ends in the documented mutual-knockout draw when one item knocks out both sides’ last heroes', () => {
    const t = givenClash({ cards: [pacto], hands: { 0: ['pacto-de-sangre'] }, dice: { 0: 'red 1' } });
    // Only the active heroes are left standing on each side.
    t.state = {
      ...t.state,
      heroes: t.state.heroes.map((h, i) => (i !== BELAIN && i !== AYRANEL ? { ...h, out: true, life: 0 } : h)),
    };
    t.run(play(0, 'pacto-de-sangre', [0], AYRANEL));
    const events = t.run(pass(1));
    expect(events.filter((e) => e.type === 'HeroKnockedOut')).toHaveLength(2);
    expect(events.map((e) => e.type).slice(-2)).toEqual(['ItemResolved', 'SkirmishEnded']);
    expect(t.state.result).toEqual({ outcome: 'draw', reason: 'mutual-knockout' });
  });

  it('waits for both active heroes’ counter cleanup: poison knocking out both last heroes is a draw', () => {
    const t = toPairing(5);
    // Belain and Ayranel, each its side's last hero, both at 1 life with 1 Envenenado.
    t.state = {
      ...t.state,
      heroes: t.state.heroes.map((h, i) =>
        i === BELAIN || i === AYRANEL
          ? { ...h, life: 1, counters: [1, 0, 0, 0, 0, 0, 0] }
          : { ...h, out: true, life: 0 },
      ),
    };
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: BELAIN, rival: AYRANEL } });
    while (t.state.phase === 'dice') t.run({ type: 'KeepDice', data: { seat: t.state.clash!.diceStep!.seat } });
    expect(t.state.result).toEqual({ outcome: 'draw', reason: 'mutual-knockout' });
  });
});

describe('rerolls («en cada repetición habrá que guardar, mínimo, 1 dado más que en la anterior»)', () => {
  function twoRerolls(): Table {
    const tenaz = HeroSchema.parse({
      ...heroesAlba[0],
      passives: [
        { id: 'tenaz', name: txt('Tenaz'), text: txt('+2 repeticiones'), effects: [{ op: 'extraReroll', amount: 2 }] },
      ],
    });
    const t = toPairing(3, setupLeadingWith(tenaz));
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    return t;
  }

  // @rule 000:96
  it('counts from the dice actually kept in the previous reroll, and records what was kept', () => {
    const t = twoRerolls();
    expect(t.state.clash!.diceStep).toMatchObject({ seat: 0, rerollsAllowed: 3 });
    const [rerolled] = t.run({ type: 'RerollDice', data: { seat: 0, dice: [0, 1] } });
    expect((rerolled as EventOf<'DiceRerolled'>).data.kept).toEqual([2, 3, 4]);
    // 3 kept, so the next reroll keeps at least 4: one die at most.
    const sizes = new Set(t.legal(0).flatMap((c) => (c.type === 'RerollDice' ? [c.data.dice.length] : [])));
    expect([...sizes]).toEqual([1]);
    expect(t.refusalCode({ type: 'RerollDice', data: { seat: 0, dice: [0, 1] } })).toBe('blades.too-many-rerolls');
    t.run({ type: 'RerollDice', data: { seat: 0, dice: [4] } });
    // 4 kept now: no die may be rerolled any more, so the dice are kept.
    expect(t.state.clash!.diceStep?.seat ?? 1).toBe(1);
  });
});
