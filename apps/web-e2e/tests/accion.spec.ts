import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ORGANIZER, DEMO_PLAYER } from '../support/demo';
import { actOnce, playOnToTheEnd } from '../support/gm-table';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, PHONE, type Viewport } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// La Regla de Acción (003_9d379b4d763b9b92.txt): a game master invites two players to an encounter,
// both accept, and the three play it to its end from their own browsers; each sees only what the
// rules let them see, and the sealed replay verifies.

async function seatAt(browser: Browser, username: string, next: string, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-ES' });
  const page = await context.newPage();
  await signInThroughWeb(page, username, next);
  return page;
}

/**
 * The first player whose turn it is chooses in steps: the action (each with its cost, or why not),
 * the target (in the list or on the squares), the kind of attack, the cards; nothing is sent
 * until the cards make a combo.
 */
async function turnInSteps(seats: readonly Page[], info: TestInfo): Promise<void> {
  for (let step = 0; step < 60; step += 1) {
    for (const page of seats.slice(1)) {
      const picker = page.getByTestId('accion-picker');
      if (
        (await picker.count()) === 0 ||
        (await picker.getAttribute('data-step')) !== 'action' ||
        (await page.getByTestId('accion-action').count()) < 10
      )
        continue;
      await expect(picker).toContainText('1. Elige la acción');
      await expect(picker).toContainText('Atacar · 1 acción');
      expect(await page.getByTestId('commands').locator('button').count()).toBeLessThan(30);
      await expect(picker.locator('[data-testid=accion-action][data-command-type=Recover]')).toBeDisabled();
      await expect(picker).toContainText('Tu descarte está vacío.');
      if (page.viewportSize()!.width >= DESKTOP.width) {
        // On a laptop the choice sits beside the grid in the first 800 px of the page, no scrolling.
        const firstAction = picker.getByTestId('accion-action').first();
        const bottom = await firstAction.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
        expect(bottom).toBeLessThanOrEqual(800);
      }
      await keepScreenshot(page, info, `accion-turn-step-1-${page.viewportSize()!.width}`);
      // Under a mouse a choice lights up, its cost with it: read in the choice's ink, not the page's grey.
      const attack = picker.locator('[data-testid=accion-action][data-command-type=Attack]');
      await attack.hover();
      const [ink, cost] = await attack.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el.querySelector('.muted')!).color,
      ]);
      expect(cost).toBe(ink);
      await picker.locator('[data-testid=accion-action][data-command-type=Attack]').click();
      await expect(picker).toHaveAttribute('data-step', 'target');
      await expect(page.getByTestId('accion-square-target').first()).toBeVisible();
      await page.getByTestId('accion-square-target').first().click();
      if ((await picker.getAttribute('data-step')) === 'kind')
        await picker.locator('[data-testid=accion-kind]:enabled').first().click();
      await expect(picker).toHaveAttribute('data-step', 'cards');
      await expect(picker.getByTestId('command')).toBeDisabled();
      await expect(picker.getByTestId('accion-combo-why')).toHaveText('Toca al menos una carta.');
      await picker.getByTestId('accion-card').first().click();
      await expect(picker.getByTestId('command')).toBeEnabled();
      await keepScreenshot(page, info, `accion-turn-cards-${page.viewportSize()!.width}`);
      await picker.getByTestId('command').click();
      await expect(page.getByTestId('match-log')).toContainText('tirada');
      return;
    }
    let acted = false;
    for (const page of seats) acted = (await actOnce(page)) || acted;
    if (!acted) await seats[0]!.waitForTimeout(250);
  }
  throw new Error('no player turn came up');
}

test('a game master invites two players to an encounter; once both accept, the three run it to its end in the browser, each seeing only their own hand, and its replay verifies', async ({
  browser,
}, info) => {
  test.setTimeout(240_000);
  const gm = await seatAt(browser, DEMO_ORGANIZER.username, '/play?game=accion', DESKTOP);
  await expect(gm.getByTestId('table-form')).toBeVisible();
  await gm.getByLabel('Asientos').selectOption('3');
  await gm.getByLabel('Jugador 1', { exact: true }).selectOption('player');
  await gm.getByLabel('Jugador 1: usuario').fill(DEMO_PLAYER.username);
  await gm.getByLabel('Jugador 2', { exact: true }).selectOption('player');
  await gm.getByLabel('Jugador 2: usuario').fill('ana');
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
  await gm.locator('[data-testid=accion-action][data-command-type="StartEncounter"]').click();
  for (const page of [gm, jimena, ana])
    await expect(page.getByTestId('accion-board')).not.toHaveAttribute('data-phase', 'setup');

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
  // The GM's seat is named by its role, not left empty.
  await expect(gm.getByTestId('seat-bar')).toContainText('Director de juego (DJ)');
  // The grid is a table of rows; each square says who stands there and where, the two bandits apart.
  const grid = gm.getByTestId('accion-grid-puente');
  await expect(grid.locator('table tbody tr')).toHaveCount(5);
  await expect(grid.locator('[role=grid]')).toHaveCount(0);
  await expect(grid.getByText(/^Bandido, enemigo(, en turno)?, [A-E][1-5]$/)).toHaveCount(1);
  await expect(grid.getByText(/^Bandida, enemigo(, en turno)?, [A-E][1-5]$/)).toHaveCount(1);
  await expect(grid.locator('td > span[aria-hidden=true]', { hasText: /^B1$/ })).toHaveCount(1);
  await expect(grid.locator('td > span[aria-hidden=true]', { hasText: /^B2$/ })).toHaveCount(1);
  await keepScreenshot(gm, info, 'accion-gm-console-desktop');
  await turnInSteps([gm, jimena, ana], info);
  await keepScreenshot(jimena, info, 'accion-player-board-phone');
  await expectNoSidewaysScroll(jimena);
  // On the phone the 5×5 bridge takes the board's width: squares a thumb can aim at (44 px and more).
  const square = (await jimena.getByTestId('accion-grid-puente').locator('[data-square="C3"]').boundingBox())!;
  expect(square.width).toBeGreaterThanOrEqual(44);
  expect(square.height).toBeGreaterThanOrEqual(44);

  // The table plays: whoever may act acts, until the encounter ends (every enemy down or the round limit).
  const seats = [gm, jimena, ana];
  await playOnToTheEnd(seats);
  await expect(gm.getByTestId('match-result')).toBeVisible();
  // The move that ends the encounter leaves each seat at its outcome, not at the board's empty
  // panel: on the phone the result stands above the 5×5 bridge, out of sight of the last tap.
  for (const page of seats) await expect(page.getByTestId('match-result')).toBeFocused();
  await expect(jimena.getByTestId('match-result')).toBeInViewport();
  // Each seat reads its own outcome: the two players share the party's, the GM has the other one.
  const party = await jimena.getByTestId('match-result').getAttribute('data-outcome');
  expect(party).toMatch(/^(won|lost)$/);
  await expect(ana.getByTestId('match-result')).toHaveAttribute('data-outcome', party!);
  await expect(gm.getByTestId('match-result')).toHaveAttribute('data-outcome', party === 'won' ? 'lost' : 'won');
  await expect(jimena.getByTestId('match-result')).toContainText(party === 'won' ? 'Has ganado' : 'Has perdido');
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
