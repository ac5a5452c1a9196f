import { DEMO_PLAYER } from '../support/demo';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

test('a player starts a practice match, adds a seed and plays through the browser while a spectator sees no hand', async ({
  page,
  browser,
}) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play');
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
  await page.waitForURL(/\/matches\/[^/]+$/);
  const matchUrl = page.url();

  const commitment = page.getByTestId('seed-commitment');
  await expect(commitment).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // Draft: three of my heroes picked on the table, then confirmed.
  for (let k = 0; k < 3; k += 1) await page.getByTestId('side-0').getByTestId('hero-pick').nth(k).click();
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('hero').filter({ hasText: 'Descartado en el draft' })).toHaveCount(2);

  // Opening hand: own cards visible by name, the bot's hidden; nothing picked keeps the hand.
  await expect(page.getByTestId('hand-0').locator('[data-card]')).toHaveCount(5);
  await expect(page.getByTestId('side-1')).toContainText('cartas en la mano');
  await page.getByTestId('confirm').filter({ hasText: 'Quedarme la mano' }).click();
  await expect(page.getByTestId('turn-banner')).not.toHaveAttribute('data-phase', 'mulligan');

  const spectator = await browser.newContext();
  const watch = await spectator.newPage();
  await watch.goto(matchUrl);
  await expect(watch.getByText('Vista de espectador (con retraso)')).toBeVisible();
  await expect(watch.getByTestId('choice')).toHaveCount(0);
  await expect(watch.getByTestId('turn-banner')).toBeVisible();
  await expect(watch.getByTestId('hand-0')).toHaveCount(0);
  await expect(watch.getByTestId('hand-1')).toHaveCount(0);
  await expect(watch.getByTestId('hand-count-0')).toContainText('en la mano');
  await spectator.close();
});
