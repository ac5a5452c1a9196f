import { describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { suiteAccounts, testGamesApi } from '../testing/suite-api.js';
import { openTournament, publishNextRound, registerPlayers, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { viewOf, type ViewShape } from './match-play.testkit.js';
import {
  formatKit,
  quiet,
  readyDecks,
  THIRD_LEGENDARY,
  twoLegendaries,
  type Table,
} from './tournament-format.testkit.js';

// An option the organizer sets when creating an event changes what the event's matches do, in
// every kind of match it plays: the Swiss round, the untimed tiebreak match of 002 C.2.4.2 (a tie
// for the one prize place) and the top-cut final. One two-player event per game is played through
// the three, each match showing its game's option at work.

const OVERRIDE = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $c: ID!) { overrideResult(tournamentId: $t, round: $r, table: $n, result: $res, reason: "Acta de mesa", commandId: $c) { result { events } } }`;
const ROUNDS = `query ($t: ID!) { tournament(id: $t) { rounds { number stage } } }`;

type Stage = 'swiss' | 'tiebreak' | 'top-cut';

const api = testGamesApi();
const [olga, ana, bea] = suiteAccounts(api, ['olga', 'ana', 'bea']);
const kit = formatKit(api, olga, [ana, bea]);

const step = (t: string, name: string) => mutate(api, TOURNAMENT_STEP(name), { t, c: cmd() }, olga.token);

/** The desk records the table's result on paper (over whatever the online match reported). */
async function record(t: string, round: number, winner: 'a' | 'draw', games: number): Promise<void> {
  const game = winner === 'draw' ? { winner, lifeA: 10, lifeB: 10 } : { winner, lifeA: 10, lifeB: 0 };
  await mutate(
    api,
    OVERRIDE,
    { t, r: round, n: 1, res: { winner, games: Array.from({ length: games }, () => game) }, c: cmd() },
    olga.token,
  );
  await step(t, 'endRound');
}

/**
 * A two-player event of `game` with one prize place and a top cut of two, played through its three
 * kinds of match: the Swiss round (recorded as a draw, so the prize place is tied), the tiebreak
 * match (won by player A) and the final. `check` looks at each online match as it is played.
 */
async function playThroughStages(
  game: string,
  input: Record<string, unknown>,
  decks: readonly unknown[],
  check: (stage: Stage, table: Table, t: string) => Promise<void>,
): Promise<Stage[]> {
  const t = await openTournament(api, olga, {
    name: `Copa ${game}`,
    game,
    rounds: 1,
    requireDeckLists: true,
    prizePlaces: 1,
    ...input,
  });
  await registerPlayers(api, t, [
    { player: ana, deck: decks[0] },
    { player: bea, deck: decks[1] },
  ]);
  const bestOf = (input.bestOf as number | undefined) ?? 1;
  await publishNextRound(api, olga, t);
  await check('swiss', await kit.matchOf(t, 1), t);
  await record(t, 1, 'draw', 1);
  for (const name of ['pairTiebreakRound', 'publishPairings']) await step(t, name);
  await check('tiebreak', await kit.matchOf(t, 2), t);
  await record(t, 2, 'a', Math.ceil(bestOf / 2));
  for (const name of ['startTopCut', 'publishPairings']) await step(t, name);
  await check('top-cut', await kit.matchOf(t, 3), t);
  const { tournament } = await mutate<{ tournament: { rounds: Array<{ stage: Stage }> } }>(api, ROUNDS, { t });
  return tournament.rounds.map((r) => r.stage);
}

/** Time is called after the match's third turn: the game ends `after` turns past the active one (002 C.1). */
async function timeCalled(
  t: string,
  table: Table,
  lastTurn: (state: Record<string, unknown>) => number | null | undefined,
  after: number,
): Promise<void> {
  const { called, last, ended } = await kit.timeCalled(t, table, lastTurn);
  expect(last).toBe(called + after);
  expect(ended).toBeLessThanOrEqual(called + after + 1);
}

/** The acting seat swaps a third legendary in from the pre-sideboard: refused over a cap of 2 (002 C.5), never offered. */
async function thirdLegendaryRefused(table: Table): Promise<void> {
  const { seat, view } = await kit.actingSeat(table);
  expect(view.legalCommands.some((l) => l.command.type === 'SwapSideboardCard')).toBe(true);
  expect(
    view.legalCommands.some(
      (l) =>
        l.command.type === THIRD_LEGENDARY.type &&
        l.command.data.out === THIRD_LEGENDARY.data.out &&
        l.command.data.in === THIRD_LEGENDARY.data.in,
    ),
  ).toBe(false);
  const sent = await api.gql(
    `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events } } }`,
    {
      m: table.matchId,
      cmd: THIRD_LEGENDARY,
      c: cmd(),
    },
    table.tokens[seat],
  );
  expect(sent.errors?.[0]?.extensions).toMatchObject({ code: 'RULE_VIOLATION', rule: 'wot.swap.legendary-limit' });
}

/** A seat concedes the game in progress: the match goes on to the next game only in a best-of-3. */
async function concedeGame(table: Table): Promise<ViewShape> {
  await mutate(
    api,
    `mutation ($m: ID!, $c: ID!) { submitGameCommand(matchId: $m, command: { type: "Concede", data: { scope: "game" } }, commandId: $c) { result { events } } }`,
    {
      m: table.matchId,
      c: cmd(),
    },
    table.tokens[0],
  );
  return viewOf(api, table.matchId, olga.token);
}

describe('a Warlords of Terra event with a legendary cap of 2, Swiss and tiebreak matches to the best of 3, a final of one game and 1 extra turn', () => {
  it('refuses a third legendary in every match; the Swiss and tiebreak matches go on after one game, the final ends 1 turn after time', async () => {
    const input = { bestOf: 3, topCut: { size: 2, finalBestOf: 1 }, gameOptions: { legendaryLimit: 2, extraTurns: 1 } };
    const stages = await playThroughStages(
      'warlords-of-terra',
      input,
      [twoLegendaries(), twoLegendaries()],
      async (stage, table, t) => {
        expect(await kit.matchFormat(table.matchId)).toMatchObject({
          legendaryLimit: 'Hasta 2 distintas en el mazo principal',
          extraTurns: 'Jugador activo + 1 turno',
          bestOf: stage === 'top-cut' ? 'Una partida' : 'Al mejor de 3',
        });
        await thirdLegendaryRefused(table);
        if (stage === 'top-cut')
          return timeCalled(t, table, (state) => (state.time as { lastTurn: number } | null)?.lastTurn, 1);
        const after = await concedeGame(table);
        expect(after.status).toBe('live');
        expect(after.result).toBeNull();
      },
    );
    expect(stages).toEqual(['swiss', 'tiebreak', 'top-cut']);
  }, 300_000);
});

describe('a Blades of Ash event of one battle round (RULES-NOTES.md, «The skirmish always ends»)', () => {
  it('ends its Swiss, tiebreak and final matches after that round', async () => {
    const [first, , , fourth] = readyDecks('blades-of-ash');
    const stages = await playThroughStages(
      'blades-of-ash',
      { topCut: { size: 2 }, gameOptions: { maxRounds: 1 } },
      [first!.deck, fourth!.deck],
      async (_stage, table) => {
        expect(await kit.matchFormat(table.matchId)).toMatchObject({ maxRounds: '1 ronda' });
        const over = await kit.play(
          table,
          (legal) => legal[0]!,
          () => false,
        );
        expect(over.status).toBe('finished');
        expect((over.state as { round: number }).round).toBe(1);
      },
    );
    expect(stages).toEqual(['swiss', 'tiebreak', 'top-cut']);
  }, 300_000);
});

describe('an ECG event with no turns after time and a limit of 10 turns (ecg RULES-NOTES.md, «The game always ends»)', () => {
  it('ends its timed Swiss and final matches on the turn time is called, and its untimed tiebreak match at turn 10', async () => {
    const [first, , , fourth] = readyDecks('ecg');
    const input = { topCut: { size: 2 }, roundMinutes: 50, gameOptions: { turnsAfterTime: 0, maxTurns: 10 } };
    const stages = await playThroughStages('ecg', input, [first!.deck, fourth!.deck], async (stage, table, t) => {
      expect(await kit.matchFormat(table.matchId)).toMatchObject({ turnsAfterTime: 'Jugador activo + 0 turnos' });
      if (stage !== 'tiebreak') return timeCalled(t, table, (state) => state.lastTurn as number | null, 0);
      // 002 C.2.4.2: the tiebreak round has no clock; the game's turn limit ends it.
      const over = await kit.play(table, quiet, () => false);
      expect(over.status).toBe('finished');
      expect((over.state as { turn: number }).turn).toBe(10);
    });
    expect(stages).toEqual(['swiss', 'tiebreak', 'top-cut']);
  }, 300_000);
});
