import { finishDiceRace, startDiceRace } from '../support/dice-race';
import { DEMO_PLAYER } from '../support/demo';
import { keepScreenshot } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A new game is a library, a registry line and a board: the test game (dice race), registered only
// for these tests, is set up, played and verified through the same pages as any other game.
test('the test game is played on its own small board through the shared match page, and its replay verifies', async ({
  page,
}, info) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=dice-race');
  await startDiceRace(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Carrera de dados');
  const board = page.getByTestId('dice-race-board');
  await expect(board).toBeVisible();
  await keepScreenshot(page, info, 'dice-race-live');

  // Seat 0 starts the race, then rolls or plays a card each turn until someone reaches the target.
  await finishDiceRace(page);
  await expect(page.getByTestId('match-result')).toBeVisible();
  // The shared log tells the race in words, naming the player and the bot.
  const log = page.getByTestId('match-log');
  await expect(log).toContainText(/tira un dado|juega un/);
  await expect(log).toContainText('Bot');
  await keepScreenshot(page, info, 'dice-race-finished');

  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  const report = page.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(report.locator('[data-check="rules"]')).toHaveAttribute('data-status', 'passed');
});
