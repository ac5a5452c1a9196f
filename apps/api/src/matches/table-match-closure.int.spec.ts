import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { cmd, mutate, signUp, type Account } from '../testing/harness.js';
import { openTournament, publishNextRound, registerPlayers, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { REPLAY, SEED, viewOf, verifyServed } from './match-play.testkit.js';
import { suiteApi } from '../testing/suite-api.js';

// A table that starts its match online and then settles its result on paper (reported and
// confirmed, or entered at the desk): the online match is closed, not left "in play" forever.

const PAIRINGS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerA playerB } } }`;
const CREATE_MATCH = `mutation ($t: ID!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: 1, table: $n, commandId: $c) { match { matchId } } }`;
const REPORT = `mutation ($t: ID!, $n: Int!, $res: MatchResultInput!, $c: ID!) { reportResult(tournamentId: $t, round: 1, table: $n, result: $res, commandId: $c) { result { events } } }`;
const CONFIRM = `mutation ($t: ID!, $n: Int!, $c: ID!) { confirmResult(tournamentId: $t, round: 1, table: $n, commandId: $c) { result { events } } }`;
const OVERRIDE = `mutation ($t: ID!, $n: Int!, $res: MatchResultInput!, $c: ID!) { overrideResult(tournamentId: $t, round: 1, table: $n, result: $res, commandId: $c) { result { events } } }`;
const MATCHES = `query ($t: ID!) { tournament(id: $t) { matches { matchId table status result { outcome winnerPlayerId reason } } } }`;

interface Pairing {
  table: number;
  playerA: string;
  playerB: string;
}
interface Summary {
  matchId: string;
  table: number;
  status: string;
  result: { outcome: string; winnerPlayerId: string | null; reason: string } | null;
}

describe('a table settled on paper closes its online match', () => {
  const api = suiteApi();
  let olga: Account;
  let players: Account[];
  let t: string;
  let pairings: Pairing[];
  const matchOf = new Map<number, string>();
  const tokenOf = (id: string) => players.find((p) => p.id === id)!.token;
  const summaries = async () =>
    (await mutate<{ tournament: { matches: Summary[] } }>(api, MATCHES, { t })).tournament.matches;

  beforeAll(async () => {
    olga = await signUp(api, 'olga');
    players = [
      await signUp(api, 'ana'),
      await signUp(api, 'bea'),
      await signUp(api, 'carla'),
      await signUp(api, 'dario'),
    ];
    t = await openTournament(api, olga, {
      name: 'Copa en papel',
      game: 'blades-of-ash',
      rounds: 2,
      roundMinutes: 45,
      requireDeckLists: true,
    });
    await registerPlayers(
      api,
      t,
      players.map((player, n) => ({ player, deck: readyDecks()[n % 3]!.deck })),
    );
    await publishNextRound(api, olga, t);
    pairings = (await mutate<{ tournament: { pairings: Pairing[] } }>(api, PAIRINGS, { t })).tournament.pairings;
    // Both tables start online: the match is created and both players give their seeds.
    for (const pairing of pairings) {
      const created = await mutate<{ createTournamentMatch: { match: { matchId: string } } }>(
        api,
        CREATE_MATCH,
        { t, n: pairing.table, c: cmd() },
        tokenOf(pairing.playerA),
      );
      const matchId = created.createTournamentMatch.match.matchId;
      matchOf.set(pairing.table, matchId);
      for (const player of [pairing.playerA, pairing.playerB])
        await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, tokenOf(player));
    }
  }, 60_000);

  it('both matches are live before any result', async () => {
    expect((await summaries()).map((s) => s.status)).toEqual(['LIVE', 'LIVE']);
  });

  it('a result reported and confirmed on paper ends the match: finished, the closure in its log, the tournament’s result sealed', async () => {
    const [first] = pairings;
    await mutate(api, REPORT, { t, n: first!.table, res: { winner: 'b' }, c: cmd() }, tokenOf(first!.playerA));
    expect((await summaries()).find((s) => s.table === first!.table)!.status).toBe('LIVE');
    await mutate(api, CONFIRM, { t, n: first!.table, c: cmd() }, tokenOf(first!.playerB));
    const matchId = matchOf.get(first!.table)!;
    const view = await viewOf(api, matchId, tokenOf(first!.playerA));
    expect(view.status).toBe('finished');
    expect(view.legalCommands).toEqual([]);
    expect(view.log.at(-1)!.text).toContain(
      'Partida cerrada: el resultado de la mesa se fijó fuera de esta partida (en papel o en la mesa de organización).',
    );
    expect(view.log.at(-1)!.text).toMatch(/ Resultado del torneo: gana \S+\.$/u);
    expect((await summaries()).find((s) => s.table === first!.table)).toMatchObject({
      status: 'FINISHED',
      result: { outcome: 'win', winnerPlayerId: first!.playerB, reason: 'tournament.table-settled' },
    });
  });

  it('a result entered at the desk ends the other match, and every view of its replay verifies', async () => {
    const second = pairings[1]!;
    await mutate(api, OVERRIDE, { t, n: second.table, res: { winner: 'draw' }, c: cmd() }, olga.token);
    const matchId = matchOf.get(second.table)!;
    expect((await summaries()).find((s) => s.table === second.table)).toMatchObject({
      status: 'FINISHED',
      result: { outcome: 'draw', reason: 'tournament.table-settled' },
    });
    for (const [view, token] of [
      ['judge', olga.token],
      ['seat:0', tokenOf(second.playerA)],
      ['public', undefined],
    ] as const) {
      const replay = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: view }, token);
      const closure = replay.matchReplay.jsonl
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => JSON.parse(line) as { kind: string; type?: string; judge?: string; data?: unknown })
        .find((line) => line.type === 'MatchClosed');
      expect(closure).toMatchObject({
        kind: 'judge',
        judge: olga.id,
        data: { reason: 'table-settled', by: olga.id, winner: 'draw' },
      });
      const report = verifyServed(replay.matchReplay.jsonl);
      expect(report.errors).toEqual([]);
      expect(report.verified).toBe(true);
    }
  });

  it('the closed tables report nothing twice: the round ends with the paper results', async () => {
    await mutate(api, TOURNAMENT_STEP('endRound'), { t, c: cmd() }, olga.token);
    const RESULTS = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table result { status winner } } } }`;
    const rows = (
      await mutate<{ tournament: { pairings: Array<{ table: number; result: { status: string; winner: string } }> } }>(
        api,
        RESULTS,
        { t },
      )
    ).tournament.pairings;
    expect(rows.map((r) => r.result.winner)).toEqual(['b', 'draw']);
  });
});
