import { expect, test } from '@playwright/test';
import { DEMO_PLAYER } from '../support/demo';
import { signInThroughWeb } from '../support/session';

test('a player starts a practice match, adds a seed and plays through the browser while a spectator sees no hand', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play');
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
  await page.waitForURL(/\/matches\/[^/]+$/);
  const matchUrl = page.url();

  const commitment = page.getByTestId('seed-commitment');
  await expect(commitment).toHaveText(/^[0-9a-f]{64}$/);
  await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // Draft: the legal choices come from the server; pick the first one.
  const commands = page.getByTestId('command');
  await expect(commands.first()).toContainText('Quedarte con');
  await commands.first().click();
  await expect(page.getByTestId('hero').filter({ hasText: 'Descartado en el draft' })).toHaveCount(2);

  // Opening hand: own cards visible by name, the bot's hidden.
  await expect(page.getByTestId('hand-0').locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('side-1')).toContainText('cartas ocultas');
  await page.getByTestId('command').filter({ hasText: 'Quedarte la mano' }).click();

  // Keep playing whatever the server lists until the first clash is under way.
  for (let step = 0; step < 12 && (await page.getByTestId('clash').count()) === 0; step += 1) {
    await expect(commands.first().or(page.getByTestId('waiting'))).toBeVisible();
    if ((await commands.count()) > 0) await commands.first().click();
  }
  await expect(page.getByTestId('clash')).toBeVisible();

  const spectator = await browser.newContext();
  const watch = await spectator.newPage();
  await watch.goto(matchUrl);
  await expect(watch.getByText('Vista de espectador (con retraso)')).toBeVisible();
  await expect(watch.getByTestId('command')).toHaveCount(0);
  await expect(watch.getByTestId('hand-0')).toHaveCount(0);
  await expect(watch.getByTestId('hand-1')).toHaveCount(0);
  await spectator.close();
});
