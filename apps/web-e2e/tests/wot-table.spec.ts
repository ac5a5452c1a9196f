import AxeBuilder from '@axe-core/playwright';
import { type Locator, type Page, type TestInfo } from '@playwright/test';
import { clickPreferred, pickFromMenu, settle, tap, waitForMoveOrEnd } from '../support/card-game';
import { practiceBoardOnDesktop } from '../support/practice';
import {
  PHONE,
  expectNoSidewaysScroll,
  expectWholeOnScreen,
  keepScreenshot,
  keepViewportScreenshot,
  onLaptopFirstScreen,
  scrollToTop,
} from '../support/look';
import { expect, test } from '../support/test';

// Warlords of Terra (002_a36596f8eaed8fcc.txt) against the bot: every card where the player decides
// shows its cost, type and stats, its text one tap away (never only in a tooltip), a card that
// can't be played says why, the hero's powers are on the table with their cost, and the field's
// symbols have a legend. Checked at a laptop's width and on a 360 px phone.

const TURN_MOVES = ['ConfirmDeck', 'KeepHand', 'AddMana', 'AddGold', 'DrawCard', 'Pass', 'EndPhase'];

/** Every card of the hand, as a person reads it: cost, kind and, after a tap on "Texto" (or on a card it can't play), its text. */
async function readHand(page: Page): Promise<number> {
  const cards = page.getByTestId('wot-hand').getByTestId('wot-hand-card');
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    await expect(card).toContainText('Coste');
    await expect(card.locator('[title]')).toHaveCount(0);
    // A card it can't play now is no dead button: a tap on it says why, with its text.
    const pick = card.locator('button').first();
    const grey = (await pick.getAttribute('aria-expanded')) !== null;
    await (grey ? pick : card.getByRole('button', { name: 'Texto' })).click();
    await expect(card.getByRole('button', { name: 'Ocultar texto' })).toBeVisible();
    if (grey) await expect(card).toContainText(/Necesitas|fase|objetivo|línea/);
  }
  return count;
}

/** The end-of-turn discard down to 8 cards (002 A.1), when the table asks for it: a hand card picked, then «Descartar». */
async function discardIfAsked(page: Page): Promise<boolean> {
  if ((await page.getByTestId('wot-decision').count()) === 0) return false;
  // The discard may be done already, the board's live update still on its way: no card to pick then.
  const card = page.getByTestId('wot-hand').locator('[data-testid=wot-hand-card] > button[aria-pressed]:enabled');
  if (!(await tap(card.first()))) return false;
  await tap(page.getByTestId('wot-picked').locator('[data-testid=move][data-command-type="DiscardCard"]').first());
  return true;
}

/** One move of playing along: a discard the hand limit asks for, else the turn's moves, else the first on offer. */
async function playAlong(page: Page): Promise<void> {
  if (!(await discardIfAsked(page)) && !(await clickPreferred(page, TURN_MOVES)) && !(await pickFromMenu(page)))
    await tap(page.getByTestId('commands').getByTestId('move').first());
  await settle(page);
}

/**
 * In the player's summoning phase, puts a card of her hand on the table when one can be: picked,
 * then sent to the first zone it may go to (or played by its first move where it takes no zone).
 */
async function summonIfAble(page: Page): Promise<boolean> {
  if ((await page.getByTestId('wot-board').getAttribute('data-phase')) !== 'summoning') return false;
  const playable = page.getByTestId('wot-hand').locator('[data-testid=wot-hand-card] > button[aria-pressed]:enabled');
  if (!(await tap(playable.first()))) return false;
  const zone = page.locator('button[data-testid=wot-zone][data-target=true]').first();
  const move = page.getByTestId('wot-picked').getByTestId('move').first();
  await expect(zone.or(move).first()).toBeVisible();
  if (!(await tap(zone)) && !(await tap(move))) return false;
  await settle(page);
  return true;
}

/** Plays along until `reached` holds, failing with `what` when the match ends or many moves go by first. */
async function playAlongUntil(
  page: Page,
  what: string,
  reached: () => Promise<boolean>,
  summon = false,
): Promise<void> {
  for (let step = 0; step < 80; step += 1) {
    if ((await waitForMoveOrEnd(page)) === 'over') throw new Error(`the match ended before ${what}`);
    if (await reached()) return;
    if (!summon || !(await summonIfAble(page))) await playAlong(page);
  }
  throw new Error(`${what} did not come up`);
}

/** Plays along until the player's own summoning phase with cards in hand. */
const untilMySummoning = (page: Page): Promise<void> =>
  playAlongUntil(
    page,
    'a summoning phase of mine',
    async () =>
      (await page.getByTestId('wot-board').getAttribute('data-phase')) === 'summoning' &&
      (await page.getByTestId('wot-pick-hint').count()) > 0,
  );

/** How many of the hand's cards share its first row, as the screen lays them out. */
/** The hand's cards in its first row (the row a laptop shows whole, however many cards the hand holds). */
async function firstRowOfHand(page: Page): Promise<Locator[]> {
  const cards = page.getByTestId('wot-hand').getByTestId('wot-hand-card');
  const tops = await cards.evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().top)));
  return tops.flatMap((top, i) => (top === tops[0] ? [cards.nth(i)] : []));
}

/**
 * On a 1280×800 laptop, unscrolled, what the player decides with is on the first screen: the
 * prompt, the battlefield with its zones, and the first row of the hand, its compact cards many to
 * a row (a hand of eight or more wraps, and its second row may need a scroll); a card of that row
 * picked, its first move and a zone it may go to are there too.
 */
async function expectDecisionOnFirstScreen(page: Page, info: TestInfo): Promise<void> {
  await onLaptopFirstScreen(page, async () => {
    await expectWholeOnScreen(page, page.getByTestId('wot-prompt'), 'the prompt');
    await expectWholeOnScreen(page, page.getByTestId('wot-field'), 'the battlefield');
    const hand = await page.getByTestId('wot-hand').getByTestId('wot-hand-card').count();
    const row = await firstRowOfHand(page);
    expect(row.length, 'the hand’s cards to a row').toBeGreaterThanOrEqual(Math.min(hand, 5));
    for (const card of row) await expectWholeOnScreen(page, card, 'a card of the hand’s first row');
    const playable = [];
    for (const card of row) if ((await card.locator('> button[aria-pressed]:enabled').count()) > 0) playable.push(card);
    if (playable.length > 0) {
      await playable[0]!.locator('> button[aria-pressed]').click();
      // The page does not move when a card is picked; Playwright may have scrolled to click, a person's tap does not.
      await scrollToTop(page);
      // A card with many moves lists them in the prompt, which scrolls on its own; the first is on screen.
      const firstMove = page.getByTestId('wot-picked').getByRole('button').filter({ hasNotText: 'Cancelar' }).first();
      await expectWholeOnScreen(page, firstMove, 'the picked card’s first move');
      const zone = page.locator('[data-testid=wot-zone][data-target=true]').first();
      if ((await zone.count()) > 0) await expectWholeOnScreen(page, zone, 'a zone to summon to');
      await keepViewportScreenshot(page, info, 'wot-first-screen-laptop');
      await page.getByTestId('wot-picked').getByRole('button', { name: 'Cancelar' }).click();
    }
  });
}

test('a Warlords of Terra practice match shows every card with its cost, stats and text, why a card cannot be played, and the hero’s powers', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const board = await practiceBoardOnDesktop(page, 'warlords-of-terra', 'wot-board');
  if ((await board.getAttribute('data-phase')) === 'sideboard') {
    // Before the decks are dealt the table says so, instead of "Mazo de batalla 0".
    await expect(page.getByTestId('wot-my-side').getByTestId('wot-decks')).toContainText(
      'Mazos aún sin barajar ni repartir',
    );
    await expect(page.getByTestId('wot-sideboard-card').first()).toContainText('Coste');
    await keepScreenshot(page, info, 'wot-pre-sideboard-desktop');
  }
  await untilMySummoning(page);
  await expectDecisionOnFirstScreen(page, info);
  const mine = page.getByTestId('wot-my-side');
  // The hero's powers: each with its cost in power points, usable or saying why not.
  const powers = mine.getByTestId('wot-power');
  expect(await powers.count()).toBeGreaterThan(0);
  await expect(powers.first()).toContainText(/Coste: \d+ puntos? de poder/);
  await expect(mine.getByTestId('wot-powers')).toContainText(/Necesitas \d+ puntos? de poder|Poder del héroe/);
  expect(await readHand(page)).toBeGreaterThan(0);
  await expect(page.getByTestId('wot-legend')).toContainText('velocidad (zonas por turno)');
  await keepScreenshot(page, info, 'wot-table-desktop');
  // A playable card picked shows its moves with its text; the troop summoned shows as a card too.
  const playable = page.getByTestId('wot-hand').locator('[data-testid=wot-hand-card] > button[aria-pressed]:enabled');
  if ((await playable.count()) > 0) {
    // A card with a copy beside it in the hand when there is one: only the copy tapped shows picked.
    const hand = await page
      .getByTestId('wot-hand')
      .getByTestId('wot-hand-card')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-card')));
    const ids = await playable.evaluateAll((buttons) => buttons.map((b) => b.parentElement!.getAttribute('data-card')));
    const copied = ids.findIndex((id) => hand.filter((held) => held === id).length > 1);
    await playable.nth(Math.max(copied, 0)).click();
    await expect(page.getByTestId('wot-picked')).toBeVisible();
    await expect(page.getByTestId('wot-hand').locator('button[aria-pressed=true]')).toHaveCount(1);
    await keepScreenshot(page, info, 'wot-card-picked-desktop');
  }
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  // On a 360 px phone the prompt stays over the bottom of the screen wherever the page is scrolled,
  // and what it asks to tap (the picked card's zones to summon to) are buttons inside it.
  const prompt = page.getByTestId('wot-prompt');
  await page.getByTestId('wot-legend').scrollIntoViewIfNeeded();
  await expect(prompt).toBeInViewport();
  if ((await page.getByTestId('wot-picked').count()) > 0)
    await expect(prompt.getByTestId('wot-picked').getByTestId('move').first()).toBeInViewport();
  const lengths = await page.evaluate(() => {
    const panel = document.querySelector<HTMLElement>('.table__choice')!;
    const shipped = document.documentElement.scrollHeight;
    // As the page was laid out before: the prompt in the page's flow, between the field and the hand.
    panel.style.position = 'static';
    document.body.style.paddingBottom = '0px';
    const inFlow = document.documentElement.scrollHeight;
    panel.style.position = '';
    document.body.style.paddingBottom = '';
    return { shipped, inFlow, screen: window.innerHeight };
  });
  await info.attach('wot-phone-page-length', { body: JSON.stringify(lengths), contentType: 'application/json' });
  console.log(
    `wot at 360 px: page ${lengths.shipped}px (prompt in flow: ${lengths.inFlow}px), screen ${lengths.screen}px`,
  );
  await keepScreenshot(page, info, 'wot-table-phone');
  await keepViewportScreenshot(page, info, 'wot-table-phone-screen');
});

test('on a phone a tap on a rival troop opens its whole card, which Escape or «Cerrar» closes; a troop a tap picks opens it from its (i)', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  await practiceBoardOnDesktop(page, 'warlords-of-terra', 'wot-board');
  await page.setViewportSize(PHONE);
  // A rival troop's zone is no choice of the player's: a tap on it opens its card instead.
  const rivalTroop = page.locator(
    'button[data-testid=wot-zone][aria-haspopup=dialog]:has([data-testid=wot-troop][data-mine=false])',
  );
  await playAlongUntil(page, 'a rival troop on the field', async () => (await rivalTroop.count()) > 0);
  const zone = rivalTroop.first();
  const name = (await zone.getByTestId('wot-troop').locator('span').first().textContent())!;
  const card = page.getByTestId('wot-troop-card');
  await expect(card).toBeHidden();
  await zone.click();
  await expect(card).toBeVisible();
  await expect(card).toContainText(name);
  await expect(card).toContainText(`en ${await zone.getAttribute('data-zone')} · rival`);
  await expect(card.getByRole('button', { name: 'Ocultar texto' })).toBeVisible();
  await expectWholeOnScreen(page, card.getByRole('button', { name: 'Cerrar' }), 'the card’s «Cerrar»');
  await keepViewportScreenshot(page, info, 'wot-rival-troop-card-phone');
  // The open card has no WCAG A/AA violation (its name, its contrast over the dimmed table).
  const { violations } = await new AxeBuilder({ page })
    .include('[data-testid=wot-troop-card]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(card).toBeHidden();
  await expect(zone).toBeFocused();
  await zone.click();
  await card.getByRole('button', { name: 'Cerrar' }).click();
  await expect(card).toBeHidden();
  // A troop a tap picks (one of hers with moves), or a picked move aims at, keeps that tap; its
  // card opens from the (i) in its corner, so a target can be read before it is aimed at.
  const cardButton = page.getByTestId('wot-zone-card');
  await playAlongUntil(page, 'a troop of mine with moves', async () => (await cardButton.count()) > 0, true);
  const tile = cardButton.first().locator('xpath=..').getByTestId('wot-zone');
  await expect(tile).toHaveAttribute('aria-pressed', /true|false/);
  const itsName = (await tile.getByTestId('wot-troop').locator('span').first().textContent())!;
  await expect(cardButton.first()).toHaveAccessibleName(`Ver la carta de ${itsName}`);
  await expectWholeOnScreen(page, cardButton.first(), 'the troop’s (i)');
  await keepViewportScreenshot(page, info, 'wot-troop-info-button-phone');
  await cardButton.first().click();
  await expect(card).toBeVisible();
  await expect(card).toContainText(itsName);
  await page.keyboard.press('Escape');
  await expect(cardButton.first()).toBeFocused();
  await expect(tile).toHaveAttribute('aria-pressed', 'false');
});
