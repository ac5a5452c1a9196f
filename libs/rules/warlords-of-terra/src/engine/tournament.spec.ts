import { SYSTEM_SEAT, type Seat } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { stage, withCards } from '../testing/stage.js';
import { legalData, newTable, startedTable, type Table } from '../testing/table.js';
import type { WotCommand } from './commands.js';
import { warlordsOfTerra } from './module.js';

const callTime: WotCommand = { type: 'CallTime', data: { seat: SYSTEM_SEAT } };
const concede = (seat: Seat, scope: 'game' | 'match' = 'game'): WotCommand => ({
  type: 'Concede',
  data: { seat, scope },
});
const swap = (seat: Seat, out: string, into: string): WotCommand => ({
  type: 'SwapSideboardCard',
  data: { seat, out, in: into },
});
const ready = (t: Table) => {
  t.run({ type: 'ConfirmDeck', data: { seat: 0 } });
  t.run({ type: 'ConfirmDeck', data: { seat: 1 } });
};

/** Plays the active player's turn with the least it can do (no hiring, no cards), until the turn passes. */
function quietTurn(t: Table): void {
  const turn = t.state.turn;
  while (t.state.result === null && t.state.turn === turn) {
    const seat = t.state.active;
    const legal = t.legal(seat);
    const pick =
      legal.find((c) => c.type === 'EndPhase') ??
      legal.find((c) => (c.type === 'AddMana' || c.type === 'AddGold' ? !('hire' in c.data && c.data.hire) : false)) ??
      legal.find((c) => c.type === 'DrawCard' || c.type === 'DiscardCard') ??
      legal[0];
    if (pick === undefined) throw new Error(`nothing to play in ${t.state.phase}`);
    t.run(pick);
  }
}

// 002_a36596f8eaed8fcc.txt, C.1 "RONDAS Y TIEMPO".
describe('round clock (C.1)', () => {
  // @rule 002:240
  it('time called: the active turn and 3 more are played, counted by the engine; with no winner the game is a draw with its life totals', () => {
    const t = startedTable();
    quietTurn(t);
    expect(t.state.turn).toBe(2);
    expect(t.refusalCode({ type: 'CallTime', data: { seat: 0 } } as never)).toBe('wot.bad-command');
    t.run(callTime);
    expect(t.state.time).toEqual({ calledAt: 2, lastTurn: 5 });
    expect(t.refusalCode(callTime)).toBe('wot.time.already-called');
    for (const turn of [2, 3, 4]) {
      quietTurn(t);
      expect(t.state.turn).toBe(turn + 1);
    }
    expect(t.state.result).toBeNull();
    quietTurn(t);
    expect(t.state.result).toEqual({ outcome: 'draw', reason: 'time' });
    expect(warlordsOfTerra.matchReport(t.state)).toEqual({
      result: { outcome: 'draw', reason: 'time' },
      games: [{ winner: null, life: [20, 20] }],
    });
  });

  // @rule 002:242
  it('a best-of-3 final is played without time', () => {
    const t = startedTable({ bestOf: 3 });
    expect(t.refusalCode(callTime)).toBe('wot.time.untimed');
  });

  // @rule 002:242
  it('a best-of-3 is played game after game in one match and reported whole; the loser of a game starts the next', () => {
    const t = startedTable({ bestOf: 3 }, 4);
    const firstOfGame1 = t.state.first;
    t.run(concede(0));
    expect(t.state.result).toBeNull();
    expect(t.state).toMatchObject({ phase: 'sideboard', games: [{ winner: 1, life: [20, 20] }] });
    ready(t);
    expect(t.state).toMatchObject({ game: 2, first: 0, phase: 'mulligan' });
    expect(firstOfGame1 === 0 || firstOfGame1 === 1).toBe(true);
    t.run({ type: 'KeepHand', data: { seat: 0 } });
    t.run({ type: 'KeepHand', data: { seat: 1 } });
    t.run(concede(1));
    ready(t);
    expect(t.state.first).toBe(1);
    t.run(concede(1));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 0, reason: 'games' });
    expect(warlordsOfTerra.matchReport(t.state)?.games.map((g) => g.winner)).toEqual([1, 0, 0]);
  });

  it('conceding the match in a best-of-3 gives the rival the games it still needs', () => {
    const t = startedTable({ bestOf: 3 });
    t.run(concede(1));
    ready(t);
    t.run(concede(0, 'match'));
    expect(t.state.result).toEqual({ outcome: 'win', winner: 1, reason: 'games' });
    expect(t.state.games.map((g) => g.winner)).toEqual([0, 1, 1]);
  });

  it('a one-game match conceded or lost to a ruling reports its game ended early, life where it stood', () => {
    const conceded = startedTable();
    conceded.run(concede(1));
    expect(warlordsOfTerra.matchReport(conceded.state)?.games).toEqual([
      { winner: 0, life: [20, 20], endedEarly: true },
    ]);
    const ruled = startedTable();
    ruled.run({
      type: 'JudgeRuling',
      data: { seat: SYSTEM_SEAT, against: 0, penalty: 'game-loss', reason: 'unsporting-conduct' },
    });
    expect(warlordsOfTerra.matchReport(ruled.state)?.games).toEqual([{ winner: 1, life: [20, 20], endedEarly: true }]);
  });
});

// 002_a36596f8eaed8fcc.txt, C.2.1 "SCORE": the report carries the life totals as they stood; the tournament clamps them.
describe('final life for SCORE (C.2.1)', () => {
  // @rule 002:252
  it.each([
    [42, 0],
    [15, -5],
    [30, -15],
  ])('a game that ends %i to %i reports exactly those totals', (winner, loser) => {
    const t = stage({ players: { 0: { life: winner }, 1: { life: loser } } });
    t.settle();
    expect(warlordsOfTerra.matchReport(t.state)).toEqual({
      result: { outcome: 'win', winner: 0, reason: 'life' },
      games: [{ winner: 0, life: [winner, loser] }],
    });
  });
});

// 002_a36596f8eaed8fcc.txt, C.3 "PREBANQUILLO" and C.5 "CARTAS LEGENDARIAS".
describe('pre-sideboard (C.3, C.5)', () => {
  // @rule 002:282 @rule 002:304
  it('swaps one card for another of the same deck before the game, keeping every limit of the main deck', () => {
    const t = newTable({ legendaryLimit: 1 });
    const swaps = legalData(t, 'SwapSideboardCard').map((d) => [d.out, d.in]);
    expect(swaps.length).toBeGreaterThan(20);
    // A.1: a battle card never goes out for a construction card (40 and 15 are fixed).
    expect(t.refusalCode(swap(0, 'ovl-b-01', 'ovl-c-06'))).toBe('wot.swap.deck-type');
    // A.2.1: a fourth copy is refused (3 Guerreros already in the deck).
    expect(t.refusalCode(swap(0, 'ovl-b-02', 'neu-b-01'))).toBe('accepted');
    expect(t.refusalCode(swap(0, 'ovl-b-03', 'neu-b-01'))).toBe('accepted');
    expect(t.refusalCode(swap(0, 'ovl-b-03', 'ovl-b-01'))).toBe('wot.swap.not-in-sideboard');
    expect(t.refusalCode(swap(0, 'ovl-b-02', 'ovl-b-02'))).toBe('wot.swap.same-card');
    // C.5, cap 1: the hammer is the main deck's first legendary; a second one is refused.
    expect(t.refusalCode(swap(0, 'ovl-b-04', 'ovl-b-l1'))).toBe('accepted');
    const withDragon = withCards(t.state, ['ovl-b-l2']);
    const p0 = withDragon.players[0];
    t.state = {
      ...withDragon,
      players: [
        { ...p0, deck: { ...p0.deck, sideboard: [...p0.deck.sideboard, withDragon.cardIndex['ovl-b-l2']!] } },
        withDragon.players[1],
      ],
    };
    expect(t.refusalCode(swap(0, 'ovl-b-05', 'ovl-b-l2'))).toBe('wot.swap.legendary-limit');
    expect(t.refusalCode(swap(0, 'ovl-b-l1', 'ovl-b-l2'))).toBe('accepted');
    expect(t.refusalCode(swap(0, 'ovl-hero-grask', 'ovl-b-13'))).toBe('wot.swap.not-in-deck');
    expect(t.state.players[0].deck.battle).toHaveLength(40);
    expect(t.state.players[0].deck.sideboard).toHaveLength(11);
  });

  // @rule 002:284
  it('C.3: the hero is public before any swap: the rival reads it while both are still choosing their pre-sideboard', () => {
    // Given a new match, still in the pre-sideboard step (no deck dealt, no swap made)
    const t = newTable();
    expect(t.state.phase).toBe('sideboard');
    // When the rival looks at the table, then it sees this player's hero (C.3: "lo primero … colocar … el héroe")
    const rivalView = warlordsOfTerra.view(t.state, { kind: 'seat', seat: 1 });
    expect(rivalView.players[0].hero).toBe(t.state.catalog[t.state.players[0].hero]!.id);
    expect(rivalView.players[0].deck).toBeNull();
  });

  it('the rival sees that swaps happen, never which cards', () => {
    const t = newTable();
    t.run(swap(0, 'ovl-b-02', 'neu-b-01'));
    const line = warlordsOfTerra.describer.event(t.events[0]!, warlordsOfTerra.initialState(t.state as never), {
      kind: 'seat',
      seat: 1,
    });
    expect(line?.es).not.toMatch(/Arquero|Mercader/);
    expect(warlordsOfTerra.view(t.state, { kind: 'seat', seat: 1 }).players[0].deck).toBeNull();
    expect(warlordsOfTerra.view(t.state, { kind: 'seat', seat: 0 }).players[0].deck?.sideboard).toContain('ovl-b-02');
    expect(warlordsOfTerra.secrets(t.events[0]!)).toEqual([
      { path: ['out'], visibleTo: [0] },
      { path: ['in'], visibleTo: [0] },
    ]);
  });

  // @rule 002:288
  it('swaps carry over to the next game of the match; the next match starts from the registered list again', () => {
    const t = newTable({ bestOf: 3 });
    t.run(swap(0, 'ovl-b-02', 'neu-b-01'));
    ready(t);
    const count = (id: string) => t.state.players[0].deck.battle.filter((c) => t.state.catalog[c]!.id === id).length;
    expect([count('ovl-b-02'), count('neu-b-01')]).toEqual([2, 1]);
    t.run({ type: 'KeepHand', data: { seat: 0 } });
    t.run({ type: 'KeepHand', data: { seat: 1 } });
    t.run(concede(0));
    expect([count('ovl-b-02'), count('neu-b-01')]).toEqual([2, 1]);
    t.run({ type: 'ResetSideboard', data: { seat: 0 } });
    expect([count('ovl-b-02'), count('neu-b-01')]).toEqual([3, 0]);
    const nextRound = newTable({ bestOf: 3 });
    expect(nextRound.state.players[0].deck).toEqual(nextRound.state.registered[0]);
  });
});
