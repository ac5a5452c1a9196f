import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import { judgedRoundUnderway } from '../testing/tournament-setup.js';
import { REPLAY, SEED, viewOf } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

// A table whose match was created online but never started (one player never gave a seed), and
// whose result is then settled on paper: the match is closed with the table, so nobody is left
// asked for a seed and the event's match list doesn't show it waiting forever.

const PAIRINGS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerA playerB } } }`;
const CREATE_MATCH = `mutation ($t: ID!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: 1, table: $n, commandId: $c) { match { matchId } } }`;
const REPORT = `mutation ($t: ID!, $n: Int!, $res: MatchResultInput!, $c: ID!) { reportResult(tournamentId: $t, round: 1, table: $n, result: $res, commandId: $c) { result { events } } }`;
const CONFIRM = `mutation ($t: ID!, $n: Int!, $c: ID!) { confirmResult(tournamentId: $t, round: 1, table: $n, commandId: $c) { result { events } } }`;
const MATCHES = `query ($t: ID!) { tournament(id: $t) { matches { matchId table status result { outcome winnerPlayerId reason } } } }`;

describe('a table settled on paper closes its match still waiting for seeds', () => {
  const api = suiteApi();
  let players: Account[];
  let t: string;
  let table: { table: number; playerA: string; playerB: string };
  let matchId: string;
  const tokenOf = (id: string) => players.find((p) => p.id === id)!.token;

  beforeAll(async () => {
    const olga = await signUp(api, 'olga');
    const ana = await signUp(api, 'ana');
    const bea = await signUp(api, 'bea');
    players = [ana, bea];
    t = await judgedRoundUnderway(
      api,
      { organizer: olga, judges: [], players: [ana, bea], decks: [readyDecks()[0]!.deck, readyDecks()[1]!.deck] },
      { name: 'Copa sin semillas', game: 'blades-of-ash', rounds: 1, roundMinutes: 45, requireDeckLists: true },
    );
    table = (await mutate<{ tournament: { pairings: (typeof table)[] } }>(api, PAIRINGS, { t })).tournament
      .pairings[0]!;
    const created = await mutate<{ createTournamentMatch: { match: { matchId: string } } }>(
      api,
      CREATE_MATCH,
      { t, n: table.table, c: cmd() },
      tokenOf(table.playerA),
    );
    matchId = created.createTournamentMatch.match.matchId;
    // Only one player gives a seed: the game never starts.
    await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, tokenOf(table.playerA));
  }, 60_000);

  it('the match waits for a seed until the table is settled, then is finished with the tournament’s result and the closure in its log', async () => {
    expect((await viewOf(api, matchId, tokenOf(table.playerB))).status).toBe('awaiting-seeds');
    await mutate(api, REPORT, { t, n: table.table, res: { winner: 'a' }, c: cmd() }, tokenOf(table.playerA));
    await mutate(api, CONFIRM, { t, n: table.table, c: cmd() }, tokenOf(table.playerB));
    const view = await viewOf(api, matchId, tokenOf(table.playerB));
    expect(view.status).toBe('finished');
    expect(view.legalCommands).toEqual([]);
    expect(view.log.at(-1)!.text).toContain('Partida cerrada: el resultado de la mesa se fijó fuera de esta partida');
    const summary = (
      await mutate<{ tournament: { matches: Array<{ matchId: string; status: string; result: unknown }> } }>(
        api,
        MATCHES,
        { t },
      )
    ).tournament.matches.find((m) => m.matchId === matchId);
    expect(summary).toMatchObject({
      status: 'FINISHED',
      result: { outcome: 'win', winnerPlayerId: table.playerA, reason: 'tournament.table-settled' },
    });
  });

  it('the seed the other player sends afterwards is refused as the match being over, and changes nothing', async () => {
    const answer = await api.gql(
      SEED,
      { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() },
      tokenOf(table.playerB),
    );
    expect(JSON.stringify(answer.errors)).toContain('match.over');
    expect((await viewOf(api, matchId, tokenOf(table.playerB))).status).toBe('finished');
  });

  it('asking for its replay says there is no game to replay, rather than that the match is not over', async () => {
    const answer = await api.gql(REPLAY, { m: matchId, v: 'public' });
    expect(JSON.stringify(answer.errors)).toContain(
      'The match was closed before it started: there is no game to replay.',
    );
  });
});
