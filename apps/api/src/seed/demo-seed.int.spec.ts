import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { accountIdFor } from '../auth/account.js';
import { cmd, nextResults, startTestApi, type TestApi } from '../testing/harness.js';
import { DEMO_JUDGE, DEMO_ORGANIZER, DEMO_PASSWORD, DEMO_PLAYER } from './demo-accounts.js';
import { DEMO_CAMPAIGN_NAME, DEMO_SESSION_SCENES } from './demo-campaign.js';
import { DEMO_SAVED_DECKS_PER_GAME } from './demo-decks.js';
import { DEMO_CUP_ID, DEMO_LEAGUE_ID, DEMO_OPEN_ID } from './demo-tournaments.js';
import { verifyServed } from '../matches/match-play.testkit.js';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { player { username displayName } } }`;

describe('demo seed on the first start', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ SEED_DEMO: '1' });
  });
  afterAll(async () => {
    await api.stop();
    rmSync(api.dataDir, { recursive: true, force: true });
  });

  it('creates one account of each role that can sign in', async () => {
    for (const account of [DEMO_ORGANIZER, DEMO_JUDGE, DEMO_PLAYER]) {
      const result = await api.gql<{ login: { player: { username: string } } }>(LOGIN, {
        u: account.username,
        p: DEMO_PASSWORD,
      });
      expect(result.errors, account.username).toBeUndefined();
      expect(result.data?.login.player.username).toBe(account.username);
    }
  });

  it('seeds a league in progress and a tournament open for registration', async () => {
    const result = await api.gql<{
      tournaments: Array<{
        id: string;
        status: string;
        playerCount: number;
        currentRound: number;
        judges: Array<{ username: string }>;
        standings: Array<{ points: number }>;
      }>;
    }>('{ tournaments { id status playerCount currentRound judges { username } standings { points } } }');
    const byId = new Map(result.data?.tournaments.map((t) => [t.id, t]));
    const league = byId.get(DEMO_LEAGUE_ID);
    expect(league).toMatchObject({
      status: 'registration-closed',
      playerCount: 8,
      currentRound: 2,
      judges: [{ username: DEMO_JUDGE.username }],
    });
    expect(league?.standings.reduce((sum, s) => sum + s.points, 0)).toBe(12);
    expect(byId.get(DEMO_OPEN_ID)).toMatchObject({ status: 'registration-open', playerCount: 0 });
  });

  it("shows a player's public page with the tournaments entered", async () => {
    const result = await api.gql<{ player: { username: string; tournaments: Array<{ id: string }> } }>(
      'query ($id: ID!) { player(id: $id) { username tournaments { id } } }',
      {
        id: accountIdFor(DEMO_PLAYER.username),
      },
    );
    expect(result.data?.player.username).toBe(DEMO_PLAYER.username);
    expect(result.data?.player.tournaments.map((t) => t.id).sort()).toEqual([DEMO_CUP_ID, DEMO_LEAGUE_ID].sort());
  });

  it('names the tournaments and shows a finished practice match of the demo player with a public replay that verifies', async () => {
    const names = await api.gql<{ tournaments: Array<{ id: string; name: string }> }>('{ tournaments { id name } }');
    expect(new Map(names.data?.tournaments.map((t) => [t.id, t.name]))).toEqual(
      new Map([
        [DEMO_LEAGUE_ID, 'Liga de otoño de Espadas de Ceniza'],
        [DEMO_OPEN_ID, 'Torneo abierto de invierno'],
        [DEMO_CUP_ID, 'Copa de verano de Espadas de Ceniza'],
      ]),
    );
    const finished = await api.gql<{
      matches: Array<{ matchId: string; kind: string; players: Array<{ playerId: string }> }>;
    }>('{ matches(status: FINISHED) { matchId kind players { playerId } } }');
    const practice = finished.data?.matches.find(
      (m) => m.kind === 'practice' && m.players.some((p) => p.playerId === accountIdFor(DEMO_PLAYER.username)),
    );
    expect(practice).toMatchObject({
      kind: 'practice',
      players: [{ playerId: accountIdFor(DEMO_PLAYER.username) }, { playerId: 'bot:greedy' }],
    });
    const replay = await api.gql<{ matchReplay: { jsonl: string } }>(
      'query ($m: ID!) { matchReplay(matchId: $m, view: "public") { jsonl } }',
      { m: practice!.matchId },
    );
    expect(verifyServed(replay.data!.matchReplay.jsonl)).toMatchObject({ verified: true, complete: true });
  });

  it('seeds an event played to its end: its champion first of eight final places, named by what it played, its final a verified replay', async () => {
    const result = await api.gql<{
      tournament: {
        status: string;
        winner: string;
        roundLabel: { es: string; en: string };
        rounds: Array<{ stage: string; label: { es: string } }>;
        placings: Array<{ playerId: string; label: { es: string } }>;
      };
    }>(
      'query ($t: ID!) { tournament(id: $t) { status winner roundLabel { es en } rounds { stage label { es } } placings { playerId label { es } } } }',
      { t: DEMO_CUP_ID },
    );
    const cup = result.data!.tournament;
    expect(cup.status).toBe('ended');
    expect(cup.roundLabel).toEqual({ es: '3 rondas suizas + top 4', en: '3 Swiss rounds + top 4' });
    expect(cup.rounds.map((r) => r.label.es)).toEqual([
      'Ronda 1 de 3',
      'Ronda 2 de 3',
      'Ronda 3 de 3',
      'Semifinales',
      'Final',
    ]);
    expect(cup.placings).toHaveLength(8);
    expect(cup.placings[0]).toEqual({ playerId: cup.winner, label: { es: '1.º' } });
    expect(cup.placings.map((p) => p.label.es).slice(0, 4)).toEqual(['1.º', '2.º', '3.º–4.º', '3.º–4.º']);
    // The final was played online: the bracket's table links a finished match whose public replay verifies.
    const final = await api.gql<{
      tournament: { pairings: Array<{ onlineMatch: { matchId: string; status: string; replayHead: string | null } }> };
    }>('query ($t: ID!) { tournament(id: $t) { pairings(round: 5) { onlineMatch { matchId status replayHead } } } }', {
      t: DEMO_CUP_ID,
    });
    const [table] = final.data!.tournament.pairings;
    expect(table!.onlineMatch).toMatchObject({
      status: 'FINISHED',
      replayHead: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const replay = await api.gql<{ matchReplay: { jsonl: string } }>(
      'query ($m: ID!) { matchReplay(matchId: $m, view: "public") { jsonl } }',
      { m: table!.onlineMatch.matchId },
    );
    expect(verifyServed(replay.data!.matchReplay.jsonl)).toMatchObject({ verified: true, complete: true });
  });

  it('names the final in the match index and on its match page by the event and «Final», not by its round number', async () => {
    const index = await api.gql<{
      matches: Array<{
        round: number;
        tournamentTable: { tournamentName: string; label: { es: string }; table: number };
      }>;
    }>(
      'query ($t: ID!) { matches(tournamentId: $t, status: FINISHED) { matchId round tournamentTable { tournamentName label { es } table } } }',
      { t: DEMO_CUP_ID },
    );
    expect(index.errors).toBeUndefined();
    const expected = { tournamentName: 'Copa de verano de Espadas de Ceniza', label: { es: 'Final' }, table: 1 };
    expect(index.data!.matches).toEqual([expect.objectContaining({ round: 5, tournamentTable: expected })]);
    const [final] = index.data!.matches as unknown as Array<{ matchId: string }>;
    const page = await api.gql<{ matchView: { tournamentTable: unknown } }>(
      'query ($m: ID!) { matchView(matchId: $m) { tournamentTable { tournamentName label { es } table } } }',
      { m: final!.matchId },
    );
    expect(page.data!.matchView.tournamentTable).toEqual(expected);
    const practice = await api.gql<{ matches: Array<{ kind: string; tournamentTable: unknown }> }>(
      '{ matches(status: FINISHED) { kind tournamentTable { tournamentName } } }',
    );
    for (const match of practice.data!.matches.filter((m) => m.kind !== 'tournament'))
      expect(match.tournamentTable).toBeNull();
  });

  /** A demo account's session token. */
  async function tokenOf(username: string): Promise<string> {
    const login = await api.gql<{ login: { token: string } }>(
      'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      { u: username, p: DEMO_PASSWORD },
    );
    return login.data!.login.token;
  }

  it("keeps the demo player's saved decks: ready-made decks of two factions of each game with a printed card set, named as hers, valid and written with card names", async () => {
    const token = await tokenOf(DEMO_PLAYER.username);
    const mine = await api.gql<{
      myDecks: Array<{
        game: string;
        name: string;
        valid: boolean;
        faction: string | null;
        cardCount: number;
        text: string;
      }>;
    }>('{ myDecks { game name valid faction cardCount text } }', {}, token);
    expect(mine.errors).toBeUndefined();
    const played = gameRegistry().games.filter((game) => game.module && game.cardList);
    expect(played.map((game) => game.id)).toContain('blades-of-ash');
    for (const game of played) {
      const saved = mine.data!.myDecks.filter((deck) => deck.game === game.id);
      expect(saved, game.id).toHaveLength(DEMO_SAVED_DECKS_PER_GAME);
      expect(new Set(saved.map((deck) => deck.faction)).size, 'two factions').toBe(saved.length);
      const names = new Map(game.cardList!().cards.map((card) => [card.id, card.name.es]));
      for (const deck of saved) {
        const ready = game.module!.setup.readyDecks().find((r) => deck.name === `Mi ${r.name.es}`);
        expect(ready, `${game.id}: ${deck.name} is a ready-made deck, named as hers`).toBeDefined();
        expect(deck.valid, `${game.id}: ${deck.name}`).toBe(true);
        const entries = Object.values(ready!.deck.sections).flat();
        expect(deck.cardCount).toBe(entries.reduce((sum, entry) => sum + entry.count, 0));
        // Written for a person: every card by its Spanish name, none by its id.
        for (const entry of entries)
          expect(deck.text).toContain(`${entry.count} ${names.get(entry.card) ?? entry.card}`);
      }
    }
  });

  it('directs a campaign: the organizer as its GM, the demo player and Ana accepted, session 1 played to its end with a replay that verifies, session 2 under way', async () => {
    const listed = await api.gql<{ campaigns: Array<{ id: string; name: string }> }>('{ campaigns { id name } }');
    const found = listed.data!.campaigns.find((c) => c.name === DEMO_CAMPAIGN_NAME);
    expect(found, 'the demo campaign is listed').toBeDefined();
    const token = await tokenOf(DEMO_PLAYER.username);
    const read = await api.gql<{
      campaign: {
        gm: { id: string };
        yourRole: string;
        players: Array<{ displayName: string }>;
        sessions: Array<{ number: number; scene: string; status: string; matchId: string }>;
      };
    }>(
      'query ($id: ID!) { campaign(id: $id) { gm { id } yourRole players { displayName } sessions { number scene status matchId } } }',
      { id: found!.id },
      token,
    );
    const campaign = read.data!.campaign;
    expect(campaign.gm.id).toBe(accountIdFor(DEMO_ORGANIZER.username));
    expect(campaign.yourRole).toBe('player');
    expect(campaign.players.map((p) => p.displayName)).toEqual([DEMO_PLAYER.displayName, 'Ana Robles']);
    const byNumber = [...campaign.sessions].sort((a, b) => a.number - b.number);
    expect(byNumber.map((s) => [s.number, s.scene, s.status])).toEqual([
      [1, DEMO_SESSION_SCENES[0], 'finished'],
      [2, DEMO_SESSION_SCENES[1], 'live'],
    ]);
    const replay = await api.gql<{ matchReplay: { jsonl: string } }>(
      'query ($m: ID!) { matchReplay(matchId: $m, view: "public") { jsonl } }',
      { m: byNumber[0]!.matchId },
    );
    expect(verifyServed(replay.data!.matchReplay.jsonl)).toMatchObject({ verified: true, complete: true });
  });

  it("leaves the demo player's own table of round 2 unplayed, whatever the pairing, and she can start it online with her registered deck", async () => {
    const token = await tokenOf(DEMO_PLAYER.username);
    const me = accountIdFor(DEMO_PLAYER.username);
    const league = await api.gql<{
      tournament: {
        pairings: Array<{
          round: number;
          table: number;
          playerA: string;
          playerB: string | null;
          result: unknown;
          onlineMatch: unknown;
        }>;
      };
    }>(
      'query ($t: ID!) { tournament(id: $t) { pairings { round table playerA playerB result { status } onlineMatch { matchId } } } }',
      { t: DEMO_LEAGUE_ID },
      token,
    );
    const mine = league.data!.tournament.pairings.find((p) => p.round === 2 && [p.playerA, p.playerB].includes(me));
    expect(mine, 'her table of round 2').toMatchObject({
      playerB: expect.any(String),
      result: null,
      onlineMatch: null,
    });
    const created = await api.gql<{ createTournamentMatch: { match: { matchId: string } } }>(
      'mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: $r, table: $n, commandId: $c) { match { matchId } } }',
      { t: DEMO_LEAGUE_ID, r: 2, n: mine!.table, c: cmd('demo-table') },
      token,
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createTournamentMatch.match.matchId).toBeTruthy();
  });

  it("gives the league's judge an open call from a table at play online, pointing at the rival's move, and a warning of round 1", async () => {
    const token = await tokenOf(DEMO_JUDGE.username);
    const desk = await api.gql<{
      judgeCalls: Array<{
        round: number;
        table: number;
        playerId: string;
        matchEvent: number | null;
        onlineMatch: { matchId: string } | null;
      }>;
      penalties: Array<{ round: number; penalty: string; infraction: string }>;
      tournament: {
        pairings: Array<{ round: number; table: number; playerA: string; playerB: string | null; result: unknown }>;
      };
    }>(
      `query ($t: ID!) {
        judgeCalls(tournamentId: $t, openOnly: true) { round table playerId matchEvent onlineMatch { matchId } }
        penalties(tournamentId: $t) { round penalty infraction }
        tournament(id: $t) { pairings { round table playerA playerB result { status } } }
      }`,
      { t: DEMO_LEAGUE_ID },
      token,
    );
    expect(desk.errors).toBeUndefined();
    const [call] = desk.data!.judgeCalls;
    expect(desk.data!.judgeCalls).toHaveLength(1);
    const table = desk.data!.tournament.pairings.find((p) => p.round === 2 && p.table === call!.table)!;
    expect(call).toMatchObject({ round: 2, playerId: table.playerB, matchEvent: expect.any(Number) });
    expect(table.result, 'the called table is still at play').toBeNull();
    expect([table.playerA, table.playerB]).not.toContain(accountIdFor(DEMO_PLAYER.username));
    const audit = await api.gql<{
      matchAudit: { entries: Array<{ index: number; actor: number | null }> };
      matchView: { seats: Array<{ seat: number; playerId: string }> };
    }>(
      'query ($m: ID!) { matchAudit(matchId: $m) { entries { index actor } } matchView(matchId: $m) { seats { seat playerId } } }',
      { m: call!.onlineMatch!.matchId },
      token,
    );
    const rivalSeat = audit.data!.matchView.seats.find((s) => s.playerId === table.playerA)!.seat;
    const rivalMoves = audit.data!.matchAudit.entries.filter((e) => e.actor === rivalSeat);
    expect(rivalMoves.length, 'the rival has moved').toBeGreaterThan(0);
    expect(call!.matchEvent, "the call points at the rival's latest move").toBe(rivalMoves.at(-1)!.index);
    expect(desk.data!.penalties).toEqual([{ round: 1, penalty: 'warning', infraction: 'slow-play' }]);
  });

  it('ticks the running round clock of the demo league over graphql-ws', async () => {
    const ticks = nextResults<{ roundClock: { round: number; phase: string; remainingMs: number } }>(
      api.ws(),
      'subscription ($t: ID!) { roundClock(tournamentId: $t) { round phase remainingMs } }',
      { t: DEMO_LEAGUE_ID },
      2,
    );
    const [first, second] = await ticks.done;
    expect(first?.roundClock).toMatchObject({ round: 2, phase: 'running' });
    expect(second!.roundClock.remainingMs).toBeLessThan(first!.roundClock.remainingMs);
    expect(first!.roundClock.remainingMs).toBeLessThanOrEqual(45 * 60_000);
  });

  it('does not seed again when the store already has events', async () => {
    const before = await api.storeHead();
    await api.close();
    const again = await startTestApi({ SEED_DEMO: '1' }, api.dataDir);
    try {
      expect(before).toMatch(/^\d+$/);
      expect(await again.storeHead()).toBe(before);
    } finally {
      await again.stop();
    }
    api = await startTestApi({}, api.dataDir);
  });
});

describe('SEED_DEMO=0', () => {
  it('starts with an empty store', async () => {
    const api = await startTestApi({ SEED_DEMO: '0' });
    try {
      expect(await api.storeHead()).toBeNull();
    } finally {
      await api.stop();
    }
  });
});
