import { type Page } from '@playwright/test';
import { DEMO_PLAYER } from '../support/demo';
import { DESKTOP, keepScreenshot } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Every table is played with the keyboard alone: each move is a real button reached by focus and
// pressed with Enter (a hero of the Blades draft with Space), and after a move the focus lands on
// the table's new choice, never on the page's body, so the next Enter makes the next move.

/** Where each board asks for the player's move (the same places the page puts focus after a move). */
const CHOICE = '[data-choice-panel], [data-testid="choice"], [data-testid="commands"]';
/** A control a keyboard reaches: enabled, and in sight (not folded away). */
const CONTROL = 'button:enabled:visible';

const TABLES = [
  { game: 'blades-of-ash', start: 'Empezar la partida' },
  { game: 'ecg', start: 'Empezar la partida' },
  { game: 'warlords-of-terra', start: 'Empezar la partida' },
  { game: 'accion', start: 'Crear la mesa' },
] as const;

const events = async (page: Page): Promise<number> =>
  Number(await page.getByTestId('match-board').getAttribute('data-events'));

/** Whether focus is on a control of the choice panel (not the body, not a control the update removed). */
const focusInChoice = (page: Page): Promise<boolean> =>
  page.evaluate((choice) => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active.isConnected && active.closest(choice) !== null;
  }, CHOICE);

/**
 * Presses Enter in the choice: on a move button of the panel (the card boards' moves) when it has
 * one, else on the focused control, focusing the first control when focus is elsewhere.
 */
async function pressInChoice(page: Page): Promise<void> {
  const move = page.locator(CHOICE).locator('[data-testid=move]:enabled').first();
  const onMove = await page.evaluate(() => document.activeElement?.getAttribute('data-testid') === 'move');
  if (!onMove && (await move.count()) > 0) await move.focus();
  else if (!(await focusInChoice(page))) await page.locator(CHOICE).locator(CONTROL).first().focus();
  await page.keyboard.press('Enter');
}

/** Blades' draft picks its three heroes on the table: each a button, toggled with Space. */
async function keyboardDraft(page: Page): Promise<void> {
  if ((await page.getByTestId('turn-banner').getAttribute('data-phase')) !== 'draft') return;
  const heroes = page.getByTestId('side-0').getByTestId('hero-pick');
  for (let k = 0; k < 3; k += 1) {
    await heroes.nth(k).focus();
    await page.keyboard.press('Space');
    await expect(heroes.nth(k)).toHaveAttribute('aria-pressed', 'true');
  }
}

/** Whether the match records a move after `before` within a short wait (a step of a multi-step choice is not one). */
const recorded = (page: Page, before: number, timeout: number): Promise<boolean> =>
  expect
    .poll(() => events(page), { timeout })
    .toBeGreaterThan(before)
    .then(
      () => true,
      () => false,
    );

/** One move by keyboard: Enter on the choice's focused control, again for each step, until the match records it. */
async function keyboardMove(page: Page, game: string): Promise<void> {
  if (game === 'blades-of-ash') await keyboardDraft(page);
  const before = await events(page);
  for (let press = 0; press < 6; press += 1) {
    await expect(page.locator(CHOICE).locator(CONTROL).first()).toBeVisible({ timeout: 20_000 });
    await pressInChoice(page);
    if (await recorded(page, before, 3_000)) return;
  }
  expect(await recorded(page, before, 20_000), 'a move made by keyboard reaches the match').toBe(true);
}

for (const table of TABLES) {
  test(`the ${table.game} table is played by keyboard, and after each move focus is on the new choice`, async ({
    page,
  }, info) => {
    test.setTimeout(180_000);
    await page.setViewportSize(DESKTOP);
    await signInThroughWeb(page, DEMO_PLAYER.username, `/play?game=${table.game}`);
    if (table.game === 'accion') {
      // The game master's table with a bot in the player's seat: it starts at once.
      const seat = page.getByLabel('Jugador 1', { exact: true });
      await seat.selectOption((await seat.locator('option[value^="bot:"]').first().getAttribute('value'))!);
    }
    await page.getByRole('button', { name: table.start }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/matches\/[^/]+$/);
    await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('match-status')).toHaveText('En juego');
    for (let move = 0; move < 3; move += 1) {
      if ((await page.getByTestId('match-status').textContent()) === 'Terminada') break;
      await keyboardMove(page, table.game);
      // Focus is on the table's new choice (its first control), not on the page's body.
      await expect.poll(() => focusInChoice(page), { timeout: 20_000 }).toBe(true);
    }
    await keepScreenshot(page, info, `keyboard-${table.game}`);
  });
}
