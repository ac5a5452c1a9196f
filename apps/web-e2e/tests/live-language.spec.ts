import { playDiceRaceMoves, startDiceRace } from '../support/dice-race';
import { DEMO_PLAYER } from '../support/demo';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A Spanish player whose phone speaks English: the site's language is the one she chose (Spanish by
// default), so what the API answers the browser (HTTP) and pushes to it (WebSocket) must be too.
test.use({ locale: 'en-US' });

test('a reader with an English browser plays live in the site language she chose: moves and log lines over HTTP and WebSocket', async ({
  page,
}) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=dice-race');
  await startDiceRace(page);

  // A few moves: each is sent over HTTP, and the bot's replies arrive as live pushes.
  await playDiceRaceMoves(page, 6);
  const log = page.getByTestId('match-log');
  await expect(log).toContainText(/Bot (tira un dado|roba|juega un)/);
  await expect(log).not.toContainText(/rolls a die|draws|plays a/);

  // Switching the site to English switches what the API says, live too.
  await page.goto(`${new URL(page.url()).pathname}?lang=en`);
  await expect(log).toContainText(/rolls a die|draws|plays a/);
  await expect(log).not.toContainText(/tira un dado/);
});
