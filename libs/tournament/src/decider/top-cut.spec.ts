import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  endRound,
  field,
  judge,
  now,
  openRoundOf,
  organizer,
  pairNextRound,
  player,
  publishPairings,
  registrationClosed,
  roundFinished,
  roundPlayed,
  sixTiedAtTheCut,
  standingsOf,
  stronger,
  tournament,
  win,
} from '../testing/tournament-script.js';
import { foldTournament } from './decider.js';
import type { MatchResult } from './types.js';

describe('top cut (002 C.1)', () => {
  /** Six players, one Swiss round, a cut to 2: at each table the name first in the alphabet won 10–0. */
  const sixAfterSwiss = () => {
    const history = sixTiedAtTheCut(['ana', 'bea', 'cris', 'dani', 'eva', 'fede']);
    const seed = foldTournament(history).config!.seed;
    return {
      history,
      tied: standingsOf(history, seed)
        .rows.filter((r) => r.points === 3)
        .map((r) => r.player),
    };
  };

  it('asks for a tiebreak match when a random tie straddles the cut line (002 C.2.4.2)', () => {
    const { history, tied } = sixAfterSwiss();
    expect(tied).toHaveLength(3);
    const refused = tournament
      .given(history)
      .when(cmd('StartTopCut', organizer))
      .thenRefused('tournament.top-cut.tiebreak-match-needed');
    for (const id of tied) expect(refused.message.en).toContain(id.toUpperCase());
  });

  it('seeds the cut by the result of the tiebreak match (002 C.2.4.2)', () => {
    const { history, tied } = sixAfterSwiss();
    const order = [...tied].reverse();
    const state = tournament
      .given(history)
      .when(cmd('StartTopCut', organizer, { resolvedOrder: order }))
      .then([
        { type: 'TopCutStarted', data: { size: 2, seeds: order.slice(0, 2), at: now() } },
        { type: 'RoundPaired', data: expect.objectContaining({ round: 2, stage: 'top-cut', at: now() }) },
      ]);
    expect(state.topCutSeeds).toEqual(order.slice(0, 2));
  });

  /** p1 … p8, three Swiss rounds where the lower number always won, a cut to 8 with a third-place match and a best-of-3 final. */
  const eightAfterSwiss = () => {
    const topCut = { size: 8, finalBestOf: 3, thirdPlaceMatch: true };
    let history = registrationClosed(field(8), { rounds: 3, topCut });
    for (let r = 0; r < 3; r += 1) history = roundPlayed(history, stronger);
    return history;
  };
  /** The cut started from the standings (no tie straddles it); its seeds. */
  const cutStarted = () => {
    const history = continued(eightAfterSwiss(), cmd('StartTopCut', organizer));
    return { history, seeds: foldTournament(history).topCutSeeds };
  };
  const higherSeedWins = (seeds: readonly string[]) => (a: string, b: string) =>
    seeds.indexOf(a) < seeds.indexOf(b) ? win('a') : win('b', 0, 10);
  /** The quarterfinals and semifinals won by the higher seed, and the last round (final and third place) published. */
  const finalPublished = () => {
    const { history, seeds } = cutStarted();
    let played = history;
    for (let r = 0; r < 2; r += 1) played = roundFinished(continued(played, publishPairings()), higherSeedWins(seeds));
    return { history: continued(played, publishPairings()), seeds, final: openRoundOf(played) };
  };

  it('refuses pairing another Swiss round once the rounds set are played', () => {
    tournament.given(eightAfterSwiss()).when(pairNextRound()).thenRefused('tournament.round.all-played');
  });

  it('seeds 1v8, 4v5, 2v7, 3v6 from the standings', () => {
    const swiss = eightAfterSwiss();
    const seeds = standingsOf(swiss, foldTournament(swiss).config!.seed).rows.map((r) => r.player);
    const bracket = [
      [1, 8],
      [4, 5],
      [2, 7],
      [3, 6],
    ].map(([x, y], i) => ({ table: i + 1, a: seeds[x! - 1]!, b: seeds[y! - 1]! }));
    tournament
      .given(swiss)
      .when(cmd('StartTopCut', organizer))
      .then([
        { type: 'TopCutStarted', data: { size: 8, seeds, at: now() } },
        { type: 'RoundPaired', data: { round: 4, stage: 'top-cut', tables: bracket, method: 'bracket', at: now() } },
      ]);
  });

  it('refuses a draw in a top-cut match', () => {
    const { history, seeds } = cutStarted();
    const draw = { winner: 'draw', games: [] };
    tournament
      .given(continued(history, publishPairings()))
      .when(cmd('ReportResult', player(seeds[0]!), { round: 4, table: 1, result: draw }))
      .thenRefused('tournament.result.invalid');
  });

  it('brings the semifinal winners to the final, beside a third-place match', () => {
    const { final, seeds } = finalPublished();
    expect(final.tables).toHaveLength(2);
    expect(new Set([final.tables[0]!.a, final.tables[0]!.b])).toEqual(new Set([seeds[0], seeds[1]]));
  });

  it('refuses a clock for the final: it is untimed', () => {
    tournament
      .given(finalPublished().history)
      .when(cmd('StartRoundClock', judge))
      .thenRefused('tournament.clock.untimed-final');
  });

  it('refuses a single game as the result of a best-of-3 final', () => {
    const { history, final, seeds } = finalPublished();
    tournament
      .given(history)
      .when(cmd('ReportResult', player(seeds[0]!), { round: final.number, table: 1, result: win('a') }))
      .thenRefused('tournament.result.invalid');
  });

  it('ends the tournament with the winner of the best-of-3 final when the last round ends', () => {
    const { history, final } = finalPublished();
    const { a, b } = final.tables[0]!;
    const bo3: MatchResult = {
      winner: 'a',
      games: [
        { winner: 'a', lifeA: 5, lifeB: 0 },
        { winner: 'b', lifeA: 0, lifeB: 3 },
        { winner: 'a', lifeA: 1, lifeB: 0 },
      ],
    };
    const decided = continued(
      history,
      cmd('ReportResult', player(a), { round: final.number, table: 1, result: bo3 }),
      cmd('ConfirmResult', player(b!), { round: final.number, table: 1 }),
      cmd('OverrideResult', judge, {
        round: final.number,
        table: 2,
        result: { winner: 'a', games: [{ winner: 'a' }, { winner: 'a' }] },
        reason: 'tercer puesto',
      }),
    );
    const state = tournament
      .given(decided)
      .when(endRound())
      .then([
        { type: 'RoundEnded', data: { round: final.number, at: now() } },
        { type: 'TournamentEnded', data: expect.objectContaining({ winner: a, at: now() }) },
      ]);
    expect(state.status).toBe('ended');
    expect(state.winner).toBe(a);
  });
});
