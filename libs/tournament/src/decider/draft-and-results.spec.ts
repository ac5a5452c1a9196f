import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  judge,
  now,
  openRivalOf,
  openRoundOf,
  organizer,
  player,
  registrationClosed,
  roundFinished,
  roundPublished,
  tournament,
  win,
} from '../testing/tournament-script.js';
import type { PairingCosts } from '../pairing/pairing-problem.js';
import type { DraftChange } from './commands.js';
import { draftReport } from './decide-draft.js';
import { foldTournament } from './decider.js';
import type { PairedTable, TournamentEvent } from './events.js';
import { openRound, tournamentStandings } from './projection.js';
import type { MatchResult, TournamentState } from './types.js';

/** The history with the next round's draft paired by the engine (not yet published). */
const drafted = (history: readonly TournamentEvent[]): TournamentEvent[] =>
  continued(history, cmd('PairNextRound', organizer));

/** The tables of the open round as unordered pairs, a bye as "-": what a different pairing changes. */
const pairs = (state: TournamentState) =>
  openRound(state)!
    .tables.map((t) => [t.a, t.b ?? '-'].sort().join('|'))
    .sort();

/** What a round-1 draft costs: nobody has played yet, so no rematch, no points gap, no float. */
const NOTHING = { rematches: 0, squaredGaps: 0, repeatedFloats: 0 };

/** The draft the organizer changed by hand (a swap or a paired table) for round `round`: its tables and costs as given. */
const changedDraft = (
  round: number,
  change: DraftChange,
  tables: readonly PairedTable[],
  costs: PairingCosts,
): TournamentEvent => ({
  type: 'RoundPaired',
  data: { round, stage: 'swiss', tables, method: 'manual', costs, change, at: now() },
});

/** A draft the engine drew again for round `round`: the tables its own, from draw `attempt`. */
const redrawn = (round: number, method: string, costs: PairingCosts, attempt: number): TournamentEvent => ({
  type: 'RoundPaired',
  data: { round, stage: 'swiss', tables: expect.any(Array), method, costs, attempt, at: now() },
});

describe('re-pairing a draft', () => {
  const eight = () => drafted(registrationClosed(Array.from({ length: 8 }, (_, i) => `p${i}`)));

  it('gives a different pairing, from a later draw (the same one came back twice before: each re-pair now draws again)', () => {
    const draft = eight();
    const state = tournament
      .given(draft)
      .when(cmd('RepairRound', organizer))
      .then([redrawn(1, 'random', NOTHING, expect.any(Number))]);
    expect(pairs(state)).not.toEqual(pairs(foldTournament(draft)));
    expect(openRound(state)!.attempt).toBeGreaterThan(0);
  });

  it('gives a different pairing again at the next re-pair, from a draw after the last one', () => {
    const repaired = continued(eight(), cmd('RepairRound', organizer));
    const before = foldTournament(repaired);
    const state = tournament
      .given(repaired)
      .when(cmd('RepairRound', organizer))
      .then([redrawn(1, 'random', NOTHING, expect.any(Number))]);
    expect(pairs(state)).not.toEqual(pairs(before));
    expect(openRound(state)!.attempt).toBeGreaterThan(openRound(before)!.attempt!);
  });

  it('falls back to the best different pairing when every draw gives the same optimum', () => {
    // Round 2 of four players: winners meet, losers meet — the only rematch-free pairing at no point gap.
    const draft = drafted(roundFinished(roundPublished(registrationClosed(['a', 'b', 'c', 'd']))));
    const state = tournament
      .given(draft)
      .when(cmd('RepairRound', organizer))
      .then([redrawn(2, 'next-best', expect.objectContaining({ rematches: 0 }), expect.any(Number))]);
    expect(pairs(state)).not.toEqual(pairs(foldTournament(draft)));
    expect(openRound(state)!.method).toBe('next-best');
    expect(openRound(state)!.costs!.rematches).toBe(0);
  });

  it('refuses a re-pair when no other pairing exists', () => {
    tournament
      .given(drafted(registrationClosed(['a', 'b'])))
      .when(cmd('RepairRound', organizer))
      .thenRefused('tournament.round.no-other-pairing');
  });
});

describe('editing a draft before publishing', () => {
  /** Round 2's draft of six players, and a swap that seats a round-1 winner against the player they beat again. */
  const rematchSwap = () => {
    const draft = drafted(roundFinished(roundPublished(registrationClosed(['a', 'b', 'c', 'd', 'e', 'f']))));
    const state = foldTournament(draft);
    const winner = openRound(state)!.tables[0]!.a;
    const lost = state.rounds[0]!.tables.find((t) => t.a === winner || t.b === winner)!;
    const beaten = lost.a === winner ? lost.b! : lost.a;
    // Seat the player the winner beat in round 1 against them again: a rematch across a points gap.
    const seatedWith = openRivalOf(state, winner)!;
    return { draft, winner, beaten, swap: { playerA: seatedWith, playerB: beaten } };
  };

  it('reports a draft as it comes from the engine at the engine’s best', () => {
    const report = draftReport(foldTournament(rematchSwap().draft))!;
    expect(report.costs).toEqual(report.optimal);
  });

  it('swaps two players at the organizer’s request, recording the change by hand and what it costs', () => {
    const { draft, winner, beaten, swap } = rematchSwap();
    const state = tournament
      .given(draft)
      .when(cmd('SwapPlayers', organizer, swap))
      .then([changedDraft(2, { kind: 'swap', ...swap }, expect.any(Array), expect.any(Object))]);
    expect(openRivalOf(state, winner)).toBe(beaten);
    expect(openRound(state)!.method).toBe('manual');
    expect(openRound(state)!.costs).toEqual(draftReport(state)!.costs);
  });

  it('reports what a swap costs: a rematch, a larger points gap', () => {
    const { draft, winner, beaten, swap } = rematchSwap();
    const after = draftReport(foldTournament(continued(draft, cmd('SwapPlayers', organizer, swap))))!;
    expect(after.rematches.map((p) => [...p].sort())).toContainEqual([winner, beaten].sort());
    expect(after.largestGap).toBe(3);
  });

  /** Round 1's draft of six players, its three tables as paired. */
  const sixDrafted = () => {
    const draft = drafted(registrationClosed(['a', 'b', 'c', 'd', 'e', 'f']));
    const [t1, t2, t3] = openRoundOf(draft).tables.map((t) => ({ table: t.table, a: t.a, b: t.b! }));
    return { draft, t1: t1!, t2: t2!, t3: t3! };
  };

  it('hand-pairs a table: the two former rivals meet each other, the rest stays', () => {
    const { draft, t1, t2, t3 } = sixDrafted();
    const pair = { playerA: t1.a, playerB: t2.a };
    const state = tournament
      .given(draft)
      .when(cmd('PairTable', organizer, pair))
      .then([
        changedDraft(
          1,
          { kind: 'pair', ...pair },
          [
            { table: t1.table, a: t1.a, b: t2.a },
            { table: t2.table, a: t1.b, b: t2.b },
            { table: t3.table, a: t3.a, b: t3.b },
          ],
          NOTHING,
        ),
      ]);
    expect(openRivalOf(state, t1.a)).toBe(t2.a);
    expect(openRivalOf(state, t1.b)).toBe(t2.b);
    expect(openRivalOf(state, t3.a)).toBe(t3.b);
  });

  it('refuses to hand-pair two players already at the same table', () => {
    const { draft, t1, t2 } = sixDrafted();
    const pair = cmd('PairTable', organizer, { playerA: t1.a, playerB: t2.a });
    tournament
      .given(continued(draft, pair))
      .when(cmd('PairTable', organizer, { playerA: t1.a, playerB: t2.a }))
      .thenRefused('tournament.draft.same-table');
  });

  it('refuses a swap with someone not seated in the draft', () => {
    const { draft, t1, t2 } = sixDrafted();
    tournament
      .given(continued(draft, cmd('PairTable', organizer, { playerA: t1.a, playerB: t2.a })))
      .when(cmd('SwapPlayers', organizer, { playerA: t1.a, playerB: 'nadie' }))
      .thenRefused('tournament.draft.not-seated');
  });

  it('refuses a swap once the pairings are published', () => {
    const { draft, t1, t2, t3 } = sixDrafted();
    const publishedDraft = continued(
      draft,
      cmd('PairTable', organizer, { playerA: t1.a, playerB: t2.a }),
      cmd('PublishPairings', organizer),
    );
    tournament
      .given(publishedDraft)
      .when(cmd('SwapPlayers', organizer, { playerA: t1.a, playerB: t3.a }))
      .thenRefused('tournament.round.published');
  });

  /** Round 1's draft of five players: who has the bye, and who sits first at table 1. */
  const fiveDrafted = () => {
    const draft = drafted(registrationClosed(['a', 'b', 'c', 'd', 'e']));
    const round = openRoundOf(draft);
    return { draft, bye: round.tables.find((t) => t.b === null)!.a, other: round.tables[0]!.a };
  };
  const byeOf = (state: TournamentState) => openRound(state)!.tables.find((t) => t.b === null)!;

  it('moves the bye with a swap', () => {
    const { draft, bye, other } = fiveDrafted();
    const state = tournament
      .given(draft)
      .when(cmd('SwapPlayers', organizer, { playerA: bye, playerB: other }))
      .then([changedDraft(1, { kind: 'swap', playerA: bye, playerB: other }, expect.any(Array), NOTHING)]);
    expect(byeOf(state).a).toBe(other);
  });

  it('publishes the moved bye as a bye', () => {
    const { draft, bye, other } = fiveDrafted();
    const state = tournament
      .given(continued(draft, cmd('SwapPlayers', organizer, { playerA: bye, playerB: other })))
      .when(cmd('PublishPairings', organizer))
      .then([{ type: 'PairingsPublished', data: { round: 1, at: now() } }]);
    expect(byeOf(state).a).toBe(other);
    expect(byeOf(state).final).toMatchObject({ via: 'bye' });
  });
});

describe('after publishing', () => {
  const NO_SHOW = 'No se presentó a la mesa / Did not come to the table';
  /** Round 2 of six players published, and its first two tables. */
  const roundTwo = () => {
    const history = roundPublished(roundFinished(roundPublished(registrationClosed(['a', 'b', 'c', 'd', 'e', 'f']))));
    const [first, second] = openRoundOf(history).tables;
    return { history, first: first!, second: second! };
  };
  const noShow = (by: typeof organizer, table: number, playerId: string, outcome: 'game-loss' | 'drop') =>
    cmd('ResolveNoShow', by, { round: 2, table, playerId, outcome });
  const lost = (table: number, result: MatchResult, by: typeof organizer, absent: string): TournamentEvent => ({
    type: 'ResultOverridden',
    data: { round: 2, table, result, by, reason: NO_SHOW, noShow: absent, at: now() },
  });

  it('fixes a no-show table with a game loss without touching the others', () => {
    const { history, first } = roundTwo();
    const others = openRoundOf(history).tables.slice(1);
    const state = tournament
      .given(history)
      .when(noShow(organizer, first.table, first.a, 'game-loss'))
      .then([lost(first.table, { winner: 'b', games: [] }, organizer, first.a)]);
    expect(openRound(state)!.tables[0]!.final).toMatchObject({ via: 'no-show', result: { winner: 'b' } });
    expect(openRound(state)!.tables.slice(1)).toEqual(others);
  });

  it('fixes a no-show table with a drop, at a judge’s word', () => {
    const { history, second } = roundTwo();
    const absent = second.b!;
    const state = tournament
      .given(history)
      .when(noShow(judge, second.table, absent, 'drop'))
      .then([
        lost(second.table, { winner: 'a', games: [] }, judge, absent),
        { type: 'PlayerDropped', data: { playerId: absent, afterRound: 2, at: now(), by: judge, cause: 'no-show' } },
      ]);
    expect(state.players[absent]!.droppedAfterRound).toBe(2);
  });

  it('refuses a no-show on a table whose result is already final', () => {
    const { history, first } = roundTwo();
    tournament
      .given(continued(history, noShow(organizer, first.table, first.a, 'game-loss')))
      .when(noShow(organizer, first.table, first.a, 'game-loss'))
      .thenRefused('tournament.result.final');
  });

  it('refuses a player resolving a no-show', () => {
    const { history, first } = roundTwo();
    tournament
      .given(history)
      .when(noShow(player(first.b!), first.table, first.a, 'game-loss'))
      .thenRefused('tournament.actor.not-allowed');
  });

  /** Round 1 of two players published; its one table; and both players' reports, which disagree. */
  const disputed = () => {
    const history = roundPublished(registrationClosed(['a', 'b']));
    const t = openRoundOf(history).tables[0]!;
    const [a, b] = [t.a, t.b!];
    const first = continued(history, cmd('ReportResult', player(a), { round: 1, table: 1, result: win('a', 12, 0) }));
    const both = continued(first, cmd('ReportResult', player(b), { round: 1, table: 1, result: win('b', 0, 9) }));
    return { first, both, a, b };
  };

  it("keeps both players' reports when they disagree, and the table has no result", () => {
    const { first, a, b } = disputed();
    const state = tournament
      .given(first)
      .when(cmd('ReportResult', player(b), { round: 1, table: 1, result: win('b', 0, 9) }))
      .then([{ type: 'ResultReported', data: { round: 1, table: 1, result: win('b', 0, 9), by: b, at: now() } }]);
    const table = openRound(state)!.tables[0]!;
    expect(table.final).toBeUndefined();
    expect(table.reports!.map((r) => [r.by, r.result.winner])).toEqual([
      [a, 'a'],
      [b, 'b'],
    ]);
  });

  it('confirms the result when a player reports the same as the rival', () => {
    const { both, b } = disputed();
    const state = tournament
      .given(both)
      .when(cmd('ReportResult', player(b), { round: 1, table: 1, result: win('a', 12, 0) }))
      .then([
        { type: 'ResultReported', data: { round: 1, table: 1, result: win('a', 12, 0), by: b, at: now() } },
        {
          type: 'ResultConfirmed',
          data: { round: 1, table: 1, result: win('a', 12, 0), by: b, via: 'confirmed', at: now() },
        },
      ]);
    expect(openRound(state)!.tables[0]!.final).toMatchObject({ via: 'confirmed', result: { winner: 'a' } });
  });

  it('lets the organizer settle reports that disagree, with a reason', () => {
    const { both } = disputed();
    const reason = 'Acta firmada por ambos';
    const state = tournament
      .given(both)
      .when(cmd('OverrideResult', organizer, { round: 1, table: 1, result: win('b', 0, 9), reason }))
      .then([
        {
          type: 'ResultOverridden',
          data: { round: 1, table: 1, result: win('b', 0, 9), by: organizer, reason, at: now() },
        },
      ]);
    expect(openRound(state)!.tables[0]!.final).toMatchObject({ via: 'override', result: { winner: 'b' } });
  });

  it('lets the organizer enter a result with a reason and no judge call, also after the next round', () => {
    const roundOne = roundFinished(roundPublished(registrationClosed(['a', 'b', 'c', 'd'])));
    const t = foldTournament(roundOne).rounds[0]!.tables[0]!;
    const next = roundPublished(roundOne);
    const pointsOf = (state: TournamentState, id: string) =>
      tournamentStandings(state).rows.find((r) => r.player === id)!.points;
    expect(pointsOf(foldTournament(next), t.b!)).toBe(0);
    const state = tournament
      .given(next)
      .when(cmd('OverrideResult', organizer, { round: 1, table: t.table, result: win('b', 0, 10), reason: 'Acta' }))
      .then([
        {
          type: 'ResultOverridden',
          data: { round: 1, table: t.table, result: win('b', 0, 10), by: organizer, reason: 'Acta', at: now() },
        },
      ]);
    expect(pointsOf(state, t.b!)).toBe(3);
  });
});
