import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, eventsRecorded, mutate } from '../testing/harness.js';
import {
  errorExtensions,
  judgedRoundUnderway,
  eventCast,
  ruledDispute,
  rivalFactionDecks,
} from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

// A player's call points at a match event and waits in the judges' queue; a ruling is appealed to
// the head judge the organizer named; repeated warnings escalate by the penalty guide into the standings.

const CALL = `mutation ($t: ID!, $r: String!, $e: Int, $c: ID!) { callJudge(tournamentId: $t, reason: $r, matchEvent: $e, commandId: $c) { recordId } }`;
const QUEUE = `query ($t: ID!) { judgeQueue(tournamentId: $t) { table waitingSeconds calls { callId reason matchEvent waitingSeconds } } }`;
const HEAD = `mutation ($t: ID!, $a: ID!, $c: ID!) { nameHeadJudge(tournamentId: $t, accountId: $a, commandId: $c) { result { events } } }`;
const APPEAL = `mutation ($t: ID!, $d: ID!, $r: String!, $c: ID!) { appealRuling(tournamentId: $t, disputeId: $d, reason: $r, commandId: $c) { result { events } } }`;
const RULE_APPEAL = `mutation ($t: ID!, $i: RuleAppealInput!, $c: ID!) { ruleAppeal(tournamentId: $t, input: $i, commandId: $c) { result { events } } }`;
const PENALISE = `mutation ($t: ID!, $i: IssuePenaltyInput!, $c: ID!) { issuePenalty(tournamentId: $t, input: $i, commandId: $c) { result { events } } }`;
const PENALTIES = `query ($t: ID!) { penalties(tournamentId: $t) { playerId infraction penalty } }`;
const CALLS = `query ($t: ID!) { judgeCalls(tournamentId: $t) { callId matchEvent } }`;
const DISPUTES = `query ($t: ID!) { disputes(tournamentId: $t) { ruling appeal { playerId reason ruling outcome ruledBy } } }`;
const GUIDE = `{ penaltyGuide { id version infractions { code section name rule base escalationRepeat escalatesTo } } }`;
const PAIRINGS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { playerA playerB result { winner status } } } }`;

describe('calls, appeals and the penalty guide over the API', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let t: string;

  beforeAll(async () => {
    t = await judgedRoundUnderway(
      api,
      { organizer, players: [ana, bea], decks: rivalFactionDecks() },
      { name: 'Open arbitrado', game: 'blades-of-ash', rounds: 2 },
    );
  });

  it('serves the penalty guide in Spanish by default', async () => {
    const { penaltyGuide } = await mutate<{
      penaltyGuide: { infractions: Array<{ code: string; name: string; escalatesTo: string | null }> };
    }>(api, GUIDE, {});
    expect(penaltyGuide.infractions.find((i) => i.code === 'slow-play')).toMatchObject({
      name: 'Juego lento',
      escalatesTo: 'game-loss',
    });
  });

  it('queues a call that points at a match event for staff only', async () => {
    await mutate(api, CALL, { t, r: 'Este dado salió dos veces', e: 7, c: cmd() }, ana.token);
    const { judgeQueue } = await mutate<{
      judgeQueue: Array<{ calls: Array<{ matchEvent: number; reason: string; waitingSeconds: number }> }>;
    }>(api, QUEUE, { t }, judge.token);
    expect(judgeQueue).toHaveLength(1);
    expect(judgeQueue[0]!.calls[0]).toMatchObject({ matchEvent: 7, reason: 'Este dado salió dos veces' });
    expect(judgeQueue[0]!.calls[0]!.waitingSeconds).toBeGreaterThanOrEqual(0);
    for (const account of [ana, outsider])
      expect(errorExtensions(await api.gql(QUEUE, { t }, account.token))?.code).toBe('FORBIDDEN');
    const mine = await mutate<{ judgeCalls: Array<{ matchEvent: number | null }> }>(api, CALLS, { t }, ana.token);
    expect(mine.judgeCalls.map((c) => c.matchEvent)).toEqual([7]);
  });

  it('lets a player appeal a ruling to the head judge, whose ruling is recorded beside the first', async () => {
    const disputeId = await ruledDispute(api, t, judge, { summary: 'Dado repetido', ruling: 'La tirada es válida' });
    expect(errorExtensions(await api.gql(APPEAL, { t, d: disputeId, r: 'No', c: cmd() }, ana.token))).toMatchObject({
      rule: 'tournament.appeal.no-head-judge',
    });
    expect(errorExtensions(await api.gql(HEAD, { t, a: judge.id, c: cmd() }, judge.token))?.code).toBe('FORBIDDEN');
    await mutate(api, HEAD, { t, a: organizer.id, c: cmd() }, organizer.token);
    await mutate(api, APPEAL, { t, d: disputeId, r: 'El dado se tiró dos veces', c: cmd() }, ana.token);
    expect(
      errorExtensions(
        await api.gql(RULE_APPEAL, { t, i: { disputeId, ruling: 'x', outcome: 'upheld' }, c: cmd() }, judge.token),
      ),
    ).toMatchObject({
      rule: 'tournament.appeal.not-head-judge',
    });
    expect(
      await eventsRecorded(
        api,
        RULE_APPEAL,
        { t, i: { disputeId, ruling: 'Se mantiene', outcome: 'upheld' }, c: cmd() },
        organizer.token,
      ),
    ).toEqual(['AppealRuled']);
    const { disputes } = await mutate<{ disputes: Array<{ ruling: string; appeal: Record<string, unknown> }> }>(
      api,
      DISPUTES,
      { t },
      ana.token,
    );
    expect(disputes[0]).toMatchObject({
      ruling: 'La tirada es válida',
      appeal: {
        playerId: ana.id,
        reason: 'El dado se tiró dos veces',
        ruling: 'Se mantiene',
        outcome: 'upheld',
        ruledBy: organizer.id,
      },
    });
  });

  it('escalates a repeated warning by the guide into a game loss that decides the table', async () => {
    const warn = { playerId: bea.id, infraction: 'slow-play', penalty: 'warning', note: 'Juego lento' };
    await mutate(api, PENALISE, { t, i: warn, c: cmd() }, judge.token);
    await mutate(api, PENALISE, { t, i: warn, c: cmd() }, judge.token);
    const { penalties } = await mutate<{ penalties: Array<{ penalty: string }> }>(api, PENALTIES, { t }, judge.token);
    expect(penalties.map((p) => p.penalty)).toEqual(['warning', 'game-loss']);
    const { tournament } = await mutate<{
      tournament: { pairings: Array<{ playerA: string; result: { winner: string; status: string } }> };
    }>(api, PAIRINGS, { t });
    const pairing = tournament.pairings[0]!;
    expect(pairing.result.winner).toBe(pairing.playerA === bea.id ? 'b' : 'a');
  });
});
