import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, eventsRecorded, mutate, nextResults } from '../testing/harness.js';
import {
  errorExtensions,
  expectRefusedUnwritten,
  judgedRoundUnderway,
  eventCast,
} from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const CALL = `mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId } }`;
const HANDLE = `mutation ($t: ID!, $call: ID!, $c: ID!) { handleJudgeCall(tournamentId: $t, callId: $call, commandId: $c) { result { events duplicate } } }`;
const OVERRIDE = `mutation ($t: ID!, $n: Int!, $res: MatchResultInput!, $c: ID!, $close: Boolean) {
  overrideResult(tournamentId: $t, round: 1, table: $n, result: $res, reason: "Corregido en mesa", commandId: $c, closeCalls: $close) { result { events } } }`;
const OPEN_CALLS = `query ($t: ID!) { judgeCalls(tournamentId: $t, openOnly: true) { callId } }`;
const PAIRINGS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerA playerB } } }`;

type Handled = { handleJudgeCall: { result: { events: string[]; duplicate: boolean } } };

describe('closing judge calls as handled over HTTP and WebSocket', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea] = eventCast(api);
  let t: string;
  const [deckA, deckB] = readyDecks();
  const openCalls = async () =>
    (await mutate<{ judgeCalls: Array<{ callId: string }> }>(api, OPEN_CALLS, { t }, judge.token)).judgeCalls.map(
      (c) => c.callId,
    );

  beforeAll(async () => {
    t = await judgedRoundUnderway(
      api,
      { organizer, players: [ana, bea], decks: [deckA!.deck, deckB!.deck] },
      { name: 'Llamadas', game: 'blades-of-ash', rounds: 1 },
    );
  });

  it('lets a judge mark a call handled over WebSocket, once by command id, and refuses players and a second close', async () => {
    await mutate(api, CALL, { t, r: 'Duda con una reacción', c: cmd() }, ana.token);
    expect(await openCalls()).toEqual(['call-1']);
    await expectRefusedUnwritten(api, HANDLE, { t, call: 'call-1', c: cmd() }, bea.token, 'FORBIDDEN');
    const c = cmd();
    const [handled] = await nextResults<Handled>(api.ws(judge.token), HANDLE, { t, call: 'call-1', c }, 1).done;
    expect(handled!.handleJudgeCall.result).toEqual({ events: ['JudgeCallHandled'], duplicate: false });
    expect(await openCalls()).toEqual([]);
    expect(
      (await mutate<Handled>(api, HANDLE, { t, call: 'call-1', c }, judge.token)).handleJudgeCall.result.duplicate,
    ).toBe(true);
    const again = await expectRefusedUnwritten(
      api,
      HANDLE,
      { t, call: 'call-1', c: cmd() },
      organizer.token,
      'RULE_VIOLATION',
    );
    expect(again).toMatchObject({ rule: 'tournament.judge.call-answered' });
    expect(errorExtensions(await api.gql(HANDLE, { t, call: 'call-1', c: cmd() }, organizer.token))?.rule).toBe(
      'tournament.judge.call-answered',
    );
  });

  it("closes the table's open call with a result correction that asks to, over HTTP", async () => {
    await mutate(api, CALL, { t, r: 'El resultado anotado no es el nuestro', c: cmd() }, bea.token);
    expect(await openCalls()).toEqual(['call-2']);
    const { tournament } = await mutate<{ tournament: { pairings: Array<{ table: number; playerA: string }> } }>(
      api,
      PAIRINGS,
      { t },
    );
    const table = tournament.pairings[0]!.table;
    const result = { winner: 'a', games: [{ winner: 'a', lifeA: 5, lifeB: 0 }] };
    expect(
      await eventsRecorded(api, OVERRIDE, { t, n: table, res: result, c: cmd(), close: true }, organizer.token),
    ).toEqual(['ResultOverridden', 'JudgeCallHandled']);
    expect(await openCalls()).toEqual([]);
  });
});
