import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '@cronica/event-store';
import { dumpReadModels, migrateReadModels, rebuildReadModels, type ReadDb } from '@cronica/projections';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { cmd, mutate, nextResults, signUp, type Account } from '../testing/harness.js';
import { readAllOpened } from '../testing/child-api.js';
import { suiteApi } from '../testing/suite-api.js';
import { openTournament, registerPlayers } from '../testing/tournament-setup.js';

const CREATE = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { result { position duplicate events } tournament { id name status } } }`;
const SIMPLE = (name: string) =>
  `mutation ($t: ID!, $c: ID!) { ${name}(tournamentId: $t, commandId: $c) { result { position events } tournament { status currentRound } } }`;
const PAIRINGS = `query ($t: ID!, $r: Int) { tournament(id: $t) { pairings(round: $r) { round table playerA playerB published result { winner status } } } }`;
const REPORT = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $c: ID!) { reportResult(tournamentId: $t, round: $r, table: $n, result: $res, commandId: $c) { result { events } } }`;
const CONFIRM = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { confirmResult(tournamentId: $t, round: $r, table: $n, commandId: $c) { result { events } } }`;
const STANDINGS = `query ($t: ID!) { tournament(id: $t) { status winner standings { rank playerId playerName points wins draws losses byes random tiebreakers { name value } } } }`;

interface PairingRow {
  round: number;
  table: number;
  playerA: string;
  playerB: string | null;
  published: boolean;
  result: { winner: string; status: string } | null;
}

describe('a whole Swiss event over real HTTP', () => {
  const api = suiteApi();
  let organizer: Account;
  let players: Account[];
  let tournamentId: string;
  const token = (id: string) => players.find((p) => p.id === id)!.token;

  beforeAll(async () => {
    organizer = await signUp(api, 'olga', 'Olga');
    players = [];
    for (const name of ['ana', 'bea', 'cris', 'dani', 'eva']) players.push(await signUp(api, name, name.toUpperCase()));
  });

  it('creates the tournament with its format; the creator is its organizer', async () => {
    const input = {
      commandId: cmd('create'),
      name: 'Liga de otoño',
      game: 'blades-of-ash',
      rounds: 3,
      roundMinutes: 45,
      tiebreakPreset: 'wot',
      requireDeckLists: false,
    };
    const created = await mutate<{
      createTournament: { result: { position: string }; tournament: { id: string; status: string } };
    }>(api, CREATE, { input }, organizer.token);
    tournamentId = created.createTournament.tournament.id;
    expect(created.createTournament.tournament.status).toBe('created');
    const again = await mutate<{ createTournament: { result: { duplicate: boolean }; tournament: { id: string } } }>(
      api,
      CREATE,
      { input },
      organizer.token,
    );
    expect(again.createTournament).toMatchObject({ result: { duplicate: true }, tournament: { id: tournamentId } });
    const listed = await api.gql<{
      tournaments: Array<{
        id: string;
        organizer: { username: string };
        format: { roundMinutes: number; tiebreakers: string[] };
      }>;
    }>('{ tournaments { id organizer { username } format { roundMinutes tiebreakers } } }');
    expect(listed.data?.tournaments).toEqual([
      {
        id: tournamentId,
        organizer: { username: 'olga' },
        format: { roundMinutes: 45, tiebreakers: ['score', 'head-to-head', 'opponents-points', 'opponents-score'] },
      },
    ]);
  });

  it('refuses malformed and wrongly typed input with BAD_USER_INPUT, writing nothing', async () => {
    const head = () => api.storeHead();
    const before = await head();
    const base = { commandId: cmd('bad'), name: 'Mal', game: 'blades-of-ash', rounds: 3 };
    for (const input of [
      { ...base, game: 'ajedrez' },
      { ...base, rounds: 0 },
      { ...base, topCut: { size: 3 } },
      { ...base, rounds: 'tres' },
      { ...base, name: '' },
    ]) {
      const result = await api.gql(CREATE, { input }, organizer.token);
      expect(result.errors?.[0]?.extensions?.code, JSON.stringify(input)).toBe('BAD_USER_INPUT');
    }
    const unknown = await api.gql(SIMPLE('openRegistration'), { t: 'no-such-tournament', c: cmd() }, organizer.token);
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(await head()).toBe(before);
  });

  it('registers players who sign up themselves, then closes registration', async () => {
    await mutate(api, SIMPLE('openRegistration'), { t: tournamentId, c: cmd() }, organizer.token);
    // All at once: concurrent appends to one stream conflict and the bus retries read-decide-append.
    await Promise.all(
      players.map((player) =>
        mutate(api, SIMPLE('registerForTournament'), { t: tournamentId, c: cmd() }, player.token),
      ),
    );
    const forbidden = await api.gql(SIMPLE('closeRegistration'), { t: tournamentId, c: cmd() }, players[0]!.token);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await api.gql(SIMPLE('closeRegistration'), { t: tournamentId, c: cmd() });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await mutate(api, SIMPLE('closeRegistration'), { t: tournamentId, c: cmd() }, organizer.token);
    const read = await api.gql<{ tournament: { playerCount: number; players: Array<{ name: string }> } }>(
      'query ($t: ID!) { tournament(id: $t) { playerCount players { name } } }',
      { t: tournamentId },
    );
    expect(read.data?.tournament.playerCount).toBe(5);
  });

  it('plays three rounds: pair, publish, report, confirm, end; tournamentUpdated follows along', async () => {
    const updates = nextResults<{ tournamentUpdated: { currentRound: number } }>(
      api.ws(),
      'subscription ($t: ID!) { tournamentUpdated(id: $t) { currentRound status } }',
      { t: tournamentId },
      4,
    );
    await updates.ready;
    for (let round = 1; round <= 3; round += 1) await playRound(round);
    const received = await updates.done;
    expect(received).toHaveLength(4);
    // The tournament as it was when the feed opened, then the first round's changes.
    expect(received[0]?.tournamentUpdated.currentRound).toBe(0);
    expect(received[1]?.tournamentUpdated.currentRound).toBe(1);
  });

  async function playRound(round: number, tables = 3): Promise<void> {
    await mutate(api, SIMPLE('pairNextRound'), { t: tournamentId, c: cmd() }, organizer.token);
    const hidden = await api.gql<{ tournament: { pairings: PairingRow[] } }>(PAIRINGS, { t: tournamentId, r: round });
    expect(hidden.data?.tournament.pairings).toEqual([]);
    await mutate(api, SIMPLE('publishPairings'), { t: tournamentId, c: cmd() }, organizer.token);
    await mutate(api, SIMPLE('startRoundClock'), { t: tournamentId, c: cmd() }, organizer.token);
    const { tournament } = await mutate<{ tournament: { pairings: PairingRow[] } }>(api, PAIRINGS, {
      t: tournamentId,
      r: round,
    });
    expect(tournament.pairings).toHaveLength(tables);
    expect(tournament.pairings.filter((p) => p.playerB === null)).toHaveLength(tables === 3 ? 1 : 0);
    for (const table of tournament.pairings.filter((p) => p.playerB !== null)) {
      const winner = table.playerA < table.playerB! ? 'a' : 'b';
      const result = { winner, games: [{ winner, lifeA: winner === 'a' ? 7 : 0, lifeB: winner === 'b' ? 5 : 0 }] };
      await mutate(
        api,
        REPORT,
        { t: tournamentId, r: round, n: table.table, res: result, c: cmd() },
        token(table.playerA),
      );
      const own = await api.gql(CONFIRM, { t: tournamentId, r: round, n: table.table, c: cmd() }, token(table.playerA));
      expect(own.errors?.[0]?.extensions).toMatchObject({
        code: 'RULE_VIOLATION',
        rule: 'tournament.result.own-report',
      });
      await mutate(api, CONFIRM, { t: tournamentId, r: round, n: table.table, c: cmd() }, token(table.playerB!));
    }
    await mutate(api, SIMPLE('endRound'), { t: tournamentId, c: cmd() }, organizer.token);
  }

  it('ends with final standings carrying every tiebreak value, and a winner', async () => {
    await mutate(api, SIMPLE('endTournament'), { t: tournamentId, c: cmd() }, organizer.token);
    const { tournament } = await mutate<{
      tournament: {
        status: string;
        winner: string;
        standings: Array<{
          rank: number;
          playerId: string;
          points: number;
          wins: number;
          losses: number;
          byes: number;
          tiebreakers: Array<{ name: string; value: number | null }>;
        }>;
      };
    }>(api, STANDINGS, { t: tournamentId });
    expect(tournament.status).toBe('ended');
    expect(tournament.standings.map((s) => s.rank)).toEqual([1, 2, 3, 4, 5]);
    for (const row of tournament.standings) {
      // A bye is a win: 3 points, counted among the wins.
      expect(row.points).toBe(3 * row.wins);
      expect(row.wins + row.losses).toBe(3);
      expect(row.byes).toBeLessThanOrEqual(1);
      expect(row.tiebreakers.map((t) => t.name)).toEqual([
        'score',
        'head-to-head',
        'opponents-points',
        'opponents-score',
      ]);
    }
    expect(tournament.standings.map((s) => s.points)).toEqual(
      [...tournament.standings.map((s) => s.points)].sort((a, b) => b - a),
    );
    expect(tournament.standings.reduce((sum, s) => sum + s.byes, 0)).toBe(3);
    expect(tournament.winner).toBe(tournament.standings[0]?.playerId);
    const late = await api.gql(SIMPLE('pairNextRound'), { t: tournamentId, c: cmd() }, organizer.token);
    expect(late.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'tournament.ended' });
  });

  it('rebuilds the read models from the store to exactly the live ones', async () => {
    const rebuilt = new Database(':memory:');
    migrateReadModels(rebuilt);
    const store = api.app.get<EventStore>(EVENT_STORE);
    const progress = await rebuildReadModels(rebuilt, readAllOpened(store));
    expect(progress.events).toBeGreaterThan(30);
    expect(dumpReadModels(rebuilt)).toEqual(dumpReadModels(api.app.get<ReadDb>(READ_DB)));
  });

  it('runs a top cut after the Swiss rounds: the final decides the winner', async () => {
    const input = { name: 'Con corte', game: 'blades-of-ash', rounds: 2, requireDeckLists: false, topCut: { size: 2 } };
    tournamentId = await openTournament(api, organizer, input);
    await registerPlayers(
      api,
      tournamentId,
      players.slice(0, 4).map((player) => ({ player })),
    );
    await mutate(api, SIMPLE('closeRegistration'), { t: tournamentId, c: cmd() }, organizer.token);
    for (const round of [1, 2]) await playRound(round, 2);
    const CUT = `mutation ($t: ID!, $c: ID!, $o: [ID!]) { startTopCut(tournamentId: $t, commandId: $c, resolvedOrder: $o) { tournament { status } } }`;
    const first = await api.gql(CUT, { t: tournamentId, c: cmd() }, organizer.token);
    if (first.errors) {
      // A cut place decided at random needs the organizer's tiebreak match first (002 C.2.4.2).
      expect(first.errors[0]?.extensions).toMatchObject({
        code: 'RULE_VIOLATION',
        rule: 'tournament.top-cut.tiebreak-match-needed',
      });
      const { tournament } = await mutate<{ tournament: { standings: Array<{ playerId: string }> } }>(api, STANDINGS, {
        t: tournamentId,
      });
      await mutate(
        api,
        CUT,
        { t: tournamentId, c: cmd(), o: tournament.standings.map((s) => s.playerId) },
        organizer.token,
      );
    }
    await mutate(api, SIMPLE('publishPairings'), { t: tournamentId, c: cmd() }, organizer.token);
    const { tournament } = await mutate<{ tournament: { pairings: PairingRow[] } }>(api, PAIRINGS, {
      t: tournamentId,
      r: 3,
    });
    expect(tournament.pairings).toHaveLength(1);
    const final = tournament.pairings[0]!;
    await mutate(api, REPORT, { t: tournamentId, r: 3, n: 1, res: { winner: 'b' }, c: cmd() }, token(final.playerA));
    await mutate(api, CONFIRM, { t: tournamentId, r: 3, n: 1, c: cmd() }, token(final.playerB!));
    await mutate(api, SIMPLE('endRound'), { t: tournamentId, c: cmd() }, organizer.token);
    const ended = await mutate<{ tournament: { status: string; winner: string } }>(api, STANDINGS, { t: tournamentId });
    expect(ended.tournament).toMatchObject({ status: 'ended', winner: final.playerB });
  });
});
