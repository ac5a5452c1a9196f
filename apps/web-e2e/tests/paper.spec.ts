import { readFileSync } from 'node:fs';
import { type Browser, type Page } from '@playwright/test';
import {
  newAccount,
  openEvent,
  overrideResult,
  publishFirstRound,
  staff,
  tablesOf,
  type EventSetup,
} from '../support/events';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { webUrl } from '../support/env';
import { expect, test } from '../support/test';

// One event of its own, with names that test sorting, quoting and the formula guard: round 1
// played (best of 3, results from paper slips), round 2 paired but not yet published.
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36);
const NAMES = ['Zoe Zamora', 'Álvaro Núñez', '=SUMA(1;2)', 'Bea, la "Rápida"', 'ñandú Ruiz', 'Carmen Ortega'];
let event: EventSetup;

const A4_PORTRAIT = { width: 703, height: 1000 };

/** The standings table is no wider than the sheet that holds it: nothing is cut off at its right edge. */
async function expectStandingsFitTheSheet(page: Page, where: string): Promise<void> {
  const widths = await page.getByTestId('print-standings').evaluate((table) => ({
    table: table.scrollWidth,
    sheet: table.closest('[data-testid="print-sheet"]')!.clientWidth,
  }));
  expect
    .soft(widths.table, `the standings table (${widths.table} px) within its ${widths.sheet} px sheet ${where}`)
    .toBeLessThanOrEqual(widths.sheet + 1);
}

async function organizerPage(browser: Browser, viewport = DESKTOP): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-ES', viewport })).newPage();
  await signInThroughWeb(page, 'organizadora', `/tournaments/${event.id}`);
  return page;
}

test.beforeAll(async ({ request }) => {
  const entrants = [];
  for (const [index, name] of NAMES.entries()) entrants.push(await newAccount(request, `papel${index}${stamp}`, name));
  // The organizer picks Blades of Ash's SCORE tiebreakers (RULES-NOTES.md, «Tournament SCORE»), which the sheets print.
  event = await openEvent(request, {
    label: `papel-${stamp}`,
    game: 'blades-of-ash',
    rounds: 3,
    bestOf: 3,
    more: { tiebreakPreset: 'wot' },
    entrants,
  });
  await publishFirstRound(request, event);
  for (const table of await tablesOf(request, event.id, 1)) {
    await overrideResult(request, event, table, 'a', [
      { winner: 'a', lifeA: 7, lifeB: 0 },
      { winner: 'a', lifeA: 3, lifeB: 0 },
    ]);
  }
  for (const step of ['endRound', 'pairNextRound']) await staff(request, event, step);
});

test('the organizer prints round 1 by table and by name, the slips and the standings, without the site menu', async ({
  browser,
}, testInfo) => {
  // Four printed sheets, each opened and captured whole: seconds each on a loaded machine.
  const page = await organizerPage(browser);
  const links = page.getByTestId('paper-links');
  await expect(links).toBeVisible();
  await keepScreenshot(page, testInfo, 'tournament-paper-links-desktop');

  await page.goto(`/tournaments/${event.id}/print/pairings?round=1`);
  const sheet = page.getByTestId('print-sheet');
  await expect(sheet.getByRole('heading', { level: 1 })).toHaveText('Emparejamientos por mesa');
  await expect(sheet).toContainText('Ronda 1 de 3 · 3 mesas · 6 jugadores');
  await expect(page.locator('.site-header')).toBeHidden();
  await expect(page.locator('.site-footer')).toBeHidden();
  await expect(sheet.getByTestId('print-by-table').locator('tbody tr')).toHaveCount(3);
  await expect(sheet.locator('.print-sheet__draft')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'print-pairings-by-table-screen');
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('print-button')).toBeHidden();
  await keepScreenshot(page, testInfo, 'print-pairings-by-table-paper');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/tournaments/${event.id}/print/pairings?round=1&by=name`);
  const names = await page.getByTestId('wall-line').locator('.wall-line__name').allTextContents();
  expect(names).toEqual([
    '=SUMA(1;2)',
    'Álvaro Núñez',
    'Bea, la "Rápida"',
    'Carmen Ortega',
    'ñandú Ruiz',
    'Zoe Zamora',
  ]);
  await expect(page.locator('.wall-list__initial')).toHaveText(['#', 'A', 'B', 'C', 'N', 'Z']);
  for (const line of await page.getByTestId('wall-line').all()) await expect(line).toContainText(/Mesa \d+Rival: /);
  await keepScreenshot(page, testInfo, 'print-pairings-by-name');

  await page.goto(`/tournaments/${event.id}/print/slips?round=1`);
  await expect(page.getByTestId('slip')).toHaveCount(3);
  await expect(page.getByTestId('slip').first().locator('tbody tr')).toHaveCount(3);
  await expect(page.getByTestId('slip').first()).toContainText('Firma A');
  await page.emulateMedia({ media: 'print' });
  await keepScreenshot(page, testInfo, 'print-slips-paper');
  await page.emulateMedia({ media: 'screen' });

  await page.goto(`/tournaments/${event.id}/print/standings`);
  const standings = page.getByTestId('print-standings');
  await expect(standings.locator('tbody tr')).toHaveCount(6);
  await expect(standings.locator('thead th')).toContainText(['Puesto', 'Jugador', 'Puntos', 'V–D–E', 'SCORE']);
  await expect(page.locator('.paper-legend li').first()).toHaveText('SCORE');
  // Long criteria names head their columns short, the full name a tooltip away and in the list below.
  await expect(standings.locator('thead abbr').first()).toHaveAttribute('title', 'Enfrentamiento directo');
  await expect(page.locator('.paper-legend li').nth(1)).toHaveText('Enfr. directo: Enfrentamiento directo');
  await expectStandingsFitTheSheet(page, 'at 1280 px on screen');
  await keepScreenshot(page, testInfo, 'print-standings');
  // The sheet's column on A4 in portrait: 210 mm less paper.css's 12 mm margins, about 703 px.
  await page.setViewportSize(A4_PORTRAIT);
  await page.emulateMedia({ media: 'print' });
  await expectStandingsFitTheSheet(page, 'printed on A4 in portrait');
  await keepScreenshot(page, testInfo, 'print-standings-paper');
  await page.goto(`/tournaments/${event.id}/print/standings?lang=en`);
  await expect(standings.locator('thead abbr').first()).toHaveAttribute('title', "Opponents' points");
  await expectStandingsFitTheSheet(page, 'printed in English on A4 in portrait');
  await keepScreenshot(page, testInfo, 'print-standings-paper-en');
  await page.emulateMedia({ media: 'screen' });
});

test('an unpublished round prints as a draft for the organizer and does not exist for the public', async ({
  browser,
  request,
}, testInfo) => {
  const page = await organizerPage(browser);
  await page.goto(`/tournaments/${event.id}/print/pairings?round=2`);
  await expect(page.locator('.print-sheet__draft')).toHaveText('BORRADOR: emparejamientos sin publicar');
  await keepScreenshot(page, testInfo, 'print-draft-round');
  await page.context().close();
  const publicSheet = await (await request.get(`${webUrl}/tournaments/${event.id}/print/pairings?round=2`)).text();
  expect(publicSheet).toContain('Esa ronda todavía no tiene emparejamientos.');
  const publicCsv = await request.get(`${webUrl}/tournaments/${event.id}/pairings.csv?round=2`);
  expect(publicCsv.status()).toBe(404);
});

test('the standings and pairings download as CSV a spreadsheet opens: BOM, quoting, no formulas', async ({
  browser,
  request,
}) => {
  const page = await organizerPage(browser);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('standings-csv').click()]);
  expect(download.suggestedFilename()).toBe(`copa-papel-${stamp}-clasificacion.csv`);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  const lines = csv.slice(1).trimEnd().split('\r\n');
  expect(lines).toHaveLength(7);
  expect(lines[0]).toMatch(/^Puesto,Jugador,Puntos,Victorias,Derrotas,Empates,Byes,SCORE,/);
  expect(lines.find((line) => line.includes('SUMA'))).toMatch(/^\d,'=SUMA\(1;2\),/);
  expect(lines.find((line) => line.includes('Rápida'))).toContain('"Bea, la ""Rápida"""');
  // Points, wins, losses, draws, byes: three winners of round 1 and three losers.
  expect(lines.filter((line) => line.includes(',3,1,0,0,0,'))).toHaveLength(3);
  expect(lines.filter((line) => line.includes(',0,0,1,0,0,'))).toHaveLength(3);
  await page.context().close();

  const round1 = await request.get(`${webUrl}/tournaments/${event.id}/pairings.csv?round=1`);
  expect(round1.headers()['content-type']).toBe('text/csv; charset=utf-8');
  expect(round1.headers()['content-disposition']).toContain(`copa-papel-${stamp}-emparejamientos-ronda-1-de-3.csv`);
  const pairings = (await round1.text())
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(pairings[0]).toBe(
    'Ronda,Mesa,Jugador A,Jugador B,Resultado,Partidas A,Partidas B,Vida A,Vida B,Estado,Publicado,Id jugador A,Id jugador B',
  );
  expect(pairings).toHaveLength(4);
  for (const row of pairings.slice(1)) expect(row).toMatch(/,2,0,10,0,Anotado por la organización,sí,/);
  const english = await request.get(`${webUrl}/tournaments/${event.id}/pairings.csv?round=1&lang=en`);
  expect((await english.text()).replace(/^\uFEFF/, '')).toMatch(/^Round,Table,Player A,Player B,Result,/);
  const bad = await request.get(`${webUrl}/tournaments/${event.id}/pairings.csv?round=dos&lang=es`);
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('La ronda debe ser un número');
  expect((await request.get(`${webUrl}/tournaments/no-existe/standings.csv`)).status()).toBe(404);
});

test('the printable sheets fit a phone too', async ({ browser }, testInfo) => {
  const page = await organizerPage(browser, PHONE);
  for (const [path, name] of [
    ['print/pairings?round=1', 'phone-print-by-table'],
    ['print/pairings?round=1&by=name', 'phone-print-by-name'],
    ['print/slips?round=1', 'phone-print-slips'],
    ['print/standings', 'phone-print-standings'],
  ] as const) {
    await page.goto(`/tournaments/${event.id}/${path}`);
    await expect(page.getByTestId('print-sheet')).toBeVisible();
    await expectNoSidewaysScroll(page);
    await keepScreenshot(page, testInfo, name);
  }
});
