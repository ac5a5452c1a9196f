import { describe, expect, it } from 'vitest';
import { cmd, type Account } from '../testing/harness.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';

// Nobody is seated at a match, or enrolled in a campaign's sessions, without having accepted: the
// old direct paths (a friendly match naming the opponent, a table naming other people, a GM adding
// any account and starting a session) seat no one who did not say yes, on HTTP and WebSocket alike.

const FRIENDLY = `mutation ($o: ID!, $c: ID!) { startFriendlyMatch(opponentId: $o, commandId: $c) { match { matchId } } }`;
const TABLE = `mutation ($c: ID!, $g: String!, $s: [TableSeatInput!]!) { startTableMatch(commandId: $c, game: $g, seats: $s) { match { matchId } } }`;
const MATCHES_OF = `query ($id: ID!) { player(id: $id) { matches { matchId } } }`;
const CREATE = `mutation ($c: ID!, $g: String!) { createCampaign(commandId: $c, name: "Sin permiso", game: $g) { id } }`;
const ADD = `mutation ($c: ID!, $id: ID!, $p: String!) { addCampaignPlayer(commandId: $c, campaignId: $id, player: $p) { id } }`;
const SESSION = `mutation ($c: ID!, $id: ID!) { startCampaignSession(commandId: $c, campaignId: $id, scene: "Emboscada") { sessions { seats { id } } } }`;

describe('seating someone who did not accept', () => {
  const api = suiteApi();
  const [intruder, ana, judge] = suiteAccounts(api, ['intrusa', 'ana-sin-permiso', 'juez-sin-permiso']);

  const matchesOf = async (account: Account) =>
    (await api.gql<{ player: { matches: Array<{ matchId: string }> } }>(MATCHES_OF, { id: account.id })).data!.player
      .matches;

  /** The same request over WebSocket: its errors (none when it was applied). */
  const overSocket = (query: string, variables: Record<string, unknown>, token: string) =>
    new Promise<unknown[]>((resolve) => {
      let errors: unknown[] = [];
      api.ws(token).subscribe(
        { query, variables },
        {
          next: (value) => void (errors = (value.errors as unknown[] | undefined) ?? []),
          error: (error) => resolve([error]),
          complete: () => resolve(errors),
        },
      );
    });

  it('a friendly match naming another account seats nobody, over HTTP and over WebSocket', async () => {
    const http = await api.gql(FRIENDLY, { o: ana.id, c: cmd('friendly') }, intruder.token);
    expect(http.errors?.length).toBeGreaterThan(0);
    expect((await overSocket(FRIENDLY, { o: ana.id, c: cmd('friendly-ws') }, intruder.token)).length).toBeGreaterThan(
      0,
    );
    expect(await matchesOf(ana)).toEqual([]);
  });

  it('a table naming another person at a seat seats nobody, over HTTP and over WebSocket', async () => {
    const answer = await api.gql(
      TABLE,
      { c: cmd('table'), g: 'accion', s: [{}, { player: judge.username }] },
      intruder.token,
    );
    expect(answer.errors?.length).toBeGreaterThan(0);
    expect(
      (
        await overSocket(
          TABLE,
          { c: cmd('table-ws'), g: 'accion', s: [{}, { player: judge.username }] },
          intruder.token,
        )
      ).length,
    ).toBeGreaterThan(0);
    expect(await matchesOf(judge)).toEqual([]);
    expect(await matchesOf(intruder)).toEqual([]);
  });

  it('a game master naming an account does not seat her at the next session, over HTTP and over WebSocket', async () => {
    const campaign = (
      await api.gql<{ createCampaign: { id: string } }>(CREATE, { c: cmd('camp'), g: 'accion' }, intruder.token)
    ).data!.createCampaign;
    await api.gql(ADD, { c: cmd('add'), id: campaign.id, p: ana.username }, intruder.token);
    await overSocket(ADD, { c: cmd('add-ws'), id: campaign.id, p: judge.username }, intruder.token);
    const session = await api.gql<{ startCampaignSession: { sessions: Array<{ seats: Array<{ id: string }> }> } }>(
      SESSION,
      { c: cmd('session'), id: campaign.id },
      intruder.token,
    );
    const seated = session.data?.startCampaignSession.sessions.flatMap((s) => s.seats.map((seat) => seat.id)) ?? [];
    expect(seated).not.toContain(ana.id);
    expect(seated).not.toContain(judge.id);
    expect(await matchesOf(ana)).toEqual([]);
    expect(await matchesOf(judge)).toEqual([]);
  });
});
