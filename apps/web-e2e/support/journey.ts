import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from '@playwright/test';
import { graphql } from './api';
import { submitList, type Entrant, type Table } from './events';
import { expectNoSidewaysScroll, keepPartScreenshot } from './look';

/** Clicks a desk command's button; an irreversible one asks first and is confirmed, after checking what it says. */
export async function deskCommand(
  page: Page,
  command: string,
  confirmSays?: RegExp | string,
  refused = false,
): Promise<void> {
  const form = page.getByTestId(`desk-${command}`);
  let submit = form.getByRole('button').first();
  if (confirmSays !== undefined) {
    await submit.click();
    const confirm = form.getByTestId('confirm');
    await expect(confirm).toContainText(confirmSays);
    submit = confirm.getByRole('button', { name: 'Sí, hacerlo' });
  }
  const answered = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.request().headers()['next-action'] !== undefined,
  );
  await submit.click();
  await answered;
  if (refused) await expect(form.locator('.form__error')).toBeVisible();
  else await expect(page.locator('.desk .form__error')).toHaveCount(0);
}

/**
 * On the desk's round draft, asks to swap the first table's first player with the last table's:
 * answers that player's name and the proposal, whose report says what the swap costs before it is applied.
 */
export async function proposeFirstLastSwap(page: Page): Promise<{ first: string; proposal: Locator }> {
  const draft = page.getByTestId('draft-current').getByTestId('draft-table');
  const first = (await draft.nth(0).locator('span').nth(1).textContent())!;
  const last = (await draft.last().locator('span').nth(1).textContent())!;
  const change = page.getByTestId('draft-change');
  await change.getByLabel('Primer jugador').selectOption({ label: first });
  await change.getByLabel('Segundo jugador').selectOption({ label: last });
  await change.getByRole('button', { name: 'Intercambiar' }).click();
  return { first, proposal: page.getByTestId('draft-proposal') };
}

/** Clicks a card row's main "+" `times` times. */
export async function addCardRow(row: Locator, times = 1): Promise<void> {
  for (let i = 0; i < times; i += 1)
    await row
      .getByRole('button', { name: /^Añadir / })
      .first()
      .click();
}

/**
 * An Orden del Alba list's five heroes from the card browser: four of the faction, then the
 * Mercenarios hero any faction may take, found by its English name with the filters off. Answers
 * the browser's rows, left showing that one search.
 */
export async function addAlbaHeroes(page: Page): Promise<Locator> {
  const pane = page.getByTestId('card-browser');
  await page.getByLabel('Facción de la lista').selectOption({ label: 'Orden del Alba' });
  await pane.getByLabel('Facción').selectOption({ label: 'Orden del Alba' });
  await pane.getByLabel('Tipo').selectOption({ label: 'Héroe' });
  const rows = pane.getByTestId('card-row');
  await expect(rows.first()).toContainText('Héroe · Orden del Alba');
  for (const row of (await rows.all()).slice(0, 4)) await addCardRow(row);
  await pane.getByLabel('Facción').selectOption({ label: 'Todas' });
  await pane.getByLabel('Buscar por nombre (español o inglés)').fill('threecoins');
  await expect(rows).toHaveCount(1);
  await addCardRow(rows.first());
  return rows;
}

/** Builds a legal Orden del Alba list with the card browser (5 heroes, 15 actions × 2) and hands it in. */
export async function buildAlbaWithBrowser(page: Page): Promise<void> {
  const pane = page.getByTestId('card-browser');
  const rows = await addAlbaHeroes(page);
  await pane.getByLabel('Buscar por nombre (español o inglés)').fill('');
  await pane.getByLabel('Facción').selectOption({ label: 'Orden del Alba' });
  await pane.getByLabel('Tipo').selectOption({ label: 'Todas' });
  // The list re-renders after the filters change: wait for the action cards before reading the rows.
  await expect(
    pane
      .locator('.card-row__kind')
      .filter({ hasNotText: /^Héroe/ })
      .first(),
  ).toBeVisible();
  let added = 0;
  for (const row of await rows.all()) {
    if (added === 15) break;
    if ((await row.locator('.card-row__kind').textContent())?.startsWith('Héroe')) continue;
    await addCardRow(row, 2);
    added += 1;
  }
  await expect(page.getByTestId('deck-verdict')).toHaveAttribute('data-valid', 'true');
  await page.getByRole('button', { name: 'Entregar la lista' }).click();
  await expect(page.getByTestId('deck-saved')).toHaveAttribute('data-saved', 'true', { timeout: 30_000 });
}

/** Pastes a list as text, sees the game's validator pass it as it is typed, and takes it into the builder. */
export async function pasteValidList(page: Page, text: string): Promise<void> {
  const paste = page.getByTestId('paste-panel');
  await paste.getByText('Pegar una lista en texto').click();
  await paste.getByLabel('Lista en texto').fill(text);
  await expect(paste.getByTestId('paste-verdict')).toHaveAttribute('data-valid', 'true');
  await paste.getByRole('button', { name: 'Usar esta lista' }).click();
}

let reportSequence = 0;

/**
 * The players at a table report and confirm as they would from their phones: A wins when the table
 * number is odd, with life totals that differ from table to table so SCORE separates the standings
 * (002 C.2.1) and no cut place is left to a random tie.
 */
export async function playersReport(
  request: APIRequestContext,
  id: string,
  round: number,
  row: Table,
  tokens: ReadonlyMap<string, string>,
): Promise<void> {
  if (row.playerB === null || row.result !== null) return;
  const winner = row.table % 2 === 1 ? 'a' : 'b';
  const spread = (row.table * 7 + round * 3) % 19;
  const [lifeA, lifeB] = winner === 'a' ? [1 + spread, 0] : [0, 1 + spread];
  const result = { winner, games: [{ winner, lifeA, lifeB }] };
  const reporter = tokens.get(row.playerA);
  const confirmer = tokens.get(row.playerB);
  if (!reporter || !confirmer) throw new Error(`no token for a player at table ${row.table}`);
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!, $r: Int!, $n: Int!, $res: MatchResultInput!) { reportResult(tournamentId: $t, commandId: $c, round: $r, table: $n, result: $res) { result { events } } }',
    { t: id, c: `journey-report-${(reportSequence += 1)}`, r: round, n: row.table, res: result },
    reporter,
  );
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!, $r: Int!, $n: Int!) { confirmResult(tournamentId: $t, commandId: $c, round: $r, table: $n) { result { events } } }',
    { t: id, c: `journey-confirm-${(reportSequence += 1)}`, r: round, n: row.table },
    confirmer,
  );
}

/** Registers an account in the event and hands in its deck, through the API (the field beyond the ones the test drives). */
export async function registerWithDeck(
  request: APIRequestContext,
  id: string,
  entrant: Entrant,
  deck: string | null,
): Promise<void> {
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { registerForTournament(tournamentId: $t, commandId: $c) { result { events } } }',
    { t: id, c: `journey-reg-${entrant.username}` },
    entrant.token,
  );
  if (deck === null) return;
  expect(await submitList(request, id, deck, `journey-deck-${entrant.username}`, entrant.token)).toBe(true);
}

/**
 * The desk registers an account by its username, after a reload: the player is on the desk's list,
 * still without a deck list. Answers the desk's register form.
 */
export async function registerAtDesk(desk: Page, player: Pick<Entrant, 'username' | 'displayName'>): Promise<Locator> {
  await desk.reload();
  const form = desk.getByTestId('register-form');
  await form.getByLabel('Usuario o nombre').fill(player.username);
  await form.getByRole('button', { name: 'Inscribir' }).click();
  await expect(desk.getByTestId('desk-player').filter({ hasText: player.displayName })).toContainText('Sin mazo');
  return form;
}

/** One game line of a result form: who won it (by the option's words) and both final lives, in the order shown. */
export async function fillGame(
  form: Locator,
  game: number,
  winner: string | { index: number },
  lives: [string, string],
): Promise<void> {
  const line = form.getByTestId('result-game').nth(game - 1);
  await line.getByLabel(`Partida ${game}`).selectOption(typeof winner === 'string' ? { label: winner } : winner);
  const inputs = line.locator('input');
  await inputs.nth(0).fill(lives[0]);
  await inputs.nth(1).fill(lives[1]);
}

/** The public standings CSV as a spreadsheet reads it: checks its BOM and gives its lines. */
export async function standingsCsvLines(page: Page): Promise<string[]> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('standings-csv').click()]);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  return csv.slice(1).trimEnd().split('\r\n');
}

/** What the opponent reads on her confirm form: the result in words, then one line per game. */
export interface ReportedResult {
  readonly result: string;
  readonly games: readonly string[];
}

/**
 * The opponent reads the result reported against her on her own screen, game by game (her panel
 * kept as `shot`), and confirms it: the table's result is closed.
 */
export async function confirmReportedResult(
  page: Page,
  confirm: Locator,
  reported: ReportedResult,
  testInfo: TestInfo,
  shot: string,
): Promise<void> {
  await expect(confirm.getByTestId('reported-result')).toContainText(reported.result);
  await expect(confirm.getByTestId('reported-game')).toHaveText([...reported.games]);
  await expectNoSidewaysScroll(page);
  await keepPartScreenshot(page.getByTestId('my-panel'), testInfo, shot);
  await confirm.getByRole('button', { name: 'Confirmar este resultado' }).click();
  await expect(page.getByTestId('my-table')).toContainText('Resultado cerrado.');
}
