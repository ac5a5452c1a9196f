import type { APIRequestContext } from '@playwright/test';
import { graphql } from '../support/api';
import { newAccount } from '../support/events';
import { livePushes, loseAnswers, UNREACHABLE_TEXT } from '../support/lost-answers';
import { PHONE } from '../support/look';
import { livePracticeMatch } from '../support/practice';
import { signInWithToken } from '../support/session';
import { expect, test } from '../support/test';

// A phone at the table loses its connection just as it sends a move: the move reaches the server,
// its answer never comes back, and the page says to try again. The bot answers meanwhile, so the same
// move is legal again; tapped again once the connection is back, it must not be made twice.

interface SeatView {
  legalCommands: Array<{ command: { type: string } }>;
  log: Array<{ seat: number | null; text: string }>;
}

/** The match as the player's seat (0) sees it through the API. */
async function seatView(request: APIRequestContext, token: string, matchId: string): Promise<SeatView> {
  const query =
    'query ($m: ID!) { matchView(matchId: $m) { legalCommands { command } log(last: 1000) { seat text } } }';
  return (await graphql<{ matchView: SeatView }>(request, query, { m: matchId }, token)).matchView;
}

const rolls = (view: SeatView) => view.log.filter((line) => line.seat === 0 && /tira un dado/.test(line.text)).length;
const mayRoll = (view: SeatView) => view.legalCommands.some((entry) => entry.command.type === 'RollDie');

test('a move whose answer the connection lost, tapped again once the connection is back, is made once', async ({
  browser,
  request,
  stamp,
}) => {
  const player = await newAccount(request, `perdida${stamp}`, `Perdida ${stamp}`);
  const { matchId } = await livePracticeMatch(request, player.token, `e2e-lost-${stamp}`, 'dice-race');
  await graphql(
    request,
    'mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { commandId } } }',
    { m: matchId, cmd: { type: 'StartMatch', data: { seat: 0 } }, c: `e2e-lost-${stamp}-begin` },
    player.token,
  );
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  await signInWithToken(context, player.token);
  const page = await context.newPage();
  const pushes = await livePushes(page);
  await page.goto(`/matches/${matchId}`);
  await pushes.acknowledged;
  const roll = page.getByTestId('dice-race-move').filter({ hasText: 'Tirar el dado' });
  const unreachable = page.getByText(UNREACHABLE_TEXT);

  // The connection drops as the player rolls.
  pushes.arrive = false;
  const connectionBack = await loseAnswers(page, /submitGameCommand/);
  await roll.click();
  await expect(unreachable).toBeVisible();
  // The server made the move, and the bot has answered: the die is the player's again.
  await expect.poll(async () => mayRoll(await seatView(request, player.token, matchId))).toBe(true);
  expect(rolls(await seatView(request, player.token, matchId))).toBe(1);

  pushes.arrive = true;
  connectionBack();
  await roll.click();
  await expect(unreachable).toHaveCount(0);
  // The answer is the match as it is: the bot's move is on the table, and the die was rolled once.
  await expect(page.getByTestId('match-log')).toContainText('Bot');
  expect(rolls(await seatView(request, player.token, matchId))).toBe(1);
  await context.close();
});
