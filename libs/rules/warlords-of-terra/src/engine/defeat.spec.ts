import { editDeck, isRuleViolation, SYSTEM_SEAT } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { readyWotDeck } from '../content/decks.js';
import { passAll, stage } from '../testing/stage.js';
import { setupOf, startedTable, Table } from '../testing/table.js';
import { warlordsOfTerra } from './module.js';
import { DEFAULT_OPTIONS } from './options.js';

/** Seat 0's draw step on turn 7, with the given decks. */
function drawStep(battle: string[], construction: string[], hire = false): Table {
  const t = stage({ players: { 0: { battle, construction, gold: hire ? 4 : 0 } } });
  t.state = { ...t.state, phase: 'resources', step: 'mana', turn: 7, first: 1 };
  t.settle();
  if (t.state.step === 'gold') t.run({ type: 'AddGold', data: { seat: 0, heroPoint: false, hire } });
  return t;
}

// 002_a36596f8eaed8fcc.txt, A.7 "CONDICIONES DE DERROTA".
describe('defeat (A.7)', () => {
  // @rule 002:93
  it('7.1: a player at 0 life or less loses at that instant', () => {
    const t = stage({ players: { 0: { hero: 'hel-hero-azhar', power: 1, life: 1 } } });
    t.run({ type: 'UseHeroPower', data: { seat: 0, power: 'azhar-pacto' } });
    expect(t.state.games).toEqual([{ winner: 1, life: [0, 20] }]);
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'life' });
    expect(warlordsOfTerra.matchReport(t.state)).toEqual({
      result: t.state.result,
      games: [{ winner: 1, life: [0, 20] }],
    });
  });

  // @rule 002:95
  it('7.2: unable to draw in the draw step, with both decks empty, the player loses', () => {
    const t = drawStep([], []);
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'decked' });
  });

  // @rule 002:95
  it('7.2: with one deck empty the player still draws from the other', () => {
    const t = drawStep([], ['ovl-c-01']);
    expect(t.state.result).toBeNull();
    expect(t.state.phase).toBe('summoning');
    expect(t.state.players[0].construction).toEqual([]);
  });

  // @rule 002:97
  it('7.2: an extra draw from an effect with an empty deck does not lose the game', () => {
    const t = stage({ phase: 'summoning', players: { 0: { battle: [], hand: ['slv-b-11'] } } });
    t.run({ type: 'SummonTroop', data: { seat: 0, card: 'slv-b-11', zone: 0 } });
    passAll(t);
    expect(t.state.result).toBeNull();
    expect(t.state.players[0].hand).toEqual([]);
  });

  // @rule 002:97
  it('7.2: having hired reinforcements, failing to draw the extra battle card loses the game', () => {
    const t = drawStep(['ovl-b-01'], ['ovl-c-01'], true);
    t.run({ type: 'DrawCard', data: { seat: 0, deck: 'battle' } });
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'reinforcements' });
  });

  // @rule 002:99
  it('7.3: a deck with cards of another realm is refused, and a game found with one is lost', () => {
    const silvan = readyWotDeck('bosque-de-lirael')!.deck;
    const mixed = editDeck(silvan, {
      battle: ([first, ...rest]) => [...rest, { card: 'ovl-b-01', count: first!.count }],
    });
    const refused = warlordsOfTerra.setup.create([mixed, readyWotDeck('horda-de-grask')!.deck], DEFAULT_OPTIONS);
    expect(isRuleViolation(refused) && refused.code).toBe('wot.setup.deck');
    // A setup that skipped the check: the deck check at the start of the game finds it.
    const setup = { ...setupOf(), decks: [mixed, readyWotDeck('horda-de-grask')!.deck] as const };
    const t = new Table(warlordsOfTerra.initialState(setup));
    t.run({ type: 'ConfirmDeck', data: { seat: 0 } });
    t.run({ type: 'ConfirmDeck', data: { seat: 1 } });
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'mixed-realms' });
  });

  // @rule 002:101
  it("7.4: a judge's ruling ends the game (or the match) for the sanctioned player; only the platform sends it", () => {
    const t = startedTable({ bestOf: 3 });
    const ruling = (penalty: 'game-loss' | 'match-loss') =>
      ({
        type: 'JudgeRuling',
        data: { seat: SYSTEM_SEAT, against: 0, penalty, reason: 'unsporting-conduct' },
      }) as const;
    expect(t.refusalCode({ ...ruling('game-loss'), data: { ...ruling('game-loss').data, seat: 1 } } as never)).toBe(
      'wot.bad-command',
    );
    t.run(ruling('game-loss'));
    expect(t.state.games).toEqual([{ winner: 1, life: [20, 20] }]);
    expect(t.state.result).toBeNull();
    expect(t.state.phase).toBe('sideboard');
    t.run(ruling('match-loss'));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'games' });
    expect(t.state.games.map((g) => g.winner)).toEqual([1, 1]);
  });

  // @rule 002:93
  it('7.1: both players at 0 or less at the same check is a draw', () => {
    const t = stage({ players: { 0: { life: 0 }, 1: { life: -3 } } });
    t.settle();
    expect(t.state.result).toEqual({ outcome: 'draw', reason: 'life' });
    expect(t.state.games).toEqual([{ winner: null, life: [0, -3] }]);
  });
});
