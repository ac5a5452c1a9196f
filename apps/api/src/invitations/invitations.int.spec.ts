import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cmd, mutateOne, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { ACCEPT, viewOf } from '../matches/match-play.testkit.js';

// Match invitations over HTTP (and their live count over WebSocket): nobody sits at a match she did
// not accept; the match is created only when the last invited person accepts, with each seat's own
// deck; a declined, cancelled or expired invitation creates nothing; only the invited may answer.

const FULL = `id game status matchId expiresAt youSent yourSeat options from { id username }
  seats { seat kind playerId answer deckName } yourDecks { id name }`;
const INVITE_FULL = `mutation ($c: ID!, $g: String!, $s: [TableSeatInput!]!, $o: JSON) { inviteToMatch(commandId: $c, game: $g, seats: $s, options: $o) { ${FULL} } }`;
const ACCEPT_FULL = `mutation ($c: ID!, $i: ID!, $d: ID) { acceptMatchInvitation(commandId: $c, invitationId: $i, deckId: $d) { ${FULL} } }`;
const DECLINE = `mutation ($c: ID!, $i: ID!) { declineMatchInvitation(commandId: $c, invitationId: $i) { ${FULL} } }`;
const CANCEL = `mutation ($c: ID!, $i: ID!) { cancelMatchInvitation(commandId: $c, invitationId: $i) { ${FULL} } }`;
const ONE = `query ($i: ID!) { matchInvitation(id: $i) { ${FULL} } }`;
const LISTS = `{ invitations { id kind game from { id } expiresAt } sentInvitations { id } pendingInvitationCount }`;
const MATCHES_OF = `query ($id: ID!) { player(id: $id) { matches { matchId kind } } }`;
const DECKS = `query ($g: String) { readyDecks(game: $g) { id name } }`;
const SEATS = `query ($m: ID!) { matchView(matchId: $m) { status seats { playerId deckName } } }`;
const COUNT = `subscription { invitationsChanged }`;

interface InvitationShape {
  id: string;
  status: string;
  matchId: string | null;
  expiresAt: string;
  youSent: boolean;
  yourSeat: number | null;
  options: Record<string, unknown> | null;
  from: { id: string; username: string };
  seats: Array<{ seat: number; kind: string; playerId: string | null; answer: string; deckName: string | null }>;
  yourDecks: Array<{ id: string; name: string }>;
}
interface Lists {
  invitations: Array<{ id: string; kind: string; game: string; from: { id: string } }>;
  sentInvitations: Array<{ id: string }>;
  pendingInvitationCount: number;
}

describe('match invitations through the API', () => {
  let api: TestApi;
  let ana: Account;
  let bea: Account;
  let eve: Account;
  let decks: Array<{ id: string; name: string }>;

  beforeAll(async () => {
    // Long idle sessions: one test moves the clock a day on to let an invitation expire.
    api = await startTestApi({ SESSION_IDLE_MINUTES: '10000', RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
    [ana, bea, eve] = [await signUp(api, 'ana-inv'), await signUp(api, 'bea-inv'), await signUp(api, 'eve-inv')];
    decks = (await api.gql<{ readyDecks: Array<{ id: string; name: string }> }>(DECKS, { g: 'blades-of-ash' })).data!
      .readyDecks;
  });
  afterAll(() => api.stop());
  afterEach(() => vi.useRealTimers());

  const lists = async (account: Account) => (await api.gql<Lists>(LISTS, {}, account.token)).data!;
  const matchesOf = async (account: Account) =>
    (await api.gql<{ player: { matches: Array<{ matchId: string; kind: string }> } }>(MATCHES_OF, { id: account.id }))
      .data!.player.matches;
  const invite = async (seats: object[], game = 'blades-of-ash', options: object | null = null) =>
    await mutateOne<InvitationShape>(api, INVITE_FULL, { c: cmd('inv'), g: game, s: seats, o: options }, ana.token);
  const refusal = async (query: string, variables: Record<string, unknown>, token: string) =>
    (await api.gql(query, variables, token)).errors?.[0];

  it('seats nobody until the invited player accepts; then the match exists with the deck each of them chose', async () => {
    const before = (await lists(bea)).pendingInvitationCount;
    const sent = await invite([{ deckId: decks[1]!.id }, { player: bea.username }], 'blades-of-ash', { maxRounds: 4 });
    expect(sent).toMatchObject({ status: 'pending', matchId: null, youSent: true, yourSeat: 0, from: { id: ana.id } });
    expect(sent.seats).toEqual([
      { seat: 0, kind: 'host', playerId: ana.id, answer: 'host', deckName: decks[1]!.name },
      { seat: 1, kind: 'invitee', playerId: bea.id, answer: 'pending', deckName: null },
    ]);
    const hours = (Date.parse(sent.expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await matchesOf(bea)).toEqual([]);

    const waiting = await lists(bea);
    expect(waiting.pendingInvitationCount).toBe(before + 1);
    expect(waiting.invitations[0]).toMatchObject({
      id: sent.id,
      kind: 'match',
      game: 'blades-of-ash',
      from: { id: ana.id },
    });
    expect((await lists(ana)).sentInvitations.map((i) => i.id)).toContain(sent.id);
    const asBea = (await api.gql<{ matchInvitation: InvitationShape }>(ONE, { i: sent.id }, bea.token)).data!
      .matchInvitation;
    expect(asBea).toMatchObject({ youSent: false, yourSeat: 1, options: expect.objectContaining({ maxRounds: 4 }) });
    expect(asBea.seats[0]!.deckName).toBeNull();
    expect(asBea.yourDecks.map((d) => d.id)).toEqual(decks.map((d) => d.id));

    const accepted = await mutateOne<InvitationShape>(
      api,
      ACCEPT_FULL,
      { c: cmd('si'), i: sent.id, d: decks[4]!.id },
      bea.token,
    );
    expect(accepted).toMatchObject({ status: 'started', matchId: expect.any(String) });
    const match = (
      await api.gql<{ matchView: { status: string; seats: Array<{ playerId: string; deckName: string }> } }>(
        SEATS,
        { m: accepted.matchId },
        ana.token,
      )
    ).data!.matchView;
    expect(match.seats.map((s) => [s.playerId, s.deckName])).toEqual([
      [ana.id, decks[1]!.name],
      [bea.id, decks[4]!.name],
    ]);
    expect(match.status).toBe('awaiting-seeds');
    expect(await matchesOf(bea)).toEqual([{ matchId: accepted.matchId, kind: 'friendly' }]);
    expect((await lists(bea)).pendingInvitationCount).toBe(before);
    expect((await lists(ana)).sentInvitations.map((i) => i.id)).not.toContain(sent.id);
  });

  it('a resent acceptance answers the same match and creates no other', async () => {
    const sent = await invite([{}, { player: bea.id }]);
    const commandId = cmd('si');
    const first = await mutateOne<InvitationShape>(api, ACCEPT_FULL, { c: commandId, i: sent.id }, bea.token);
    const again = await mutateOne<InvitationShape>(api, ACCEPT_FULL, { c: commandId, i: sent.id }, bea.token);
    expect(again.matchId).toBe(first.matchId);
    expect((await matchesOf(bea)).filter((m) => m.matchId === first.matchId)).toHaveLength(1);
  });

  it('lets no stranger read, accept or decline it, nor anyone but its sender cancel it; nothing changes', async () => {
    const sent = await invite([{}, { player: bea.username }]);
    const read = await refusal(ONE, { i: sent.id }, eve.token);
    expect(read?.extensions).toMatchObject({ code: 'NOT_FOUND' });
    for (const [query, variables, token, rule] of [
      [ACCEPT_FULL, { c: cmd('x'), i: sent.id }, eve.token, 'invitation.not-invited'],
      [ACCEPT_FULL, { c: cmd('x'), i: sent.id }, ana.token, 'invitation.not-invited'],
      [DECLINE, { c: cmd('x'), i: sent.id }, eve.token, 'invitation.not-invited'],
      [CANCEL, { c: cmd('x'), i: sent.id }, bea.token, 'invitation.not-inviter'],
    ] as const) {
      const answer = await refusal(query, variables, token);
      expect(answer?.extensions, rule).toMatchObject({ code: 'RULE_VIOLATION', rule });
    }
    expect(
      (await api.gql<{ matchInvitation: InvitationShape }>(ONE, { i: sent.id }, bea.token)).data!.matchInvitation
        .status,
    ).toBe('pending');
    expect(await matchesOf(eve)).toEqual([]);
  });

  it('creates nothing when declined or cancelled, and refuses an answer afterwards', async () => {
    const matchesBefore = (await matchesOf(bea)).length;
    const declined = await invite([{}, { player: bea.username }]);
    expect((await mutateOne<InvitationShape>(api, DECLINE, { c: cmd('no'), i: declined.id }, bea.token)).status).toBe(
      'declined',
    );
    expect((await refusal(ACCEPT_FULL, { c: cmd('x'), i: declined.id }, bea.token))?.extensions).toMatchObject({
      rule: 'invitation.declined',
    });
    const cancelled = await invite([{}, { player: bea.username }]);
    expect(
      (await mutateOne<InvitationShape>(api, CANCEL, { c: cmd('cancel'), i: cancelled.id }, ana.token)).status,
    ).toBe('cancelled');
    const late = await refusal(ACCEPT_FULL, { c: cmd('x'), i: cancelled.id }, bea.token);
    expect(late?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'invitation.cancelled' });
    expect(late?.message).toMatch(/cancel/);
    expect((await matchesOf(bea)).length).toBe(matchesBefore);
    expect((await lists(bea)).invitations.map((i) => i.id)).not.toContain(declined.id);
    expect((await lists(bea)).invitations.map((i) => i.id)).not.toContain(cancelled.id);
  });

  it('expires after 24 hours: unanswered, it leaves the lists and can no longer be accepted', async () => {
    const sent = await invite([{}, { player: bea.username }]);
    const matchesBefore = (await matchesOf(bea)).length;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(sent.expiresAt) + 1_000);
    const expired = await refusal(ACCEPT_FULL, { c: cmd('x'), i: sent.id }, bea.token);
    expect(expired?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'invitation.expired' });
    expect(expired?.message).toMatch(/caduc/);
    expect(
      (await api.gql<{ matchInvitation: InvitationShape }>(ONE, { i: sent.id }, ana.token)).data!.matchInvitation
        .status,
    ).toBe('expired');
    expect((await lists(bea)).invitations.map((i) => i.id)).not.toContain(sent.id);
    expect((await lists(ana)).sentInvitations.map((i) => i.id)).not.toContain(sent.id);
    expect((await matchesOf(bea)).length).toBe(matchesBefore);
  });

  it('refuses inviting yourself, an unknown username, nobody, a deck of another game or a deck for a game master’s seat, with a code and es/en words, writing nothing', async () => {
    const head = await api.storeHead();
    const cases: Array<[object[], string, string, string]> = [
      [[{}, { player: ana.username }], 'blades-of-ash', 'invitation.self', 'yourself'],
      [[{}, { player: 'nadie-se-llama-asi' }], 'blades-of-ash', 'NOT_FOUND', 'nadie-se-llama-asi'],
      [[{}, { bot: 'greedy' }], 'blades-of-ash', 'invitation.nobody', 'practice'],
      [[{ deckId: 'del-1-al-9' }, { player: bea.username }], 'blades-of-ash', 'invitation.deck.unknown', 'ready-made'],
      [[{ deckId: 'espadachina' }, { player: bea.username }], 'accion', 'invitation.deck.not-needed', 'game master'],
      [[{}, { player: bea.username, deckId: decks[0]!.id }], 'blades-of-ash', 'invitation.deck.theirs', 'own deck'],
    ];
    for (const [seats, game, expected, words] of cases) {
      const answer = await api.gql(INVITE_FULL, { c: cmd('malo'), g: game, s: seats }, ana.token);
      expect(JSON.stringify(answer.errors?.[0]?.extensions), expected).toContain(expected);
      const messages = answer.errors?.[0]?.extensions?.messages as { es: string; en: string };
      expect(messages.en, expected).toContain(words);
      expect(messages.es, expected).not.toBe(messages.en);
    }
    expect(await api.storeHead()).toBe(head);
  });

  it('refuses a deck that is not the game’s when accepting, and keeps the invitation waiting', async () => {
    const sent = await invite([{}, { player: bea.username }]);
    const answer = await refusal(ACCEPT_FULL, { c: cmd('x'), i: sent.id, d: 'del-1-al-9' }, bea.token);
    expect(answer?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'invitation.deck.unknown' });
    expect(
      (await api.gql<{ matchInvitation: InvitationShape }>(ONE, { i: sent.id }, bea.token)).data!.matchInvitation
        .status,
    ).toBe('pending');
  });

  it('a table of several people starts only when the last of them accepts; a game master’s encounter stays hers', async () => {
    const carla = await signUp(api, `carla-${cmd()}`);
    const encounter = { table: { roundLimit: 1 } };
    const sent = await invite([{}, { player: bea.username }, { player: carla.username }], 'accion', encounter);
    const asBea = (await api.gql<{ matchInvitation: InvitationShape }>(ONE, { i: sent.id }, bea.token)).data!
      .matchInvitation;
    expect(asBea.options).toBeNull();
    expect(sent.options).toMatchObject(encounter);
    const one = await mutateOne<{ status: string; matchId: string | null }>(
      api,
      ACCEPT,
      { c: cmd('si'), i: sent.id },
      bea.token,
    );
    expect(one).toMatchObject({ status: 'pending', matchId: null });
    expect(await matchesOf(carla)).toEqual([]);
    const last = await mutateOne<{ status: string; matchId: string }>(
      api,
      ACCEPT,
      { c: cmd('si'), i: sent.id },
      carla.token,
    );
    expect(last.status).toBe('started');
    const match = await viewOf(api, last.matchId, carla.token);
    expect(match.seats.map((s) => s.playerId)).toEqual([ana.id, bea.id, carla.id]);
    expect(match.game).toBe('accion');
  });

  it('tells the invited person live, over WebSocket, how many invitations wait for her', async () => {
    const dani = await signUp(api, `dani-${cmd()}`);
    const counts: number[] = [];
    api
      .ws(dani.token)
      .subscribe<{ invitationsChanged: number }>(
        { query: COUNT },
        { next: (value) => void counts.push(value.data!.invitationsChanged), error: () => {}, complete: () => {} },
      );
    await expect.poll(() => counts).toEqual([0]);
    await invite([{}, { player: dani.username }]);
    await expect.poll(() => counts).toEqual([0, 1]);
    const anonymous = await new Promise<unknown>((resolve) => {
      api.ws().subscribe(
        { query: COUNT },
        {
          next: (value) => resolve(value),
          error: (error) => resolve({ errors: [error] }),
          complete: () => resolve(null),
        },
      );
    });
    expect(JSON.stringify(anonymous)).toContain('UNAUTHENTICATED');
  });
});
