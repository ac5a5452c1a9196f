import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import type { EventStore } from '@cronica/event-store';
import { dumpReadModels, migrateReadModels, rebuildReadModels, type ReadDb } from '@cronica/projections';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { cmd, mutate, mutateOne, nextResults, signUp } from '../testing/harness.js';
import { APPOINT_JUDGE, errorExtensions, judgedRoundUnderway, eventCast } from '../testing/tournament-setup.js';
import { readAllOpened } from '../testing/child-api.js';
import { suiteApi } from '../testing/suite-api.js';

const CALL = `mutation ($t: ID!, $r: String!, $c: ID!) { callJudge(tournamentId: $t, reason: $r, commandId: $c) { recordId result { events duplicate } } }`;
const OPEN = `mutation ($t: ID!, $s: String!, $c: ID!, $call: ID) { openDispute(tournamentId: $t, summary: $s, callId: $call, commandId: $c) { recordId } }`;
const RULE = `mutation ($t: ID!, $i: RuleDisputeInput!, $c: ID!) { ruleDispute(tournamentId: $t, input: $i, commandId: $c) { recordId result { events } } }`;
const PENALISE = `mutation ($t: ID!, $i: IssuePenaltyInput!, $c: ID!) { issuePenalty(tournamentId: $t, input: $i, commandId: $c) { recordId result { events } } }`;
const CHECK = `mutation ($t: ID!, $p: ID!, $s: String!, $c: ID!) { checkDeck(tournamentId: $t, playerId: $p, source: $s, commandId: $c) { recordId } }`;
const DISPUTES = `query ($t: ID!) { disputes(tournamentId: $t) { disputeId players callId summary status ruling outcome } }`;
const PENALTIES = `query ($t: ID!) { penalties(tournamentId: $t) { penaltyId playerId infraction penalty note deckCheckId } }`;
const CHECKS = `query ($t: ID!) { deckChecks(tournamentId: $t) { checkId playerId matches } }`;
const FEED = `subscription ($t: ID!) { judgeCallsUpdated(tournamentId: $t) { callId playerId reason table } }`;
const TOURNAMENT = `query ($t: ID!) { tournament(id: $t) { pairings { result { winner status } } players { playerId status } } }`;

describe("the judge's side over HTTP", () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let t: string;
  const [deckA, deckB] = readyDecks();

  beforeAll(async () => {
    t = await judgedRoundUnderway(
      api,
      { organizer, players: [ana, bea], decks: [deckA!.deck, deckB!.deck] },
      {
        name: 'Open de invierno',
        description: 'Clasificatorio regional',
        game: 'blades-of-ash',
        rounds: 2,
      },
    );
  });

  it('keeps the name and description given at creation', async () => {
    const read = await mutate<{ tournament: { name: string; description: string } }>(
      api,
      'query ($t: ID!) { tournament(id: $t) { name description } }',
      { t },
    );
    expect(read.tournament).toEqual({ name: 'Open de invierno', description: 'Clasificatorio regional' });
  });

  it('lets a player call a judge to their table, pushes the call to staff only, and refuses a second pending call', async () => {
    await expect(nextResults(api.ws(), FEED, { t }, 1).done).rejects.toThrow(/UNAUTHENTICATED/);
    await expect(nextResults(api.ws(ana.token), FEED, { t }, 1).done).rejects.toThrow(/FORBIDDEN/);
    const feed = nextResults<{ judgeCallsUpdated: Array<{ callId: string; playerId: string; reason: string }> }>(
      api.ws(judge.token),
      FEED,
      { t },
      2,
    );
    await feed.ready;
    const c = cmd();
    const called = await mutate<{ callJudge: { recordId: string; result: { events: string[] } } }>(
      api,
      CALL,
      { t, r: 'Duda sobre una reacción', c },
      ana.token,
    );
    expect(called.callJudge).toEqual({ recordId: 'call-1', result: { events: ['JudgeCalled'], duplicate: false } });
    const pushed = await feed.done;
    expect(pushed[0]!.judgeCallsUpdated).toEqual([]);
    expect(pushed[1]!.judgeCallsUpdated).toEqual([
      expect.objectContaining({ callId: 'call-1', playerId: ana.id, reason: 'Duda sobre una reacción' }),
    ]);
    const resent = await mutate<{ callJudge: { recordId: string | null; result: { duplicate: boolean } } }>(
      api,
      CALL,
      { t, r: 'Duda sobre una reacción', c },
      ana.token,
    );
    expect(resent.callJudge).toMatchObject({ recordId: null, result: { duplicate: true } });
    expect(errorExtensions(await api.gql(CALL, { t, r: 'Otra vez', c: cmd() }, ana.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.judge.call-pending',
    });
    expect(errorExtensions(await api.gql(CALL, { t, r: 'x', c: cmd() }, outsider.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.result.not-at-table',
    });
    expect(errorExtensions(await api.gql(CALL, { t, r: 'x'.repeat(201), c: cmd() }, bea.token))?.code).toBe(
      'BAD_USER_INPUT',
    );
  });

  it('stops the judge-call feed of a judge the organizer removes: no later call reaches them', async () => {
    const former = await signUp(api, 'juez-saliente');
    await mutate(api, APPOINT_JUDGE, { t, u: 'juez-saliente', c: cmd() }, organizer.token);
    const feed = nextResults<{ judgeCallsUpdated: Array<{ reason: string }> }>(api.ws(former.token), FEED, { t }, 2);
    await feed.ready;
    // Watched from now on: the socket may close while the next mutations are still answering.
    const ended = feed.done.then(
      (pushed) => JSON.stringify(pushed),
      (closed: { code?: number }) => closed.code,
    );
    await mutate(
      api,
      'mutation ($t: ID!, $u: String!, $c: ID!) { removeJudge(tournamentId: $t, username: $u, commandId: $c) { result { events } } }',
      { t, u: 'juez-saliente', c: cmd() },
      organizer.token,
    );
    await mutate(api, CALL, { t, r: 'Solo para jueces en activo', c: cmd() }, bea.token);
    // The removal closes the judge's sockets (4403) before any later call: the second push never comes.
    expect(await ended).toBe(4403);
  });

  it('lets a judge open and rule a dispute (overriding the result); players can neither open nor rule one', async () => {
    expect(errorExtensions(await api.gql(OPEN, { t, s: 'x', call: 'call-1', c: cmd() }, bea.token))?.code).toBe(
      'FORBIDDEN',
    );
    const opened = await mutate<{ openDispute: { recordId: string } }>(
      api,
      OPEN,
      { t, s: 'Orden de las reacciones', call: 'call-1', c: cmd() },
      judge.token,
    );
    expect(opened.openDispute.recordId).toBe('dispute-1');
    const ruling = {
      disputeId: 'dispute-1',
      ruling: 'Se repite el choque: tablas acordadas',
      outcome: 'result-overridden',
      result: { winner: 'draw', games: [{ winner: 'draw', lifeA: 5, lifeB: 5 }] },
    };
    expect(errorExtensions(await api.gql(RULE, { t, i: ruling, c: cmd() }, ana.token))?.code).toBe('FORBIDDEN');
    expect(
      errorExtensions(await api.gql(RULE, { t, i: { ...ruling, outcome: 'coin-flip' }, c: cmd() }, judge.token))?.code,
    ).toBe('BAD_USER_INPUT');
    const ruled = await mutateOne<{ result: { events: string[] } }>(api, RULE, { t, i: ruling, c: cmd() }, judge.token);
    expect(ruled.result.events).toEqual(['DisputeRuled', 'ResultOverridden']);
    const table = await mutate<{ tournament: { pairings: Array<{ result: unknown }> } }>(api, TOURNAMENT, { t });
    expect(table.tournament.pairings[0]!.result).toEqual({ winner: 'draw', status: 'ruling' });
    expect(errorExtensions(await api.gql(RULE, { t, i: ruling, c: cmd() }, organizer.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.dispute.already-ruled',
    });
  });

  it('shows disputes to staff and to the players at the table, never to others or the public', async () => {
    const staff = await mutate<{ disputes: Array<{ status: string; players: string[]; ruling: string }> }>(
      api,
      DISPUTES,
      { t },
      organizer.token,
    );
    expect(staff.disputes).toEqual([
      expect.objectContaining({
        disputeId: 'dispute-1',
        callId: 'call-1',
        status: 'ruled',
        outcome: 'result-overridden',
      }),
    ]);
    expect([...staff.disputes[0]!.players].sort()).toEqual([ana.id, bea.id].sort());
    expect((await mutate<{ disputes: unknown[] }>(api, DISPUTES, { t }, bea.token)).disputes).toHaveLength(1);
    expect((await mutate<{ disputes: unknown[] }>(api, DISPUTES, { t }, outsider.token)).disputes).toEqual([]);
    expect(errorExtensions(await api.gql(DISPUTES, { t }))?.code).toBe('UNAUTHENTICATED');
    expect(errorExtensions(await api.gql(DISPUTES, { t: 'no-such' }, judge.token))?.code).toBe('NOT_FOUND');
  });

  it('lets staff check decks and penalise; the penalised player alone reads it; players cannot penalise', async () => {
    const penalty = { playerId: bea.id, infraction: 'slow-play', penalty: 'warning', note: 'Juego lento' };
    expect(errorExtensions(await api.gql(PENALISE, { t, i: penalty, c: cmd() }, ana.token))?.code).toBe('FORBIDDEN');
    expect(
      errorExtensions(await api.gql(PENALISE, { t, i: { ...penalty, penalty: 'ban' }, c: cmd() }, judge.token))?.code,
    ).toBe('BAD_USER_INPUT');
    const warned = await mutate<{ issuePenalty: { recordId: string; result: { events: string[] } } }>(
      api,
      PENALISE,
      { t, i: penalty, c: cmd() },
      judge.token,
    );
    expect(warned.issuePenalty).toEqual({ recordId: 'penalty-1', result: { events: ['PenaltyIssued'] } });

    const same = await mutate<{ checkDeck: { recordId: string } }>(
      api,
      CHECK,
      { t, p: ana.id, s: JSON.stringify(deckA!.deck), c: cmd() },
      judge.token,
    );
    const other = await mutate<{ checkDeck: { recordId: string } }>(
      api,
      CHECK,
      { t, p: ana.id, s: JSON.stringify(deckB!.deck), c: cmd() },
      judge.token,
    );
    expect([same.checkDeck.recordId, other.checkDeck.recordId]).toEqual(['deck-check-1', 'deck-check-2']);
    expect(
      errorExtensions(await api.gql(CHECK, { t, p: ana.id, s: JSON.stringify(deckA!.deck), c: cmd() }, bea.token))
        ?.code,
    ).toBe('FORBIDDEN');
    const checks = await mutate<{ deckChecks: Array<{ matches: boolean }> }>(api, CHECKS, { t }, judge.token);
    expect(checks.deckChecks.map((c) => c.matches)).toEqual([true, false]);
    const dq = {
      playerId: ana.id,
      infraction: 'deck-problem',
      penalty: 'disqualification',
      note: 'Mazo distinto del registrado',
      deckCheckId: 'deck-check-2',
    };
    const disqualified = await mutateOne<{ result: { events: string[] } }>(
      api,
      PENALISE,
      { t, i: dq, c: cmd() },
      organizer.token,
    );
    expect(disqualified.result.events).toEqual(['PenaltyIssued', 'PlayerDropped']);

    expect((await mutate<{ penalties: unknown[] }>(api, PENALTIES, { t }, judge.token)).penalties).toHaveLength(2);
    expect(
      (await mutate<{ penalties: Array<{ playerId: string }> }>(api, PENALTIES, { t }, bea.token)).penalties,
    ).toEqual([expect.objectContaining({ playerId: bea.id, note: 'Juego lento' })]);
    expect(
      (await mutate<{ penalties: Array<{ deckCheckId: string }> }>(api, PENALTIES, { t }, ana.token)).penalties,
    ).toEqual([expect.objectContaining({ deckCheckId: 'deck-check-2' })]);
    expect((await mutate<{ deckChecks: unknown[] }>(api, CHECKS, { t }, bea.token)).deckChecks).toEqual([]);
    expect(errorExtensions(await api.gql(PENALTIES, { t }))?.code).toBe('UNAUTHENTICATED');
    const publicView = await api.gql<{ tournament: { players: Array<{ playerId: string; status: string }> } }>(
      TOURNAMENT,
      { t },
    );
    expect(publicView.data!.tournament.players.find((p) => p.playerId === ana.id)!.status).toBe('disqualified');
    expect(JSON.stringify(publicView.data)).not.toContain('Mazo distinto');
  });

  it("rebuilds the judge's read models from the store to exactly the live ones (cli projections rebuild)", async () => {
    const rebuilt = new Database(':memory:');
    migrateReadModels(rebuilt);
    await rebuildReadModels(rebuilt, readAllOpened(api.app.get<EventStore>(EVENT_STORE)));
    const live = dumpReadModels(api.app.get<ReadDb>(READ_DB));
    expect(live['penalties']).toHaveLength(2);
    expect(live['deck_checks']).toHaveLength(2);
    expect(dumpReadModels(rebuilt)).toEqual(live);
  });
});
