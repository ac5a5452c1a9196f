import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, mutateOne, signUp } from '../testing/harness.js';
import { SEED, SUBMIT } from '../matches/match-play.testkit.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';

// Campaigns over HTTP: a game master's sessions of a game played in campaigns (the registry's
// `organizedPlay: 'sessions'`), each session an encounter on the one match pipeline.

const FIELDS = `id name game status sessionCount playersNeeded yourRole yourInvitationExpiresAt gm { id displayName } players { id displayName } invited { id }
  sessions { number scene startedAt matchId status seats { id } match { status result { outcome reason } replayHead } }`;
const CREATE = `mutation ($c: ID!, $n: String!, $g: String!) { createCampaign(commandId: $c, name: $n, game: $g) { ${FIELDS} } }`;
const ADD = `mutation ($c: ID!, $id: ID!, $p: String!) { inviteCampaignPlayer(commandId: $c, campaignId: $id, player: $p) { ${FIELDS} } }`;
const ACCEPT = `mutation ($c: ID!, $id: ID!) { acceptCampaignInvitation(commandId: $c, campaignId: $id) { ${FIELDS} } }`;
const DECLINE = `mutation ($c: ID!, $id: ID!) { declineCampaignInvitation(commandId: $c, campaignId: $id) { ${FIELDS} } }`;
const WITHDRAW = `mutation ($c: ID!, $id: ID!, $p: String!) { withdrawCampaignInvitation(commandId: $c, campaignId: $id, player: $p) { ${FIELDS} } }`;
const WAITING = `{ invitations { id kind campaignName from { id } expiresAt } pendingInvitationCount }`;
const START = `mutation ($c: ID!, $id: ID!, $s: String!, $o: JSON) { startCampaignSession(commandId: $c, campaignId: $id, scene: $s, options: $o) { ${FIELDS} } }`;
const ARCHIVE = `mutation ($c: ID!, $id: ID!) { archiveCampaign(commandId: $c, campaignId: $id) { ${FIELDS} } }`;
const ONE = `query ($id: ID!) { campaign(id: $id) { ${FIELDS} } }`;
const LIST = `query ($mine: Boolean!) { campaigns(mine: $mine) { id name sessionCount yourRole gm { id } } }`;
const GAMES = `{ games { id organizedPlay playsOnline } }`;
const LISTED = `{ matches(status: LIVE, limit: 100) { matchId campaignSession { campaignId campaignName number scene } } }`;
const TABLE_OF = `query ($m: ID!) { matchView(matchId: $m) { campaignSession { campaignId campaignName number scene } } }`;

/** A short encounter: one bandit, one round (libs/rules/accion RULES-NOTES.md, "How an encounter ends"). */
const SHORT = { enemies: [{ id: 'bandido', name: { es: 'Bandido', en: 'Bandit' }, hp: 12 }], table: { roundLimit: 1 } };

interface SessionShape {
  number: number;
  scene: string;
  startedAt: string | null;
  matchId: string;
  status: string;
  seats: Array<{ id: string }>;
  match: { status: string; result: { outcome: string } | null; replayHead: string | null } | null;
}
interface CampaignShape {
  id: string;
  name: string;
  status: string;
  sessionCount: number;
  playersNeeded: number;
  yourRole: string | null;
  gm: { id: string };
  players: Array<{ id: string }>;
  invited: Array<{ id: string }>;
  yourInvitationExpiresAt: string | null;
  sessions: SessionShape[];
}

describe('campaigns through the API', () => {
  const api = suiteApi();
  const [gm, bea, carla] = suiteAccounts(api, ['dj-campana', 'bea-c', 'carla-c']);
  let campaignGame: string;

  beforeAll(async () => {
    const games = (await api.gql<{ games: Array<{ id: string; organizedPlay: string; playsOnline: boolean }> }>(GAMES))
      .data!.games;
    campaignGame = games.find((g) => g.organizedPlay === 'sessions' && g.playsOnline)!.id;
  });

  const read = async (id: string, token?: string) =>
    (await api.gql<{ campaign: CampaignShape | null }>(ONE, { id }, token)).data!.campaign;

  async function created(): Promise<CampaignShape> {
    const answer = await mutate<{ createCampaign: CampaignShape }>(
      api,
      CREATE,
      { c: cmd('camp'), n: '  La Marca del Este ', g: campaignGame },
      gm.token,
    );
    return answer.createCampaign;
  }

  /** The GM starts a short session (a fresh command unless one is given): the campaign as it answers. */
  const sessionStarted = (campaignId: string, scene: string, commandId = cmd('ses')) =>
    mutateOne<CampaignShape>(api, START, { c: commandId, id: campaignId, s: scene, o: SHORT }, gm.token);

  /** A campaign whose GM invited bea (by username) and carla (by id), and both accepted. */
  async function withPlayers(): Promise<CampaignShape> {
    const campaign = await created();
    await mutate(api, ADD, { c: cmd('inv'), id: campaign.id, p: bea.username }, gm.token);
    await mutate(api, ADD, { c: cmd('inv'), id: campaign.id, p: carla.id }, gm.token);
    await mutate(api, ACCEPT, { c: cmd('si'), id: campaign.id }, bea.token);
    return await mutateOne<CampaignShape>(api, ACCEPT, { c: cmd('si'), id: campaign.id }, carla.token);
  }

  it('creates a campaign with its creator as game master, listed for everyone and among the GM’s own', async () => {
    const campaign = await created();
    expect(campaign).toMatchObject({
      name: 'La Marca del Este',
      status: 'active',
      sessionCount: 0,
      // La Regla de Acción seats the GM and at least one player.
      playersNeeded: 1,
      yourRole: 'gm',
      gm: { id: gm.id },
      players: [],
    });
    const everyone = (await api.gql<{ campaigns: Array<{ id: string }> }>(LIST, { mine: false })).data!.campaigns;
    const mine = (await api.gql<{ campaigns: Array<{ id: string }> }>(LIST, { mine: true }, gm.token)).data!.campaigns;
    const beas = (await api.gql<{ campaigns: Array<{ id: string }> }>(LIST, { mine: true }, bea.token)).data!.campaigns;
    expect(everyone.map((c) => c.id)).toContain(campaign.id);
    expect(mine.map((c) => c.id)).toContain(campaign.id);
    expect(beas.map((c) => c.id)).not.toContain(campaign.id);
  });

  it('invites players by username or id; each plays once she accepts, and then finds the campaign among hers', async () => {
    const campaign = await created();
    const invited = await mutateOne<CampaignShape>(
      api,
      ADD,
      { c: cmd('inv'), id: campaign.id, p: bea.username },
      gm.token,
    );
    expect(invited).toMatchObject({ players: [], invited: [{ id: bea.id }] });
    const asBea = (await read(campaign.id, bea.token))!;
    expect(asBea).toMatchObject({ yourRole: 'invited', invited: [{ id: bea.id }], players: [] });
    expect(Date.parse(asBea.yourInvitationExpiresAt!) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect((await read(campaign.id))!.invited).toEqual([]);
    expect((await read(campaign.id, carla.token))!.invited).toEqual([]);
    const waiting = (
      await api.gql<{
        invitations: Array<{ id: string; kind: string; campaignName: string; from: { id: string } }>;
        pendingInvitationCount: number;
      }>(WAITING, {}, bea.token)
    ).data!;
    expect(waiting.invitations).toContainEqual(
      expect.objectContaining({
        id: campaign.id,
        kind: 'campaign',
        campaignName: 'La Marca del Este',
        from: { id: gm.id },
      }),
    );
    const count = waiting.pendingInvitationCount;
    const beasBefore = (await api.gql<{ campaigns: Array<{ id: string }> }>(LIST, { mine: true }, bea.token)).data!
      .campaigns;
    expect(beasBefore.map((c) => c.id)).not.toContain(campaign.id);

    const accepted = await mutateOne<CampaignShape>(api, ACCEPT, { c: cmd('si'), id: campaign.id }, bea.token);
    expect(accepted).toMatchObject({
      yourRole: 'player',
      players: [{ id: bea.id }],
      invited: [],
      yourInvitationExpiresAt: null,
    });
    expect(
      (await api.gql<{ pendingInvitationCount: number }>(WAITING, {}, bea.token)).data!.pendingInvitationCount,
    ).toBe(count - 1);
    const beas = (
      await api.gql<{ campaigns: Array<{ id: string; yourRole: string | null }> }>(LIST, { mine: true }, bea.token)
    ).data!.campaigns;
    expect(beas.find((c) => c.id === campaign.id)).toMatchObject({ yourRole: 'player' });
  });

  it('seats at a session only the players who accepted: one who declined, one still invited and one whose invitation the GM withdrew do not sit', async () => {
    const campaign = await created();
    const dani = await signUp(api, `dani-${cmd()}`);
    for (const who of [bea, carla, dani])
      await mutate(api, ADD, { c: cmd('inv'), id: campaign.id, p: who.username }, gm.token);
    // The campaign says how many players it needs, and a start with fewer is refused as it says.
    expect((await read(campaign.id))?.playersNeeded).toBeGreaterThan(0);
    const noOneYet = await api.gql(START, { c: cmd('x'), id: campaign.id, s: 'Nadie aceptó', o: SHORT }, gm.token);
    expect(noOneYet.errors?.[0]?.extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'campaign.session.no-players',
    });
    await mutate(api, ACCEPT, { c: cmd('si'), id: campaign.id }, bea.token);
    await mutate(api, DECLINE, { c: cmd('no'), id: campaign.id }, carla.token);
    const withdrawn = await mutateOne<CampaignShape>(
      api,
      WITHDRAW,
      { c: cmd('w'), id: campaign.id, p: dani.username },
      gm.token,
    );
    expect(withdrawn).toMatchObject({ players: [{ id: bea.id }], invited: [] });
    for (const who of [carla, dani]) {
      const late = await api.gql(ACCEPT, { c: cmd('tarde'), id: campaign.id }, who.token);
      expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'campaign.invitation.none' });
    }
    const stranger = await api.gql(ACCEPT, { c: cmd('x'), id: campaign.id }, (await signUp(api, `eva-${cmd()}`)).token);
    expect(stranger.errors?.[0]?.extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'campaign.invitation.none',
    });
    expect(stranger.errors?.[0]?.message).toMatch(/invitación|invitation/);
    const started = await sessionStarted(campaign.id, 'Solo quien aceptó');
    expect(started.sessions[0]!.seats).toEqual([{ id: gm.id }, { id: bea.id }]);
  });

  it('starts an encounter as session 1 with the GM and every player seated, and lists it finished with its result once the encounter ends', async () => {
    const campaign = await withPlayers();
    const started = await sessionStarted(campaign.id, 'El puente roto');
    const session = started.sessions[0]!;
    expect(session).toMatchObject({
      number: 1,
      scene: 'El puente roto',
      status: 'live',
      seats: [{ id: gm.id }, { id: bea.id }, { id: carla.id }],
    });
    expect(Date.parse(session.startedAt!)).not.toBeNaN();
    for (const account of [gm, bea, carla])
      await mutate(api, SEED, { m: session.matchId, s: randomBytes(32).toString('hex'), c: cmd() }, account.token);
    await mutate(api, SUBMIT, { m: session.matchId, cmd: { type: 'Concede', data: {} }, c: cmd() }, gm.token);
    const after = (await read(campaign.id))!;
    expect(after.sessions[0]).toMatchObject({
      number: 1,
      status: 'finished',
      match: { status: 'FINISHED', result: { outcome: 'win' } },
    });
    expect(after.sessions[0]!.match!.replayHead).toMatch(/^[0-9a-f]{64}$/);
    const second = await sessionStarted(campaign.id, 'La torre');
    expect(second.sessions.map((s) => [s.number, s.scene])).toEqual([
      [2, 'La torre'],
      [1, 'El puente roto'],
    ]);
    expect(second.sessions[0]!.matchId).not.toBe(session.matchId);
  });

  it('a session’s table says which campaign and session it is, to the people seated and to anyone reading it, and so does the public index of matches', async () => {
    const campaign = await withPlayers();
    const started = await sessionStarted(campaign.id, 'El vado');
    const matchId = started.sessions[0]!.matchId;
    const expected = { campaignId: campaign.id, campaignName: 'La Marca del Este', number: 1, scene: 'El vado' };
    for (const token of [bea.token, gm.token, undefined]) {
      const view = await api.gql<{ matchView: { campaignSession: unknown } }>(TABLE_OF, { m: matchId }, token);
      expect(view.data!.matchView.campaignSession).toEqual(expected);
    }
    const index = await api.gql<{ matches: Array<{ matchId: string; campaignSession: unknown }> }>(LISTED);
    expect(index.data!.matches.find((row) => row.matchId === matchId)?.campaignSession).toEqual(expected);
  });

  it('a resent session start records one session and one match', async () => {
    const campaign = await withPlayers();
    const commandId = cmd('ses');
    const first = await sessionStarted(campaign.id, 'Dos veces', commandId);
    const again = await sessionStarted(campaign.id, 'Dos veces', commandId);
    expect(again.sessions).toHaveLength(1);
    expect(again.sessions[0]!.matchId).toBe(first.sessions[0]!.matchId);
  });

  it('refuses a player who is not the GM, with the rule’s code, and records nothing', async () => {
    const campaign = await withPlayers();
    for (const [query, variables] of [
      [START, { c: cmd('x'), id: campaign.id, s: 'Golpe de mano', o: SHORT }],
      [ADD, { c: cmd('x'), id: campaign.id, p: gm.username }],
    ] as const) {
      const answer = await api.gql(query, variables, bea.token);
      expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'campaign.not-gm' });
    }
    expect(await read(campaign.id)).toMatchObject({ sessionCount: 0, players: [{ id: bea.id }, { id: carla.id }] });
  });

  it('refuses bad input with codes and es/en messages, and changes nothing', async () => {
    const refusedCreate = await api.gql(CREATE, { c: cmd('x'), n: 'ab', g: campaignGame }, gm.token, {
      'accept-language': 'en',
    });
    expect(refusedCreate.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      problems: [{ path: 'name', messages: { en: "The campaign's name must be 3 to 80 characters long." } }],
    });
    const swissGame = (await api.gql<{ games: Array<{ id: string; organizedPlay: string }> }>(GAMES)).data!.games.find(
      (g) => g.organizedPlay === 'swiss',
    )!.id;
    const notCampaign = await api.gql(CREATE, { c: cmd('x'), n: 'Liga de verano', g: swissGame }, gm.token);
    expect(notCampaign.errors?.[0]?.extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'campaign.game.not-campaign',
    });
    expect(notCampaign.errors?.[0]?.message).toMatch(/no se juega en campañas/);
    const campaign = await created();
    const noPlayers = await api.gql(START, { c: cmd('x'), id: campaign.id, s: 'Sin nadie', o: SHORT }, gm.token);
    expect(noPlayers.errors?.[0]?.extensions).toMatchObject({ rule: 'campaign.session.no-players' });
    await mutate(api, ADD, { c: cmd('inv'), id: campaign.id, p: bea.username }, gm.token);
    await mutate(api, ACCEPT, { c: cmd('si'), id: campaign.id }, bea.token);
    await mutate(api, ADD, { c: cmd('inv'), id: campaign.id, p: carla.username }, gm.token);
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [ADD, { c: cmd('x'), id: campaign.id, p: bea.username }, 'campaign.player.already'],
      [ADD, { c: cmd('x'), id: campaign.id, p: carla.username }, 'campaign.player.invited'],
      [ADD, { c: cmd('x'), id: campaign.id, p: gm.id }, 'campaign.player.is-gm'],
      [ADD, { c: cmd('x'), id: campaign.id, p: 'nadie-se-llama-asi' }, 'NOT_FOUND'],
      [START, { c: cmd('x'), id: campaign.id, s: '   ', o: SHORT }, '"path":"scene"'],
      [START, { c: cmd('x'), id: campaign.id, s: 'Escena\u202e', o: SHORT }, '"path":"scene"'],
      [
        START,
        { c: cmd('x'), id: campaign.id, s: 'Opciones malas', o: { table: { handLimit: 0 } } },
        'options.table.handLimit',
      ],
    ];
    for (const [query, variables, expected] of cases) {
      const answer = await api.gql(query, variables, gm.token);
      expect(JSON.stringify(answer.errors?.[0]?.extensions), expected).toContain(expected);
    }
    expect(await read(campaign.id, gm.token)).toMatchObject({
      sessionCount: 0,
      players: [{ id: bea.id }],
      invited: [{ id: carla.id }],
    });
    const anonymous = await api.gql(CREATE, { c: cmd('x'), n: 'Anónima', g: campaignGame });
    expect(anonymous.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('archives a campaign for its GM only; an archived campaign stays readable and takes no more sessions or players', async () => {
    const campaign = await withPlayers();
    const byPlayer = await api.gql(ARCHIVE, { c: cmd('x'), id: campaign.id }, bea.token);
    expect(byPlayer.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'campaign.not-gm' });
    const archived = await mutateOne<CampaignShape>(api, ARCHIVE, { c: cmd('arch'), id: campaign.id }, gm.token);
    expect(archived).toMatchObject({ status: 'archived', players: [{ id: bea.id }, { id: carla.id }] });
    const session = await api.gql(START, { c: cmd('x'), id: campaign.id, s: 'Demasiado tarde', o: SHORT }, gm.token);
    expect(session.errors?.[0]?.extensions).toMatchObject({ rule: 'campaign.archived' });
    const listed = (await api.gql<{ campaigns: Array<{ id: string; status: string }> }>(`{ campaigns { id status } }`))
      .data!.campaigns;
    expect(listed.find((c) => c.id === campaign.id)?.status).toBe('archived');
  });

  it('answers null for a campaign that does not exist', async () => {
    expect(await read('no-existe')).toBeNull();
  });
});
