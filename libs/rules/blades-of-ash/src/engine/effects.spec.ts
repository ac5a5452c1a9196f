import { describe, expect, it } from 'vitest';
import { testCard, txt } from '../testing/fixtures.js';
import { AYRANEL, BELAIN, ability, givenClash, pass, play, tajoAnsweredWith } from '../testing/stage.js';
import { effectiveStat } from './heroes.js';
import type { Effect } from '../cards/effects.js';
import type { ActionCard } from '../cards/schema.js';

/**
 * One given/when/then scenario per mechanic of the effect vocabulary (src/cards/effects.ts),
 * resolved by the rules of 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones".
 */
const skill = (id: string, effects: Effect[], extra: Partial<ActionCard> = {}): ActionCard =>
  testCard(id, 'skill', { effects, ...extra });

/** Given seat 0 holds `c` and one die, when it plays `c` (on `target`) and the rival passes. */
function playOne(c: ActionCard, target?: number, given: Parameters<typeof givenClash>[0] = {}) {
  const table = givenClash({
    cards: [c],
    hands: { 0: [c.id], 1: [] },
    dice: { 0: 'red 3', 1: 'blue 3' },
    ...given,
  });
  table.run(play(0, c.id, [0], target));
  const events = table.run(pass(1));
  return { table, events };
}

describe('effect vocabulary', () => {
  it('loseLife: loses life with no Armor or Will', () => {
    const { table } = playOne(skill('sangria', [{ op: 'loseLife', amount: 4, to: 'pairedRival' }]));
    expect(table.state.heroes[AYRANEL]!.life).toBe(8);
  });

  it("heal: recovers life up to the hero's maximum", () => {
    const { table } = playOne(skill('cura', [{ op: 'heal', amount: 5, to: 'self' }]), undefined, {
      life: { [BELAIN]: 11 },
    });
    expect(table.state.heroes[BELAIN]!.life).toBe(14);
  });

  it('addCounter / removeCounter: boons and banes come and go; allBanes clears every bane', () => {
    const add = playOne(
      skill('maldicion', [{ op: 'addCounter', counter: 'debilitado', amount: 2, to: 'target' }], {
        target: 'pairedRival',
      }),
      AYRANEL,
    );
    expect(effectiveStat(add.table.state, AYRANEL, 'strength')).toBe(0);
    const purge = playOne(
      skill('purga', [{ op: 'removeCounter', counter: 'allBanes', amount: 5, to: 'self' }]),
      undefined,
      {
        counters: { [BELAIN]: { envenenado: 2, lentitud: 1, presteza: 1 } },
      },
    );
    expect(purge.table.state.heroes[BELAIN]!.counters).toEqual([0, 0, 0, 1, 0, 0, 0]);
  });

  it('modifyStat: a clash-long change ends with the clash, a skirmish-long one stays', () => {
    const c = skill('furia', [
      { op: 'modifyStat', stat: 'strength', amount: 2, duration: 'clash', to: 'self' },
      { op: 'modifyStat', stat: 'armor', amount: 1, duration: 'skirmish', to: 'self' },
    ]);
    const { table } = playOne(c);
    expect(effectiveStat(table.state, BELAIN, 'strength')).toBe(5);
    table.run(pass(1));
    table.run(pass(0));
    expect(effectiveStat(table.state, BELAIN, 'strength')).toBe(3);
    expect(effectiveStat(table.state, BELAIN, 'armor')).toBe(2);
  });

  it('draw / discardRandom: the player draws; the rival loses a random card, recorded with its draw', () => {
    const { table, events } = playOne(
      skill('saqueo', [
        { op: 'draw', amount: 2, who: 'self' },
        { op: 'discardRandom', amount: 1, who: 'rival' },
      ]),
      undefined,
      { hands: { 0: ['saqueo'], 1: ['tajo', 'veneno'] } },
    );
    expect(table.state.players[0].hand).toHaveLength(2);
    expect(table.state.players[1].hand).toHaveLength(1);
    const discarded = events.find((e) => e.type === 'CardsDiscarded')!;
    expect(discarded.metadata?.random?.[0]).toMatchObject({ label: 'deck:seat1', bound: 2 });
  });

  it('rerollDice / setDieFace / gainDie / spendDice: change prepared dice by fixed rules', () => {
    const c = skill('dados', [
      { op: 'setDieFace', face: 6, color: 'blue', who: 'self' },
      { op: 'gainDie', color: 'green', face: 5 },
      { op: 'rerollDice', count: 1, who: 'self' },
      { op: 'spendDice', count: 1, who: 'rival' },
    ]);
    const { table } = playOne(c, undefined, {
      dice: {
        0: 'red 1, blue 2, green 4',
        1: 'red 2, blue 6',
      },
    });
    const mine = table.state.players[0].dice;
    expect(mine[0]).toMatchObject({ color: 'red', face: 1, spent: true });
    expect(mine[1]).toMatchObject({ color: 'blue', face: 6, spent: false });
    expect(mine[3]).toMatchObject({ color: 'green', face: 5 });
    expect(table.state.players[1].dice.map((d) => d.spent)).toEqual([false, true]);
  });

  // @rule 000:123
  it('equip: the card stays on the hero, giving its passives and its ability', () => {
    const hacha = testCard('hacha', 'equipment', {
      target: 'ally',
      effects: [{ op: 'equip', to: 'target' }],
      equipment: {
        passives: [{ op: 'statBonus', stat: 'strength', amount: 2 }],
        ability: {
          id: 'hachazo',
          name: txt('Hachazo'),
          text: txt('Hachazo'),
          cost: [{ color: 'any' }],
          target: 'pairedRival',
          effects: [{ op: 'damage', kind: 'physical', base: 1, plus: 'strength', to: 'target' }],
        },
      },
    });
    const { table } = playOne(hacha, BELAIN, {
      dice: {
        0: 'red 3, red 3',
        1: '',
      },
    });
    expect(effectiveStat(table.state, BELAIN, 'strength')).toBe(5);
    expect(table.state.players[0].graveyard).toEqual([]);
    table.run(pass(1));
    table.run(ability(0, 'hachazo', [1], AYRANEL));
    table.run(pass(1));
    expect(table.state.heroes[AYRANEL]!.life).toBe(12 - (1 + 5 - 3));
  });

  it('cancel: a counter-reaction removes the rival card it answers, which goes to the graveyard unresolved', () => {
    const table = tajoAnsweredWith('contrahechizo', 'blue 1, blue 2');
    expect(table.state.heroes[AYRANEL]!.life).toBe(12);
    expect(table.state.clash!.stack).toEqual([]);
    expect(table.state.players[0].graveyard.map((c) => table.state.catalog[c]!.id)).toEqual(['tajo']);
  });

  // @rule 000:135
  it('trigger: a granted triggered action goes on the stack by itself when its event happens', () => {
    const espinas = skill('espinas', [
      { op: 'trigger', on: 'damageTaken', to: 'self', effects: [{ op: 'loseLife', amount: 2, to: 'eventSource' }] },
    ]);
    const table = givenClash({
      cards: [espinas],
      hands: { 0: [], 1: ['espinas'] },
      dice: { 0: 'red 1', 1: 'blue 1' },
      activation: 1,
    });
    table.run(play(1, 'espinas', [0]));
    table.run(pass(0));
    table.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    table.run(pass(1));
    // The trigger was queued during the attack and put on the stack after it resolved.
    expect(table.state.clash!.stack.map((i) => i.source.kind)).toEqual(['trigger']);
    table.run(pass(0));
    expect(table.state.heroes[BELAIN]!.life).toBe(12);
  });

  // @rule 000:137
  it('trigger ordering: with two simultaneous triggers, the player whose activation it is orders them', () => {
    const eco = skill('eco', [
      { op: 'trigger', on: 'rivalCardPlayed', to: 'self', effects: [{ op: 'heal', amount: 1, to: 'self' }] },
      {
        op: 'trigger',
        on: 'rivalCardPlayed',
        to: 'self',
        effects: [{ op: 'addCounter', counter: 'escudo', amount: 1, to: 'self' }],
      },
    ]);
    const table = givenClash({
      cards: [eco],
      hands: { 0: ['tajo'], 1: ['eco'] },
      dice: {
        0: 'red 1, red 2',
        1: 'blue 1',
      },
      activation: 1,
    });
    table.run(play(1, 'eco', [0]));
    table.run(pass(0));
    table.run(play(0, 'tajo', [0, 1], AYRANEL));
    expect(table.legal(1)).toEqual([]);
    expect(table.legal(0).map((c) => c.type)).toEqual(['OrderTrigger', 'OrderTrigger']);
    table.run({ type: 'OrderTrigger', data: { seat: 0, pending: 1 } });
    // The Escudo trigger went on first, so it resolves last: above it sits the heal trigger.
    expect(table.state.clash!.stack.map((i) => i.effects[0]!.op)).toEqual(['damage', 'addCounter', 'heal']);
  });

  it('if: effects depend on a condition (targetHasCounter)', () => {
    const remate = skill(
      'remate',
      [
        {
          op: 'if',
          condition: { check: 'targetHasCounter', counter: 'envenenado' },
          then: [{ op: 'loseLife', amount: 3, to: 'target' }],
          else: [{ op: 'loseLife', amount: 1, to: 'target' }],
        },
      ],
      { target: 'pairedRival' },
    );
    expect(
      playOne(remate, AYRANEL, { counters: { [AYRANEL]: { envenenado: 1 } } }).table.state.heroes[AYRANEL]!.life,
    ).toBe(9);
    expect(playOne(remate, AYRANEL).table.state.heroes[AYRANEL]!.life).toBe(11);
  });

  it('selectors: adjacent and all rivals reach heroes of other pairings', () => {
    const onda = skill('onda', [
      { op: 'loseLife', amount: 1, to: 'adjacentRivals' },
      { op: 'loseLife', amount: 1, to: 'allRivals' },
    ]);
    const { table } = playOne(onda);
    // Pairings: [0,5], [1,6], [2,7]; Belain's adjacent rival is 6.
    expect([5, 6, 7].map((h) => table.state.heroes[h]!.def.life - table.state.heroes[h]!.life)).toEqual([1, 2, 1]);
  });

  it('windows: a magical-attack reaction cannot answer a physical attack', () => {
    const escudoArcano = testCard('escudo-arcano', 'reaction', {
      window: 'rivalMagicalAttack',
      effects: [{ op: 'addCounter', counter: 'bendecido', amount: 2, to: 'self' }],
    });
    const table = givenClash({
      cards: [escudoArcano],
      hands: { 1: ['escudo-arcano'] },
      dice: { 0: 'red 1', 1: 'blue 1' },
    });
    table.run(ability(0, 'cuchillada-precisa', [0], AYRANEL));
    expect(table.refusalCode(play(1, 'escudo-arcano', [0]))).toBe('blades.not-playable-now');
  });
});
