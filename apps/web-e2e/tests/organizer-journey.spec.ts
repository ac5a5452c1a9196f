import { type Browser, type Page, type TestInfo } from '@playwright/test';
import { graphql } from '../support/api';
import { ALBA_ES_TEXT } from '../support/deck-texts';
import { DECK_ALBA, DECK_CUERVO } from '../support/decks';
import { E2E_PASSWORD, newAccount, submitList, tablesOf, type Entrant } from '../support/events';
import {
  buildAlbaWithBrowser,
  deskCommand,
  playersReport,
  proposeFirstLastSwap,
  registerAtDesk,
  registerWithDeck,
  standingsCsvLines,
} from '../support/journey';
import { keepScreenshot, lookOnPhone } from '../support/look';
import { pageOf, signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A store owner runs a 32-player Blades of Ash event with a top cut of 8 from the browser: every
// organizer action goes through the web (creation, desk, rounds, results, clock, cut, end). Players
// hand in lists through the card browser and by pasting text; the rest of the field, and most
// results, come through the API as players' phones would send them.
const NAMES = [
  'Alba',
  'Bruno',
  'Celia',
  'Dario',
  'Elsa',
  'Fede',
  'Gema',
  'Hugo',
  'Irene',
  'Jaime',
  'Lola',
  'Mario',
  'Nuria',
  'Óscar',
  'Paula',
  'Quique',
  'Rosa',
  'Sergio',
  'Tere',
  'Ulises',
  'Vera',
  'Xavi',
  'Yago',
  'Zoe',
  'Aitor',
  'Berta',
  'Ciro',
  'Dunia',
  'Eloy',
  'Fina',
  'Gael',
  'Hera',
  'Iván',
];

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await keepScreenshot(page, testInfo, name);
}

/** A player's own browser, with the session the API gave at sign-up: the journey is the organizer's, not the sign-in form's. */
async function playerPage(browser: Browser, entrant: Entrant, path: string): Promise<Page> {
  return pageOf(browser, entrant.token, path);
}

/** A player, on the tournament page, registers from it and opens the deck page. */
async function registerInWeb(page: Page, id: string): Promise<void> {
  await page.getByTestId('my-panel').getByRole('button', { name: 'Inscribirme' }).click();
  await page.getByTestId('my-panel').getByRole('link', { name: 'Escribir mi lista' }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${id}/deck$`), { timeout: 30_000 });
}

test('an organizer runs a 32-player Swiss event with a top cut of 8 entirely from the web', async ({
  page,
  browser,
  request,
  stamp,
}, testInfo) => {
  test.setTimeout(900_000);
  // Fresh names on every run, repeated runs included.
  // Display names too: the API refuses a name that looks like another account's, so a second run on the same store needs its own.
  const tag = String(Date.now()).slice(-5);
  const people = await Promise.all(
    NAMES.map((name, i) =>
      newAccount(request, `j${stamp}${i}`, `${name} ${String.fromCharCode(65 + (i % 26))}. ${tag}`),
    ),
  );
  const tokens = new Map(people.map((p) => [p.id, p.token]));
  // One list built with the card browser is the browser's part (the same clicks again for more
  // players would check nothing new); the players beside her hand in theirs from their phones.
  const [browserPlayers, pastePlayers, deskPlayer, fieldPlayers, lateEntry] = [
    people.slice(0, 1),
    people.slice(4, 6),
    people[6]!,
    [...people.slice(1, 4), ...people.slice(7, 32)],
    people[32]!,
  ];

  // The organizer: a fresh account (the sign-up page lives on another branch), signed in through the web.
  const owner = await newAccount(request, `tienda${stamp}`, `Tienda La Baraja ${tag}`);
  await signInThroughWeb(page, owner.username, '/', E2E_PASSWORD);
  await page.getByTestId('create-tournament-link').click();
  const form = page.getByTestId('create-tournament');
  // Blades of Ash's own format: its rulebook gives no round time, so the minutes say it is Crónica's choice.
  await expect(form.locator('[data-option="roundMinutes"]')).toContainText(
    'Por defecto: 45 · El reglamento no dice nada; es la elección de Crónica.',
  );
  await shot(page, testInfo, '01-create-defaults');

  // An impossible combination is refused, with its reason, before anything is written.
  // So is a name with a right-to-left override (it would show as "…exe.png"), under the name field.
  const name = `Open de la Baraja ${stamp}`;
  await form.getByLabel('Nombre del torneo').fill(`${name} \u202egnp.exe`);
  await form.getByLabel('Partida por el tercer puesto').selectOption({ label: 'Sí' });
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(page.getByTestId('create-problems')).toContainText(
    'La partida por el tercer puesto necesita un corte de 4 o más',
  );
  await expect(form.locator('[data-option="name"] .form__error')).toHaveText(
    'El nombre del torneo no puede tener caracteres invisibles ni de formato (de cambio de dirección del texto, espacios de anchura cero…).',
  );
  // The button is four screens under the notice: focus brings the organizer to it.
  await expect(page.getByTestId('create-problems')).toBeFocused();
  await expect(page.getByTestId('create-problems')).toBeInViewport();
  await shot(page, testInfo, '02-create-refused');
  const { tournaments } = await graphql<{ tournaments: { name: string }[] }>(
    request,
    '{ tournaments(limit: 100) { name } }',
  );
  expect(tournaments.map((t) => t.name)).not.toContain(name);
  await form.getByLabel('Nombre del torneo').fill(name);

  await form.getByLabel('Corte final (0, 2, 4, 8 o 16)').selectOption('8');
  // SCORE over the heroes' life left (blades-of-ash RULES-NOTES.md, "Tournament SCORE"): the results below spread life totals so it separates the field.
  await form.getByRole('combobox', { name: 'Desempates', exact: true }).selectOption('wot');
  await form.getByLabel('Rondas suizas (o según el número de jugadores: ⌈log₂ N⌉)').selectOption('fixed');
  await form.getByRole('spinbutton', { name: 'Cuántas rondas, si son fijas' }).fill('5');
  await form.getByLabel('Inscripción abierta al crear').selectOption({ label: 'Sí' });
  await expect(form.getByLabel('Nombre del torneo')).toHaveValue(name);
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(page).toHaveURL(/\/tournaments\/[^/]+\/desk$/);
  const id = page.url().split('/tournaments/')[1]!.split('/')[0]!;
  await expect(page.locator('.title-row .badge')).toHaveText('Inscripción abierta');
  await shot(page, testInfo, '03-desk-registration-open');

  // One player builds her list with the card browser; two paste a text list, one with a mistake.
  for (const player of browserPlayers) {
    const p = await playerPage(browser, player, `/tournaments/${id}`);
    await registerInWeb(p, id);
    await buildAlbaWithBrowser(p);
    if (player === browserPlayers[0]) await shot(p, testInfo, '04-player-card-browser');
    await p.context().close();
  }
  for (const [index, player] of pastePlayers.entries()) {
    const p = await playerPage(browser, player, `/tournaments/${id}`);
    await registerInWeb(p, id);
    await p.getByText('Pegar una lista en texto').click();
    const paste = p.getByTestId('paste-panel');
    if (index === 0) {
      await paste.getByLabel('Lista en texto').fill(ALBA_ES_TEXT.replace('2 Estocada del Alba', '3 Estocada del Alba'));
      await expect(paste.getByTestId('paste-verdict')).toHaveAttribute('data-valid', 'false');
      await expect(paste.getByTestId('paste-verdict')).toContainText('Estocada del Alba');
      await shot(p, testInfo, '05-player-paste-mistake-flagged');
    }
    await paste.getByLabel('Lista en texto').fill(ALBA_ES_TEXT);
    await expect(paste.getByTestId('paste-verdict')).toHaveAttribute('data-valid', 'true');
    await paste.getByRole('button', { name: 'Usar esta lista' }).click();
    await p.getByRole('button', { name: 'Entregar la lista' }).click();
    await expect(p.getByTestId('deck-saved')).toHaveAttribute('data-saved', 'true');
    await p.context().close();
  }

  // The desk registers one account by username; the rest of the field registers from phones (API).
  const desk = await registerAtDesk(page, deskPlayer);
  await submitList(request, id, DECK_CUERVO, `journey-deck-desk-${stamp}`, deskPlayer.token);
  for (const [i, player] of fieldPlayers.entries())
    await registerWithDeck(request, id, player, i % 2 === 0 ? DECK_ALBA : DECK_CUERVO);
  // A walk-in without an account is registered at the desk by name (a guest); they never come back.
  const noShow = 'Paco Sin Cuenta';
  await desk.getByLabel('Inscribir a').selectOption({ label: 'alguien sin cuenta (por su nombre)' });
  await desk.getByLabel('Usuario o nombre').fill(noShow);
  await desk.getByRole('button', { name: 'Inscribir' }).click();
  await expect(page.getByTestId('desk-player').filter({ hasText: noShow })).toContainText('Sin mazo');

  // Judges: the demo judge is appointed from the desk.
  await page.reload();
  await page.getByTestId('appoint-judge-form').getByLabel('Nombrar juez (usuario)').fill('juez');
  await page.getByTestId('appoint-judge-form').getByRole('button', { name: 'Nombrar' }).click();
  await expect(page.getByTestId('desk-judges').locator('li')).toHaveCount(1);

  // Closing is refused while a player has no list; the no-show is taken off the list, then it closes.
  await expect(page.getByTestId('registration-count')).toHaveText('33 jugadores en activo, 32 con lista');
  await deskCommand(page, 'closeRegistration', undefined, true);
  await expect(page.getByTestId('desk-closeRegistration').locator('.form__error')).toContainText('Faltan listas');
  await expect(page.getByTestId('missing-lists')).toContainText(noShow);
  await shot(page, testInfo, '06-close-refused-missing-list');
  const noShowRow = page.getByTestId('desk-player').filter({ hasText: noShow });
  await noShowRow.getByTestId('player-menu').locator('summary').click();
  await noShowRow.getByRole('button', { name: 'Quitar (no vino)' }).click();
  await expect(noShowRow.getByTestId('confirm')).toContainText(noShow);
  await noShowRow.getByRole('button', { name: 'Sí, hacerlo' }).click();
  await expect(page.getByTestId('registration-count')).toHaveText('32 jugadores en activo, 32 con lista');
  await deskCommand(page, 'closeRegistration');
  await expect(page.locator('.title-row .badge')).toHaveText('Inscripción cerrada');
  await shot(page, testInfo, '07-desk-registration-closed');
  await lookOnPhone(page, testInfo, '08-desk-phone');

  for (let round = 1; round <= 5; round += 1) {
    await swissRound(page, testInfo, request, id, round, { tokens, owner, lateEntry, dropAfter: pastePlayers[1]! });
  }

  // The top cut: quarter-finals, semi-finals, final (with the third-place match chosen at creation).
  // Ending a cut round pairs the next one from its winners (the organizer publishes it); ending the
  // final ends the event.
  await deskCommand(page, 'startTopCut', 'los 8 primeros de la clasificación pasan a la eliminatoria');
  await expect(page.getByTestId('draft')).toContainText('Borrador de Cuartos de final');
  // While the event runs its desk offers the round alerts (they go once it ends).
  await expect(page.getByTestId('desk-signals')).toHaveCount(1);
  await shot(page, testInfo, '20-top-cut-draft');
  for (const [round, stage, tables] of [
    [6, 'Cuartos de final', 4],
    [7, 'Semifinales', 2],
    [8, 'Final', 2],
  ] as const) {
    await deskCommand(page, 'publishPairings', `Se publicará ${stage}`);
    const rows = await tablesOf(request, id, round, owner.token);
    expect(rows).toHaveLength(tables);
    for (const row of rows) await playersReport(request, id, round, row, tokens);
    await page.reload();
    await expect(page.getByTestId('outstanding')).toHaveText('Todos los resultados están cerrados.');
    await shot(page, testInfo, `2${round - 5}-${stage.replace(/ /g, '-').toLowerCase()}-results`);
    await deskCommand(
      page,
      'endRound',
      stage === 'Final' ? `esta ronda (${stage}), sus resultados quedan definitivos y el torneo termina` : `(${stage})`,
    );
  }
  await expect(page.locator('.title-row .badge')).toHaveText('Terminado');
  await expect(page.getByTestId('winner')).toBeVisible();
  // Every entrant gets a place: the cut's 1st, 2nd, 3rd and 4th (third-place match), 5th–8th, then the Swiss order.
  const placings = page.getByTestId('placings').locator('li');
  await expect(placings).toHaveCount(33);
  await expect(placings.first()).toContainText('1.º');
  // Nothing is left to be alerted to: the ended event's desk offers no round alerts.
  await expect(page.getByTestId('desk-signals')).toHaveCount(0);
  await shot(page, testInfo, '24-ended-desk');

  // The public page: standings, placings; the standings CSV; printable pairings.
  await page.goto(`/tournaments/${id}`);
  await shot(page, testInfo, '25-tournament-page-ended');
  const lines = await standingsCsvLines(page);
  // Once ended: the final placings first (the top cut decides them), the Swiss rank beside them.
  expect(lines[0]).toMatch(/^Puesto final,Puesto suizo,Jugador,Puntos,/);
  expect(lines[1]).toMatch(/^1\.º,/);
  expect(lines.length).toBeGreaterThanOrEqual(1 + 33);
  expect(lines.some((line) => line.includes(lateEntry.displayName))).toBe(true);
  await page.goto(`/tournaments/${id}/print/pairings?round=1&by=name`);
  await expect(page.getByText(browserPlayers[0]!.displayName).first()).toBeVisible();
  await shot(page, testInfo, '26-print-pairings-by-name');
  await page.goto(`/tournaments/${id}/print/pairings?round=8`);
  await shot(page, testInfo, '27-print-final');
});

interface RoundCast {
  readonly tokens: Map<string, string>;
  readonly owner: Entrant;
  readonly lateEntry: Entrant;
  readonly dropAfter: Entrant;
}

/** One Swiss round from the desk: pair (a swap previewed with its cost in round 2), publish, clock, results, end. */
async function swissRound(
  page: Page,
  testInfo: TestInfo,
  request: Parameters<typeof tablesOf>[0],
  id: string,
  round: number,
  cast: RoundCast,
): Promise<void> {
  if (round === 3) {
    // A late entry joins from the desk with their list typed in (002 C.4; missed rounds count as losses, the default).
    const late = page.getByTestId('late-entry-form');
    await late.getByLabel('Usuario o nombre').fill(cast.lateEntry.username);
    await late.getByTestId('late-entry-deck').fill(ALBA_ES_TEXT);
    await late.getByRole('button', { name: 'Añadir tarde' }).click();
    await expect(page.getByTestId('desk-player').filter({ hasText: cast.lateEntry.displayName })).toContainText(
      'En activo',
    );
    await expect(page.getByTestId('desk-player').filter({ hasText: cast.lateEntry.displayName })).not.toContainText(
      'Sin mazo',
    );
  }
  await deskCommand(page, 'pairNextRound');
  await expect(page.getByTestId('draft')).toContainText(`Borrador de Ronda ${round}`);
  if (round === 2) await previewAndApplySwap(page, testInfo);
  if (round === 1) await deskCommand(page, 'repairRound');
  await deskCommand(page, 'publishPairings', `Se publicará Ronda ${round}`);
  await deskCommand(page, 'startRoundClock');
  if (round === 1) {
    // A judge call at table 3 took five minutes: that table gets them back.
    const extend = page.getByTestId('extend-clock');
    await extend.getByLabel('Minutos').fill('5');
    await extend.getByLabel('Mesa (vacío: toda la ronda)').fill('3');
    await extend.getByRole('button', { name: 'Añadir minutos' }).click();
    await expect(page.getByTestId('table-clocks')).toContainText('Mesa 3: +5 min');
    await shot(page, testInfo, '10-table-time-extended');
  }
  const rows = await tablesOf(request, id, round, cast.owner.token);
  if (round === 1) await enterResultAtDesk(page, testInfo, rows[0]!.table, null);
  const fresh = await tablesOf(request, id, round, cast.owner.token);
  for (const row of fresh) await playersReport(request, id, round, row, cast.tokens);
  await page.reload();
  if (round === 2) await enterResultAtDesk(page, testInfo, 2, 'los jugadores anotaron al revés');
  await expect(page.getByTestId('outstanding')).toHaveText('Todos los resultados están cerrados.');
  if (round === 1) {
    // With every result in, what comes next stands above the round's 16 tables, not under them.
    const [next, firstTable] = await Promise.all(
      [page.getByTestId('next-steps'), page.getByTestId('result-row').first()].map((at) => at.boundingBox()),
    );
    expect(next!.y).toBeLessThan(firstTable!.y);
    await shot(page, testInfo, '11-round-1-results');
  }
  await deskCommand(page, 'endRound', `Al cerrar esta ronda (Ronda ${round} de 5)`);
  if (round === 2) {
    const row = page.getByTestId('desk-player').filter({ hasText: cast.dropAfter.displayName });
    await row.getByTestId('player-menu').locator('summary').click();
    await row.getByRole('button', { name: 'Retirar' }).click();
    await row.getByRole('button', { name: 'Sí, hacerlo' }).click();
    await expect(row).toContainText('Se retiró');
    // The drop names who made it, on the desk (and to the player).
    await expect(row.getByTestId('desk-player-status')).toContainText(
      `Retiro decidido por ${cast.owner.displayName} (organización)`,
    );
    await shot(page, testInfo, '14-drop-after-round-2');
  }
}

/** Two players of different tables change seats: the preview says what it costs before it is applied. */
async function previewAndApplySwap(page: Page, testInfo: TestInfo): Promise<void> {
  const { first, proposal } = await proposeFirstLastSwap(page);
  // The engine's own report: each criterion before → after the swap, and the verdict against its optimum.
  await expect(proposal.getByTestId('draft-change-cost')).toContainText(/Diferencia máxima de puntos: \d+ → [1-9]/);
  await expect(proposal.getByTestId('draft-verdict')).toContainText('Cuesta más que el óptimo del motor');
  await shot(page, testInfo, '12-swap-preview-cost');
  await proposal.getByTestId('apply-tables').getByRole('button').click();
  await expect(page.getByTestId('draft-current').getByTestId('draft-table').last()).toContainText(first);
}

/**
 * Staff enter one table's result at the desk from its paper slip (no reason asked), or correct
 * the result it has (starting from it, with the reason on the record).
 */
async function enterResultAtDesk(page: Page, testInfo: TestInfo, table: number, reason: string | null): Promise<void> {
  const row = page.locator(`[data-testid="result-row"][data-table="${table}"]`);
  const override = row.getByTestId(`override-${table}`);
  await override.locator('summary').click();
  // The second player won: the choices name the players, in seat order.
  await override.getByLabel('Partida 1').selectOption({ index: 2 });
  const lives = override.getByLabel(/^Vida final de /);
  await lives.nth(1).fill('7');
  await lives.nth(0).fill('0');
  if (reason === null) await expect(override.getByLabel(/^Motivo/)).toHaveCount(0);
  else await override.getByLabel(/^Motivo de la corrección/).fill(reason);
  await shot(page, testInfo, `1${table}-result-form-table-${table}`);
  await override.getByRole('button', { name: /^(Anotar|Corregir)$/ }).click();
  await expect(row).toContainText(
    reason === null ? 'anotado por la organización' : 'corregido por el equipo del torneo',
  );
}
