import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { graphql } from './api';
import { tablesOf, type Entrant, type Table } from './events';
import { deskCommand, fillGame, playersReport, standingsCsvLines } from './journey';
import { expectNoSidewaysScroll, keepScreenshot, lookOnPhone, type Viewport } from './look';
import { pageOf } from './session';

// What a store event's journey does again and again: who is who, screenshots on both screens, closing
// a round, playing off a tie at the desk, a best-of-3 table on paper, the public final placings.

const STANDINGS = 'query ($t: ID!) { tournament(id: $t) { standings { playerName tiebreakMatch } } }';

/** The event and its people: the organizer, the floor judge, every player (by id, with their tokens). */
export interface Cast {
  readonly id: string;
  readonly owner: Entrant;
  readonly judge: Entrant;
  readonly everyone: readonly Entrant[];
  readonly tokens: Map<string, string>;
}

export const nameOf = (cast: Cast, id: string | null) => cast.everyone.find((e) => e.id === id)!.displayName;

export const tokenOf = (cast: Cast, id: string | null) => cast.tokens.get(id ?? '')!;

/** A screenshot at the size it was taken, then the same screen on a 360 px phone (no sideways scroll). */
export async function shots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepScreenshot(page, testInfo, `${name}-desktop`);
  await lookOnPhone(page, testInfo, `${name}-phone`);
}

export async function tableOf(request: APIRequestContext, cast: Cast, round: number, table: number): Promise<Table> {
  return (await tablesOf(request, cast.id, round, cast.owner.token)).find((row) => row.table === table)!;
}

/** The desk closes a round once every result is in. */
export async function closeRound(desk: Page, name: string): Promise<void> {
  await desk.reload();
  await expect(desk.getByTestId('outstanding')).toHaveText('Todos los resultados están cerrados.');
  await deskCommand(desk, 'endRound', `Al cerrar esta ronda (${name})`);
}

/** The last round paired, as the API counts it (a tiebreak round shifts the cut's numbers). */
export async function lastRound(request: APIRequestContext, cast: Cast): Promise<number> {
  const { tournament } = await graphql<{ tournament: { pairings: Array<{ round: number }> } }>(
    request,
    'query ($t: ID!) { tournament(id: $t) { pairings { round } } }',
    { t: cast.id },
    cast.owner.token,
  );
  return Math.max(...tournament.pairings.map((p) => p.round));
}

/** A tie on a prize place after the last Swiss round is played off at the desk, for as long as the standings ask. */
export async function playOffTies(
  desk: Page,
  request: APIRequestContext,
  cast: Cast,
  testInfo: TestInfo,
): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { tournament } = await graphql<{
      tournament: { standings: Array<{ playerName: string; tiebreakMatch: boolean }> };
    }>(request, STANDINGS, { t: cast.id }, cast.owner.token);
    const tied = tournament.standings.filter((row) => row.tiebreakMatch).map((row) => row.playerName);
    const box = desk.getByTestId('tiebreak-desk');
    if (tied.length === 0) {
      await expect(box).toHaveCount(0);
      testInfo.annotations.push({ type: 'tiebreak', description: 'the standings left no prize place to chance' });
      return;
    }
    testInfo.annotations.push({ type: 'tiebreak', description: tied.join(', ') });
    await expect(box.locator('li')).toHaveCount(tied.length);
    for (const player of tied) await expect(box).toContainText(player);
    await shots(desk, testInfo, `12-tiebreak-needed-${attempt}`);
    await deskCommand(desk, 'pairTiebreakRound', 'Se emparejan las partidas de desempate');
    await deskCommand(desk, 'publishPairings', 'Se publicará Ronda de desempate');
    const round = await lastRound(request, cast);
    for (const row of await tablesOf(request, cast.id, round, cast.owner.token))
      await playersReport(request, cast.id, round, row, cast.tokens);
    await closeRound(desk, 'Ronda de desempate');
  }
  throw new Error('the tiebreak rounds did not settle the prize places');
}

/** A best-of-3 table on paper: seat A reports each game's winner (A, B, A), seat B reads it and confirms. */
export async function paperMatch(
  browser: Browser,
  cast: Cast,
  id: string,
  row: Table,
  [reporterSize, confirmerSize]: [Viewport, Viewport],
  testInfo: TestInfo,
  label: string,
): Promise<void> {
  const reporter = await pageOf(browser, tokenOf(cast, row.playerA), `/tournaments/${id}`, reporterSize);
  const form = reporter.getByTestId('my-table').getByTestId('report-form');
  await expect(form).toContainText('Encuentro al mejor de 3');
  // The untimed final's clock names its round as every page does, not "ronda 4".
  await expect(reporter.getByTestId('round-clock')).toHaveText(/^Reloj · FinalSin límite de tiempo$/);
  await fillGame(form, 1, 'Gané yo', ['6', '0']);
  await fillGame(form, 2, 'Ganó mi rival', ['0', '3']);
  await fillGame(form, 3, 'Gané yo', ['11', '0']);
  await expectNoSidewaysScroll(reporter);
  await keepScreenshot(reporter, testInfo, `13-${label}-report-${reporterSize.width}`);
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(reporter.getByTestId('waiting-confirm').getByTestId('reported-game')).toHaveCount(3);
  await reporter.context().close();

  const opponent = await pageOf(browser, tokenOf(cast, row.playerB), `/tournaments/${id}`, confirmerSize);
  const confirm = opponent.getByTestId('confirm-form');
  await expect(confirm.getByTestId('reported-result')).toContainText(
    `Gana ${nameOf(cast, row.playerA)}Partidas ganadas: tú 1, tu rival 2`,
  );
  await expect(confirm.getByTestId('reported-game')).toHaveText([
    'Partida 1: la ganó tu rival · vidas: tú 0, tu rival 6',
    'Partida 2: la ganaste tú · vidas: tú 3, tu rival 0',
    'Partida 3: la ganó tu rival · vidas: tú 0, tu rival 11',
  ]);
  await expectNoSidewaysScroll(opponent);
  await keepScreenshot(opponent, testInfo, `14-${label}-confirm-${confirmerSize.width}`);
  await confirm.getByRole('button', { name: 'Confirmar este resultado' }).click();
  await expect(opponent.getByTestId('my-table')).toContainText('Resultado cerrado.');
  await opponent.context().close();
}

/** The public page, the print sheet and the spreadsheet show the final placings in order. */
export async function publicPlacings(
  page: Page,
  cast: Cast,
  places: readonly string[],
  testInfo: TestInfo,
): Promise<void> {
  await page.goto(`/tournaments/${cast.id}`);
  const placings = page.getByTestId('placing');
  for (const [i, player] of places.entries()) await expect(placings.nth(i)).toContainText(player);
  await expect(placings.first()).toContainText('1.º');
  await shots(page, testInfo, '15-public-final-placings');
  const lines = await standingsCsvLines(page);
  expect(lines[0]).toMatch(/^Puesto final,Puesto suizo,Jugador,/);
  for (const [i, player] of places.entries()) expect(lines[i + 1]).toContain(player);
  expect(lines[1]).toMatch(new RegExp(`^1\\.º,\\d+,${places[0]}`));
  await page.goto(`/tournaments/${cast.id}/print/standings`);
  const printed = page.getByTestId('print-placings').locator('tbody tr');
  for (const [i, player] of places.entries()) await expect(printed.nth(i)).toContainText(player);
  await shots(page, testInfo, '16-print-standings');
}
