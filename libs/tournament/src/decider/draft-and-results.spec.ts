import { describe, expect, it } from 'vitest';
import {
  cmd,
  inRoundOne,
  judge,
  openRivalOf,
  organizer,
  player,
  playRound,
  refusal,
  run,
  started,
  step,
  win,
} from '../testing/tournament-script.js';
import { draftReport } from './decide-draft.js';
import { openRound, tournamentStandings } from './projection.js';
import type { TournamentState } from './types.js';

const pairs = (state: TournamentState) =>
  openRound(state)!
    .tables.map((t) => [t.a, t.b ?? '-'].sort().join('|'))
    .sort();

describe('re-pairing a draft', () => {
  it('gives a different pairing (the same one came back twice before: each re-pair now draws again)', () => {
    let state = run(started(Array.from({ length: 8 }, (_, i) => `p${i}`)), cmd('PairNextRound', organizer));
    const first = pairs(state);
    state = run(state, cmd('RepairRound', organizer));
    expect(pairs(state)).not.toEqual(first);
    expect(openRound(state)!.attempt).toBeGreaterThan(0);
    const third = run(state, cmd('RepairRound', organizer));
    expect(pairs(third)).not.toEqual(pairs(state));
  });

  it('falls back to the best different pairing when every draw gives the same optimum, and refuses when none exists', () => {
    // Round 2 of four players: winners meet, losers meet — the only rematch-free pairing at no point gap.
    let state = run(playRound(started(['a', 'b', 'c', 'd'])), cmd('PairNextRound', organizer));
    const best = pairs(state);
    state = run(state, cmd('RepairRound', organizer));
    expect(pairs(state)).not.toEqual(best);
    expect(openRound(state)!.method).toBe('next-best');
    expect(openRound(state)!.costs!.rematches).toBe(0);
    const two = run(started(['a', 'b']), cmd('PairNextRound', organizer));
    expect(refusal(two, cmd('RepairRound', organizer)).code).toBe('tournament.round.no-other-pairing');
  });
});

describe('editing a draft before publishing', () => {
  it('swaps two players and reports what it costs: a rematch, a larger points gap', () => {
    let state = run(playRound(started(['a', 'b', 'c', 'd', 'e', 'f'])), cmd('PairNextRound', organizer));
    const before = draftReport(state)!;
    expect(before.costs).toEqual(before.optimal);
    const winner = openRound(state)!.tables[0]!.a;
    const loser = state.rounds[0]!.tables.find((t) => t.a === winner || t.b === winner)!;
    const beaten = loser.a === winner ? loser.b! : loser.a;
    // Seat the player the winner beat in round 1 against them again: a rematch across a points gap.
    const seatedWith = openRivalOf(state, winner)!;
    state = run(state, cmd('SwapPlayers', organizer, { playerA: seatedWith, playerB: beaten }));
    expect(openRivalOf(state, winner)).toBe(beaten);
    const after = draftReport(state)!;
    expect(after.rematches.map((p) => [...p].sort())).toContainEqual([winner, beaten].sort());
    expect(after.largestGap).toBe(3);
    expect(openRound(state)!.method).toBe('manual');
    expect(openRound(state)!.costs).toEqual(after.costs);
  });

  it('hand-pairs a table: the two former rivals meet each other, the rest stays', () => {
    let state = run(started(['a', 'b', 'c', 'd', 'e', 'f']), cmd('PairNextRound', organizer));
    const [t1, t2, t3] = openRound(state)!.tables.map((t) => ({ a: t.a, b: t.b! })) as [
      { a: string; b: string },
      { a: string; b: string },
      { a: string; b: string },
    ];
    state = run(state, cmd('PairTable', organizer, { playerA: t1.a, playerB: t2.a }));
    expect(openRivalOf(state, t1.a)).toBe(t2.a);
    expect(openRivalOf(state, t1.b)).toBe(t2.b);
    expect(openRivalOf(state, t3.a)).toBe(t3.b);
    expect(refusal(state, cmd('PairTable', organizer, { playerA: t1.a, playerB: t2.a })).code).toBe(
      'tournament.draft.same-table',
    );
    expect(refusal(state, cmd('SwapPlayers', organizer, { playerA: t1.a, playerB: 'nadie' })).code).toBe(
      'tournament.draft.not-seated',
    );
    const published = run(state, cmd('PublishPairings', organizer));
    expect(refusal(published, cmd('SwapPlayers', organizer, { playerA: t1.a, playerB: t3.a })).code).toBe(
      'tournament.round.published',
    );
  });

  it('moves the bye with a swap', () => {
    let state = run(started(['a', 'b', 'c', 'd', 'e']), cmd('PairNextRound', organizer));
    const bye = openRound(state)!.tables.find((t) => t.b === null)!.a;
    const other = openRound(state)!.tables[0]!.a;
    state = run(state, cmd('SwapPlayers', organizer, { playerA: bye, playerB: other }));
    expect(openRound(state)!.tables.find((t) => t.b === null)!.a).toBe(other);
    state = run(state, cmd('PublishPairings', organizer));
    expect(openRound(state)!.tables.find((t) => t.b === null)!.final).toMatchObject({ via: 'bye' });
  });
});

describe('after publishing', () => {
  it('fixes a no-show table (a game loss, or a drop) without touching the others', () => {
    let state = run(
      playRound(started(['a', 'b', 'c', 'd', 'e', 'f'])),
      cmd('PairNextRound', organizer),
      cmd('PublishPairings', organizer),
    );
    const [first, second] = openRound(state)!.tables;
    const others = openRound(state)!.tables.slice(1);
    state = run(
      state,
      cmd('ResolveNoShow', organizer, { round: 2, table: first!.table, playerId: first!.a, outcome: 'game-loss' }),
    );
    expect(openRound(state)!.tables[0]!.final).toMatchObject({ via: 'no-show', result: { winner: 'b' } });
    expect(openRound(state)!.tables.slice(1)).toEqual(others);
    state = run(
      state,
      cmd('ResolveNoShow', judge, { round: 2, table: second!.table, playerId: second!.b, outcome: 'drop' }),
    );
    expect(state.players[second!.b!]!.droppedAfterRound).toBe(2);
    expect(
      refusal(
        state,
        cmd('ResolveNoShow', organizer, { round: 2, table: first!.table, playerId: first!.a, outcome: 'game-loss' }),
      ).code,
    ).toBe('tournament.result.final');
    expect(
      refusal(
        state,
        cmd('ResolveNoShow', player(first!.b!), {
          round: 2,
          table: first!.table,
          playerId: first!.a,
          outcome: 'game-loss',
        }),
      ).code,
    ).toBe('tournament.actor.not-allowed');
  });

  it("keeps both players' reports when they disagree, and confirms when they agree", () => {
    let state = inRoundOne(['a', 'b']);
    const t = openRound(state)!.tables[0]!;
    state = run(
      state,
      cmd('ReportResult', player(t.a), { round: 1, table: 1, result: win('a', 12, 0) }),
      cmd('ReportResult', player(t.b!), { round: 1, table: 1, result: win('b', 0, 9) }),
    );
    const table = openRound(state)!.tables[0]!;
    expect(table.final).toBeUndefined();
    expect(table.reports!.map((r) => [r.by, r.result.winner])).toEqual([
      [t.a, 'a'],
      [t.b, 'b'],
    ]);
    const agreed = step(state, cmd('ReportResult', player(t.b!), { round: 1, table: 1, result: win('a', 12, 0) }));
    expect(agreed.events.map((e) => e.type)).toEqual(['ResultReported', 'ResultConfirmed']);
    expect(openRound(agreed.state)!.tables[0]!.final).toMatchObject({ via: 'confirmed', result: { winner: 'a' } });
    const settled = run(
      state,
      cmd('OverrideResult', organizer, {
        round: 1,
        table: 1,
        result: win('b', 0, 9),
        reason: 'Acta firmada por ambos',
      }),
    );
    expect(openRound(settled)!.tables[0]!.final).toMatchObject({ via: 'override', result: { winner: 'b' } });
  });

  it('lets the organizer enter a result with a reason and no judge call, also after the next round', () => {
    let state = playRound(started(['a', 'b', 'c', 'd']));
    const t = state.rounds[0]!.tables[0]!;
    state = run(
      state,
      cmd('PairNextRound', organizer),
      cmd('PublishPairings', organizer),
      cmd('OverrideResult', organizer, { round: 1, table: t.table, result: win('b', 0, 10), reason: 'Acta' }),
    );
    expect(tournamentStandings(state).rows.find((r) => r.player === t.b)!.points).toBe(3);
  });
});
