import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_ORGANIZER, DEMO_PLAYER } from '../support/demo';
import { actOnce } from '../support/gm-table';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, PHONE, type Viewport } from '../support/look';
import { signInThroughWeb } from '../support/session';

// La Regla de Acción (003_9d379b4d763b9b92.txt): a game master invites two players to an encounter,
// both accept, and the three play it to its end from their own browsers; each sees only what the
// rules let them see, and the sealed replay verifies.

async function seatAt(browser: Browser, username: string, next: string, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-ES' });
  const page = await context.newPage();
  await signInThroughWeb(page, username, next);
  return page;
}

const finished = async (page: Page) => (await page.getByTestId('match-status').textContent()) === 'Terminada';

test('a game master invites two players to an encounter; once both accept, the three run it to its end in the browser, each seeing only their own hand, and its replay verifies', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const gm = await seatAt(browser, DEMO_ORGANIZER.username, '/play?game=accion', DESKTOP);
  await expect(gm.getByTestId('table-form')).toBeVisible();
  await gm.getByLabel('Asientos').selectOption('3');
  await gm.getByLabel('Jugador 1', { exact: true }).selectOption('player');
  await gm.getByLabel('Usuario del asiento 1').fill(DEMO_PLAYER.username);
  await gm.getByLabel('Jugador 2', { exact: true }).selectOption('player');
  await gm.getByLabel('Usuario del asiento 2').fill('ana');
  await gm.locator('select[name="encounter"]').selectOption('emboscada');
  await gm.getByLabel('Rondas como máximo').fill('2');
  await keepScreenshot(gm, info, 'accion-table-form-desktop');
  await gm.getByRole('button', { name: 'Crear la mesa' }).click();
  // The players are invited: the table starts once both accept, each on her own invitation page.
  await gm.waitForURL(/\/invitations\/[^/]+$/);
  const invitation = new URL(gm.url()).pathname;
  const jimena = await seatAt(browser, DEMO_PLAYER.username, invitation, PHONE);
  const ana = await seatAt(browser, 'ana', invitation, DESKTOP);
  await jimena.getByRole('button', { name: 'Aceptar y sentarme' }).click();
  await expect(jimena.getByText('Aceptaste')).toBeVisible();
  await ana.getByRole('button', { name: 'Aceptar y sentarme' }).click();
  await ana.waitForURL(/\/matches\/[^/]+$/);
  const url = ana.url();
  for (const page of [gm, jimena]) {
    await page.goto(invitation);
    await page.waitForURL(url);
  }
  for (const page of [gm, jimena, ana]) {
    await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  }
  for (const page of [gm, jimena, ana]) await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // The GM starts the encounter from the console.
  await expect(gm.getByTestId('accion-board')).toHaveAttribute('data-role', 'gm');
  await gm.locator('[data-command-type="StartEncounter"] [data-testid="command"]').click();
  for (const page of [gm, jimena, ana]) await expect(page.getByTestId('accion-board')).not.toHaveAttribute('data-phase', 'setup');

  // What each sees: the GM the enemies' hands and no player's; each player their own hand only.
  await expect(gm.getByTestId('accion-enemy-hand').first()).toBeVisible();
  await expect(gm.getByTestId('accion-own-hand')).toHaveCount(0);
  for (const page of [jimena, ana]) {
    await expect(page.getByTestId('accion-board')).toHaveAttribute('data-role', 'player');
    await expect(page.getByTestId('accion-own-hand')).toHaveCount(1);
    await expect(page.getByTestId('accion-enemy-hand')).toHaveCount(0);
  }
  await expect(jimena.getByTestId('accion-player-1').getByTestId('accion-own-hand')).toBeVisible();
  await expect(ana.getByTestId('accion-player-2').getByTestId('accion-own-hand')).toBeVisible();
  await keepScreenshot(gm, info, 'accion-gm-console-desktop');
  await keepScreenshot(jimena, info, 'accion-player-board-phone');
  await expectNoSidewaysScroll(jimena);

  // The table plays: whoever may act acts, until the encounter ends (every enemy down or the round limit).
  const seats = [gm, jimena, ana];
  for (let step = 0; step < 400 && !(await finished(gm)); step += 1) {
    let acted = false;
    for (const page of seats) acted = (await actOnce(page)) || acted;
    if (!acted) await gm.waitForTimeout(250);
  }
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('Terminada', { timeout: 20_000 });
  await expect(gm.getByTestId('match-result')).toBeVisible();
  await expect(gm.getByTestId('match-log')).toContainText(/ataca|Ronda|turno/);
  await keepScreenshot(gm, info, 'accion-finished-desktop');
  await keepScreenshot(jimena, info, 'accion-finished-phone');
  await expectNoSidewaysScroll(jimena);

  await gm.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  const report = gm.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(report.locator('[data-check="rules"]')).toHaveAttribute('data-status', 'passed');
  await keepScreenshot(gm, info, 'accion-replay-verified');
});

test('the encounter form fits a phone', async ({ browser }, info) => {
  const gm = await seatAt(browser, DEMO_ORGANIZER.username, '/play?game=accion', PHONE);
  await expect(gm.getByTestId('table-form')).toBeVisible();
  await expect(gm.getByTestId('encounter-options')).toBeVisible();
  await expectNoSidewaysScroll(gm);
  await keepScreenshot(gm, info, 'accion-table-form-phone');
});
