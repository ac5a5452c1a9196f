import { expect, test, type Page } from '@playwright/test';
import { clickPreferred, pickFromMenu, settle, waitForMoveOrEnd } from '../support/card-game';
import { DEMO_PLAYER } from '../support/demo';
import { DESKTOP, PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { signInThroughWeb } from '../support/session';

// Warlords of Terra (002_a36596f8eaed8fcc.txt) online: a player starts a practice match against the
// bot from the web, plays it to the end on the battlefield board (troops summoned by picking a card
// in hand and tapping a zone of the summoning line), then opens its replay and sees it verified.

/** The turn's own moves, in the order a cautious player takes them (A.1 set-up, A.3 resources). */
const TURN_MOVES = ['ConfirmDeck', 'KeepHand', 'AddMana', 'AddGold', 'DrawCard', 'Pass', 'EndPhase'];
const MAX_STEPS = 600;

/** Summons a troop: a hand card picked, then its zone tapped on the battlefield. */
async function summonFromHand(page: Page): Promise<boolean> {
  const hand = page.getByTestId('wot-hand').locator('button[data-testid=wot-hand-card]');
  for (let index = 0; index < (await hand.count()); index += 1) {
    await hand.nth(index).click();
    const picked = page.getByTestId('wot-picked');
    if ((await picked.locator('[data-command-type=SummonTroop]').count()) > 0 || (await picked.getByTestId('move-menu').count()) > 0) {
      const zone = page.getByTestId('wot-field').locator('button[data-testid=wot-zone][data-target=true]').first();
      if ((await zone.count()) > 0) {
        await zone.click();
        return true;
      }
    }
    await picked.getByRole('button', { name: 'Cancelar' }).click();
  }
  return false;
}

/** Any move picked from the hand (the end phase's discards are one card at a time, A.1). */
async function anyHandMove(page: Page): Promise<boolean> {
  const card = page.getByTestId('wot-hand').locator('button[data-testid=wot-hand-card]').first();
  if ((await card.count()) === 0) return false;
  // A card already picked stays picked: tapping it again would put it back.
  if ((await page.getByTestId('wot-picked').count()) === 0) await card.click();
  await page.getByTestId('wot-picked').getByTestId('move').first().click();
  return true;
}

async function playToTheEnd(page: Page, shots: (name: string) => Promise<void>): Promise<number> {
  let summoned = 0;
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if ((await waitForMoveOrEnd(page)) === 'over') return summoned;
    const phase = await page.getByTestId('wot-board').getAttribute('data-phase');
    if (phase === 'summoning' && summoned < 3 && (await page.getByTestId('wot-pick-hint').count()) > 0 && (await summonFromHand(page))) {
      summoned += 1;
      if (summoned === 1) await shots('wot-summoned');
    } else if (!(await clickPreferred(page, TURN_MOVES)) && !(await pickFromMenu(page)) && !(await anyHandMove(page))) {
      await page.getByTestId('commands').getByTestId('move').first().click();
    }
    await settle(page);
  }
  throw new Error(`the Warlords of Terra match did not end in ${MAX_STEPS} moves`);
}

test('a player plays a Warlords of Terra practice match against the bot to the end on the battlefield board, and its replay verifies', async ({ page }, info) => {
  test.setTimeout(900_000);
  await page.setViewportSize(DESKTOP);
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=warlords-of-terra');
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
  await page.waitForURL(/\/matches\/[^/]+$/);
  await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('En juego');
  await expect(page.getByTestId('wot-board')).toBeVisible();
  // Before the first game: the pre-sideboard as two menus (card out, card in), not a wall of buttons.
  await expect(page.getByTestId('wot-sideboard')).toBeVisible();
  await expect(page.getByTestId('wot-field').getByTestId('wot-zone')).toHaveCount(25);
  await expect(page.getByTestId('wot-my-side').getByTestId('wot-life')).toHaveText('20');
  await keepScreenshot(page, info, 'wot-start-desktop');

  const shots = async (name: string) => {
    await keepScreenshot(page, info, `${name}-desktop`);
    await page.setViewportSize(PHONE);
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, info, `${name}-phone`);
    await page.setViewportSize(DESKTOP);
  };
  const summoned = await playToTheEnd(page, shots);
  expect(summoned, 'the player summoned troops by tapping zones of the battlefield').toBeGreaterThan(0);

  await expect(page.getByTestId('match-result')).toBeVisible();
  await expect(page.getByTestId('wot-rival-hand')).toContainText('ocultas');
  await expect(page.getByTestId('match-log')).toContainText('Bot');
  await shots('wot-finished');

  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  const report = page.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  await expect(report.locator('[data-check="rules"]')).toHaveAttribute('data-status', 'passed');
  await keepScreenshot(page, info, 'wot-replay-desktop');
});
