import { beforeAll, describe, expect, it } from 'vitest';
import { tokenDigest } from '../auth/sessions.js';
import { SUBMIT } from '../matches/match-play.testkit.js';
import { cmd, mutate, overSocket } from '../testing/harness.js';
import { judgedMatchUnderway, eventCast, rivalFactionDecks } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

// A person downloads everything Crónica keeps about them: their account, sessions (never a
// token), tournaments with their list, standing and judge calls, and their matches with the
// replay their own seat may see; never a rival's hidden cards, list or judge call.

const CALL = `mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId } }`;
const UPHOLD = `mutation ($m: ID!, $c: ID!, $r: JudgeRulingInput!) { upholdRuling(matchId: $m, commandId: $c, ruling: $r) { match { status } } }`;
const REPLAY = `query ($m: ID!, $v: String!) { matchReplay(matchId: $m, view: $v) { jsonl } }`;
const DECK = `query ($t: ID!) { deckList(tournamentId: $t) { hash json } }`;
const MY_DATA = `query { myData }`;
const MAKE_CODE = `mutation ($p: String!) { createRecoveryCode(currentPassword: $p) { code setAt } }`;

const ANA_CALL = 'Mi rival barajó mal el mazo';
const BEA_CALL = 'Texto privado de Bea sobre su mano';

interface Exported {
  account: {
    username: string;
    displayName: string;
    roles: string[];
    createdAt: string;
    recoveryCode: { setAt: string; madeBy: string };
  };
  sessions: Array<Record<string, unknown>>;
  tournaments: Array<{
    id: string;
    deckList: { hash: string } | null;
    registration: { playerId: string; status: string } | null;
    standing: { playerId: string } | null;
    pairings: unknown[];
    judgeCalls: Array<{ reason: string; playerId: string }>;
  }>;
  matches: Array<{
    matchId: string;
    yourSeat: number;
    status: string;
    rulings: Array<{ type: string }> | null;
    replay: { view: string; waitingChecks: string[]; records: unknown[] } | null;
  }>;
}

describe('a person downloads their data', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let t: string;
  let matchId: string;
  let exported: Exported;
  let text: string;
  let recovery: { code: string; setAt: string };

  beforeAll(async () => {
    ({ t, matchId } = await judgedMatchUnderway(
      api,
      { organizer, judges: [judge.username], players: [ana, bea], decks: rivalFactionDecks() },
      { name: 'Copa exportada', game: 'blades-of-ash' },
    ));
    const call = await mutate<{ callJudge: { recordId: string } }>(api, CALL, { t, r: ANA_CALL, c: cmd() }, ana.token);
    await mutate(api, CALL, { t, r: BEA_CALL, c: cmd() }, bea.token);
    const ruling = {
      infraction: 'none',
      rule: '000 §4.2',
      remedy: 'Se sigue jugando',
      callId: call.callJudge.recordId,
    };
    await mutate(api, UPHOLD, { m: matchId, c: cmd(), r: ruling }, judge.token);
    await mutate(api, SUBMIT, { m: matchId, cmd: { type: 'Concede', data: {} }, c: cmd() }, ana.token);
    type Made = { createRecoveryCode: typeof recovery };
    recovery = (await mutate<Made>(api, MAKE_CODE, { p: 'clave-de-ana' }, ana.token)).createRecoveryCode;
    exported = (await mutate<{ myData: Exported }>(api, MY_DATA, {}, ana.token)).myData;
    text = JSON.stringify(exported);
  });

  it('holds the account, when its recovery code was made, and its sessions, without any token, code or digest', () => {
    expect(exported.account).toMatchObject({ username: 'ana', displayName: 'ana', roles: ['player'] });
    expect(exported.account.recoveryCode).toEqual({ setAt: recovery.setAt, madeBy: 'holder' });
    expect(text).not.toContain(recovery.code);
    expect(text).not.toContain(recovery.code.replaceAll('-', ''));
    expect(exported.sessions.length).toBeGreaterThan(0);
    for (const session of exported.sessions)
      expect(Object.keys(session).sort()).toEqual(['createdAt', 'endsAt', 'lastUsedAt']);
    expect(text).not.toContain(ana.token);
    expect(text).not.toContain(tokenDigest(ana.token));
  });

  it('holds the tournament with her own deck list, standing, pairing and judge call, and nothing of her rival’s', async () => {
    const own = await mutate<{ deckList: { hash: string } }>(api, DECK, { t }, ana.token);
    const rival = await mutate<{ deckList: { hash: string } }>(api, DECK, { t }, bea.token);
    expect(exported.tournaments).toHaveLength(1);
    const [entry] = exported.tournaments;
    expect(entry).toMatchObject({ id: t, deckList: { hash: own.deckList.hash }, registration: { playerId: ana.id } });
    // Standings are the finished rounds' (the round is still open): hers alone, when there are any.
    expect([null, ana.id]).toContain(entry!.standing?.playerId ?? null);
    expect(entry!.pairings).toHaveLength(1);
    expect(entry!.judgeCalls).toMatchObject([{ reason: ANA_CALL, playerId: ana.id }]);
    expect(text).not.toContain(rival.deckList.hash);
    expect(text).not.toContain(BEA_CALL);
  });

  it('holds her match with its ruling and the replay of her own seat, not the judge’s view, seeds still waiting', async () => {
    expect(exported.matches).toHaveLength(1);
    const [match] = exported.matches;
    expect(match).toMatchObject({ matchId, status: 'finished', rulings: [{ type: 'JudgeUpheld' }] });
    const seat = match!.yourSeat;
    expect(match!.replay).toMatchObject({ view: `seat:${seat}`, waitingChecks: expect.arrayContaining(['seed']) });
    const replay = async (view: string, token: string) =>
      (await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: view }, token)).matchReplay.jsonl
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as unknown);
    expect(match!.replay!.records).toEqual(await replay(`seat:${seat}`, ana.token));
    expect(match!.replay!.records).not.toEqual(await replay('judge', judge.token));
  });

  it('gives someone else only their own (nothing here), the same over WebSocket, and nothing signed out', async () => {
    const other = await overSocket(api.ws(outsider.token), MY_DATA);
    expect(other.errors).toBeUndefined();
    expect(other.data?.myData).toMatchObject({ account: { username: 'otro' }, tournaments: [], matches: [] });
    const anonymous = await api.gql(MY_DATA);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
