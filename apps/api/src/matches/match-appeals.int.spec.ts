import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@cronica/event-store';
import { cmd, mutate, overSocket, signUp, type Account } from '../testing/harness.js';
import { errorExtensions, judgedMatchUnderway, eventCast, rivalFactionDecks } from '../testing/tournament-setup.js';
import { EVENT_STORE } from '../store/tokens.js';
import { tournamentStream } from '../tournaments/tournament-aggregate.js';
import { suiteApi } from '../testing/suite-api.js';

// A judge's ruling in a match answers the call it was made for (the call leaves the queue), can be
// appealed once by a player of the match to the head judge, whose ruling is made in the match
// beside the first and is final; an awarded loss's penalty names the role of who ruled.

const HEAD = `mutation ($t: ID!, $a: ID!, $c: ID!) { nameHeadJudge(tournamentId: $t, accountId: $a, commandId: $c) { result { events } } }`;
const CALL = `mutation ($t: ID!, $r: String!, $e: Int, $c: ID!) { callJudge(tournamentId: $t, reason: $r, matchEvent: $e, commandId: $c) { recordId } }`;
const QUEUE = `query ($t: ID!) { judgeQueue(tournamentId: $t) { table calls { callId } } }`;
const OPEN_CALLS = `query ($t: ID!) { judgeCalls(tournamentId: $t, openOnly: true) { callId } }`;
const UPHOLD = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!) { upholdRuling(matchId: $m, commandId: $c, ruling: $r) { match { status } } }`;
const LOSS = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!, $s: Int!) { awardMatchLoss(matchId: $m, commandId: $c, ruling: $r, seat: $s, scope: "game") { match { status } } }`;
const RULINGS = `query ($m: ID!) { matchRulings(matchId: $m) { headJudge headJudgeName rulings { seq type remedy judgeName callId appealOf decidedBy appeal { playerName reason } } } }`;
const APPEAL = `mutation ($m: ID!, $s: Int!, $r: String!, $c: ID!) { appealMatchRuling(matchId: $m, rulingSeq: $s, reason: $r, commandId: $c) { events } }`;
const PENDING = `query ($t: ID!) { pendingMatchAppeals(tournamentId: $t) { matchId round table rulingSeq rulingIndex judgeName playerName reason } }`;
const HEAD_JUDGE = `query ($t: ID!) { tournament(id: $t) { headJudge { id displayName } } }`;
const RULING = { infraction: 'none', rule: '000 §4.2', remedy: 'La tirada se mantiene' };

interface Rulings {
  matchRulings: {
    headJudge: string | null;
    headJudgeName: string | null;
    rulings: Array<{
      seq: number;
      type: string;
      remedy: string;
      judgeName: string;
      callId: string | null;
      appealOf: number | null;
      decidedBy: number | null;
      appeal: { playerName: string; reason: string } | null;
    }>;
  };
}

describe('rulings in a match: calls answered, appeals to the head judge', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let head: Account;
  let t: string;
  let matchId: string;

  beforeAll(async () => {
    head = await signUp(api, 'jefa');
    ({ t, matchId } = await judgedMatchUnderway(
      api,
      { organizer, judges: ['juez', 'jefa'], players: [ana, bea], decks: rivalFactionDecks() },
      { name: 'Copa apelada', game: 'blades-of-ash' },
    ));
  });

  const rulings = async (token: string) => (await mutate<Rulings>(api, RULINGS, { m: matchId }, token)).matchRulings;

  it('closes the call a ruling answers: the queue and the open calls no longer list it', async () => {
    await mutate(api, CALL, { t, r: 'Esa tirada', e: 0, c: cmd() }, ana.token);
    const queued = await mutate<{ judgeQueue: Array<{ calls: Array<{ callId: string }> }> }>(
      api,
      QUEUE,
      { t },
      judge.token,
    );
    const callId = queued.judgeQueue[0]!.calls[0]!.callId;
    await mutate(api, UPHOLD, { m: matchId, c: cmd(), r: { ...RULING, callId } }, judge.token);
    expect(await mutate(api, QUEUE, { t }, judge.token)).toEqual({ judgeQueue: [] });
    expect(await mutate(api, OPEN_CALLS, { t }, judge.token)).toEqual({ judgeCalls: [] });
    expect((await rulings(ana.token)).rulings).toMatchObject([
      { type: 'JudgeUpheld', callId, judgeName: 'juez', appeal: null, decidedBy: null },
    ]);
  });

  it('lets a player of the match appeal once, to the head judge only, whose ruling stands beside the first and is final', async () => {
    const [first] = (await rulings(ana.token)).rulings;
    const appeal = (account: Account, seq = first!.seq) =>
      api.gql(APPEAL, { m: matchId, s: seq, r: 'La tirada fue antes de barajar', c: cmd() }, account.token);
    expect(errorExtensions(await appeal(ana))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.appeal.no-head-judge',
    });
    expect(await mutate(api, HEAD_JUDGE, { t })).toEqual({ tournament: { headJudge: null } });
    await mutate(api, HEAD, { t, a: head.id, c: cmd() }, organizer.token);
    expect(await mutate(api, HEAD_JUDGE, { t }, ana.token)).toEqual({
      tournament: { headJudge: { id: head.id, displayName: 'jefa' } },
    });
    expect(errorExtensions(await api.gql(RULINGS, { m: matchId }, outsider.token))?.code).toBe('FORBIDDEN');
    expect(errorExtensions(await appeal(outsider))?.code).toBe('RULE_VIOLATION');
    expect(errorExtensions(await appeal(ana, 1))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'judge.appeal.not-a-ruling',
    });
    expect((await appeal(ana)).errors).toBeUndefined();
    expect(errorExtensions(await appeal(bea))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.appeal.already-appealed',
    });

    // The judges' desk lists the pending appeal, with the ruling's log position for the audit, on both transports; players may not read it.
    const listed = {
      matchId,
      round: 1,
      table: 1,
      rulingSeq: first!.seq,
      judgeName: 'juez',
      playerName: 'ana',
      reason: 'La tirada fue antes de barajar',
    };
    const overHttp = await mutate<{ pendingMatchAppeals: Array<{ rulingIndex: number }> }>(
      api,
      PENDING,
      { t },
      head.token,
    );
    expect(overHttp.pendingMatchAppeals).toMatchObject([listed]);
    expect(overHttp.pendingMatchAppeals[0]!.rulingIndex).toBe(first!.seq - 2);
    expect((await overSocket(api.ws(judge.token), PENDING, { t })).data).toEqual(overHttp);
    expect(errorExtensions(await api.gql(PENDING, { t }, ana.token))?.code).toBe('FORBIDDEN');
    expect((await overSocket(api.ws(ana.token), PENDING, { t })).errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');

    const onAppeal = {
      infraction: 'none',
      rule: '000 §4.2',
      remedy: 'Se repite la tirada',
      appealOf: String(first!.seq),
    };
    expect(errorExtensions(await api.gql(UPHOLD, { m: matchId, c: cmd(), r: onAppeal }, judge.token))?.code).toBe(
      'FORBIDDEN',
    );
    await mutate(api, UPHOLD, { m: matchId, c: cmd(), r: onAppeal }, head.token);
    const seen = await rulings(bea.token);
    expect(seen.headJudgeName).toBe('jefa');
    const second = seen.rulings[1]!;
    expect(seen.rulings).toMatchObject([
      {
        seq: first!.seq,
        remedy: 'La tirada se mantiene',
        appeal: { playerName: 'ana', reason: 'La tirada fue antes de barajar' },
        decidedBy: second.seq,
      },
      { remedy: 'Se repite la tirada', judgeName: 'jefa', appealOf: first!.seq, appeal: null },
    ]);
    expect(errorExtensions(await api.gql(UPHOLD, { m: matchId, c: cmd(), r: onAppeal }, head.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'judge.appeal.decided',
    });
    expect(await mutate(api, PENDING, { t }, head.token)).toEqual({ pendingMatchAppeals: [] });
    expect(errorExtensions(await appeal(bea, second.seq))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'judge.appeal.final',
    });
  });

  it('does not let the head judge decide the appeal of a ruling she made herself: another head judge does', async () => {
    await mutate(api, UPHOLD, { m: matchId, c: cmd(), r: { ...RULING, remedy: 'Ruling de la jefa' } }, head.token);
    const own = (await rulings(ana.token)).rulings.find((r) => r.remedy === 'Ruling de la jefa')!;
    await mutate(api, APPEAL, { m: matchId, s: own.seq, r: 'La jefa no puede juzgarse', c: cmd() }, bea.token);
    const onAppeal = { ...RULING, remedy: 'Se mantiene', appealOf: String(own.seq) };
    expect(errorExtensions(await api.gql(UPHOLD, { m: matchId, c: cmd(), r: onAppeal }, head.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'judge.appeal.own-ruling',
      messages: { es: expect.stringContaining('propio fallo'), en: expect.stringContaining('own ruling') },
    });
    await mutate(api, HEAD, { t, a: judge.id, c: cmd() }, organizer.token);
    await mutate(api, UPHOLD, { m: matchId, c: cmd(), r: onAppeal }, judge.token);
    expect((await rulings(bea.token)).rulings.find((r) => r.seq === own.seq)?.decidedBy).not.toBeNull();
  });

  it('records an awarded loss’s penalty in the role of who ruled: the organizer as organizer', async () => {
    await mutate(
      api,
      LOSS,
      {
        m: matchId,
        c: cmd(),
        r: { infraction: 'slow-play', rule: 'Guía de sanciones 2.3', remedy: 'Pierde la partida' },
        s: 0,
      },
      organizer.token,
    );
    const store = api.app.get<EventStore>(EVENT_STORE);
    const issued = [];
    for await (const event of store.readStream(tournamentStream(t)))
      if (event.type === 'PenaltyIssued') issued.push(event.data);
    expect(issued).toMatchObject([{ penalty: 'game-loss', by: { role: 'organizer', id: organizer.id } }]);
  });
});
