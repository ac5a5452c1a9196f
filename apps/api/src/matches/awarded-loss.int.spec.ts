import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, type Account } from '../testing/harness.js';
import { contributeSeeds, openFirstTableMatch, eventCast, rivalListsRound } from '../testing/tournament-setup.js';
import { viewOf } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

// A loss a judge awards in a tournament match is the player's penalty in the tournament too:
// it appears on their record for the event and decides the table in the standings.

const LOSS = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $s: Int!) { awardMatchLoss(matchId: $m, commandId: $c, ruling: $r, seat: $s, scope: "match") { match { status } } }`;
const PENALTIES = `query ($t: ID!) { penalties(tournamentId: $t) { playerId infraction penalty round table note } }`;
const TABLE = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { playerA playerB result { winner status } } standings { playerId points } } }`;
const END_ROUND = `mutation ($t: ID!, $c: ID!) { endRound(tournamentId: $t, commandId: $c) { result { events } } }`;
const RULING = {
  infraction: 'unsporting-conduct',
  rule: 'cronica-penalty-guide 3.1',
  remedy: 'Insultó a su rival tras la advertencia',
};

describe('an awarded loss in a tournament match', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea] = eventCast(api);
  let players: Account[];
  let t: string;

  beforeAll(async () => {
    players = [ana, bea];
    t = await rivalListsRound(api, { organizer, players: [ana, bea] }, { name: 'Copa sancionada', rounds: 2 });
  });

  it('is issued as the player’s match-loss penalty and gives the table to the rival in the standings, once on a resend', async () => {
    const matchId = await openFirstTableMatch(api, organizer, t);
    const view = await viewOf(api, matchId, judge.token);
    await contributeSeeds(
      api,
      matchId,
      view.seats.map((seat) => players.find((p) => p.id === seat.playerId)!),
    );
    const loser = view.seats[0]!.playerId!;
    const commandId = cmd();
    await mutate(api, LOSS, { m: matchId, c: commandId, r: RULING, s: 0 }, judge.token);
    await mutate(api, LOSS, { m: matchId, c: commandId, r: RULING, s: 0 }, judge.token);
    const { penalties } = await mutate<{ penalties: Array<Record<string, unknown>> }>(
      api,
      PENALTIES,
      { t },
      judge.token,
    );
    expect(penalties).toEqual([
      {
        playerId: loser,
        infraction: 'unsporting-conduct',
        penalty: 'match-loss',
        round: 1,
        table: 1,
        note: `${RULING.rule}: ${RULING.remedy}`,
      },
    ]);
    const { tournament } = await mutate<{
      tournament: {
        pairings: Array<{ playerA: string; result: { winner: string; status: string } }>;
        standings: Array<{ playerId: string; points: number }>;
      };
    }>(api, TABLE, { t });
    const pairing = tournament.pairings[0]!;
    expect(pairing.result.winner).toBe(pairing.playerA === loser ? 'b' : 'a');
    await mutate(api, END_ROUND, { t, c: cmd() }, organizer.token);
    const after = await mutate<{ tournament: { standings: Array<{ playerId: string; points: number }> } }>(api, TABLE, {
      t,
    });
    const points = new Map(after.tournament.standings.map((s) => [s.playerId, s.points]));
    expect(points.get(loser)).toBe(0);
    expect(points.get(players.find((p) => p.id !== loser)!.id)).toBeGreaterThan(0);
  });
});
