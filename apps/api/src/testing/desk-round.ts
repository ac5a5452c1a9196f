import { cmd, mutate, type Account, type TestApi } from './harness.js';
import { TOURNAMENT_STEP } from './tournament-setup.js';

const ENTER_RESULT = `mutation ($t: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!, $c: ID!) { overrideResult(tournamentId: $t, round: $r, table: $n, result: $res, reason: "Acta", commandId: $c) { result { events } } }`;
const OPEN_TABLES = `query ($t: ID!) { tournament(id: $t) { currentRound pairings { round table playerB result { status } } } }`;

/** Seat a's win in one game, 10 life to 0, as the desk enters it from a slip. */
export const SEAT_A_WINS = { winner: 'a', games: [{ winner: 'a', lifeA: 10, lifeB: 0 }] };

interface OpenTables {
  tournament: {
    currentRound: number;
    pairings: Array<{ round: number; table: number; playerB: string | null; result: unknown }>;
  };
}

/**
 * The desk enters seat a's win at every table of the current round still without a result (a bye
 * has its own) and ends the round, as an organizer with a stack of slips does; answers the round.
 */
export async function settleRoundAtDesk(api: TestApi, organizer: Account, t: string): Promise<number> {
  const { currentRound, pairings } = (await mutate<OpenTables>(api, OPEN_TABLES, { t })).tournament;
  const open = pairings.filter((p) => p.round === currentRound && p.playerB !== null && !p.result);
  for (const table of open)
    await mutate(
      api,
      ENTER_RESULT,
      { t, r: currentRound, n: table.table, res: SEAT_A_WINS, c: cmd() },
      organizer.token,
    );
  await mutate(api, TOURNAMENT_STEP('endRound'), { t, c: cmd() }, organizer.token);
  return currentRound;
}
