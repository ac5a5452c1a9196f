import { type Browser, type Page } from '@playwright/test';
import { ALBA_ES_TEXT } from '../support/deck-texts';
import { DECK_ALBA, DECK_CUERVO } from '../support/decks';
import { DEMO_ORGANIZER } from '../support/demo';
import {
  E2E_PASSWORD,
  newAccount,
  openEvent,
  overrideResult,
  publishTopCut,
  staff,
  tablesOf,
  type Entrant,
} from '../support/events';
import { deskCommand, pasteValidList, standingsCsvLines } from '../support/journey';
import { DESKTOP, keepScreenshot, lookOnPhone } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A real event's engine points, as people meet them: a late entrant hands in a list (002 C.4), the
// tiebreak round and the final keep their one name on every page and sheet, and once the event has
// ended the final placings (not the Swiss order alone) are public, printed and exported.
const stamp = Date.now().toString(36);

async function playerPage(browser: Browser, entrant: Entrant, next: string): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  await signInThroughWeb(page, entrant.username, next, E2E_PASSWORD);
  return page;
}

test('a late entrant hands in a list; the tiebreak round and the final keep their names; the final placings are public', async ({
  browser,
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const field = await Promise.all(
    ['Alba', 'Bruno', 'Celia', 'Dario', 'Elsa', 'Fede'].map((name, i) =>
      newAccount(request, `lf${stamp}${i}`, `${name} LF`),
    ),
  );
  const event = await openEvent(request, {
    label: `lf-${stamp}`,
    game: 'blades-of-ash',
    rounds: 1,
    requireDeckLists: true,
    more: { topCut: { size: 2 }, prizePlaces: 2, gameOptions: { maxRounds: 4 } },
    entrants: field,
    decks: field.map((_, i) => (i % 2 === 0 ? DECK_ALBA : DECK_CUERVO)),
  });
  await staff(request, event, 'closeRegistration');
  const [nuria, oscar] = [
    await newAccount(request, `lfn${stamp}`, 'Nuria Tarde'),
    await newAccount(request, `lfo${stamp}`, 'Óscar Tarde'),
  ];
  const everyone = [...field, nuria, oscar];
  const nameOf = (id: string | null) => everyone.find((e) => e.id === id)!.displayName;

  // The desk: one late entrant with a list typed in, one without.
  await page.setViewportSize(DESKTOP);
  await signInThroughWeb(page, DEMO_ORGANIZER.username, `/tournaments/${event.id}/desk`);
  const late = page.getByTestId('late-entry-form');
  await late.getByLabel('Usuario o nombre').fill(nuria.username);
  await late.getByTestId('late-entry-deck').fill(ALBA_ES_TEXT);
  await late.getByRole('button', { name: 'Añadir tarde' }).click();
  await expect(page.getByTestId('desk-player').filter({ hasText: 'Nuria Tarde' })).toContainText('Mazo entregado');
  await late.getByLabel('Usuario o nombre').fill(oscar.username);
  await late.getByTestId('late-entry-deck').fill('');
  await late.getByRole('button', { name: 'Añadir tarde' }).click();
  await expect(page.getByTestId('late-without-list')).toContainText('Óscar Tarde');
  await keepScreenshot(page, testInfo, '01-desk-late-entry-without-list');

  // The draft names him, and the round is not published while he has no list.
  await deskCommand(page, 'pairNextRound');
  await expect(page.getByTestId('draft-missing-lists')).toContainText('Óscar Tarde');
  await deskCommand(page, 'publishPairings', 'Se publicará', true);
  await expect(page.getByTestId('desk-publishPairings').locator('.form__error')).toContainText('Óscar Tarde');
  await keepScreenshot(page, testInfo, '02-draft-refused-without-list');

  // Óscar's own panel takes him to the deck page, open to him once, and he hands his list in.
  const own = await playerPage(browser, oscar, `/tournaments/${event.id}`);
  await own.getByTestId('deck-link').click();
  await expect(own.getByTestId('late-list-intro')).toContainText('Llegaste tarde');
  await pasteValidList(own, ALBA_ES_TEXT);
  await own.getByRole('button', { name: 'Entregar la lista' }).click();
  // Handed in, it is registered and stays as it is (002 C.4: "no podrá ser reclamado de vuelta").
  await expect(own.getByTestId('registered-list')).toBeVisible();
  await expect(own.getByTestId('late-list-intro')).toHaveCount(0);
  await keepScreenshot(own, testInfo, '03-late-entrant-hands-in-list');
  await own.context().close();

  await page.reload();
  await expect(page.getByTestId('draft-missing-lists')).toHaveCount(0);
  await deskCommand(page, 'publishPairings', 'Se publicará');
  // The only Swiss round is under way: a late entry has no round left to join, so the desk offers none.
  await page.reload();
  await expect(page.getByTestId('desk-players')).toBeVisible();
  await expect(page.getByTestId('late-entry-form')).toHaveCount(0);

  // Round 1: every seat A wins 10–0, so the four winners are level for the two places of the final.
  for (const table of await tablesOf(request, event.id, 1, event.organizerToken))
    if (table.playerB !== null)
      await overrideResult(request, event, table, 'a', [{ winner: 'a', lifeA: 10, lifeB: 0 }]);
  for (const step of ['endRound', 'pairTiebreakRound', 'publishPairings']) await staff(request, event, step);

  // The tiebreak round is "Ronda de desempate" on the player's panel, the paper links and the print sheet.
  const [playOff] = await tablesOf(request, event.id, 2, event.organizerToken);
  const tied = await playerPage(
    browser,
    everyone.find((e) => e.id === playOff!.playerA)!,
    `/tournaments/${event.id}`,
  );
  await expect(tied.getByTestId('my-panel')).toContainText('Ronda de desempate');
  await expect(tied.getByTestId('my-panel')).not.toContainText('Semifinales');
  await expect(tied.getByTestId('paper-links')).toContainText('Emparejamientos por mesa · Ronda de desempate');
  await keepScreenshot(tied, testInfo, '04-player-panel-tiebreak-round');
  await tied.goto(`/tournaments/${event.id}/print/pairings?round=2`);
  await expect(tied.locator('body')).toContainText('Ronda de desempate');
  await expect(tied.locator('body')).not.toContainText('Semifinales');
  await tied.context().close();

  for (const table of await tablesOf(request, event.id, 2, event.organizerToken))
    await overrideResult(request, event, table, 'a', [{ winner: 'a', lifeA: 8, lifeB: 0 }]);
  await publishTopCut(request, event);
  // The final: the lower seed (seat B) wins, so the final placings differ from the Swiss order.
  const [final] = await tablesOf(request, event.id, 3, event.organizerToken);
  await overrideResult(request, event, final!, 'b', [{ winner: 'b', lifeA: 0, lifeB: 6 }]);
  await staff(request, event, 'endRound');
  const [champion, runnerUp] = [nameOf(final!.playerB), nameOf(final!.playerA)];

  // The public page: the final placings first, the Swiss standings labelled, EVENT.json linked, the format in full.
  await page.goto(`/tournaments/${event.id}`);
  const placings = page.getByTestId('placing');
  await expect(placings.first()).toContainText('1.º');
  await expect(placings.first()).toContainText(champion);
  await expect(placings.nth(1)).toContainText(runnerUp);
  await expect(page.getByTestId('my-placing')).toHaveCount(0);
  await expect(page.locator('#standings-title')).toHaveText('Clasificación suiza');
  // Ended, nothing is played: the standings come before the rounds' pairings again.
  await expect(page.locator('#standings-title, #pairings-title')).toHaveText([
    'Clasificación suiza',
    'Emparejamientos',
  ]);
  await expect(page.getByTestId('standing-row').first()).toContainText(runnerUp);
  // The header says what the event played, not its last round's name.
  await expect(
    page.getByRole('definition').filter({ hasText: /^1 ronda suiza \+ 1 ronda de desempate \+ top 2$/ }),
  ).toHaveCount(1);
  await expect(page.getByRole('definition').filter({ hasText: /^Final$/ })).toHaveCount(0);
  await expect(page.getByTestId('event-json')).toHaveAttribute('href', `/tournaments/${event.id}/event.json`);
  await page.getByTestId('format').locator('summary').click();
  await expect(page.getByTestId('format')).toContainText('Los 2 primeros');
  // The game's own option the organizer changed, in the game's words (Blades of Ash's battle rounds).
  await expect(page.getByTestId('format')).toContainText('4 rondas');
  await keepScreenshot(page, testInfo, '05-public-final-placings');
  await lookOnPhone(page, testInfo, '06-public-final-placings-phone');

  // The spreadsheet and the print sheet: the final places first, the Swiss rank kept beside them.
  const lines = await standingsCsvLines(page);
  expect(lines[0]).toMatch(/^Puesto final,Puesto suizo,Jugador,/);
  expect(lines[1]).toMatch(new RegExp(`^1\\.º,\\d+,${champion}`));
  await page.goto(`/tournaments/${event.id}/print/standings`);
  await expect(page.getByTestId('print-placings').locator('tbody tr').first()).toContainText(champion);
  await keepScreenshot(page, testInfo, '07-print-final-placings');

  // A player's profile says what the event played, never "Ronda 3 de 1", and gives the
  // champion's final place, not the Swiss rank the runner-up led.
  await page.goto(`/players/${final!.playerB}`);
  const card = page.getByTestId('tournament-card').filter({ hasText: event.name });
  await expect(card).toContainText('1 ronda suiza + 1 ronda de desempate + top 2');
  await expect(card).not.toContainText('de 1');
  await expect(card.getByTestId('player-record')).toHaveText(/^Puesto final: 1\.º · \d+ puntos? · \d+–\d+–\d+/);

  // The champion's own page of the event tells her her place, and marks her row in the list.
  const hers = await playerPage(
    browser,
    everyone.find((e) => e.id === final!.playerB)!,
    `/tournaments/${event.id}`,
  );
  await expect(hers.getByTestId('my-placing')).toHaveText('Tu puesto final: 1.º');
  await expect(hers.locator('.placings__row.is-mine')).toContainText(champion);
  await hers.context().close();
});
