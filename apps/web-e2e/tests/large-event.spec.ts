import { type Page } from '@playwright/test';
import { graphql } from '../support/api';
import { openEvent, overrideResult, publishFirstRound, staff, tablesOf, type EventSetup } from '../support/events';
import { DESKTOP, expectNoSidewaysScroll, expectWholeOnScreen, keepViewportScreenshot, PHONE } from '../support/look';
import { expect, test } from '../support/test';

// A field of 120 walk-ins (more than two pages of fifty), one of them with accents in the name.
const FIELD = 120;
const ACCENTED = 'José Núñez';
const GUEST =
  'mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { position } } }';

/** An event of 120 desk walk-ins with its first round paired, published, reported and ended. */
async function largeEvent(request: Parameters<typeof graphql>[0]): Promise<EventSetup> {
  const event = await openEvent(request, {
    label: `grande-${Date.now()}`,
    game: 'blades-of-ash',
    rounds: 3,
    entrants: [],
  });
  const names = [...Array.from({ length: FIELD - 1 }, (_, n) => `Jugador ${n + 1}`), ACCENTED];
  for (const [n, name] of names.entries())
    await graphql(request, GUEST, { t: event.id, n: name, c: `${event.id}-guest-${n}` }, event.organizerToken);
  await publishFirstRound(request, event);
  for (const table of await tablesOf(request, event.id, 1, event.organizerToken)) {
    if (table.playerB !== null) await overrideResult(request, event, table, 'a', [{ winner: 'a', lifeA: 5, lifeB: 0 }]);
  }
  await staff(request, event, 'endRound');
  return event;
}

/** What the screen shows with `testId`'s part at its top (the search box, a list's pager), to be looked at. */
async function keepShotAt(
  page: Page,
  testId: string,
  testInfo: Parameters<typeof keepViewportScreenshot>[1],
  name: string,
): Promise<void> {
  await page.getByTestId(testId).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await keepViewportScreenshot(page, testInfo, name);
}

async function showsRows(page: Page, list: 'standings' | 'tables', rows: number, count: string): Promise<void> {
  await expect(page.getByTestId(list === 'standings' ? 'standing-row' : 'pairing-row')).toHaveCount(rows);
  await expect(page.getByTestId(`${list}-pager-count`)).toHaveText(count);
}

test('a person pages through the standings and tables of a 120-player event and finds a player by name, accents or not', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const event = await largeEvent(request);
  // A name in the standings is a link; the page asks for no person's page before it is opened
  // (each would be one more read from the budget a venue's readers share).
  const personPagesAskedFor: string[] = [];
  page.on('request', (asked) => {
    if (asked.headers()['next-router-prefetch'] && new URL(asked.url()).pathname.startsWith('/players/'))
      personPagesAskedFor.push(asked.url());
  });
  await page.setViewportSize(DESKTOP);
  await page.goto(`/tournaments/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

  await showsRows(page, 'standings', 50, 'Mostrando 1–50 de 120');
  await showsRows(page, 'tables', 50, 'Mostrando 1–50 de 60');
  await expect(page.getByTestId('roster').getByRole('listitem')).toHaveCount(50);
  await keepShotAt(page, 'player-search', testInfo, 'large-event-desktop-search');

  const standingsPager = page.getByTestId('standings-pager');
  await standingsPager.getByRole('link', { name: 'Siguientes →' }).click();
  await showsRows(page, 'standings', 50, 'Mostrando 51–100 de 120');
  await standingsPager.getByRole('link', { name: 'Siguientes →' }).click();
  await showsRows(page, 'standings', 20, 'Mostrando 101–120 de 120');
  await expect(standingsPager.getByRole('link', { name: 'Siguientes →' })).toHaveCount(0);
  await page.getByTestId('tables-pager').getByRole('link', { name: 'Siguientes →' }).click();
  await showsRows(page, 'tables', 10, 'Mostrando 51–60 de 60');
  // Paging the tables keeps the standings where the reader left them.
  await showsRows(page, 'standings', 20, 'Mostrando 101–120 de 120');

  const search = page.getByRole('searchbox', { name: 'Buscar jugador' });
  await search.fill('jose nunez');
  await search.press('Enter');
  await showsRows(page, 'standings', 1, 'Mostrando 1–1 de 1');
  await expect(page.getByTestId('standing-row')).toContainText(ACCENTED);
  await keepShotAt(page, 'player-search', testInfo, 'large-event-desktop-found');
  await showsRows(page, 'tables', 1, 'Mostrando 1–1 de 1');
  await expect(page.getByTestId('roster')).toContainText(ACCENTED);

  await page.getByRole('searchbox', { name: 'Buscar jugador' }).fill('Jugador 12');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByTestId('standing-row')).toHaveCount(1);
  await expect(page.getByTestId('standing-row')).toContainText('Jugador 12');

  await page.setViewportSize(PHONE);
  await page.goto(`/tournaments/${event.id}?standingsPage=2`);
  await showsRows(page, 'standings', 50, 'Mostrando 51–100 de 120');
  await expectNoSidewaysScroll(page);
  await keepShotAt(page, 'player-search', testInfo, 'large-event-phone-search');
  await keepShotAt(page, 'standings-pager', testInfo, 'large-event-phone-pager');
  await page.waitForLoadState('networkidle');
  expect(personPagesAskedFor).toEqual([]);
});

test('the event screen of a 120-player round turns its pages by itself, 36 players at a time', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const event = await largeEvent(request);
  const screen = await (
    await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })
  ).newPage();
  // The room's clock runs when the test says: each step is the 15 s a page stays up.
  await screen.clock.install();
  await screen.goto(`/tournaments/${event.id}/screen`);
  const count = screen.getByTestId('screen-page-count');
  const shown = screen.locator('[data-testid="screen-page"]:not([hidden]) [data-testid="screen-line"]');
  await expect(count).toHaveText('Página 1 de 4');
  await expect(shown).toHaveCount(36);
  await expect(shown.first()).toContainText(ACCENTED);
  const firstLineOfPageOne = await shown.first().innerText();
  // A page and its count fit the projector's one screen: nobody scrolls a projector.
  await expectWholeOnScreen(screen, shown.last(), 'the page’s last player');
  await expectWholeOnScreen(screen, count, 'the page count');
  await keepViewportScreenshot(screen, testInfo, 'large-event-screen-page-1');
  // Three seconds at a time until the first page turns (its timer starts once the page is live): a
  // step of a whole page could turn two pages when the poll reads again.
  await expect
    .poll(
      async () => {
        await screen.clock.runFor(3_000);
        return count.textContent();
      },
      { timeout: 30_000 },
    )
    .not.toBe('Página 1 de 4');
  await expect(count).toHaveText('Página 2 de 4');
  await expect(shown).toHaveCount(36);
  // Another 36 lines: page 2 starts where page 1 ended (its first line may name José too, as a rival).
  await expect(shown.first()).not.toHaveText(firstLineOfPageOne);
  for (const [page, lines] of [
    [3, 36],
    [4, 12],
    [1, 36],
  ] as const) {
    await screen.clock.runFor(15_000);
    await expect(count).toHaveText(`Página ${page} de 4`);
    await expect(shown).toHaveCount(lines);
    // The last page's twelve are set larger, in one column: still all on the projector's screen.
    await expectWholeOnScreen(screen, shown.last(), `page ${page}’s last player`);
  }
});
