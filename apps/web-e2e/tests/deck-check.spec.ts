import { type Browser, type Locator, type Page } from '@playwright/test';
import { apiToken } from '../support/auth';
import { ALBA_EN_TEXT, ALBA_ES_TEXT } from '../support/deck-texts';
import { DECK_ALBA } from '../support/decks';
import { demoEntrant, openEvent, publishFirstRound, type EventSetup } from '../support/events';
import { DESKTOP, expectNoSidewaysScroll, keepPartScreenshot, keepScreenshot, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { apiUrl } from '../support/env';
import { expect, test } from '../support/test';

// The judge's deck check: the registered list in full, the deck in play typed or ticked, and
// what differs. Ana registered her list as JSON with card ids (as the demo league's players
// did); Bruno typed his as text with Spanish names.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
let event: EventSetup;

async function judgePage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-ES', viewport })).newPage();
  await signInThroughWeb(page, 'juez', `/tournaments/${event.id}`);
  return page;
}

async function openCheck(page: Page, playerName: string): Promise<void> {
  await page.getByTestId('judge-desk').getByTestId('deck-check-link').click();
  await page.getByTestId('deck-check-chooser').getByLabel('Jugador').selectOption({ label: playerName });
  await page.getByTestId('deck-check-chooser').getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByTestId('registered-list')).toBeVisible();
}

/** The judge records the check; answers its row on the tournament's page. */
async function recordCheck(page: Page, playerName: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Registrar la revisión' }).click();
  await expect(page.getByText('Revisión registrada en el torneo.')).toBeVisible();
  await page.goto(`/tournaments/${event.id}`);
  return page.getByTestId('deck-check').filter({ hasText: playerName });
}

test.beforeAll(async ({ request }) => {
  const entrants = [await demoEntrant(request, 'ana'), await demoEntrant(request, 'bruno')];
  event = await openEvent(request, {
    label: `revision-${stamp}`,
    game: 'blades-of-ash',
    rounds: 1,
    requireDeckLists: true,
    entrants,
    decks: [DECK_ALBA, ALBA_ES_TEXT],
  });
  await publishFirstRound(request, event);
});

test('the exact list, typed by the judge with card names, matches a list registered by card ids (it used to report a mismatch)', async ({
  browser,
}, testInfo) => {
  const page = await judgePage(browser);
  await openCheck(page, 'Ana Robles');
  const registered = page.getByTestId('registered-list');
  await expect(registered).toContainText('Orden del Alba');
  await expect(registered).toContainText('Belain Thalier');
  await expect(registered.locator('li')).toHaveCount(22);
  await page.getByRole('button', { name: 'Escribir en texto' }).click();
  await page.getByLabel('El mazo en juego, en texto (nombres en español o inglés)').fill(ALBA_ES_TEXT);
  const verdict = page.getByTestId('check-verdict');
  await expect(verdict).toHaveAttribute('data-matches', 'true');
  await expect(verdict).toHaveText('✓ Coincide con la lista registrada');
  await expect(verdict).toHaveClass(/check-verdict--match/);
  await keepScreenshot(page, testInfo, 'deck-check-match-desktop');

  const record = await recordCheck(page, 'Ana Robles');
  await expect(record).toHaveAttribute('data-matches', 'true');
  await expect(record.locator('.badge')).toHaveClass(/badge--calm/);
});

test('the same list in English matches Bruno’s Spanish text; a missing copy and an extra card are the alarming mismatch, card by card', async ({
  browser,
}, testInfo) => {
  const page = await judgePage(browser, PHONE);
  await openCheck(page, 'Bruno Sáez');
  await page.getByRole('button', { name: 'Escribir en texto' }).click();
  await page.getByLabel('El mazo en juego, en texto (nombres en español o inglés)').fill(ALBA_EN_TEXT);
  await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-matches', 'true');

  // Ticking the list as the judge counts the cards: all present but one copy of Parada, plus a card not on the list.
  await page.getByRole('button', { name: 'Marcar sobre la lista' }).click();
  const ticks = page.getByTestId('tick-list');
  for (const box of await ticks.getByRole('checkbox').all()) await box.check();
  await ticks.getByLabel('Copias encontradas de Parada').fill('1');
  await page.getByLabel('Cartas que no están en la lista («1 Nombre» por línea)').fill('1 Esquivar');
  const verdict = page.getByTestId('check-verdict');
  await expect(verdict).toHaveAttribute('data-matches', 'false');
  await expect(verdict.locator('.check-verdict__title')).toHaveText('⚠ No coincide: 2 diferencias');
  const diff = page.getByTestId('deck-diff');
  await expect(diff.locator('tbody tr')).toHaveCount(2);
  await expect(diff.locator('tr[data-card="parada"]')).toContainText('Parada' + 'Acciones' + '2' + '1');
  await expect(diff.locator('tr[data-card="esquivar"]')).toContainText('Esquivar' + 'Acciones' + '0' + '1');
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'deck-check-mismatch-phone');
  await keepPartScreenshot(page.locator('.deck-check__result'), testInfo, 'deck-check-mismatch-verdict-phone');

  const record = await recordCheck(page, 'Bruno Sáez');
  await expect(record).toHaveAttribute('data-matches', 'false');
  await expect(record.locator('.badge')).toHaveClass(/badge--alarm/);
  await expect(record.locator('.badge')).toHaveText('⚠ No coincide con la lista registrada');
  await keepPartScreenshot(page.getByTestId('deck-checks'), testInfo, 'judge-desk-deck-checks-phone');
});

test('players cannot open the deck check, and the API refuses them the registered lists of others', async ({
  browser,
  request,
}) => {
  const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await signInThroughWeb(page, 'bruno', `/tournaments/${event.id}/deck-check?player=${event.entrants[0]!.id}`);
  await expect(page.getByText('Solo la organización y los jueces revisan mazos.')).toBeVisible();
  await expect(page.getByTestId('registered-list')).toHaveCount(0);
  await page.context().close();
  const token = await apiToken(request, 'bruno');
  const response = await request.post(`${apiUrl}/graphql`, {
    data: {
      query: 'query ($t: ID!, $p: ID) { deckList(tournamentId: $t, playerId: $p) { json } }',
      variables: { t: event.id, p: event.entrants[0]!.id },
    },
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
});
