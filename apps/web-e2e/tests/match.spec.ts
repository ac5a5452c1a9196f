import { type Page } from '@playwright/test';
import { DEMO_PLAYER } from '../support/demo';
import { LAPTOP } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

/** What sits over the board on a laptop, at most: the status with the folded alerts, then the seats (was 120 px). */
const HEADER_MAX_PX = 64;
/** Where the board's turn banner starts on a laptop, unscrolled, at most (was 310 px, under the title and the seats). */
const BOARD_TOP_MAX_PX = 260;

/**
 * On a 1280×800 laptop the seats and the turn alerts above the board take two short rows, so the
 * table starts high; the alerts are folded, and open from the keyboard to their choices.
 */
async function expectCompactHeader(page: Page): Promise<void> {
  const screen = page.viewportSize()!;
  await page.setViewportSize(LAPTOP);
  const header = page.getByTestId('match-header');
  await expect(header.getByTestId('seat-clock-0')).toContainText('Tiempo usado');
  const { height } = (await header.boundingBox())!;
  expect(height, 'the header over the board, in px').toBeLessThanOrEqual(HEADER_MAX_PX);
  await page.evaluate(() => window.scrollTo(0, 0));
  const { y } = (await page.getByTestId('turn-banner').boundingBox())!;
  expect(y, 'where the board starts, in px').toBeLessThanOrEqual(BOARD_TOP_MAX_PX);
  const sound = page.getByTestId('turn-sound');
  await expect(sound).toBeHidden();
  await page.getByTestId('turn-signals-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(sound).toBeVisible();
  await expect(page.getByRole('group', { name: 'Avisos de turno', exact: true })).toContainText(
    'Sonido cuando te toca',
  );
  await page.keyboard.press('Enter');
  await expect(sound).toBeHidden();
  await page.setViewportSize(screen);
}

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
  await expectCompactHeader(page);

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
