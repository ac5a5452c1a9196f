import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { practiceBoardOnDesktop } from '../support/practice';
import {
  PHONE,
  expectNoSidewaysScroll,
  expectWholeOnScreen,
  keepScreenshot,
  keepViewportScreenshot,
  lookOnPhone,
  onLaptopFirstScreen,
  onScreen,
  scrollToTop,
} from '../support/look';
import { expect, test } from '../support/test';

/**
 * A person who has only read the rulebook plays Blades of Ash against the bot through the table:
 * picks heroes, puts cards back by picking them, rerolls by ticking dice, opens the graveyard,
 * reads the log, plays cards and abilities by picking them, their targets and their dice, to the
 * end; then steps through the replay, which verifies in the browser, and a tampered copy fails.
 */

const MAX_DECISIONS = 400;

/** Waits until the match has moved on from `before` events (the server answered), or has finished. */
async function moved(page: Page, before: string | null): Promise<void> {
  await expect(page.getByTestId('match-board')).not.toHaveAttribute('data-events', before ?? '', { timeout: 15_000 });
}

async function events(page: Page): Promise<string | null> {
  return page.getByTestId('match-board').getAttribute('data-events');
}

async function click(page: Page, target: Locator): Promise<void> {
  const before = await events(page);
  await target.click();
  await moved(page, before);
}

/** One decision of whatever the table asks now, the way a person answers it. */
async function decide(page: Page): Promise<void> {
  const choice = page.getByTestId('choice');
  const phase = await page.getByTestId('turn-banner').getAttribute('data-phase');
  const confirm = choice.getByTestId('confirm');
  if (phase === 'pairing') {
    await page.getByTestId('side-0').getByTestId('hero-pick').first().click();
    await page.getByTestId('side-1').getByTestId('hero-pick').first().click();
    return click(page, confirm);
  }
  if (phase === 'dice') return click(page, choice.getByTestId('keep-dice'));
  if (phase === 'handLimit') {
    await page.getByTestId('hand-card').first().click();
    return click(page, confirm);
  }
  if ((await choice.getByTestId('order-trigger').count()) > 0)
    return click(page, choice.getByTestId('order-trigger').first());
  const options = choice.getByTestId('option');
  for (let index = 0; index < (await options.count()); index += 1) {
    await options.nth(index).click();
    const targets = page.getByTestId('hero-pick');
    if ((await targets.count()) > 0) await targets.first().click();
    if (await confirm.isEnabled()) return click(page, confirm);
  }
  return click(page, choice.getByTestId('pass'));
}

/**
 * Before deciding, what the table shows where the decision is made: the round against its limit,
 * the heroes' attributes, the rival's item on the stack open with its text (and cost, for a card),
 * the cost of every option ("Robar una carta" too), and the hand limit's count.
 */
async function readDecision(page: Page, seen: Set<string>): Promise<void> {
  const phase = await page.getByTestId('turn-banner').getAttribute('data-phase');
  const choice = page.getByTestId('choice');
  if (phase === 'dice' || phase === 'actions')
    await expect(page.getByTestId('turn-banner')).toContainText(/Ronda de batalla \d+ de 12/);
  if (phase === 'handLimit') {
    await expect(choice).toContainText(/Descarta \d+: tienes \d+, el límite es 7/);
    seen.add('hand-limit');
  }
  if (phase !== 'actions') return;
  await expect(page.getByTestId('side-0').locator('[data-stat]')).not.toHaveCount(0);
  const top = page.getByTestId('stack-item').first();
  if ((await choice.getByTestId('pass').count()) > 0 && (await top.count()) > 0) {
    // The item I may answer reads whole before I decide: its text open (a card's cost beside its name).
    await expect(top.getByRole('button', { name: 'Ocultar texto' })).toBeVisible();
    seen.add('stack');
  }
  const draw = choice.locator('[data-option="DrawCard:"]');
  if ((await draw.count()) > 0) {
    await expect(draw).toContainText('Coste: cualquier color');
    seen.add('draw-cost');
  }
}

/**
 * On a 1280×800 laptop, unscrolled, the decision is on the first screen: the prompt whole with
 * its options, and once an option (and its target) is picked, the dice to pay and the confirm
 * button. On a 360 px phone the same prompt sits fixed over the screen's bottom, the dice in it.
 * False when no option asked for dice this time (nothing playable, or no prepared die left).
 */
function decisionOnFirstScreen(page: Page, info: TestInfo): Promise<boolean> {
  return onLaptopFirstScreen(page, async () => {
    const choice = page.getByTestId('choice');
    await expectWholeOnScreen(page, choice, 'the prompt');
    const options = choice.getByTestId('option');
    const pay = choice.getByTestId('pay-dice');
    for (let index = 0; index < (await options.count()) && (await pay.count()) === 0; index += 1) {
      await options.nth(index).click();
      const targets = page.getByTestId('hero-pick');
      if ((await targets.count()) > 0) await targets.first().click();
    }
    const paying = (await pay.count()) > 0;
    // Picking a target may scroll the page to it: the claim is about the screen before any scrolling.
    await scrollToTop(page);
    if (paying) {
      await expectWholeOnScreen(page, pay, 'the dice to pay');
      await expectWholeOnScreen(page, choice.getByTestId('confirm'), 'the confirm button');
      await expectWholeOnScreen(page, choice, 'the prompt, an option picked');
      await keepViewportScreenshot(page, info, 'blades-first-screen-laptop');
      await page.setViewportSize(PHONE);
      const box = await choice.boundingBox();
      expect(Math.round(box!.y + box!.height), "the prompt sits on the phone screen's bottom").toBe(PHONE.height);
      await expectWholeOnScreen(page, pay, 'the dice to pay on a phone');
      await keepViewportScreenshot(page, info, 'blades-first-screen-phone');
    }
    return paying;
  });
}

test('a player plays a Blades of Ash practice match through the table to the end, then watches and verifies its replay', async ({
  page,
}, info) => {
  test.setTimeout(360_000);
  await practiceBoardOnDesktop(page, 'blades-of-ash', 'blades-board');

  // Draft: every hero shows its abilities with costs; I pick three of mine and confirm.
  await expect(page.getByTestId('turn-banner')).toContainText('Draft de héroes');
  await expect(page.getByTestId('whose-move')).toHaveText('Te toca');
  await expect(page.getByTestId('side-1').locator('[data-ability]').first()).toBeVisible();
  await expect(page.getByTestId('side-1').locator('[data-pip]').first()).toBeVisible();
  await keepScreenshot(page, info, 'blades-draft-desktop');
  const confirm = page.getByTestId('confirm');
  for (let k = 0; k < 3; k += 1) await page.getByTestId('side-0').getByTestId('hero-pick').nth(k).click();
  await expect(confirm).toBeEnabled();
  await click(page, confirm);
  await expect(page.getByTestId('hero').filter({ hasText: 'Descartado en el draft' })).toHaveCount(2);

  // Opening hand: my cards with cost and text; the bot's as a count. I put two back.
  await expect(page.getByTestId('turn-banner')).toContainText('Mano inicial');
  const hand = page.getByTestId('hand-card');
  await expect(hand).toHaveCount(5);
  await expect(page.getByTestId('hand-count-1')).toHaveText('5 cartas en la mano');
  // Reading her own hand at the foot of the right column, the prompt is still in sight on the
  // laptop, under the turn banner and not over it.
  await page.getByTestId('hand-0').evaluate((strip) => strip.scrollIntoView({ block: 'end' }));
  await expect(page.getByTestId('choice')).toBeInViewport({ ratio: 1 });
  const banner = (await page.getByTestId('turn-banner').boundingBox())!;
  expect((await page.getByTestId('choice').boundingBox())!.y).toBeGreaterThanOrEqual(banner.y + banner.height);
  const putBack = [await hand.nth(0).getAttribute('data-card'), await hand.nth(1).getAttribute('data-card')];
  await hand.nth(0).click();
  await hand.nth(1).click();
  await expect(confirm).toHaveText('Descartar 2 y robar 2');
  await click(page, confirm);

  // The graveyard opens and holds the two cards put back, in order; the log says so.
  const graveyard = page.getByTestId('graveyard-0');
  await expect(graveyard.locator('summary')).toHaveText('Cementerio (2 cartas)');
  await graveyard.locator('summary').click();
  await expect(graveyard.locator('[data-card]')).toHaveCount(2);
  // Put back together, they lie in the graveyard in the order the command lists them (by card id).
  expect(
    await graveyard.locator('[data-card]').evaluateAll((cards) => cards.map((c) => c.getAttribute('data-card'))),
  ).toEqual([...putBack].sort());
  await expect(page.getByTestId('match-log')).toContainText('para robar otras tantas');

  // Until the first dice step: choose a role if the draw is mine, pair heroes when asked.
  for (
    let step = 0;
    step < 12 && (await page.getByTestId('turn-banner').getAttribute('data-phase')) !== 'dice';
    step += 1
  ) {
    await expect(
      page.getByTestId('choice').or(page.getByTestId('turn-banner').filter({ hasText: 'Dados de acción' })),
    ).toBeVisible();
    if ((await page.getByTestId('choose-attacker').count()) > 0) await click(page, page.getByTestId('choose-attacker'));
    else if (
      (await page.getByTestId('turn-banner').getAttribute('data-phase')) === 'pairing' &&
      (await page.getByTestId('choice').count()) > 0
    )
      await decide(page);
  }
  await expect(page.getByTestId('pairings').locator('.pairing')).not.toHaveCount(0);
  await expect(page.getByTestId('pairings').locator('[data-state="current"]')).toHaveCount(1);

  // A reroll by ticking dice: the rule is shown, too many ticks are refused, one die is rerolled.
  await expect(page.getByTestId('choice')).toContainText('Guarda al menos 1 dado');
  await keepScreenshot(page, info, 'blades-dice-desktop');
  await onScreen(page, PHONE, async () => {
    await page.getByTestId('dice-0').scrollIntoViewIfNeeded();
    await keepViewportScreenshot(page, info, 'blades-dice-phone-screen');
  });
  const dice = page.getByTestId('dice-0').getByTestId('die');
  for (let k = 0; k < 5; k += 1) await dice.nth(k).click();
  await expect(page.getByTestId('reroll')).toBeDisabled();
  for (let k = 1; k < 5; k += 1) await dice.nth(k).click();
  await expect(page.getByTestId('reroll')).toHaveText('Relanzar 1 dado');
  await click(page, page.getByTestId('reroll'));
  await expect(page.getByTestId('match-log')).toContainText('vuelve a tirar');

  // Then play on to the end, answering each decision through the table.
  let shotActions = false;
  const seen = new Set<string>();
  for (let step = 0; step < MAX_DECISIONS; step += 1) {
    await expect(page.getByTestId('choice').or(page.getByTestId('match-result'))).toBeVisible({ timeout: 15_000 });
    if ((await page.getByTestId('match-result').count()) > 0) break;
    if (!shotActions && (await page.getByTestId('turn-banner').getAttribute('data-phase')) === 'actions') {
      shotActions = true;
      await keepScreenshot(page, info, 'blades-actions-desktop');
      await onScreen(page, PHONE, async () => {
        await expectNoSidewaysScroll(page);
        await keepScreenshot(page, info, 'blades-actions-phone');
        await page.getByTestId('side-0').getByTestId('hand-row-0').scrollIntoViewIfNeeded();
        await keepViewportScreenshot(page, info, 'blades-actions-phone-screen');
        await page.getByTestId('clash').scrollIntoViewIfNeeded();
        await keepViewportScreenshot(page, info, 'blades-clash-phone-screen');
      });
    }
    if (
      !seen.has('first-screen') &&
      (await page.getByTestId('turn-banner').getAttribute('data-phase')) === 'actions' &&
      (await decisionOnFirstScreen(page, info))
    )
      seen.add('first-screen');
    if (!shotActions || step % 3 === 0) await readDecision(page, seen);
    if (seen.has('stack') && !seen.has('stack-shot')) {
      seen.add('stack-shot');
      // What I answer reads whole in the prompt, on a laptop's first screen.
      await onLaptopFirstScreen(page, async () => {
        await expectWholeOnScreen(page, page.getByTestId('choice').getByTestId('answered'), 'the item answered');
        await expectWholeOnScreen(page, page.getByTestId('choice'), 'the prompt answering the stack');
      });
      await keepScreenshot(page, info, 'blades-answer-desktop');
      await onScreen(page, PHONE, async () => {
        await page.getByTestId('clash').scrollIntoViewIfNeeded();
        await keepViewportScreenshot(page, info, 'blades-answer-phone-screen');
      });
    }
    await decide(page);
  }
  expect([...seen], 'the cost of Robar una carta was in sight').toContain('draw-cost');
  expect([...seen], 'a payment was chosen on the first screen of a laptop').toContain('first-screen');
  await expect(page.getByTestId('match-status')).toHaveText('Terminada');
  // The decision that ends the skirmish leaves the player at its outcome, not at an emptied prompt.
  await expect(page.getByTestId('match-result')).toBeFocused();
  await expect(page.getByTestId('match-result')).toBeInViewport();
  await expect(page.getByTestId('match-log')).toContainText('escaramuza');
  await keepScreenshot(page, info, 'blades-finished-desktop');

  // The replay: steps through the match on the same board, and verifies in the browser.
  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  const report = page.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('verdict')).toHaveText('Verificada por completo');
  await expect(page.getByTestId('verify-checked')).toContainText('Reglas');
  const viewer = page.getByTestId('replay-viewer');
  await expect(page.getByTestId('replay-step')).toHaveText(/^Preparación · \d+ eventos$/);
  await expect(page.getByTestId('replay-line')).toHaveText('Preparación: antes del primer evento');
  await page.getByTestId('replay-next').click();
  await expect(page.getByTestId('replay-step')).toHaveText(/^Evento \d+ de \d+$/);
  await page.getByTestId('replay-play').click();
  await expect(viewer).toHaveAttribute('data-step', '3');
  await page.getByTestId('replay-play').click();
  await page.getByTestId('replay-first').click();
  await expect(viewer).toHaveAttribute('data-step', '0');
  const max = Number(await page.getByTestId('replay-slider').getAttribute('max'));
  await page.getByTestId('replay-slider').fill(String(Math.floor(max / 2)));
  await expect(viewer).toHaveAttribute('data-step', String(Math.floor(max / 2)));
  await expect(viewer.getByTestId('blades-board')).toBeVisible();
  await expect(viewer.getByTestId('choice')).toHaveCount(0);
  await keepScreenshot(page, info, 'replay-middle-desktop');
  await page.getByTestId('replay-last').click();
  await expect(viewer.getByTestId('turn-banner')).toHaveAttribute('data-phase', 'over');
  await lookOnPhone(page, info, 'replay-end-phone');
});
