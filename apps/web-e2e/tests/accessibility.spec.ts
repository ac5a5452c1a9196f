import AxeBuilder from '@axe-core/playwright';
import { type Browser, type Page } from '@playwright/test';
import { playMoves } from '../support/audit';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER, DEMO_PLAYER } from '../support/demo';
import { E2E_PASSWORD, newAccount, openEvent } from '../support/events';
import { boxesSpilling, DESKTOP, keepScreenshot, PHONE } from '../support/look';
import { finishedPracticeMatch } from '../support/practice';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// axe-core (WCAG 2.0/2.1, A and AA) on every game's table, the deck builder and the replay viewer,
// on a laptop and on a 360 px phone: a page a person plays on must have no violation at all.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const stamp = Date.now().toString(36);

/** Scans the page as it is at both sizes; every violation is listed by rule, impact and where. */
async function expectAccessible(page: Page, scene: string, info: Parameters<typeof keepScreenshot>[1]): Promise<void> {
  for (const [size, viewport] of [
    ['laptop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    const found = violations.map(
      (v) =>
        `${v.id} (${v.impact ?? '?'}, ${v.nodes.length}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 4)
          .join(' | ')}`,
    );
    expect.soft(found, `${scene} at ${size}: axe violations`).toEqual([]);
    expect.soft(await boxesSpilling(page), `${scene} at ${size}: framed boxes whose words spill out`).toEqual([]);
    await keepScreenshot(page, info, `a11y-${scene}-${size}`);
  }
  await page.setViewportSize(DESKTOP);
}

async function signedIn(browser: Browser, username: string, next: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-ES', viewport: DESKTOP })).newPage();
  await signInThroughWeb(page, username, next, password);
  return page;
}

/** The practice form's match against the bot, seeded in the page, then `moves` first-legal moves through the API. */
async function practiceTable(
  browser: Browser,
  request: Parameters<typeof apiToken>[0],
  game: string,
  button: string,
  moves: number,
): Promise<Page> {
  const page = await signedIn(browser, DEMO_PLAYER.username, `/play?game=${game}`);
  if (game === 'accion') {
    // The game master's table with a bot in the player's seat: it starts at once, no invitation.
    const seat = page.getByLabel('Jugador 1', { exact: true });
    await seat.selectOption((await seat.locator('option[value^="bot:"]').first().getAttribute('value'))!);
  }
  await page.getByRole('button', { name: button }).click();
  await page.waitForURL(/\/matches\/[^/]+$/);
  await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('En juego');
  const matchId = new URL(page.url()).pathname.split('/').at(-1)!;
  await playMoves(request, matchId, [await apiToken(request, DEMO_PLAYER.username)], moves, `a11y-${game}-${stamp}`);
  await page.reload();
  await expect(page.getByTestId('match-board')).toHaveAttribute('data-status', /live|finished/);
  return page;
}

const TABLES = [
  { game: 'blades-of-ash', button: 'Empezar la partida', moves: 10 },
  { game: 'ecg', button: 'Empezar la partida', moves: 4 },
  { game: 'warlords-of-terra', button: 'Empezar la partida', moves: 4 },
  { game: 'accion', button: 'Crear la mesa', moves: 4 },
] as const;

for (const table of TABLES) {
  test(`the ${table.game} table against the bot has no WCAG A/AA violation on a laptop or a phone`, async ({
    browser,
    request,
  }, info) => {
    test.setTimeout(120_000);
    const page = await practiceTable(browser, request, table.game, table.button, table.moves);
    await expectAccessible(page, `${table.game}-table`, info);
  });
}

test('the deck builder has no WCAG A/AA violation on a laptop or a phone', async ({ browser, request }, info) => {
  const entrant = await newAccount(request, `a11ymazo${stamp}`, 'Aurora Accesible');
  const event = await openEvent(request, {
    label: `a11y-mazo-${stamp}`,
    game: 'blades-of-ash',
    rounds: 3,
    requireDeckLists: true,
    entrants: [entrant],
  });
  const page = await signedIn(browser, entrant.username, `/tournaments/${event.id}/deck`, E2E_PASSWORD);
  await expect(page.getByTestId('deck-verdict')).toBeVisible();
  await expectAccessible(page, 'deck-builder', info);
});

test('the replay viewer has no WCAG A/AA violation on a laptop or a phone', async ({ browser, request }, info) => {
  test.setTimeout(180_000);
  const matchId = await finishedPracticeMatch(
    request,
    await apiToken(request, DEMO_PLAYER.username),
    `a11y-replay-${stamp}`,
  );
  const page = await signedIn(browser, DEMO_PLAYER.username, `/matches/${matchId}/replay`);
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 60_000 });
  await expect(page.getByTestId('replay-viewer')).toBeVisible();
  await expectAccessible(page, 'replay', info);
});

/** A page by its path, once its heading is on screen. */
async function openPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
}

test('the pages people read and fill in (lists, an event, decks, a campaign, the account, the desk) have no WCAG A/AA violation on a laptop or a phone', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  // The demo's data fills them: a league under way, a cup that ended, an open event, decks, a campaign.
  const publicPaths = [
    '/',
    '/tournaments/demo-liga-de-otono',
    '/tournaments/demo-copa-de-verano',
    '/matches',
    '/campaigns',
    '/signup',
    '/login/recover',
  ];
  const reader = await (await browser.newContext({ locale: 'es-ES', viewport: DESKTOP })).newPage();
  for (const path of publicPaths) {
    await openPage(reader, path);
    await expectAccessible(reader, `public${path.replaceAll('/', '-')}`, info);
  }
  const player = await signedIn(browser, DEMO_PLAYER.username, '/decks');
  await player.getByRole('link', { name: /^Mi / }).first().click();
  await expect(player.getByRole('heading', { level: 1 })).toHaveText(/^Mi /);
  await expectAccessible(player, 'saved-deck', info);
  await openPage(player, '/campaigns?mine=1');
  await player.getByTestId('campaign-card').first().getByRole('link').first().click();
  await expect(player.getByText('Juegas en esta campaña.')).toBeVisible();
  await expectAccessible(player, 'campaign', info);
  for (const path of ['/account', '/play']) {
    await openPage(player, path);
    await expectAccessible(player, `player${path.replaceAll('/', '-')}`, info);
  }
  const organizer = await signedIn(browser, DEMO_ORGANIZER.username, '/tournaments/new');
  await expectAccessible(organizer, 'create-event', info);
  await openPage(organizer, '/tournaments/demo-liga-de-otono/desk');
  await expectAccessible(organizer, 'desk', info);
});
