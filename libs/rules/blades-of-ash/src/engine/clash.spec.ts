import { describe, expect, it } from 'vitest';
import { bladesOfAsh } from './module.js';
import type { EventOf } from './events.js';
import { initiativeWinner } from './flow.js';
import { adjacentHeroes, pairedRival, previousPairings, subsequentPairings } from './heroes.js';
import { targetsInPool } from './targets.js';
import { setupLeadingWith } from '../testing/play.js';
import { AYRANEL, BELAIN, givenClash, pass, toActions, toPairing } from '../testing/stage.js';
import { HeroSchema } from '../cards/schema.js';
import { heroesAlba } from '../testing/fixtures.js';

// 000_7cbcfc9bc47f1014.txt, "Emparejamientos".
describe('pairings', () => {
  // @rule 000:63 @rule 000:66 @rule 000:67 @rule 000:68 @rule 000:70
  it('has the attacker pair first, then the defender; the last pairing is the heroes left', () => {
    const t = toPairing(2);
    expect(t.refusalCode({ type: 'PairHeroes', data: { seat: 1, hero: 5, rival: 0 } })).toBe('blades.not-your-turn');
    expect(t.refusalCode({ type: 'PairHeroes', data: { seat: 0, hero: 3, rival: 5 } })).toBe('blades.bad-pairing');
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    expect(t.refusalCode({ type: 'PairHeroes', data: { seat: 1, hero: 5, rival: 1 } })).toBe('blades.bad-pairing');
    t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    expect(t.state.pairings).toEqual([
      [0, 5],
      [1, 6],
      [2, 7],
    ]);
  });

  // @rule 000:72 @rule 000:74 @rule 000:76
  it('names the paired hero, adjacent heroes and previous/subsequent pairings', () => {
    const t = toActions(2);
    const s = t.state;
    expect(pairedRival(s, BELAIN)).toBe(AYRANEL);
    expect(adjacentHeroes(s, 0, 'ally')).toEqual([1]);
    expect(adjacentHeroes(s, 1, 'ally')).toEqual([0, 2]);
    expect(adjacentHeroes(s, 1, 'rival')).toEqual([5, 7]);
    expect(adjacentHeroes(s, 7, 'rival')).toEqual([1]);
    // «héroe aliado objetivo»: this hero or an adjacent ally, never one two pairings away (RULES-NOTES.md).
    expect(targetsInPool(s, BELAIN, 'ally')).toEqual([BELAIN, 1]);
    expect(targetsInPool(s, 1, 'ally')).toEqual([1, 0, 2]);
    expect(previousPairings(s)).toEqual([]);
    expect(subsequentPairings(s)).toEqual([
      [1, 6],
      [2, 7],
    ]);
  });
});

// 000_7cbcfc9bc47f1014.txt, "Los Choques": «Comenzando con el primero y en orden».
describe('the clashes of a round', () => {
  // @rule 000:82 @rule 000:86
  it('given the three pairings, when each clash ends, then the next pairing in order is the clash played', () => {
    const t = toActions(2);
    const played: (readonly [number, number])[] = [];
    const record = (events: readonly { type: string; data: unknown }[]) => {
      for (const e of events) if (e.type === 'ClashStarted') played.push((e as EventOf<'ClashStarted'>).data.heroes);
    };
    expect(t.state.clash!.index).toBe(0);
    played.push([...t.state.pairings[0]!] as [number, number]);
    for (let step = 0; step < 200 && played.length < 3; step++) {
      const seat = ([0, 1] as const).find((s) => t.legal(s).length > 0)!;
      const legal = t.legal(seat);
      const next = legal.find((c) => c.type === 'Pass' || c.type === 'KeepDice') ?? legal[0]!;
      record(t.run(next));
    }
    expect(played).toEqual([
      [0, 5],
      [1, 6],
      [2, 7],
    ]);
  });
});

// 000_7cbcfc9bc47f1014.txt, "Preparar Dados de Acción".
describe('action dice', () => {
  // @rule 000:90 @rule 000:92 @rule 000:100
  it('rolls a pool of 5 coloured dice, attacker first, recording each draw', () => {
    const t = toPairing(3);
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    const events = t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    const rolled = events.filter((e): e is EventOf<'DiceRolled'> => e.type === 'DiceRolled');
    expect(rolled.map((e) => e.data.seat)).toEqual([t.state.attacker]);
    expect(rolled[0]!.data.dice.map((d) => d.color)).toEqual(['red', 'red', 'green', 'blue', 'blue']);
    expect(rolled[0]!.metadata?.random).toEqual([
      expect.objectContaining({ kind: 'int', label: 'dice', bound: 6 ** 5 }),
    ]);
  });

  // @rule 000:94 @rule 000:96
  it('keeps at least 1 die on the first reroll, and 1 more on each extra reroll', () => {
    const rerolling = HeroSchema.parse({
      ...heroesAlba[0],
      passives: [
        {
          id: 'tenaz',
          name: { es: 'Tenaz', en: 'Dogged' },
          text: { es: '+1 repetición', en: '+1 reroll' },
          effects: [{ op: 'extraReroll', amount: 1 }],
        },
      ],
    });
    const t = toPairing(3, setupLeadingWith(rerolling));
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    expect(t.state.clash!.diceStep).toMatchObject({ seat: 0, rerollsAllowed: 2 });
    expect(t.refusalCode({ type: 'RerollDice', data: { seat: 0, dice: [0, 1, 2, 3, 4] } })).toBe(
      'blades.too-many-rerolls',
    );
    expect(t.refusalCode({ type: 'RerollDice', data: { seat: 0, dice: [1, 0] } })).toBe('blades.not-sorted');
    t.run({ type: 'RerollDice', data: { seat: 0, dice: [0, 1, 2, 3] } });
    expect(t.refusalCode({ type: 'RerollDice', data: { seat: 0, dice: [0, 1, 2, 3] } })).toBe(
      'blades.too-many-rerolls',
    );
    const legalSizes = new Set(t.legal(0).flatMap((c) => (c.type === 'RerollDice' ? [c.data.dice.length] : [])));
    expect([...legalSizes].sort()).toEqual([1, 2, 3]);
  });

  // @rule 000:98 @rule 000:101 @rule 000:102 @rule 000:103 @rule 000:105
  it('keeps spent dice with their faces, apart from prepared dice', () => {
    const t = givenClash({
      dice: {
        0: 'red 4, blue 6',
      },
    });
    t.run({ type: 'ActivateAbility', data: { seat: 0, ability: 'cuchillada-precisa', dice: [0], target: AYRANEL } });
    expect(t.state.players[0].dice).toEqual([
      { color: 'red', face: 4, spent: true },
      { color: 'blue', face: 6, spent: false },
    ]);
    expect(bladesOfAsh.view(t.state, { kind: 'seat', seat: 1 }).players[0].dice[0]).toEqual({
      color: 'red',
      face: 4,
      spent: true,
    });
  });
});

// 000_7cbcfc9bc47f1014.txt, "Determinar la Iniciativa".
describe('initiative', () => {
  // @rule 000:109 @rule 000:111 @rule 000:113
  it('goes to the higher 1d6 + Agility; ties to the higher Agility, then to the attacker', () => {
    expect(initiativeWinner([7, 5], [3, 3], 1)).toBe(0);
    expect(initiativeWinner([6, 6], [2, 4], 0)).toBe(1);
    expect(initiativeWinner([6, 6], [3, 3], 1)).toBe(1);
  });

  // @rule 000:109 @rule 000:111
  it('adds Agility, initiative bonuses and Presteza to the roll, and the winner activates first', () => {
    const t = toActions(7);
    const rolled = t.events.find((e): e is EventOf<'InitiativeRolled'> => e.type === 'InitiativeRolled')!;
    // Belain: Agility 4; Ayranel: Agility 3 + passive initiative bonus 1.
    expect(rolled.data.totals).toEqual([rolled.data.rolls[0] + 4, rolled.data.rolls[1] + 4]);
    expect(t.state.clash!.activation).toBe(rolled.data.winner);
  });
});

// 000_7cbcfc9bc47f1014.txt, "Limpieza de Contadores".
describe('counter cleanup', () => {
  // @rule 000:84 @rule 000:117
  it('removes one counter of each type from the active heroes: 1 Envenenado + 2 Presteza → 1 Presteza', () => {
    const t = toPairing(5);
    t.state = {
      ...t.state,
      heroes: t.state.heroes.map((h, i) => (i === BELAIN ? { ...h, counters: [1, 0, 0, 2, 0, 0, 0] } : h)),
    };
    t.run({ type: 'PairHeroes', data: { seat: 0, hero: 0, rival: 5 } });
    t.run({ type: 'PairHeroes', data: { seat: 1, hero: 6, rival: 1 } });
    while (t.state.phase === 'dice') t.run({ type: 'KeepDice', data: { seat: t.state.clash!.diceStep!.seat } });
    const belain = t.state.heroes[BELAIN]!;
    expect(belain.counters).toEqual([0, 0, 0, 1, 0, 0, 0]);
    expect(belain.life).toBe(14 - 1);
  });
});

// 000_7cbcfc9bc47f1014.txt, "Robo de Mano Inicial": hand limit 7 at the end of each clash.
describe('hand limit', () => {
  // @rule 000:47
  it('makes a player over 7 cards discard one at a time at the end of the clash', () => {
    const t = givenClash({
      hands: { 0: ['tajo', 'tajo', 'veneno', 'veneno', 'vendaje', 'vendaje', 'parada', 'parada', 'inspiracion'] },
    });
    t.run(pass(0));
    t.run(pass(1));
    expect(t.state.phase).toBe('handLimit');
    expect(t.legal(0).map((c) => c.type)).toEqual([
      'DiscardCard',
      'DiscardCard',
      'DiscardCard',
      'DiscardCard',
      'DiscardCard',
    ]);
    expect(t.legal(1)).toEqual([]);
    t.run({ type: 'DiscardCard', data: { seat: 0, card: 'tajo' } });
    expect(t.refusalCode({ type: 'DiscardCard', data: { seat: 0, card: 'dardo-arcano' } })).toBe('blades.not-in-hand');
    t.run({ type: 'DiscardCard', data: { seat: 0, card: 'inspiracion' } });
    expect(t.state.players[0].graveyard.map((c) => t.state.catalog[c]!.id).slice(-2)).toEqual(['tajo', 'inspiracion']);
    expect(t.state.phase).toBe('dice');
    expect(t.state.clash!.index).toBe(1);
  });
});
