import { type Browser, type Page } from '@playwright/test';
import {
  E2E_PASSWORD,
  newAccount,
  openEvent,
  overrideResult,
  staff,
  tablesOf,
  type Entrant,
  type EventSetup,
} from '../support/events';
import { confirmReportedResult } from '../support/journey';
import { expectNoSidewaysScroll, keepPartScreenshot, keepScreenshot, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Four players on phones, best of 3: the table and the opponent appear the moment the round is
// published, a report is confirmed seeing exactly what was reported, and a player drops.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: PHONE, locale: 'es-ES' });

const stamp = Date.now().toString(36);
let event: EventSetup;
let players: Entrant[];
let firstTable: { a: Entrant; b: Entrant; table: number };

async function phoneOf(browser: Browser, entrant: Entrant): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await signInThroughWeb(page, entrant.username, `/tournaments/${event.id}`, E2E_PASSWORD);
  return page;
}

test.beforeAll(async ({ request }) => {
  players = [];
  for (const [index, name] of ['Irene Mesa', 'Pablo Rival', 'Sara Torre', 'Tomás Vega'].entries())
    players.push(await newAccount(request, `mesa${index}${stamp}`, name));
  event = await openEvent(request, {
    label: `mesa-${stamp}`,
    game: 'blades-of-ash',
    rounds: 3,
    bestOf: 3,
    more: { tiebreakPreset: 'wot' },
    entrants: players,
  });
  for (const step of ['closeRegistration', 'pairNextRound']) await staff(request, event, step);
});

test('a player sees her table and her opponent the moment the organizer publishes the round, without reloading', async ({
  browser,
  request,
}, testInfo) => {
  const [table] = (await tablesOf(request, event.id, 1, event.organizerToken)).filter((t) => t.playerB !== null);
  const a = players.find((p) => p.id === table!.playerA)!;
  const b = players.find((p) => p.id === table!.playerB)!;
  firstTable = { a, b, table: table!.table };
  const page = await phoneOf(browser, a);
  await expect(page.getByTestId('my-panel')).toContainText('Tienes plaza en este torneo.');
  await expect(page.getByTestId('my-table')).toHaveCount(0);
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));

  await staff(request, event, 'publishPairings');
  const myTable = page.getByTestId('my-table');
  await expect(myTable).toBeVisible({ timeout: 15_000 });
  expect(reloads).toEqual([]);
  await expect(myTable).toContainText(`Ronda 1 de 3 · Mesa ${firstTable.table}`);
  await expect(myTable).toContainText('Juegas como jugador A');
  await expect(myTable.getByTestId('my-opponent')).toContainText(b.displayName);
  await expect(page.locator('[data-testid="pairing-row"].is-mine')).toHaveCount(1);
  // The table's panel sits below the event's facts; the first screen says where she sits and whom she
  // plays, a tap from it.
  const jump = page.getByTestId('my-table-jump');
  await expect(jump).toHaveText(
    `${firstTable.table}Tu mesa: Ronda 1 de 3 · Mesa ${firstTable.table} · contra ${b.displayName} ↓`,
  );
  await expect(jump).toBeInViewport();
  await expect(myTable).not.toBeInViewport();
  await jump.getByRole('link').click();
  await expect(myTable).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'phone-my-table-published');
  await keepPartScreenshot(page.getByTestId('my-panel'), testInfo, 'phone-my-panel-published');
});

test('the opponent confirms seeing exactly what was reported: winner, games won and each game with its life totals, from her own side', async ({
  browser,
}, testInfo) => {
  const { a, b } = firstTable;
  const reporter = await phoneOf(browser, a);
  const mine = reporter.getByTestId('my-table');
  const games: Array<[string, string, string]> = [
    ['Gané yo', '9', '0'],
    ['Ganó mi rival', '0', '5'],
    ['Gané yo', '4', '0'],
  ];
  for (const [index, [winner, myLife, rivalLife]] of games.entries()) {
    await mine.getByLabel(`Partida ${index + 1}`).selectOption({ label: winner });
    await mine.getByLabel('Mi vida final').nth(index).fill(myLife);
    await mine.getByLabel('Vida final del rival').nth(index).fill(rivalLife);
  }
  await mine.getByRole('button', { name: 'Enviar resultado' }).click();
  const waiting = mine.getByTestId('waiting-confirm');
  await expect(waiting).toContainText('falta que tu rival lo confirme');
  await expect(waiting.getByTestId('reported-game')).toHaveText([
    'Partida 1: la ganaste tú · vidas: tú 9, tu rival 0',
    'Partida 2: la ganó tu rival · vidas: tú 0, tu rival 5',
    'Partida 3: la ganaste tú · vidas: tú 4, tu rival 0',
  ]);
  await expect(waiting.getByTestId('reported-result')).toContainText(
    ['Ganas tú', 'Partidas ganadas: tú 2, tu rival 1'].join(''),
  );
  await reporter.context().close();

  const rival = await phoneOf(browser, b);
  const confirm = rival.getByTestId('my-table').getByTestId('confirm-form');
  await expect(confirm).toContainText('Tu rival comunicó este resultado. ¿Es correcto?');
  const reported = {
    result: `Gana ${a.displayName}Partidas ganadas: tú 1, tu rival 2`,
    games: [
      'Partida 1: la ganó tu rival · vidas: tú 0, tu rival 9',
      'Partida 2: la ganaste tú · vidas: tú 5, tu rival 0',
      'Partida 3: la ganó tu rival · vidas: tú 0, tu rival 4',
    ],
  };
  await confirmReportedResult(rival, confirm, reported, testInfo, 'phone-confirm-panel');
});

test('in round 2 the opponent comes with their record, and a player drops after reading what it means', async ({
  browser,
  request,
}, testInfo) => {
  for (const table of await tablesOf(request, event.id, 1)) {
    if (table.table !== firstTable.table)
      await overrideResult(request, event, table, 'a', [
        { winner: 'a', lifeA: 6, lifeB: 0 },
        { winner: 'a', lifeA: 6, lifeB: 0 },
      ]);
  }
  for (const step of ['endRound', 'pairNextRound', 'publishPairings']) await staff(request, event, step);
  const winner = await phoneOf(browser, firstTable.a);
  await expect(winner.getByTestId('my-table')).toContainText('Ronda 2 de 3 · Mesa');
  await expect(winner.getByTestId('my-opponent')).toContainText('3 puntos · 1–0–0');
  await keepPartScreenshot(winner.getByTestId('my-table'), testInfo, 'phone-round-2-opponent-record');
  await winner.context().close();

  const leaving = await phoneOf(browser, firstTable.b);
  const drop = leaving.getByTestId('drop');
  await drop.getByText('Retirarme del torneo').click();
  await expect(drop).toContainText('Si tu mesa de esta ronda no ha terminado, la ganará tu rival.');
  await keepPartScreenshot(leaving.getByTestId('my-panel'), testInfo, 'phone-drop-confirmation');
  await drop.getByRole('button', { name: 'Sí, retirarme' }).click();
  await expect(leaving.getByTestId('dropped-notice')).toHaveText('Te has retirado de este torneo.');
  await expect(leaving.getByTestId('my-table')).toHaveCount(0);
  await expect(leaving.getByTestId('roster').locator('li', { hasText: firstTable.b.displayName })).toContainText(
    'Se retiró',
  );
  const row = leaving.locator('[data-testid="pairing-row"].is-mine');
  await expect(row).toContainText('Retirada');
  await keepPartScreenshot(leaving.getByTestId('my-panel'), testInfo, 'phone-after-drop-panel');
  await keepPartScreenshot(row, testInfo, 'phone-after-drop-table-row');
});
