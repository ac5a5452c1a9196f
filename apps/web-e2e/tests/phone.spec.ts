import { type Locator, type Page } from '@playwright/test';
import { waitForProjections } from '../support/api';
import {
  expectNoSidewaysScroll,
  expectWholeOnScreen,
  keepPartScreenshot,
  keepScreenshot,
  PHONE,
} from '../support/look';
import { DEMO_PLAYER, runningDemoTournament } from '../support/demo';
import { finishedPracticeMatch, startPracticeAtTable } from '../support/practice';
import { apiToken } from '../support/auth';
import { signInThroughWeb, signInWithToken } from '../support/session';
import { webUrl } from '../support/env';
import { expect, test } from '../support/test';

test.use({ viewport: PHONE, locale: 'es-ES' });

/** Everything the browser complained about: console errors and failed requests to this web. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.url().startsWith(webUrl))
      problems.push(`${response.status()} ${response.url()}`);
  });
  return problems;
}

/** A demo tournament with a round under way, read once the projections have caught up with the seed. */
async function runningTournament(request: Parameters<typeof waitForProjections>[0]): Promise<string> {
  return (await runningDemoTournament(request)).id;
}

test('every page has a favicon, and none logs an error in the console', async ({ page, request }) => {
  const problems = watchProblems(page);
  const id = await runningTournament(request);
  for (const path of ['/', `/tournaments/${id}`, '/matches', '/play', '/login', `/tournaments/${id}/print/standings`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(problems).toEqual([]);
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon|favicon/);
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  expect(favicon.headers()['content-type']).toMatch(/image\/(x-icon|vnd\.microsoft\.icon)/);
});

/** The rules libraries (by npm name) whose game definition is in a script the page loads, as they come. */
function watchRulesLibraries(page: Page): Set<string> {
  const found = new Set<string>();
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [, library] of body.matchAll(/library:\s*"(@cronica\/[a-z-]+)"/g)) found.add(library!);
  });
  return found;
}

test('a phone loads no game’s rules library for the lists, a tournament page, the player’s panel or a table; a deck list and a replay load their own game’s only', async ({
  browser,
  page,
  request,
}) => {
  const id = await runningTournament(request);
  const publicScripts = watchRulesLibraries(page);
  for (const path of ['/', '/matches', `/tournaments/${id}`]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect([...publicScripts]).toEqual([]);

  const token = await apiToken(request, DEMO_PLAYER.username);
  const matchId = await finishedPracticeMatch(request, token, `e2e-phone-scripts-${Date.now()}`);
  const context = await browser.newContext({ viewport: PHONE, locale: 'es-ES' });
  await signInWithToken(context, token);
  const player = await context.newPage();
  const playerScripts = watchRulesLibraries(player);
  await player.goto(`/tournaments/${id}`);
  await expect(player.getByTestId('my-panel')).toBeVisible();
  await player.waitForLoadState('networkidle');
  // A table draws its own game's board, with that game's library only.
  await player.goto(`/matches/${matchId}`);
  await expect(player.getByTestId('blades-board')).toBeVisible();
  await player.waitForLoadState('networkidle');
  expect([...playerScripts]).toEqual([]);
  // The replay's verifier fetches the file's game, a Blades practice match: that library and no other.
  await player.goto(`/matches/${matchId}/replay`);
  await expect(player.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(player.getByTestId('replay-viewer').getByTestId('blades-board')).toBeVisible();
  await expect.poll(() => [...playerScripts]).toEqual(['@cronica/blades-of-ash']);
  await context.close();

  // A new Warlords of Terra deck: its catalogue and validator, no other game's.
  const builder = await (await browser.newContext({ viewport: PHONE, locale: 'es-ES' })).newPage();
  await signInWithToken(builder.context(), token);
  const deckScripts = watchRulesLibraries(builder);
  await builder.goto('/decks/new?game=warlords-of-terra');
  await expect(builder.getByTestId('card-browser').getByTestId('card-row').first()).toBeVisible();
  await builder.waitForLoadState('networkidle');
  await expect.poll(() => [...deckScripts]).toEqual(['@cronica/warlords-of-terra']);
  await builder.context().close();
});

test('on a 360 px phone the standings, pairings, rosters and match lists stack instead of scrolling sideways', async ({
  page,
  request,
}, testInfo) => {
  // Seven full-page screenshots of long pages: a loaded machine takes seconds for each.
  const id = await runningTournament(request);
  await page.goto(`/tournaments/${id}`);
  await expect(page.getByTestId('standings')).toBeVisible();
  await expectNoSidewaysScroll(page);
  // Each standings row is a card: the row is as wide as the screen's content, its cells stacked.
  const row = page.getByTestId('standing-row').first();
  const box = (await row.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await expect(page.getByTestId('standings').locator('thead')).toHaveCSS('position', 'absolute');
  await keepScreenshot(page, testInfo, 'phone-tournament-public');
  await keepPartScreenshot(page.getByTestId('standings'), testInfo, 'phone-standings-part');
  await keepPartScreenshot(page.getByTestId('pairings'), testInfo, 'phone-pairings-part');

  await page.goto('/matches');
  await expectNoSidewaysScroll(page);
  await expectEveryTabInSight(page, page.getByTestId('match-games'));
  await keepScreenshot(page, testInfo, 'phone-matches');
  await keepPartScreenshot(page.getByTestId('match-list'), testInfo, 'phone-match-list-part');

  await signInThroughWeb(page, 'jugadora', `/tournaments/${id}`);
  await expect(page.getByTestId('my-panel')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'phone-tournament-player');
  await page.goto(
    `/players/${encodeURIComponent((await page.getByTestId('viewer-name').getAttribute('data-player-id'))!)}`,
  );
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'phone-player-page');

  // Choosing a game to play: every game's tab in sight, none behind a sideways scroll.
  await page.goto('/play');
  await expectEveryTabInSight(page, page.getByTestId('play-games'));
  // What to expect of the chosen bot, in full under the list (the option itself cut it short).
  const hint = page.getByTestId('bot-hint');
  await expect(hint).toHaveText('Busca el mayor daño inmediato: un rival sensato.');
  await page.getByLabel('Rival').selectOption({ label: 'Fuerte' });
  await expect(hint).toHaveText('Prueba sus mejores acciones hasta el final del choque antes de elegir.');
});

/** Every tab of a row is whole on the screen, at the top of the page. */
async function expectEveryTabInSight(page: Page, tabs: Locator): Promise<void> {
  const links = tabs.getByRole('link');
  expect(await links.count()).toBeGreaterThan(2);
  for (const link of await links.all()) await expectWholeOnScreen(page, link, `the «${await link.textContent()}» tab`);
}

test('the staff view of a tournament (organizer desk, judge desk) fits a phone', async ({
  page,
  request,
}, testInfo) => {
  const id = await runningTournament(request);
  await signInThroughWeb(page, 'organizadora', `/tournaments/${id}`);
  await expect(page.getByTestId('judge-desk')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'phone-tournament-organizer');
});

// A card game's moves on a phone sit in a panel fixed over the screen's foot. Many choices of one
// kind (ECG's "Reforzar" with a full hand: some thirty discards) become a menu with a confirm
// button; the menu's longest choice must not widen the panel and push the button off the screen.
// The menu here is the one the board draws (the same classes), given such a choice by hand: a hand
// that full is a matter of luck in a real game.
test('a move menu with a long choice keeps its confirm button on a 360 px screen', async ({ page }) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=ecg');
  await startPracticeAtTable(page);
  const panel = page.getByTestId('commands');
  await expect(panel).toBeVisible();
  await panel.evaluate((host) => {
    const group = document.createElement('div');
    group.className = 'commands__group';
    group.dataset['testid'] = 'long-menu';
    const select = document.createElement('select');
    select.style.cssText = 'max-width: 100%; min-width: 0; flex: 1 1 12rem';
    select.add(new Option('Reforzar: descartar Carga Coordinada, Plegaria de Consuelo y Arquero de Oro y robar 3'));
    const confirm = document.createElement('button');
    confirm.className = 'command';
    confirm.textContent = 'Hacerlo';
    group.append(select, confirm);
    host.append(group);
  });
  // The panel scrolls up and down within its own height; across, the button must be whole.
  const box = (await page.getByTestId('long-menu').getByRole('button', { name: 'Hacerlo' }).boundingBox())!;
  expect(box.x, 'the confirm button’s left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'the confirm button’s right edge, on a 360 px screen').toBeLessThanOrEqual(360);
  await expectNoSidewaysScroll(page);
});
