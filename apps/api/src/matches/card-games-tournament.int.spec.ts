import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import { cmd, mutate, type Account } from '../testing/harness.js';
import {
  asInput,
  chooser,
  REPLAY,
  SEED,
  SUBMIT,
  viewOf,
  type ReportedPairing,
  type ViewShape,
  verifyServed,
} from './match-play.testkit.js';
import { twoPlayerRoundUnderway } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

/** The game's ready-made decks, from its registry line (the API names no game library). */
const ready = (game: string) => gameRegistry().module(game)!.setup.readyDecks();

// ECG (004) and Warlords of Terra (002) tournaments: the registered deck lists (checked by each
// game's validator) become the online match's decks, the format's options reach it (a best-of-3
// Warlords of Terra final, 002 C.1), and the sealed match reports every game with each side's
// final life (ECG: the hero's morale, RULES-NOTES.md "Tournament SCORE") to the pairing.

const CREATE_MATCH = `mutation ($t: ID!, $r: Int!, $n: Int!, $c: ID!) { createTournamentMatch(tournamentId: $t, round: $r, table: $n, commandId: $c) { match { matchId seats { seat playerId } } } }`;
const RESULT = `query ($t: ID!) { tournament(id: $t) { pairings(round: 1) { table playerA playerB result { status winner lifeA lifeB gamesA gamesB } } } }`;

type Pairing = ReportedPairing<{
  lifeA: number | null;
  lifeB: number | null;
  gamesA: number | null;
  gamesB: number | null;
}>;

describe.each([
  { game: 'ecg', decks: () => [ready('ecg')[0]!.deck, ready('ecg')[3]!.deck], format: {}, gameOptions: {}, games: 1 },
  // The tournament's best-of (its Swiss matches played to 3 games, 002 C.1) sets the game's own option: the tournament alone holds it.
  {
    game: 'warlords-of-terra',
    decks: () => [ready('warlords-of-terra')[0]!.deck, ready('warlords-of-terra')[1]!.deck],
    format: { bestOf: 3 },
    gameOptions: {},
    games: 2,
  },
])('a $game tournament match played online', ({ game, decks, format, gameOptions, games }) => {
  // Both seats' moves come from one address, a long random match's worth in a minute: well past the
  // mutations a minute allows a client (RATE_LIMIT_MUTATIONS_PER_MINUTE), which this suite is not about.
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '100000' });
  let olga: Account;
  let players: [Account, Account];
  let tournamentId: string;
  let matchId: string;
  let seats: Array<{ seat: number; playerId: string }>;

  beforeAll(async () => {
    const round = await twoPlayerRoundUnderway(api, decks(), { name: `Copa ${game}`, game, ...format, gameOptions });
    ({ organizer: olga, players, tournamentId } = round);
  }, 120_000);

  it('is created from the pairing with the registered decks, played to the end by both seats, and its judge replay verifies', async () => {
    const created = await mutate<{ createTournamentMatch: { match: { matchId: string; seats: typeof seats } } }>(
      api,
      CREATE_MATCH,
      { t: tournamentId, r: 1, n: 1, c: cmd() },
      olga.token,
    );
    ({ matchId, seats } = created.createTournamentMatch.match);
    const tokens = seats.map((s) => players.find((p) => p.id === s.playerId)!.token);
    for (const token of tokens)
      await mutate(api, SEED, { m: matchId, s: randomBytes(32).toString('hex'), c: cmd() }, token);
    const pick = chooser(11);
    let seat = 0;
    let last: ViewShape = await viewOf(api, matchId, tokens[0]);
    for (let step = 0; step < 8000 && last.status !== 'finished'; step += 1) {
      if (last.legalCommands.length === 0) {
        seat = 1 - seat;
        last = await viewOf(api, matchId, tokens[seat]);
        continue;
      }
      // Conceding is never listed; ending turns often keeps random play short.
      const ends = last.legalCommands.filter((c) =>
        ['EndTurn', 'EndPhase', 'Pass', 'KeepHand', 'ConfirmDeck'].includes(c.command.type),
      );
      const choice = ends.length > 0 && pick([0, 1, 2]) > 0 ? pick(ends) : pick(last.legalCommands);
      last = (
        await mutate<{ submitGameCommand: { match: ViewShape } }>(
          api,
          SUBMIT,
          { m: matchId, cmd: asInput(choice), c: cmd() },
          tokens[seat],
        )
      ).submitGameCommand.match;
    }
    expect(last.status).toBe('finished');
    const judge = await mutate<{ matchReplay: { jsonl: string } }>(api, REPLAY, { m: matchId, v: 'judge' }, olga.token);
    const report = verifyServed(judge.matchReplay.jsonl);
    expect(report.errors).toEqual([]);
    expect(report.fullyVerified).toBe(true);
  }, 600_000);

  it("reports its result to the pairing from the match report: every game, with each side's final life", async () => {
    const judgeView = await viewOf(api, matchId, olga.token);
    let pairing: Pairing | undefined;
    for (let tries = 0; tries < 50 && !pairing?.result; tries += 1) {
      pairing = (await mutate<{ tournament: { pairings: Pairing[] } }>(api, RESULT, { t: tournamentId })).tournament
        .pairings[0];
      if (!pairing?.result) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(pairing?.result?.status).toBe('confirmed');
    const seatOf = (player: string) => seats.find((s) => s.playerId === player)!.seat;
    const state = judgeView.state as {
      games?: Array<{ winner: number | null; life: number[] }>;
      players: Array<{ hero?: { morale: number } }>;
    };
    if (game === 'ecg') {
      const morale = (seat: number) => Math.max(0, state.players[seat]!.hero!.morale);
      expect([pairing!.result!.lifeA, pairing!.result!.lifeB]).toEqual([
        morale(seatOf(pairing!.playerA)),
        morale(seatOf(pairing!.playerB)),
      ]);
    } else {
      // A best-of-3 (002 C.1): every game played is counted for the side that won it.
      const won = (player: string) => state.games!.filter((g) => g.winner === seatOf(player)).length;
      expect(state.games!.length).toBeGreaterThanOrEqual(games);
      expect([pairing!.result!.gamesA, pairing!.result!.gamesB]).toEqual([
        won(pairing!.playerA),
        won(pairing!.playerB),
      ]);
      expect(Math.max(won(pairing!.playerA), won(pairing!.playerB))).toBe(2);
    }
  });
});
