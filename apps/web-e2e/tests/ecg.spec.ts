import { type Page, type TestInfo } from '@playwright/test';
import { clickPreferred, pickFromMenu, settle, tap, waitForMoveOrEnd } from '../support/card-game';
import { practiceBoardOnDesktop } from '../support/practice';
import {
  expectWordsInsideTheirBoxes,
  expectWholeOnScreen,
  keepScreenshot,
  keepViewportScreenshot,
  lookOnPhone,
  onLaptopFirstScreen,
  scrollToTop,
} from '../support/look';
import { expect, test } from '../support/test';

// ECG v1.0 (004_e0e2bf9ed9dd62bf.txt) online: a player starts a practice match against the bot from
// the web, plays it to the end on the ECG board (training troops picked from the hand, the turn's
// moves), then opens its replay and sees it verified.

/** The turn's own moves, in the order a cautious player takes them. */
const TURN_MOVES = ['DrawOpeningHand', 'ChooseTurnOrder', 'Reinforce', 'Discard', 'Pass', 'EndTurn'];
const MAX_STEPS = 500;

type HandMove = 'Train' | 'PlayToCourt';

/**
 * Plays a card from the hand as a person does: taps each card that is a choice now and looks at
 * what it offers, training a troop when `train` and it can, else putting it in the court; false
 * when no card offers either.
 */
async function fromHand(page: Page, train: boolean): Promise<HandMove | null> {
  // A card that can't be played now is not a choice: it says why instead, and its button is disabled.
  const hand = page
    .getByTestId('ecg-hand')
    .getByTestId('ecg-hand-card')
    .locator('button[aria-pressed]:not([disabled])');
  const picked = page.getByTestId('ecg-picked');
  for (let index = 0; index < (await hand.count()); index += 1) {
    // Every card in hand shows its cost, type and line, and, for a troop, strength and preparation.
    await expect(hand.nth(index)).toContainText('Coste:');
    await hand.nth(index).click();
    for (const type of train ? (['Train', 'PlayToCourt'] as const) : (['PlayToCourt'] as const)) {
      const move = picked.locator(`[data-testid=move][data-command-type=${type}]`).first();
      if ((await move.count()) === 0) continue;
      await expect(picked).toContainText(type === 'Train' ? 'Entrenar' : 'en la corte');
      await move.click();
      return type;
    }
    await picked.getByRole('button', { name: 'Cancelar' }).click();
  }
  return null;
}

/**
 * "Fase de Reforzar": the player draws as many cards as the phase allows, so a hand dealt without
 * troops to train still finds some. A draw that needs no discard is a button; one the hand limit
 * makes discard first opens the hand as ticks, and the move goes once the ticks make a discard the
 * rules allow.
 */
async function reinforceDrawingMost(page: Page, seen: Set<string>): Promise<boolean> {
  if ((await page.getByTestId('ecg-board').getAttribute('data-phase')) !== 'reinforce') return false;
  const commands = page.getByTestId('commands');
  const discarding = commands.getByTestId('ecg-reinforce-discarding');
  if ((await discarding.count()) > 0) {
    await discarding.last().click();
    seen.add('discard-ticks');
    return tickUntilLegal(page, 'Reforzar: descartar');
  }
  const buttons = commands.locator('[data-testid=move][data-command-type="Reinforce"]');
  return (await buttons.count()) > 0 ? tap(buttons.last()) : false;
}

/**
 * Ticks the hand's cards in order until they make a discard the rules allow (the confirm button,
 * off until then, names the move), and sends it.
 */
async function tickUntilLegal(page: Page, move: string): Promise<boolean> {
  const ticks = page.getByTestId('commands').getByTestId('ecg-discard-ticks');
  const confirm = ticks.getByTestId('ecg-discard-confirm');
  await expect(confirm).toBeDisabled();
  for (let at = 0; at < (await ticks.getByRole('checkbox').count()) && (await confirm.isDisabled()); at += 1)
    await ticks.getByRole('checkbox').nth(at).check();
  await expect(confirm).toContainText(move);
  return tap(confirm);
}

/** A discard an effect asks for: the hand as ticks, under what it asks. */
async function discardAsAsked(page: Page, seen: Set<string>): Promise<boolean> {
  if ((await page.getByTestId('commands').getByTestId('ecg-discard').count()) === 0) return false;
  await expect(page.getByTestId('ecg-discard')).toContainText('Debes descartar');
  seen.add('forced-discard');
  return tickUntilLegal(page, 'Descartar');
}

/** Reads, as a person taps, the text of a hand card, a troop's maneuvers, and the rival's item on the stack. */
async function readTable(page: Page, seen: Set<string>): Promise<void> {
  const first = page.getByTestId('ecg-hand').getByTestId('ecg-hand-card').first();
  if (!seen.has('text') && (await first.count()) > 0) {
    await first.getByRole('button', { name: 'Texto' }).click();
    await expect(first.getByRole('button', { name: 'Ocultar texto' })).toBeVisible();
    await expect(first.locator('[hidden]')).toHaveCount(0);
    seen.add('text');
  }
  const top = page.getByTestId('ecg-stack-item').first();
  if ((await top.count()) > 0 && (await page.getByTestId('commands').count()) > 0) {
    await expect(top.getByRole('button', { name: 'Ocultar texto' })).toBeVisible();
    seen.add('stack');
  }
  if (!seen.has('maneuvers') && (await page.getByTestId('ecg-pick-hint').count()) > 0) await readManeuvers(page, seen);
}

/** Taps her troops one by one (a troop may offer only abilities) until one shows its maneuvers. */
async function readManeuvers(page: Page, seen: Set<string>): Promise<void> {
  const troops = page.getByTestId('ecg-my-lines').locator('button[data-testid=ecg-troop]');
  for (let at = 0; at < (await troops.count()) && !seen.has('maneuvers'); at += 1) {
    await troops.nth(at).click();
    const maneuvers = page.getByTestId('ecg-maneuvers');
    if ((await maneuvers.count()) > 0) {
      await expect(maneuvers).toContainText('Maniobra de batalla');
      await expect(maneuvers.getByRole('button', { name: 'Ocultar texto' }).first()).toBeVisible();
      seen.add('maneuvers');
    }
    await page.getByTestId('ecg-picked').getByRole('button', { name: 'Cancelar' }).click();
  }
}

/**
 * On a 1280×800 laptop the decision is on the first screen, unscrolled: the prompt at the start,
 * then, the opening hand drawn, the prompt and every card of the hand at once.
 */
async function expectDecisionOnFirstScreen(page: Page, info: TestInfo): Promise<void> {
  await onLaptopFirstScreen(page, async () => {
    const prompt = page.getByTestId('ecg-prompt');
    await waitForMoveOrEnd(page);
    await scrollToTop(page);
    await expectWholeOnScreen(page, prompt, 'the prompt');
    expect(await clickPreferred(page, ['DrawOpeningHand']), 'the opening hand is drawn from the prompt').toBe(true);
    await expect(page.getByTestId('ecg-hand').getByTestId('ecg-hand-card').first()).toBeVisible();
    await waitForMoveOrEnd(page);
    await scrollToTop(page);
    await expectWholeOnScreen(page, prompt, 'the prompt');
    await expectWholeOnScreen(page, page.getByTestId('ecg-battle'), 'the battle, both sides’ lines');
    await expectWholeOnScreen(page, page.getByTestId('ecg-hand'), 'the hand');
    await expectWordsInsideTheirBoxes(page.getByTestId('ecg-hand-card'), 'cards in the hand');
    await keepViewportScreenshot(page, info, 'ecg-first-screen-laptop');
  });
}

/**
 * The two sides face each other as at a table: the rival's back line at the very top, both front
 * lines at the middle, the player's back line at the bottom, each line named for its side.
 */
async function expectSidesFacing(page: Page): Promise<void> {
  const line = (side: string, which: string) =>
    page
      .getByTestId(side)
      .locator(`[data-line=${which}]`)
      .evaluate((el) => el.getBoundingClientRect().top);
  const tops = [
    await line('ecg-rival-lines', 'support'),
    await line('ecg-rival-lines', 'infantry'),
    await line('ecg-my-lines', 'infantry'),
    await line('ecg-my-lines', 'support'),
  ];
  expect(
    [...tops].sort((a, b) => a - b),
    'rival back, rival front, my front, my back',
  ).toEqual(tops);
  await expect(page.getByTestId('ecg-rival-lines')).toContainText('Lado de Bot');
  await expect(page.getByTestId('ecg-rival-lines')).toContainText('Soporte · retaguardia');
  await expect(page.getByTestId('ecg-my-lines')).toContainText('Tu lado');
  await expect(page.getByTestId('ecg-my-lines')).toContainText('Infantería · vanguardia');
}

/** On a phone every troop of the battle is in sight across the screen: a line wraps, nothing hides behind a swipe. */
async function expectEveryTroopAcross(page: Page): Promise<void> {
  const width = page.viewportSize()!.width;
  const outside = await page
    .getByTestId('ecg-battle')
    .getByTestId('ecg-troop')
    .evaluateAll(
      (tiles, right) =>
        tiles
          .map((tile) => tile.getBoundingClientRect())
          .filter((box) => box.left < 0 || box.right > right)
          .map((box) => `${Math.round(box.left)}..${Math.round(box.right)}`),
      width,
    );
  expect(outside, `troops beyond the ${width} px screen`).toEqual([]);
}

/** The turn the table shows ("Turno N"), so the hand is looked through once a turn, as a person would. */
const turnOf = async (page: Page): Promise<string> => (await page.getByTestId('ecg-turn').textContent()) ?? '';

async function playToTheEnd(page: Page, shots: (name: string) => Promise<void>): Promise<number> {
  let trained = 0;
  let handDoneIn = '';
  const seen = new Set<string>();
  for (let step = 0; step < MAX_STEPS; step += 1) {
    if ((await waitForMoveOrEnd(page)) === 'over') {
      // A troop maneuvers only once prepared and in strength (combat.ts, canManeuver): a short match
      // can end before one of hers is, so the maneuvers are read here when they come and, in every
      // run, by EcgBoard.spec.tsx.
      expect([...seen], 'a hand card opened its text').toContain('text');
      return trained;
    }
    await readTable(page, seen);
    if (seen.has('maneuvers') && !seen.has('shot')) {
      seen.add('shot');
      await shots('ecg-cards');
    }
    const acting =
      (await page.getByTestId('ecg-board').getAttribute('data-phase')) === 'action' &&
      (await page.getByTestId('ecg-pick-hint').count()) > 0;
    const turn = acting ? await turnOf(page) : '';
    // Nothing in the hand was playable this turn: a cautious player moves on to the turn's moves.
    // She trains whenever she can: a side with no troops takes no morale damage (004, "Dañando la
    // Moral": only wounds to troops cost morale), so an unmanned side lets the match run to its turn limit.
    const played = acting && handDoneIn !== turn ? await fromHand(page, true) : null;
    if (acting && played === null) handDoneIn = turn;
    if (played === 'Train') {
      trained += 1;
      if (trained === 2) await shots('ecg-trained');
    } else if (
      played === null &&
      !(await discardAsAsked(page, seen)) &&
      !(await reinforceDrawingMost(page, seen)) &&
      !(await clickPreferred(page, TURN_MOVES)) &&
      !(await pickFromMenu(page))
    ) {
      await tap(page.getByTestId('commands').getByTestId('move').first());
    }
    await settle(page);
  }
  throw new Error(`the ECG match did not end in ${MAX_STEPS} moves`);
}

test('a player plays an ECG practice match against the bot to the end on the ECG board, and its replay verifies', async ({
  page,
}, info) => {
  test.setTimeout(900_000);
  await practiceBoardOnDesktop(page, 'ecg', 'ecg-board');
  // What the rulebook puts on the table: both heroes' morale and renown, the turn and its phase.
  await expect(page.getByTestId('ecg-turn')).toContainText(/Turno \d+/);
  await expect(page.getByTestId('ecg-my-side').getByTestId('ecg-morale')).toContainText('Moral');
  await expect(page.getByTestId('ecg-rival-side').getByTestId('ecg-renown')).toBeVisible();
  await keepScreenshot(page, info, 'ecg-start-desktop');
  await expectDecisionOnFirstScreen(page, info);

  const shots = async (name: string) => {
    await expectSidesFacing(page);
    await keepScreenshot(page, info, `${name}-desktop`);
    await lookOnPhone(page, info, `${name}-phone`, async () => {
      await expectSidesFacing(page);
      await expectEveryTroopAcross(page);
    });
  };
  const trained = await playToTheEnd(page, shots);
  expect(trained, 'the player trained troops picked from the hand').toBeGreaterThan(0);

  await expect(page.getByTestId('match-result')).toBeVisible();
  await expect(page.getByTestId('ecg-end-reason')).toContainText('Terminó porque');
  // The rival's hand is a count, never its cards.
  await expect(page.getByTestId('ecg-rival-hand')).toContainText('ocultas');
  await expect(page.getByTestId('match-log')).toContainText('Bot');
  await shots('ecg-finished');

  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  const report = page.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  await expect(report.locator('[data-check="rules"]')).toHaveAttribute('data-status', 'passed');
  await keepScreenshot(page, info, 'ecg-replay-desktop');
});
