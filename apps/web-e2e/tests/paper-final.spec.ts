import {
  newAccount,
  openEvent,
  overrideResult,
  publishFirstRound,
  publishTopCut,
  staff,
  tablesOf,
  type Entrant,
  type EventSetup,
  type Table,
} from '../support/events';
import { confirmReportedResult, fillGame } from '../support/journey';
import { DESKTOP, expectNoSidewaysScroll, keepPartScreenshot, keepScreenshot, PHONE } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// A Warlords of Terra event as a store runs it: the final and the third-place match are best of 3
// (002 C.1) and played on paper. A finalist reports the final game by game on her phone (a refused
// form keeps every value), her opponent confirms reading each game, and the organizer enters the
// third-place slip at the desk and corrects it; the printed slips have a line per game.
test.describe.configure({ mode: 'serial' });
// Three browsers' worth of sign-ins, forms and screenshots per test on a shared machine.
test.setTimeout(120_000);

const stamp = Date.now().toString(36);
let event: EventSetup;
let players: Entrant[];
let final: Table;
let thirdPlace: Table;

const byId = (id: string) => players.find((p) => p.id === id)!;

test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  players = [];
  for (const [index, name] of ['Ana Papel', 'José Papel', 'Lucía Papel', 'Martín Papel'].entries())
    players.push(await newAccount(request, `papel${index}${stamp}`, name));
  event = await openEvent(request, {
    label: `papel-final-${stamp}`,
    game: 'warlords-of-terra',
    rounds: 1,
    entrants: players,
    more: { topCut: { size: 4, finalBestOf: 3, thirdPlaceMatch: true } },
  });
  await publishFirstRound(request, event);
  // Round 1 and the semi-finals come from slips entered through the API, each winner by a different margin.
  const swiss = await tablesOf(request, event.id, 1, event.organizerToken);
  for (const [i, table] of swiss.entries())
    await overrideResult(request, event, table, 'a', [{ winner: 'a', lifeA: 10 - 5 * i, lifeB: 0 }]);
  await publishTopCut(request, event);
  for (const table of await tablesOf(request, event.id, 2, event.organizerToken))
    await overrideResult(request, event, table, 'a', [{ winner: 'a', lifeA: 6, lifeB: 0 }]);
  await staff(request, event, 'endRound');
  await staff(request, event, 'publishPairings');
  [final, thirdPlace] = (await tablesOf(request, event.id, 3, event.organizerToken)) as [Table, Table];
});

test('a finalist reports the best-of-3 final game by game on her phone; a refused form keeps every value and points at what to fix', async ({
  browser,
}, testInfo) => {
  const page = await pageOf(browser, byId(final.playerA).token, `/tournaments/${event.id}`, PHONE);
  const form = page.getByTestId('my-table').getByTestId('report-form');
  await expect(form.getByTestId('result-game')).toHaveCount(3);
  await expect(form).toContainText('Encuentro al mejor de 3');

  // One game sent: the API says what a best of 3 needs, in Spanish only, beside the game still to fill in.
  await fillGame(form, 1, 'Gané yo', ['7', '0']);
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  const needTwo = form.getByTestId('game2Winner-error');
  await expect(needTwo).toHaveText('Resultado no válido: al mejor de 3, el ganador necesita 2 partidas ganadas.');
  await expect(form.getByLabel('Partida 2')).toBeFocused();
  await expect(form.getByLabel('Partida 1')).toHaveValue('a');
  await expect(form.getByTestId('result-game').first().locator('input').first()).toHaveValue('7');

  // A life total that is not a number: said beside that very field, and nothing typed is lost.
  await fillGame(form, 2, 'Ganó mi rival', ['0', 'cinco']);
  await fillGame(form, 3, 'Gané yo', ['12', '-3']);
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  const badLife = form.getByTestId('result-game').nth(1).locator('input').nth(1);
  await expect(form.getByTestId('game2LifeB-error')).toContainText('Partida 2: la vida final es un número entero');
  await expect(badLife).toBeFocused();
  await expect(badLife).toHaveValue('cinco');
  await expect(form.getByLabel('Partida 2').locator('option:checked')).toHaveText('Ganó mi rival');
  await expect(form.getByLabel('Partida 3').locator('option:checked')).toHaveText('Gané yo');
  await expect(form.getByTestId('result-game').nth(2).locator('input').first()).toHaveValue('12');
  await expectNoSidewaysScroll(page);
  await keepPartScreenshot(page.getByTestId('my-panel'), testInfo, 'phone-final-report-refused');

  // The two totals of game 2 typed the wrong way round (her rival won it at 0 life, she kept 4):
  // a player at 0 loses (002 A.7.1), so the form says so beside the winner's total before sending.
  const myLife2 = form.getByTestId('result-game').nth(1).locator('input').first();
  await myLife2.fill('4');
  await badLife.fill('0');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(form.getByTestId('game2LifeB-error')).toHaveText(
    'En la partida 2, quien ganó terminó con 0 vidas o menos y quien perdió no, pero quien llega a 0 pierde: revisa si las vidas están al revés.',
  );
  await expect(badLife).toBeFocused();
  await expect(page.getByTestId('waiting-confirm')).toHaveCount(0);
  await keepPartScreenshot(page.getByTestId('my-panel'), testInfo, 'phone-final-lives-swapped');

  await myLife2.fill('0');
  await badLife.fill('4');
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  const waiting = page.getByTestId('waiting-confirm');
  await expect(waiting.getByTestId('reported-game')).toHaveText([
    'Partida 1: la ganaste tú · vidas: tú 7, tu rival 0',
    'Partida 2: la ganó tu rival · vidas: tú 0, tu rival 4',
    'Partida 3: la ganaste tú · vidas: tú 12, tu rival -3',
  ]);
  await keepPartScreenshot(page.getByTestId('my-panel'), testInfo, 'phone-final-reported');
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, testInfo, 'desktop-final-reported');
});

test('the opponent reads each game of the final from her own chair and confirms it', async ({ browser }, testInfo) => {
  const page = await pageOf(browser, byId(final.playerB!).token, `/tournaments/${event.id}`, PHONE);
  const confirm = page.getByTestId('confirm-form');
  const reported = {
    result: `Gana ${byId(final.playerA).displayName}Partidas ganadas: tú 1, tu rival 2`,
    games: [
      'Partida 1: la ganó tu rival · vidas: tú 0, tu rival 7',
      'Partida 2: la ganaste tú · vidas: tú 4, tu rival 0',
      'Partida 3: la ganó tu rival · vidas: tú -3, tu rival 12',
    ],
  };
  await confirmReportedResult(page, confirm, reported, testInfo, 'phone-final-confirm');
});

test('the desk enters the third-place slip without a reason, corrects it with one, and offers only what applies; the slips have a line per game', async ({
  browser,
}, testInfo) => {
  const page = await pageOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, DESKTOP);
  const row = page.locator(`[data-testid="result-row"][data-table="${thirdPlace.table}"]`);
  const override = row.getByTestId(`override-${thirdPlace.table}`);
  // The table goes by its own name beside the final, as on every page and slip.
  await expect(row.getByTestId('table-name')).toHaveText('Partida por el tercer puesto');
  await override.locator('summary').click();
  const form = override.locator('form');
  await expect(form.getByTestId('result-game')).toHaveCount(3);
  await expect(form.getByLabel(/^Motivo/)).toHaveCount(0);

  // Games 1 and 3 written, game 2 forgotten: the form says so beside game 2 and keeps the rest.
  const [nameA, nameB] = [byId(thirdPlace.playerA).displayName, byId(thirdPlace.playerB!).displayName];
  await fillGame(form, 1, `Ganó ${nameB}`, ['0', '5']);
  await fillGame(form, 3, `Ganó ${nameB}`, ['0', '9']);
  await form.getByRole('button', { name: 'Anotar' }).click();
  await expect(form.getByTestId('game2Winner-error')).toHaveText(
    'Falta quién ganó la partida 2: las partidas se anotan en orden.',
  );
  await expect(form.getByLabel('Partida 3').locator('option:checked')).toHaveText(`Ganó ${nameB}`);
  await fillGame(form, 2, `Ganó ${nameA}`, ['3', '0']);
  await keepPartScreenshot(row, testInfo, 'desk-third-place-entry');
  await form.getByRole('button', { name: 'Anotar' }).click();
  await expect(row).toContainText(`Gana ${nameB}, partidas 1–2 (anotado por la organización)`);

  // A correction starts from what the table has and needs a reason: refused without one, nothing lost.
  if (!(await override.evaluate((details) => (details as HTMLDetailsElement).open)))
    await override.locator('summary').click();
  await expect(form.getByLabel('Partida 2').locator('option:checked')).toHaveText(`Ganó ${nameA}`);
  await fillGame(form, 3, `Ganó ${nameA}`, ['2', '0']);
  await form.getByRole('button', { name: 'Corregir' }).click();
  await expect(form.getByTestId('reason-error')).toContainText(
    'Esta mesa ya tiene un resultado: escribe por qué lo corriges',
  );
  await expect(form.getByLabel(/^Motivo de la corrección/)).toBeFocused();
  await expect(form.getByLabel('Partida 3').locator('option:checked')).toHaveText(`Ganó ${nameA}`);
  await form.getByLabel(/^Motivo de la corrección/).fill('La tercera partida la ganó A: la hoja estaba mal');
  await keepPartScreenshot(row, testInfo, 'desk-third-place-correction');
  await form.getByRole('button', { name: 'Corregir' }).click();
  await expect(row).toContainText(`Gana ${nameA}, partidas 2–1 (corregido por el equipo del torneo)`);

  // Every result is in: the desk offers closing the round and nothing out of turn (no clock in an
  // untimed final, no next round, no end of the event before the final round is closed).
  await page.reload();
  await expect(page.getByTestId('outstanding')).toHaveText('Todos los resultados están cerrados.');
  await expect(page.getByTestId('next-steps').getByRole('button')).toHaveText(['Cerrar la ronda y terminar el torneo']);
  for (const absent of ['pairNextRound', 'startRoundClock', 'endTournament', 'startTopCut'])
    await expect(page.getByTestId(`desk-${absent}`)).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'desk-final-round-all-in');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'phone-desk-final-round-all-in');

  await page.goto(`/tournaments/${event.id}/print/slips?round=3`);
  await expect(page.getByTestId('slip')).toHaveCount(2);
  for (const slip of await page.getByTestId('slip').all()) await expect(slip.getByTestId('slip-game')).toHaveCount(3);
  await expect(page.getByTestId('slip').first()).toContainText('gana el encuentro quien gane 2');
  await expect(page.getByTestId('slip').nth(0)).toContainText('· Final');
  await expect(page.getByTestId('slip').nth(1)).toContainText('· Partida por el tercer puesto');
  await expect(page.getByTestId('slip').nth(1)).not.toContainText('· Final');
  await keepScreenshot(page, testInfo, 'phone-print-slips-final');
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, testInfo, 'desktop-print-slips-final');

  await page.goto(`/tournaments/${event.id}?round=3`);
  await expect(page.getByTestId('pairing-row').nth(1)).toContainText('Corregido por el equipo del torneo');
  await keepScreenshot(page, testInfo, 'desktop-public-final-round');
});
