import { describe, expect, it } from 'vitest';
import type { Seat } from '@cronica/rules-kernel';
import { stage } from '../testing/stage.js';
import { legalData, type Table } from '../testing/table.js';
import type { EventOf } from './events.js';
import type { WotState } from './state.js';
import { playerOf } from './update.js';

/** A table at the start of a turn of seat 0 (hero Grask: power from gold; or Lirael from mana), in the resource phase. */
function resourceTurn(t: Table, seat: Seat = 0, hero?: string): Table {
  const s = t.state;
  const heroIndex = hero === undefined ? playerOf(s, seat).hero : s.cardIndex[hero]!;
  const players = s.players.map((p, i) =>
    i === seat ? { ...p, hero: heroIndex } : p,
  ) as unknown as WotState['players'];
  t.state = { ...s, players, phase: 'resources', step: 'mana', active: seat, turn: 7, first: 1 };
  return t.settle();
}

const added = (t: Table, from: number) =>
  t.events
    .slice(from)
    .filter((e): e is EventOf<'ResourceAdded'> => e.type === 'ResourceAdded')
    .map((e) => e.data);

// 002_a36596f8eaed8fcc.txt, A.3 "RECURSOS".
describe('resources (A.3)', () => {
  // @rule 002:39 @rule 002:43 @rule 002:45
  it("paso 1: mana added = 1 + the places' production, minus 1 if the hero takes its power point", () => {
    const t = resourceTurn(
      stage({ players: { 0: { mana: 2, gold: 0, places: ['ovl-c-02', 'ovl-c-06'], hand: ['slv-b-01'] } } }),
      0,
      'slv-hero-lirael',
    );
    const from = t.events.length;
    t.run({ type: 'AddMana', data: { seat: 0, heroPoint: true } });
    expect(added(t, from)[0]).toEqual({ seat: 0, resource: 'mana', produced: 4, heroPoint: true, total: 5 });
    expect(t.state.players[0].power).toBe(1);
    // Paso 2 then runs by itself: no power point from gold for this hero, and too little gold to hire.
    expect(added(t, from)[1]).toEqual({ seat: 0, resource: 'gold', produced: 1, heroPoint: false, total: 1 });
    expect(t.state.step).toBe('draw');
  });

  // @rule 002:47
  it('paso 2 is the same with gold, for a hero that gains power points with gold', () => {
    const t = resourceTurn(stage({ players: { 0: { mana: 0, gold: 1, places: ['ovl-c-01', 'ovl-c-03'] } } }));
    // Grask gains power with gold: step 1 has no choice and happens by itself.
    expect(t.state.step).toBe('gold');
    t.run({ type: 'AddGold', data: { seat: 0, heroPoint: true, hire: false } });
    expect(t.events.some((e) => e.type === 'ResourceAdded' && e.data.resource === 'mana' && e.data.total === 1)).toBe(
      true,
    );
    expect(t.state.players[0].gold).toBe(1 + 1 + 3 - 1);
    expect(t.state.players[0].power).toBe(1);
  });

  // @rule 002:39
  it('caps mana and gold at 10', () => {
    const t = resourceTurn(
      stage({ players: { 0: { mana: 9, gold: 9, places: ['ovl-c-06', 'ovl-c-03'] } } }),
      0,
      'slv-hero-lirael',
    );
    t.run({ type: 'AddMana', data: { seat: 0, heroPoint: false } });
    expect(t.state.players[0].mana).toBe(10);
  });

  // @rule 002:39
  it('the "virtual 11": at 10 mana, adding 11 and giving 1 to the hero leaves 10 and one more power point', () => {
    const t = resourceTurn(stage({ players: { 0: { mana: 10, gold: 3, power: 2 } } }), 0, 'slv-hero-lirael');
    t.run({ type: 'AddMana', data: { seat: 0, heroPoint: true } });
    expect(t.state.players[0].mana).toBe(10);
    expect(t.state.players[0].power).toBe(3);
  });

  // @rule 002:41
  it('gives the hero one power point per turn, only in the step of its resource', () => {
    const t = resourceTurn(stage({ players: { 0: { mana: 0, gold: 4 } } }), 0, 'slv-hero-lirael');
    t.run({ type: 'AddMana', data: { seat: 0, heroPoint: true } });
    // Lirael gains power with mana: step 2 (a choice here only because hiring is possible) offers no power point.
    expect(t.state.step).toBe('gold');
    expect(t.refusalCode({ type: 'AddGold', data: { seat: 0, heroPoint: true, hire: false } })).toBe('wot.hero-point');
    t.run({ type: 'AddGold', data: { seat: 0, heroPoint: false, hire: false } });
    expect(t.state.players[0].power).toBe(1);
    expect(t.state.players[0].heroPoint).toBe(true);
  });

  // @rule 002:47 @rule 002:49
  it('paso 2: with 5 gold the player may hire reinforcements and draws a second card, from the battle deck', () => {
    const t = resourceTurn(
      stage({
        players: { 0: { mana: 0, gold: 4, battle: ['ovl-b-01', 'ovl-b-02', 'ovl-b-03'], construction: ['ovl-c-01'] } },
      }),
    );
    t.run({ type: 'AddGold', data: { seat: 0, heroPoint: false, hire: true } });
    expect(t.state.players[0].gold).toBe(0);
    const hand = t.state.players[0].hand.length;
    t.run({ type: 'DrawCard', data: { seat: 0, deck: 'construction' } });
    const drawn = t.events
      .filter((e): e is EventOf<'CardsDrawn'> => e.type === 'CardsDrawn')
      .map((e) => [e.data.deck, e.data.cards]);
    expect(drawn).toEqual([
      ['construction', ['ovl-c-01']],
      ['battle', ['ovl-b-03']],
    ]);
    expect(t.state.players[0].hand.length).toBe(hand + 2);
    expect(t.state.phase).toBe('summoning');
  });

  // @rule 002:47
  it('refuses to hire reinforcements with less than 5 gold after paso 2', () => {
    const t = resourceTurn(stage({ players: { 0: { mana: 0, gold: 3 } } }));
    expect(t.refusalCode({ type: 'AddGold', data: { seat: 0, heroPoint: false, hire: true } })).toBe('wot.cannot-hire');
    expect(t.refusalCode({ type: 'AddGold', data: { seat: 0, heroPoint: true, hire: true } })).toBe('wot.cannot-hire');
    expect(legalData(t, 'AddGold')).toEqual([
      { seat: 0, heroPoint: false, hire: false },
      { seat: 0, heroPoint: true, hire: false },
    ]);
  });

  // @rule 002:49
  it('paso 3: one card from the deck the player chooses', () => {
    const t = resourceTurn(stage({ players: { 0: { mana: 0, gold: 0 } } }));
    t.run({ type: 'AddGold', data: { seat: 0, heroPoint: false, hire: false } });
    expect(t.legal(0).map((c) => c.data)).toEqual([
      { seat: 0, deck: 'battle' },
      { seat: 0, deck: 'construction' },
    ]);
    const before = t.state.players[0].construction.length;
    t.run({ type: 'DrawCard', data: { seat: 0, deck: 'construction' } });
    expect(t.state.players[0].construction.length).toBe(before - 1);
  });
});
