import { type Browser, type Locator, type Page, type TestInfo } from '@playwright/test';
import {
  answerByClicking,
  clickAndWait,
  eventsOn,
  nextToDecide,
  seatOn,
  type TablePlayer,
} from '../support/blades-clicks';
import { DECK_ALBA, DECK_CUERVO } from '../support/decks';
import { E2E_PASSWORD, eventForTwo, staff, startFirstRound, type Entrant, type EventSetup } from '../support/events';
import {
  DESKTOP,
  PHONE,
  expectNoSidewaysScroll,
  keepScreenshot,
  keepViewportScreenshot,
  lookOnPhone,
} from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

/**
 * The whole journey of an online tournament match: two players in two browsers play a Blades of
 * Ash match to its result by clicking heroes, cards and dice; a spectator in a third follows the
 * log with the spectator delay; the public replay steps to the middle, shows the board as it was
 * and verifies what it may; once the organizer ends the tournament, it verifies every check.
 * The match is the rulebook's Standard format, whole: up to six battle rounds.
 */
/** "Draft de Héroes": each player keeps 3 of their 5 heroes. */
const HEROES_KEPT = 3;
const MAX_DECISIONS = 300;

interface Snapshot {
  readonly events: number;
  readonly lives: readonly string[];
}

async function signedIn(browser: Browser, entrant: Entrant | null, path: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-ES', viewport: DESKTOP })).newPage();
  if (entrant === null) await page.goto(path);
  else await signInThroughWeb(page, entrant.username, path, E2E_PASSWORD);
  return page;
}

/** Each hero's life as the board shows it, by hero. */
async function lives(root: Page | ReturnType<Page['getByTestId']>): Promise<string[]> {
  return root
    .locator('[data-testid="hero"]')
    .evaluateAll((heroes) =>
      heroes
        .map((h) => `${h.getAttribute('data-hero')}:${h.querySelector('.hero__life-text')?.textContent ?? ''}`)
        .sort(),
    );
}

/** One player starts the table's match from the tournament page, the other opens it from hers, a spectator from the link. */
async function openTable(
  browser: Browser,
  event: EventSetup,
  ana: Entrant,
  bea: Entrant,
): Promise<{ pages: [Page, Page]; watcher: Page }> {
  const first = await signedIn(browser, ana, `/tournaments/${event.id}`);
  const second = await signedIn(browser, bea, `/tournaments/${event.id}`);
  await first.getByTestId('my-table').getByRole('button', { name: 'Empezar la partida en línea' }).click();
  await expect(first).toHaveURL(/\/matches\/[^/]+$/, { timeout: 30_000 });
  const matchPath = new URL(first.url()).pathname;
  await second.reload();
  await second.getByTestId('my-table').getByTestId('my-match-link').click();
  await expect(second).toHaveURL(new RegExp(`${matchPath}$`));
  const watcher = await signedIn(browser, null, matchPath);
  await expect(watcher.getByText('Vista de espectador (con retraso)')).toBeVisible();
  for (const page of [first, second]) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of [first, second])
    await expect(page.getByTestId('match-status')).toHaveText('En juego', { timeout: 15_000 });
  return { pages: [first, second], watcher };
}

/** Clicks the player's `k`-th drafted hero and sees it picked. */
async function pickHero({ page, seat }: TablePlayer, k: number): Promise<void> {
  const hero = page.getByTestId(`side-${seat}`).getByTestId('hero-pick').nth(k);
  await hero.click();
  await expect(hero).toHaveAttribute('aria-pressed', 'true');
}

/**
 * The draft by clicking heroes, both at once as at a real table: the second player has picked two
 * when the first confirms hers, and that event reaching her table keeps her picks. Then the opening
 * hand: one player puts a card back by clicking it, the other keeps hers.
 */
async function draftAndMulligan(players: readonly TablePlayer[]): Promise<void> {
  const [first, second] = players as [TablePlayer, TablePlayer];
  for (const { page } of players) await expect(page.getByTestId('turn-banner')).toContainText('Draft de héroes');
  for (let k = 0; k < HEROES_KEPT - 1; k += 1) await pickHero(second, k);
  for (let k = 0; k < HEROES_KEPT; k += 1) await pickHero(first, k);
  await clickAndWait(first.page, first.page.getByTestId('confirm'));
  await expect(second.page.getByTestId('match-board')).toHaveAttribute(
    'data-events',
    (await first.page.getByTestId('match-board').getAttribute('data-events'))!,
  );
  const picked = second.page.getByTestId(`side-${second.seat}`).locator('[data-testid=hero-pick][aria-pressed=true]');
  await expect(picked).toHaveCount(HEROES_KEPT - 1);
  await pickHero(second, HEROES_KEPT - 1);
  await clickAndWait(second.page, second.page.getByTestId('confirm'));
  for (const [index, { page }] of players.entries()) {
    await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-phase', 'mulligan');
    if (index === 0) await page.getByTestId('hand-card').first().click();
    await expect(page.getByTestId('confirm')).toHaveText(index === 0 ? 'Descartar 1 y robar 1' : 'Quedarme la mano');
    await clickAndWait(page, page.getByTestId('confirm'));
  }
}

/** The player's table as a phone shows it in the middle of a clash: the whole page, then what one screen shows of each part. */
async function lookAtPhone({ page, seat }: TablePlayer, info: TestInfo): Promise<void> {
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, info, 'journey-player-phone');
  for (const [part, name] of [
    [page.getByTestId('clash'), 'journey-phone-clash'],
    [page.getByTestId(`hand-${seat}`), 'journey-phone-hand'],
    [page.getByTestId('choice'), 'journey-phone-choice'],
  ] as const) {
    await part.scrollIntoViewIfNeeded();
    await keepViewportScreenshot(page, info, name);
  }
  // A card picked: its dice to pay with come up beside the choice.
  const card = page.getByTestId(`hand-${seat}`).locator('button[data-testid="hand-card"]:enabled').first();
  if ((await card.count()) > 0) {
    // The choice panel is fixed over the bottom of the screen and the page has room below it:
    // the card and the hero to target are tapped directly, wherever the panel is.
    await expectClearOfChoice(page, card);
    await card.click({ timeout: 10_000 });
    const hero = page.getByTestId('hero-pick').first();
    if ((await hero.count()) > 0) await expectClearOfChoice(page, hero);
    if ((await hero.count()) > 0) await hero.click({ timeout: 10_000 });
    await keepViewportScreenshot(page, info, 'journey-phone-paying');
  }
  await page.setViewportSize(DESKTOP);
}

/** Scrolled down to the bottom of the screen, where the choice panel is, the element still shows whole above the panel. */
async function expectClearOfChoice(page: Page, target: Locator): Promise<void> {
  await target.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  const [box, panel] = [await target.boundingBox(), await page.getByTestId('choice').boundingBox()];
  expect(box!.y + box!.height).toBeLessThanOrEqual(panel!.y + 1);
}

/** Plays to the result; a line the players see is not yet on the spectator's log, and comes to it later. */
async function playToResult(players: readonly TablePlayer[], watcher: Page, info: TestInfo): Promise<Snapshot[]> {
  const snapshots: Snapshot[] = [];
  let heldBack: number | null = null;
  let shot = false;
  for (let step = 0; step < MAX_DECISIONS; step += 1) {
    const next = await nextToDecide(players);
    if (next === null) return snapshots;
    const seen = players[0]!.page;
    if (step % 4 === 0) snapshots.push({ events: await eventsOn(seen), lives: await lives(seen) });
    if (heldBack === null && step >= 6) {
      heldBack = Number(await seen.getByTestId('match-log').locator('li').first().getAttribute('data-index'));
      await expect(watcher.getByTestId('match-log').locator(`li[data-index="${heldBack}"]`)).toHaveCount(0);
      expect(await eventsOn(watcher)).toBeLessThan(await eventsOn(seen));
      await expect(watcher.locator('.match__meta')).toContainText('retenidos por el retraso de espectador');
      await keepScreenshot(watcher, info, 'journey-spectator');
    } else if (heldBack !== null && step === 14) {
      await expect(watcher.getByTestId('match-log').locator(`li[data-index="${heldBack}"]`)).toHaveCount(1, {
        timeout: 15_000,
      });
    }
    if (!shot && (await next.page.getByTestId('turn-banner').getAttribute('data-phase')) === 'actions') {
      shot = true;
      await keepScreenshot(next.page, info, 'journey-player-actions');
      await lookAtPhone(next, info);
    }
    await answerByClicking(next);
  }
  throw new Error(`no result after ${MAX_DECISIONS} decisions`);
}

/** Steps the replay to the moment of the snapshot nearest its middle and compares the board with what the players saw. */
async function boardAsItWas(page: Page, snapshots: readonly Snapshot[]): Promise<void> {
  const viewer = page.getByTestId('replay-viewer');
  const slider = page.getByTestId('replay-slider');
  await slider.fill(String(Math.floor(Number(await slider.getAttribute('max')) / 2)));
  const middle = Number(await viewer.getAttribute('data-events'));
  const snapshot = [...snapshots].sort((a, b) => Math.abs(a.events - middle) - Math.abs(b.events - middle))[0]!;
  await viewer.focus();
  for (let k = 0; k < 400 && Number(await viewer.getAttribute('data-events')) > snapshot.events; k += 1)
    await page.keyboard.press('ArrowLeft');
  for (let k = 0; k < 400 && Number(await viewer.getAttribute('data-events')) < snapshot.events; k += 1)
    await page.keyboard.press('ArrowRight');
  await expect(viewer.getByTestId('blades-board')).toBeVisible();
  expect(await lives(viewer)).toEqual(snapshot.lives);
  await expect(viewer.getByTestId('hand-card')).toHaveCount(0);
  await expect(viewer.getByTestId('hand-count-0')).toContainText('en la mano');
}

/** Before the event ends: the public replay verifies what it may, says when the rest can be, and shows the board from what is public. */
async function replayBeforeTheEnd(replay: Page, snapshots: readonly Snapshot[], info: TestInfo): Promise<void> {
  await replay.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  const report = replay.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  await expect(replay.getByTestId('verdict')).toHaveText('Verificada en lo que esta vista muestra');
  await expect(replay.getByTestId('verify-waiting')).toContainText('hasta que termine el torneo');
  await expect(replay.getByTestId('replay-open-only')).toContainText('cuando termine el torneo');
  await boardAsItWas(replay, snapshots);
  await keepScreenshot(replay, info, 'journey-replay-middle-before-end');
}

/** Once the event has ended: the same public replay verifies every check, the seeds included. */
async function replayAfterTheEnd(replay: Page, snapshots: readonly Snapshot[], info: TestInfo): Promise<void> {
  await replay.reload();
  const report = replay.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  await expect(replay.getByTestId('verdict')).toHaveText('Verificada por completo');
  for (const check of ['chain', 'signature', 'seed', 'rules', 'result'])
    await expect(report.locator(`[data-check="${check}"]`)).toHaveAttribute('data-status', 'passed');
  await expect(replay.getByTestId('verify-waiting')).toHaveCount(0);
  await expect(replay.getByTestId('replay-open-only')).toHaveCount(0);
  await boardAsItWas(replay, snapshots);
  await keepScreenshot(replay, info, 'journey-replay-middle-after-end');
  await lookOnPhone(replay, info, 'journey-replay-phone');
}

test('two players play a Blades of Ash tournament match by clicking, a spectator follows it with the delay, and its replay verifies before and after the event ends', async ({
  browser,
  request,
  stamp,
}, info) => {
  // A guard against a hung match, not a speed target: a whole Standard match on a busy two-core machine.
  test.setTimeout(900_000);
  const event = await eventForTwo(request, {
    label: 'espadas',
    game: 'blades-of-ash',
    surname: 'Espada',
    stamp,
    decks: [DECK_ALBA, DECK_CUERVO],
  });
  const [ana, bea] = event.entrants as [Entrant, Entrant];
  await startFirstRound(request, event);

  const { pages, watcher } = await openTable(browser, event, ana, bea);
  const players: TablePlayer[] = [];
  for (const page of pages) players.push({ page, seat: await seatOn(page), plays: 0, paidWithDice: 0, rerolls: 0 });
  await draftAndMulligan(players);
  const snapshots = await playToResult(players, watcher, info);
  for (const { page } of players) await expect(page.getByTestId('match-status')).toHaveText('Terminada');
  await keepScreenshot(pages[0], info, 'journey-result');
  info.annotations.push({
    type: 'plays',
    description: players
      .map((p) => `seat ${p.seat}: ${p.plays} played, ${p.paidWithDice} paid with dice, ${p.rerolls} rerolls`)
      .join('; '),
  });
  for (const player of players) expect(player.rerolls, 'each player rerolled by clicking a die').toBeGreaterThan(0);
  expect(
    players.reduce((n, p) => n + p.paidWithDice, 0),
    'cards or abilities were paid by clicking dice',
  ).toBeGreaterThan(0);

  await replayBeforeTheEnd(pages[0], snapshots, info);
  // The organizer ends the round and the event; the public replay now opens every secret.
  for (const step of ['endRound', 'endTournament']) await staff(request, event, step);
  await replayAfterTheEnd(pages[0], snapshots, info);
});
