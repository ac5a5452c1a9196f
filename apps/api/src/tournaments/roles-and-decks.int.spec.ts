import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { JUDGE_APPOINTED, JUDGE_REMOVED } from '@cronica/projections';
import { CommandBus } from '../commands/command-bus.js';
import { staffAggregate } from './tournament-aggregate.js';
import { cmd, mutate } from '../testing/harness.js';
import { errorExtensions, eventCast, openWithEntries, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const JUDGE = `mutation ($t: ID!, $u: String!, $c: ID!) { appointJudge(tournamentId: $t, username: $u, commandId: $c) { tournament { judges { username } } } }`;
const SUBMIT = `mutation ($t: ID!, $s: String!, $c: ID!) { submitDeckList(tournamentId: $t, source: $s, commandId: $c) { valid hash errors { code message { es en } } result { events } } }`;
const DECK = `query ($t: ID!, $p: ID) { deckList(tournamentId: $t, playerId: $p) { playerId hash json } }`;
const PAIRINGS = `query ($t: ID!) { tournament(id: $t) { myStaffRole pairings { table playerA playerB published } } }`;
const OVERRIDE = `mutation ($t: ID!, $c: ID!) { overrideResult(tournamentId: $t, round: 1, table: 1, result: { winner: "draw", games: [{ winner: "draw", lifeA: 3, lifeB: 3 }] }, reason: "Acuerdo ante el juez", commandId: $c) { tournament { pairings { result { winner status } } } } }`;
const REPORT = `mutation ($t: ID!, $c: ID!) { reportResult(tournamentId: $t, round: 1, table: 1, result: { winner: "a" }, commandId: $c) { result { events } } }`;

describe('roles, hidden deck lists and deck registration', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea, outsider] = eventCast(api);
  let t: string;
  const [deckA, deckB] = readyDecks();

  beforeAll(async () => {
    t = await openWithEntries(api, organizer, [ana, bea], 'self', {
      name: 'Con listas',
      game: 'blades-of-ash',
      rounds: 2,
      requireDeckLists: true,
    });
  });

  it('only the organizer appoints judges', async () => {
    expect(errorExtensions(await api.gql(JUDGE, { t, u: 'juez', c: cmd() }, ana.token))?.code).toBe('FORBIDDEN');
    const appointed = await mutate<{ appointJudge: { tournament: { judges: Array<{ username: string }> } } }>(
      api,
      JUDGE,
      { t, u: 'juez', c: cmd() },
      organizer.token,
    );
    expect(appointed.appointJudge.tournament.judges).toEqual([{ username: 'juez' }]);
  });

  it('keeps staff and players apart: staff cannot enter, a player cannot become a judge (staff read every closed deck list)', async () => {
    for (const staff of [judge, organizer]) {
      expect(
        errorExtensions(await api.gql(TOURNAMENT_STEP('registerForTournament'), { t, c: cmd() }, staff.token)),
      ).toMatchObject({
        code: 'RULE_VIOLATION',
        rule: 'tournament.staff.cannot-play',
      });
    }
    expect(errorExtensions(await api.gql(JUDGE, { t, u: 'ana', c: cmd() }, organizer.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.staff.is-player',
    });
    const roster = await api.gql<{
      tournament: { players: Array<{ playerId: string }>; judges: Array<{ username: string }> };
    }>('query ($t: ID!) { tournament(id: $t) { players { playerId } judges { username } } }', { t });
    expect(roster.data?.tournament.players.map((p) => p.playerId).sort()).toEqual([ana.id, bea.id].sort());
    expect(roster.data?.tournament.judges).toEqual([{ username: 'juez' }]);
  });

  it("returns a deck list's errors as data and registers a legal one", async () => {
    const broken = {
      ...deckA!.deck,
      sections: { ...deckA!.deck.sections, heroes: deckA!.deck.sections.heroes!.slice(0, 2) },
    };
    const refused = await mutate<{
      submitDeckList: {
        valid: boolean;
        errors: Array<{ code: string; message: { es: string; en: string } }>;
        result: unknown;
      };
    }>(api, SUBMIT, { t, s: JSON.stringify(broken), c: cmd() }, ana.token);
    expect(refused.submitDeckList.valid).toBe(false);
    expect(refused.submitDeckList.errors.length).toBeGreaterThan(0);
    expect(refused.submitDeckList.errors[0]?.message.es).not.toBe('');
    expect(refused.submitDeckList.result).toBeNull();
    const accepted = await mutate<{ submitDeckList: { valid: boolean; hash: string; result: { events: string[] } } }>(
      api,
      SUBMIT,
      { t, s: JSON.stringify(deckA!.deck), c: cmd() },
      ana.token,
    );
    expect(accepted.submitDeckList).toMatchObject({ valid: true, result: { events: ['DeckListSubmitted'] } });
    expect(accepted.submitDeckList.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('shows a deck list to its owner and to staff, never to a rival or the public', async () => {
    const own = await mutate<{ deckList: { json: string } }>(api, DECK, { t }, ana.token);
    expect(JSON.parse(own.deckList.json)).toMatchObject({ game: 'blades-of-ash' });
    expect(errorExtensions(await api.gql(DECK, { t, p: ana.id }, bea.token))?.code).toBe('FORBIDDEN');
    expect(errorExtensions(await api.gql(DECK, { t, p: ana.id }))?.code).toBe('UNAUTHENTICATED');
    const checked = await mutate<{ deckList: { playerId: string } }>(api, DECK, { t, p: ana.id }, judge.token);
    expect(checked.deckList.playerId).toBe(ana.id);
    const publicView = await api.gql<{ tournament: Record<string, unknown> }>(
      'query ($t: ID!) { tournament(id: $t) { players { playerId hasDeck } } }',
      { t },
    );
    expect(JSON.stringify(publicView.data)).not.toContain('sections');
  });

  it("never shows others' deck lists to a player who also ended up on the staff (a race between the staff and tournament streams)", async () => {
    // Forge what a race could leave: bea, a registered player, appointed judge past the refusal.
    const bus = api.app.get(CommandBus);
    const change = (type: string) =>
      bus.handle({
        name: type,
        commandId: cmd('forged'),
        actor: organizer.id,
        aggregate: staffAggregate(t),
        decide: () => [{ type, data: { tournamentId: t, accountId: bea.id, at: 0 } }],
      });
    await change(JUDGE_APPOINTED);
    try {
      expect(errorExtensions(await api.gql(DECK, { t, p: ana.id }, bea.token))?.code).toBe('FORBIDDEN');
      expect(
        (await mutate<{ deckList: { playerId: string } }>(api, DECK, { t, p: ana.id }, judge.token)).deckList.playerId,
      ).toBe(ana.id);
    } finally {
      await change(JUDGE_REMOVED);
    }
  });

  it('locks deck lists when registration closes, and refuses closing while one is missing', async () => {
    expect(
      errorExtensions(await api.gql(TOURNAMENT_STEP('closeRegistration'), { t, c: cmd() }, organizer.token)),
    ).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.deck.missing',
    });
    await mutate(api, SUBMIT, { t, s: JSON.stringify(deckB!.deck), c: cmd() }, bea.token);
    await mutate(api, TOURNAMENT_STEP('closeRegistration'), { t, c: cmd() }, organizer.token);
    const late = await mutate<{ submitDeckList: unknown }>(
      api,
      SUBMIT,
      { t, s: JSON.stringify(deckB!.deck), c: cmd() },
      bea.token,
    ).catch((e: Error) => e.message);
    expect(late).toContain('tournament.deck.locked');
  });

  it('lets judges run the round and correct results, but not pair; players only act at their own table', async () => {
    expect(errorExtensions(await api.gql(TOURNAMENT_STEP('pairNextRound'), { t, c: cmd() }, judge.token))?.code).toBe(
      'FORBIDDEN',
    );
    await mutate(api, TOURNAMENT_STEP('pairNextRound'), { t, c: cmd() }, organizer.token);
    const staffView = await mutate<{ tournament: { myStaffRole: string; pairings: unknown[] } }>(
      api,
      PAIRINGS,
      { t },
      judge.token,
    );
    expect(staffView.tournament).toMatchObject({ myStaffRole: 'judge', pairings: [{ table: 1, published: false }] });
    expect(
      (await mutate<{ tournament: { pairings: unknown[] } }>(api, PAIRINGS, { t }, ana.token)).tournament.pairings,
    ).toEqual([]);
    await mutate(api, TOURNAMENT_STEP('publishPairings'), { t, c: cmd() }, organizer.token);
    expect(errorExtensions(await api.gql(TOURNAMENT_STEP('startRoundClock'), { t, c: cmd() }, ana.token))?.code).toBe(
      'FORBIDDEN',
    );
    await mutate(api, TOURNAMENT_STEP('startRoundClock'), { t, c: cmd() }, judge.token);
    expect(errorExtensions(await api.gql(REPORT, { t, c: cmd() }, outsider.token))).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.result.not-at-table',
    });
    expect(errorExtensions(await api.gql(OVERRIDE, { t, c: cmd() }, ana.token))?.code).toBe('FORBIDDEN');
    const corrected = await mutate<{
      overrideResult: { tournament: { pairings: Array<{ result: { winner: string; status: string } }> } };
    }>(api, OVERRIDE, { t, c: cmd() }, judge.token);
    expect(corrected.overrideResult.tournament.pairings[0]?.result).toEqual({ winner: 'draw', status: 'entered' });
  });
});
