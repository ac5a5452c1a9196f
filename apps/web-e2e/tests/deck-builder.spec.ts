import { type Browser, type Page } from '@playwright/test';
import { waitForProjections } from '../support/api';
import { ECG_ES_TEXT, WOT_ES_TEXT } from '../support/deck-texts';
import { E2E_PASSWORD, newAccount, openEvent, staff, type EventSetup } from '../support/events';
import {
  DESKTOP,
  expectNoSidewaysScroll,
  keepPartScreenshot,
  keepScreenshot,
  PHONE,
  type Viewport,
} from '../support/look';
import { addAlbaHeroes, addCardRow } from '../support/journey';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Players write their deck lists in the browser for each game the registry knows: Blades of Ash
// through the card browser, Warlords of Terra and ECG by pasting text (with a mistake the page
// flags as it is typed) and adjusting with the browser.
const stamp = Date.now().toString(36);

// Each journey adds dozens of cards one click at a time and takes phone screenshots: alone it takes
// ~30 s, but a CI machine running other journeys beside it has needed more than the default 90 s.
test.describe.configure({ timeout: 180_000 });

/** A new event of `game` with one entrant, `name`, signed in on its page at `viewport`. */
async function entrantPage(
  browser: Browser,
  request: Parameters<typeof waitForProjections>[0],
  entrant: { game: string; name: string; viewport?: Viewport },
): Promise<{ event: EventSetup; page: Page }> {
  const { game, name, viewport = DESKTOP } = entrant;
  const account = await newAccount(request, `mazo${game.slice(0, 3)}${stamp}`, name);
  const event = await openEvent(request, {
    label: `mazo-${game}-${stamp}`,
    game,
    rounds: 3,
    requireDeckLists: true,
    entrants: [account],
  });
  const page = await (await browser.newContext({ locale: 'es-ES', viewport })).newPage();
  await signInThroughWeb(page, account.username, `/tournaments/${event.id}`, E2E_PASSWORD);
  return { event, page };
}

test('a Blades of Ash player builds a legal list with the card browser, hands it in, and sees it read-only once registration closes', async ({
  browser,
  request,
}, testInfo) => {
  const { event, page } = await entrantPage(browser, request, { game: 'blades-of-ash', name: 'Lucía Baraja' });
  const panel = page.getByTestId('my-panel');
  await expect(panel.getByTestId('deck-status')).toContainText('Aún no has entregado tu lista de mazo.');
  await panel.getByRole('link', { name: 'Escribir mi lista' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${event.id}/deck$`));
  const verdict = page.getByTestId('deck-verdict');
  await expect(verdict).toContainText('Añade cartas o pega una lista para empezar.');

  const browserPane = page.getByTestId('card-browser');
  // Four of the faction's heroes, then (searched in English, without the filters) the Mercenarios hero that joins any faction.
  const heroes = await addAlbaHeroes(page);
  await expect(page.getByTestId('section-total-heroes')).toHaveText('5 cartas');
  await expect(verdict).toHaveAttribute('data-valid', 'false');
  await expect(verdict).toContainText('problema');

  // Card text and stats, from the catalog.
  await browserPane.getByLabel('Buscar por nombre (español o inglés)').fill('belain');
  await heroes.first().getByText('Texto y estadísticas').click();
  await expect(heroes.first()).toContainText('Cuchillada Precisa');
  await expect(heroes.first()).toContainText('Fuerza');

  // Now that the list is Orden del Alba, another faction's hero is not offered; shown on request, it is marked.
  await browserPane.getByLabel('Buscar por nombre (español o inglés)').fill('ayranel');
  await expect(heroes).toHaveCount(0);
  const fitToggle = browserPane.getByTestId('fit-toggle').getByRole('checkbox');
  await expect(fitToggle).toBeChecked();
  await fitToggle.uncheck();
  await expect(heroes).toHaveCount(1);
  await expect(heroes.first()).toContainText('Tu lista (Orden del Alba) no la admite');
  await fitToggle.check();
  await expect(heroes).toHaveCount(0);

  // Thirty actions: two copies each of fifteen Orden del Alba actions.
  await browserPane.getByLabel('Buscar por nombre (español o inglés)').fill('');
  await browserPane.getByLabel('Facción').selectOption({ label: 'Orden del Alba' });
  await browserPane.getByLabel('Tipo').selectOption({ label: 'Todas' });
  const actions = await heroes.all();
  let added = 0;
  for (const row of actions) {
    if (added === 15) break;
    if ((await row.locator('.card-row__kind').textContent())?.startsWith('Héroe')) continue;
    await addCardRow(row, 2);
    added += 1;
  }
  await expect(page.getByTestId('section-total-actions')).toHaveText('30 cartas');
  await expect(verdict).toHaveAttribute('data-valid', 'true');
  await expect(verdict).toContainText('Lista válida');

  // A third copy is flagged as it happens, and taking it out clears it.
  const firstAction = page
    .getByTestId('deck-draft')
    .locator('[data-section="actions"] [data-testid="draft-entry"]')
    .first();
  await firstAction.getByRole('button', { name: /^Una copia más de / }).click();
  await expect(verdict).toHaveAttribute('data-valid', 'false');
  await expect(verdict.locator('li')).toContainText([/3 copias; el máximo es 2\./]);
  await keepScreenshot(page, testInfo, 'blades-builder-flags-third-copy');
  await keepPartScreenshot(page.locator('.deck-builder__list'), testInfo, 'blades-list-flags-third-copy');
  await firstAction.getByRole('button', { name: /^Una copia menos de / }).click();
  await expect(verdict).toHaveAttribute('data-valid', 'true');

  await page.getByRole('button', { name: 'Entregar la lista' }).click();
  await expect(page.getByTestId('deck-saved')).toHaveAttribute('data-saved', 'true');
  await expect(page.getByTestId('deck-saved')).toHaveText('Esta es la lista registrada.');
  await keepScreenshot(page, testInfo, 'blades-builder-registered-desktop');

  // Back later: the registered list is loaded for editing; the roster says the deck is in.
  await page.reload();
  await expect(page.getByTestId('section-total-actions')).toHaveText('30 cartas');
  await expect(page.getByTestId('deck-saved')).toHaveAttribute('data-saved', 'true');
  await page.goto(`/tournaments/${event.id}`);
  await expect(page.getByTestId('roster')).toContainText('Lucía Baraja');
  await expect(page.getByTestId('deck-status')).toHaveAttribute('data-has-deck', 'true');

  await staff(request, event, 'closeRegistration');
  await page.goto(`/tournaments/${event.id}/deck`);
  await expect(page.getByTestId('deck-builder')).toHaveCount(0);
  await expect(
    page.getByText('La inscripción está cerrada: tu lista registrada ya no se puede cambiar.'),
  ).toBeVisible();
  const registered = page.getByTestId('registered-list');
  await expect(registered).toContainText('Orden del Alba');
  await expect(registered.locator('li')).toHaveCount(20);
  await keepScreenshot(page, testInfo, 'blades-registered-read-only');
});

test('a Warlords of Terra player pastes a list with a mistake, sees it flagged at its line as she types, fixes it and hands it in', async ({
  browser,
  request,
}, testInfo) => {
  const { event, page } = await entrantPage(browser, request, {
    game: 'warlords-of-terra',
    name: 'Martina Señor',
    viewport: PHONE,
  });
  await page.goto(`/tournaments/${event.id}/deck`);
  await page.getByText('Pegar una lista en texto').click();
  const paste = page.getByTestId('paste-panel');
  const box = paste.getByLabel('Lista en texto');
  await box.fill(WOT_ES_TEXT.replace('3 Saqueador', '4 Saqueador'));
  const pasteVerdict = paste.getByTestId('paste-verdict');
  await expect(pasteVerdict).toHaveAttribute('data-valid', 'false');
  await expect(pasteVerdict).toContainText(
    `línea ${WOT_ES_TEXT.split('\n').indexOf('3 Saqueador') + 1}: Saqueador: como máximo 3 copias (hay 4).`,
  );
  await expectNoSidewaysScroll(page);
  await keepPartScreenshot(paste, testInfo, 'wot-paste-mistake-phone');
  await box.fill(WOT_ES_TEXT);
  await expect(pasteVerdict).toHaveAttribute('data-valid', 'true');
  await paste.getByRole('button', { name: 'Usar esta lista' }).click();
  for (const [section, total] of [
    ['hero', '1 carta'],
    ['battle', '40 cartas'],
    ['construction', '15 cartas'],
    ['sideboard', '10 cartas'],
  ]) {
    await expect(page.getByTestId(`section-total-${section}`)).toHaveText(total);
  }
  await expect(page.getByTestId('deck-verdict')).toHaveAttribute('data-valid', 'true');
  await page.getByRole('button', { name: 'Entregar la lista' }).click();
  await expect(page.getByTestId('deck-saved')).toHaveAttribute('data-saved', 'true');
  await expectNoSidewaysScroll(page);
  await keepPartScreenshot(page.locator('.deck-builder__list'), testInfo, 'wot-registered-list-phone');
  // The browser offers the list only its hero's realm and the neutral cards (002 A.7.3).
  const browserPane = page.getByTestId('card-browser');
  await expect(browserPane.getByTestId('fit-toggle')).toContainText('Solo las cartas que admite tu lista (Overlords)');
  for (const kind of await browserPane.locator('.card-row__kind').allTextContents())
    expect(kind).toMatch(/Overlords|Neutral/);
  // Deep in the card browser, the list's size and verdict stay at the foot, with a way back up.
  await page.getByTestId('card-browser').getByTestId('card-row').nth(12).scrollIntoViewIfNeeded();
  const tally = page.getByTestId('draft-tally');
  await expect(tally).toBeInViewport();
  await expect(tally).toContainText('Tu lista: 66 cartas · ✓ válida');
  await keepScreenshot(page, testInfo, 'wot-browser-tally-phone');
  await tally.getByRole('link', { name: 'Ver la lista ↑' }).click();
  await expect(page.getByRole('heading', { name: 'Tu lista', exact: true })).toBeInViewport();
  await keepPartScreenshot(
    page.getByTestId('card-browser').getByTestId('card-row').first(),
    testInfo,
    'wot-card-row-phone',
  );
});

test('an ECG player pastes a list, changes it with the card browser (validation follows), and hands it in; English works too', async ({
  browser,
  request,
}, testInfo) => {
  const { event, page } = await entrantPage(browser, request, { game: 'ecg', name: 'Iker Mazo' });
  await page.goto(`/tournaments/${event.id}/deck?lang=en`);
  await page.getByText('Paste a text list').click();
  await page.getByTestId('paste-panel').getByLabel('Text list').fill(ECG_ES_TEXT);
  await page.getByTestId('paste-panel').getByRole('button', { name: 'Use this list' }).click();
  const verdict = page.getByTestId('deck-verdict');
  await expect(verdict).toHaveAttribute('data-valid', 'true');
  await expect(page.getByTestId('section-total-main')).toHaveText('40 cards');

  const entry = page.getByTestId('deck-draft').locator('[data-card="rea-1"]');
  await entry.getByRole('button', { name: /^One copy fewer of / }).click();
  await expect(page.getByTestId('section-total-main')).toHaveText('39 cards');
  await expect(verdict).toHaveAttribute('data-valid', 'false');
  await expect(verdict).toContainText('Exactly 40 cards in the deck required; found 39.');
  const search = page.getByTestId('card-browser');
  await search.getByLabel('Type').selectOption({ label: 'Reaction' });
  // Only reactions are listed: every row's kind says so, and the one to add is among them.
  const rows = search.getByTestId('card-row');
  await expect(search.locator('[data-card="rea-1"]')).toBeVisible();
  for (const kind of await rows.locator('.card-row__kind').allTextContents()) expect(kind).toContain('Reaction');
  await search.locator('[data-card="rea-1"]').getByRole('button', { name: /^Add / }).click();
  await expect(verdict).toHaveAttribute('data-valid', 'true');
  await keepScreenshot(page, testInfo, 'ecg-builder-english-desktop');
  await page.getByRole('button', { name: 'Hand in the list' }).click();
  await expect(page.getByTestId('deck-saved')).toHaveText('This is the registered list.');
});
