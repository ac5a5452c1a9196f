import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { liveConnectionAcknowledged, livePushReceived } from '../support/accounts';
import { clickAndWait, seatOn } from '../support/blades-clicks';
import { ALBA_ES_TEXT } from '../support/deck-texts';
import { newAccount } from '../support/events';
import { pasteValidList } from '../support/journey';
import { PHONE } from '../support/look';
import { finishedPracticeMatch, livePracticeMatch } from '../support/practice';
import { signInWithToken } from '../support/session';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER, demoTournament } from '../support/demo';
import {
  buttonsThatWouldLoseATap,
  EVERY_SCRIPT,
  failScripts,
  holdScripts,
  RULES_LIBRARY,
  serverDrawing,
} from '../support/slow-code';
import { expect, test } from '../support/test';

// A phone on a slow connection gets the server's drawing of a page at once and its code later, a
// game's part last (its rules, its board). Meanwhile the page around it runs: its live connection
// comes up, the verifier starts, the match pushes its view. None of that may make the page throw
// the game's part away, blank it, or lose what the person already opened in it.

const stamp = Date.now().toString(36);

/** A phone of a new player, signed in; its page not opened yet. */
async function newPlayersPhone(browser: Browser, request: Parameters<typeof newAccount>[0], label: string) {
  const player = await newAccount(request, `${label}${stamp}`, `Lenta ${label}`);
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  await signInWithToken(context, player.token);
  return { token: player.token, page: await context.newPage() };
}

/** A finished practice match of a new player, and her phone, its page not opened yet. */
async function finishedMatchOnPhone(browser: Browser, request: Parameters<typeof newAccount>[0], label: string) {
  const { token, page } = await newPlayersPhone(browser, request, label);
  return { page, matchId: await finishedPracticeMatch(request, token, `e2e-${label}-${stamp}`) };
}

async function goBeforeItRuns(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/**
 * `path` as the server draws it with none of the page's code in (`drawn` on screen), in a new tab of
 * `context`: the buttons a tap would be lost on. Then the code comes, the page runs, the tab closes.
 */
async function tapsLostBeforeCode(context: BrowserContext, path: string, drawn: string): Promise<string[]> {
  const page = await context.newPage();
  const release = await holdScripts(page, EVERY_SCRIPT);
  await goBeforeItRuns(page, path);
  await expect(page.getByTestId(drawn).first()).toBeVisible();
  const lost = await buttonsThatWouldLoseATap(page);
  release();
  await page.waitForLoadState('networkidle');
  await page.close();
  return lost;
}

test("the deck builder's paste box, tapped open while the game's rules are still on their way, stays open when the live connection comes up, and the list goes in", async ({
  browser,
  request,
}) => {
  const { page } = await newPlayersPhone(browser, request, 'lentamazo');
  const live = liveConnectionAcknowledged(page);
  void live.then(await holdScripts(page, RULES_LIBRARY));
  await goBeforeItRuns(page, '/decks/new?game=blades-of-ash');
  const paste = page.getByTestId('paste-panel');
  await paste.getByText('Pegar una lista en texto').click();
  await live;
  // Running with its game's code: the builder's controls answer.
  await expect(page.locator('fieldset').filter({ has: page.getByTestId('deck-builder') })).toBeEnabled();
  await expect(paste).toHaveAttribute('open', '');
  await paste.getByLabel('Lista en texto').fill(ALBA_ES_TEXT);
  await expect(paste.getByTestId('paste-verdict')).toHaveAttribute('data-valid', 'true');
  await paste.getByRole('button', { name: 'Usar esta lista' }).click();
  await expect(page.getByTestId('deck-verdict')).toHaveAttribute('data-valid', 'true');
  await page.context().close();
});

test("a replay keeps the server's drawing of its board while the verifier starts and the game's rules are on their way, then verifies and steps", async ({
  browser,
  request,
}) => {
  const { page, matchId } = await finishedMatchOnPhone(browser, request, 'lentarep');
  const release = await holdScripts(page, RULES_LIBRARY);
  await goBeforeItRuns(page, `/matches/${matchId}/replay`);
  const viewerShown = await serverDrawing(page, 'replay-viewer');
  // The page runs: the verifier has started (its button is off while it works), the rules not in yet.
  await expect(page.getByRole('button', { name: 'Verificar de nuevo' })).toBeDisabled();
  release();
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  expect(await viewerShown(), 'the server-drawn replay stayed on screen').toBe(true);
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay-viewer').getByTestId('turn-banner')).toHaveAttribute('data-phase', 'over');
  await page.context().close();
});

test("a table keeps the server's drawing of its board while the board's code is on its way and the match pushes its view, then takes a move", async ({
  browser,
  request,
}) => {
  const { token, page } = await newPlayersPhone(browser, request, 'lentamesa');
  const { matchId } = await livePracticeMatch(request, token, `e2e-slow-table-${stamp}`);
  const pushed = livePushReceived(page);
  const release = await holdScripts(page, /"blades-board"/);
  await goBeforeItRuns(page, `/matches/${matchId}`);
  const boardShown = await serverDrawing(page, 'blades-board');
  // Until its code is in, the server's board takes no tap: nothing would answer it.
  const heroes = page.getByTestId(`side-${await seatOn(page)}`).getByTestId('hero-pick');
  await expect(heroes.first()).toBeVisible();
  await expect(heroes.and(page.locator(':enabled'))).toHaveCount(0);
  // The match pushes its view while the board's code is still on its way; only then does the code
  // come (released after the look above, so a quick push cannot bring the code before it).
  await pushed;
  release();
  await expect(heroes.first()).toBeEnabled();
  expect(await boardShown(), 'the server-drawn board stayed on screen').toBe(true);
  // The hero draft (000, «Draft de Héroes»): three of the five picked by tapping them, confirmed.
  for (let k = 0; k < 3; k += 1) await heroes.nth(k).click();
  await clickAndWait(page, page.getByTestId('confirm'));
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-phase', 'mulligan');
  expect(await boardShown(), 'the board answered the move in place').toBe(true);
  await page.context().close();
});

test('before a page’s code is in, no button that only its code answers takes a tap: the desk, its sheets and screen, the event, a table, a replay, the deck builder', async ({
  browser,
  request,
}) => {
  const running = await demoTournament(request, 'RUNNING', (t) => t.currentRound >= 1);
  const { token, page } = await newPlayersPhone(browser, request, 'lentabotones');
  const phone = page.context();
  const { matchId } = await livePracticeMatch(request, token, `e2e-slow-buttons-${stamp}`);
  const finished = await finishedPracticeMatch(request, token, `e2e-slow-buttons-done-${stamp}`);
  expect(await tapsLostBeforeCode(phone, `/tournaments/${running.id}`, 'standings'), 'event').toEqual([]);
  expect(await tapsLostBeforeCode(phone, `/matches/${matchId}`, 'blades-board'), 'table').toEqual([]);
  expect(await tapsLostBeforeCode(phone, `/matches/${finished}/replay`, 'replay-viewer'), 'replay').toEqual([]);
  expect(await tapsLostBeforeCode(phone, '/decks/new?game=blades-of-ash', 'paste-panel'), 'builder').toEqual([]);
  await phone.close();
  const laptop = await browser.newContext({ locale: 'es-ES' });
  await signInWithToken(laptop, await apiToken(request, DEMO_ORGANIZER.username));
  expect(await tapsLostBeforeCode(laptop, `/tournaments/${running.id}/desk`, 'desk-results'), 'desk').toEqual([]);
  const sheet = `/tournaments/${running.id}/print/standings`;
  expect(await tapsLostBeforeCode(laptop, sheet, 'print-button'), 'printed standings').toEqual([]);
  expect(await tapsLostBeforeCode(laptop, `/tournaments/${running.id}/screen`, 'screen-full'), 'screen').toEqual([]);
  await laptop.close();
});

test("a deck builder whose game's rules fail to download says so in place, and «Reintentar» fetches them and opens the builder", async ({
  browser,
  request,
}) => {
  const { page } = await newPlayersPhone(browser, request, 'lentafallo');
  const connectionBack = await failScripts(page, RULES_LIBRARY);
  // Reached by a link, as a phone does: nothing of the builder is drawn before its game's code.
  await page.goto('/decks');
  await page
    .locator('[data-testid=deck-game][data-game=blades-of-ash]')
    .getByRole('link', { name: '+ Nuevo mazo' })
    .click();
  const unreachable = page.getByTestId('game-unreachable');
  await expect(unreachable).toContainText('No se pudo descargar el juego: comprueba la conexión.');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  connectionBack();
  await unreachable.getByRole('button', { name: 'Reintentar' }).click();
  await expect(unreachable).toHaveCount(0);
  await pasteValidList(page, ALBA_ES_TEXT);
  await expect(page.getByTestId('deck-verdict')).toHaveAttribute('data-valid', 'true');
  await page.context().close();
});

test("a replay whose game's rules fail to download says so once, and «Verificar de nuevo» verifies it and brings its board", async ({
  browser,
  request,
}) => {
  const { page, matchId } = await finishedMatchOnPhone(browser, request, 'lentarepfallo');
  const connectionBack = await failScripts(page, RULES_LIBRARY);
  await page.goto(`/matches/${matchId}/replay`);
  await expect(page.getByTestId('replay-game-unavailable')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(1);
  connectionBack();
  await page.getByRole('button', { name: 'Verificar de nuevo' }).click();
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('replay-viewer').getByTestId('blades-board')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await page.context().close();
});

test("a table whose board's code fails to download says so in its place, the rest of the table stays, and «Reintentar» brings the board, which takes a move", async ({
  browser,
  request,
}) => {
  const { token, page } = await newPlayersPhone(browser, request, 'lentamesafallo');
  const { matchId } = await livePracticeMatch(request, token, `e2e-slow-table-fail-${stamp}`);
  const connectionBack = await failScripts(page, /"blades-board"/);
  await page.goto(`/matches/${matchId}`);
  const unreachable = page.getByTestId('game-unreachable');
  await expect(unreachable).toContainText('No se pudo descargar el juego: comprueba la conexión.');
  await expect(page.getByTestId('blades-board')).toHaveCount(0);
  await expect(page.getByTestId('match-status')).toHaveText('En juego');
  await expect(page.getByRole('button', { name: 'Rendirse…' })).toBeVisible();
  connectionBack();
  await unreachable.getByRole('button', { name: 'Reintentar' }).click();
  await expect(unreachable).toHaveCount(0);
  const heroes = page.getByTestId(`side-${await seatOn(page)}`).getByTestId('hero-pick');
  for (let k = 0; k < 3; k += 1) await heroes.nth(k).click();
  await clickAndWait(page, page.getByTestId('confirm'));
  await expect(page.getByTestId('turn-banner')).toHaveAttribute('data-phase', 'mulligan');
  await page.context().close();
});
