import { type APIRequestContext, type Browser, type Page, type TestInfo } from '@playwright/test';
import { graphql, graphqlAnswer } from '../support/api';
import { WOT_LEGENDS_ES_TEXT } from '../support/deck-texts';
import { E2E_PASSWORD, newAccount, submitList, tablesOf, type Entrant, type Table } from '../support/events';
import {
  deskCommand,
  fillGame,
  pasteValidList,
  playersReport,
  registerAtDesk,
  registerWithDeck,
} from '../support/journey';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, PHONE } from '../support/look';
import { pageOf, signInThroughWeb } from '../support/session';
import {
  closeRound,
  lastRound,
  nameOf,
  paperMatch,
  playOffTies,
  publicPlacings,
  shots,
  tableOf,
  tokenOf,
  type Cast,
} from '../support/store-event';
import { expect, test } from '../support/test';

// A Warlords of Terra store event of ten players, as its people run it. The organizer creates it at
// the desk (lists required, a legendary cap of 2, four prize places, a top 4 whose final and
// third-place match are best of 3) and names a judge and the head judge. Players register with
// their lists (one from a phone, one at the desk, the rest from their phones through the API); a
// late arrival joins from the desk with a list typed in, a no-show takes a loss, a player drops.
// At one table the pre-sideboard refuses a third legendary (002 C.5); at another a player calls a
// judge, who corrects the result and closes the call. A tie for a prize place, if the standings
// produce one, is played off (002 C.2.4.2). The final and the third-place match come from the
// players' paper forms, game by game, each confirmed by the opponent; the final placings end up on
// the public page, the print sheet and the spreadsheet.
const NAMES = ['Alba', 'Bruno', 'Celia', 'Dario', 'Elsa', 'Fede', 'Gema', 'Hugo', 'Irene', 'Jaime'];
const SUBMIT =
  'mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events } } }';
const SEED =
  'mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { result { events } } }';

test('a ten-player Warlords of Terra store event runs from the desk to its public final placings', async ({
  page: desk,
  browser,
  request,
  stamp,
}, testInfo) => {
  test.setTimeout(600_000);
  // Display names are unique per run (the API refuses look-alike names across accounts).
  const tag = String(Date.now()).slice(-6);
  const [owner, judge, head, late, ...players] = await Promise.all([
    newAccount(request, `wtienda${stamp}`, `Tienda Dragón ${tag}`),
    newAccount(request, `wjuez${stamp}`, `Julia Jueza ${tag}`),
    newAccount(request, `wjefe${stamp}`, `Héctor Principal ${tag}`),
    newAccount(request, `wtarde${stamp}`, `Kike Tarde ${tag}`),
    ...NAMES.map((name, i) => newAccount(request, `w${stamp}${i}`, `${name} ${tag}`)),
  ]);
  const everyone = [late, ...players];
  const partial = { owner, judge, everyone, tokens: new Map(everyone.map((e) => [e.id, e.token])) };

  // The organizer creates the event at the shop's computer.
  await desk.setViewportSize(DESKTOP);
  await signInThroughWeb(desk, owner.username, '/', E2E_PASSWORD);
  await desk.getByTestId('create-tournament-link').click();
  const form = desk.getByTestId('create-tournament');
  const name = `Torneo de Terra ${tag}`;
  await form.getByLabel('Nombre del torneo').fill(name);
  await form.locator('select[name="game"]').selectOption({ label: 'Warlords of Terra' });
  await form.getByTestId('game-options').getByLabel('Cartas legendarias').fill('2');
  // How many rounds is asked only once the organizer fixes them.
  const roundsCount = form.getByRole('spinbutton', { name: 'Cuántas rondas, si son fijas' });
  await expect(roundsCount).toBeHidden();
  await form.getByLabel('Rondas suizas (o según el número de jugadores: ⌈log₂ N⌉)').selectOption('fixed');
  await roundsCount.fill('2');
  await form.getByLabel('Corte final (0, 2, 4, 8 o 16)').selectOption('4');
  await form.getByLabel('Final al mejor de').selectOption('3');
  await form.getByLabel('Partida por el tercer puesto').selectOption({ label: 'Sí' });
  await form.getByLabel(/^Puestos con premio/).fill('4');
  await form.getByLabel('Lista de mazo obligatoria al inscribirse').selectOption({ label: 'Sí' });
  await form.getByLabel('Inscripción abierta al crear').selectOption({ label: 'Sí' });
  await shots(desk, testInfo, '01-create-form');
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(desk).toHaveURL(/\/tournaments\/[^/]+\/desk$/);
  const cast: Cast = { ...partial, id: desk.url().split('/tournaments/')[1]!.split('/')[0]! };
  await expect(desk.locator('.title-row .badge')).toHaveText('Inscripción abierta');

  // Staff: a floor judge and the head judge, both named on the desk.
  for (const [n, person] of [judge, head].entries()) {
    await desk.getByTestId('appoint-judge-form').getByLabel('Nombrar juez (usuario)').fill(person.username);
    await desk.getByTestId('appoint-judge-form').getByRole('button', { name: 'Nombrar' }).click();
    await expect(desk.getByTestId('desk-judges').locator('li')).toHaveCount(n + 1);
  }
  const headForm = desk.getByTestId('head-judge-form');
  await headForm.getByLabel('Elegir juez principal').selectOption({ label: head.displayName });
  await headForm.getByRole('button', { name: 'Nombrar juez principal' }).click();
  await expect(desk.getByTestId('head-judge')).toHaveText(`Resuelve las apelaciones ${head.displayName}.`);
  // The picker keeps showing who was named.
  await expect(headForm.getByLabel('Elegir juez principal').locator('option:checked')).toHaveText(head.displayName);
  await shots(desk, testInfo, '02-desk-staff-named');

  const journey: Journey = { browser, request, cast, testInfo };
  await registration(desk, journey, players);
  await roundOne(desk, journey);
  await betweenRounds(desk, cast, players, late, testInfo);

  await deskCommand(desk, 'pairNextRound');
  await deskCommand(desk, 'publishPairings', 'Se publicará Ronda 2');
  for (const row of await tablesOf(request, cast.id, 2, owner.token))
    await playersReport(request, cast.id, 2, row, cast.tokens);
  await closeRound(desk, 'Ronda 2 de 2');
  await playOffTies(desk, request, cast, testInfo);

  // The top 4: semi-finals reported from the players' phones, then the final and the third-place match on paper.
  await deskCommand(desk, 'startTopCut', 'los 4 primeros de la clasificación pasan a la eliminatoria');
  await deskCommand(desk, 'publishPairings', 'Se publicará Semifinales');
  const semiRound = await lastRound(request, cast);
  const semis = await tablesOf(request, cast.id, semiRound, owner.token);
  expect(semis).toHaveLength(2);
  for (const row of semis) await playersReport(request, cast.id, semiRound, row, cast.tokens);
  await closeRound(desk, 'Semifinales');
  await deskCommand(desk, 'publishPairings', 'Se publicará Final');
  const finalRound = await lastRound(request, cast);
  const [final, third] = await tablesOf(request, cast.id, finalRound, owner.token);
  await paperMatch(browser, cast, cast.id, final!, [PHONE, DESKTOP], testInfo, 'final');
  await paperMatch(browser, cast, cast.id, third!, [DESKTOP, PHONE], testInfo, 'third-place');
  await closeRound(desk, 'Final');
  await expect(desk.locator('.title-row .badge')).toHaveText('Terminado');

  // Final placings: the final's winner (seat A won 2–1), its loser, the third-place match's winner and loser.
  const places = [
    nameOf(cast, final!.playerA),
    nameOf(cast, final!.playerB),
    nameOf(cast, third!.playerA),
    nameOf(cast, third!.playerB),
  ];
  await publicPlacings(desk, cast, places, testInfo);
});

/** What the steps below work with: people's own pages, the API, the event's cast, the test's artifacts. */
interface Journey {
  readonly browser: Browser;
  readonly request: APIRequestContext;
  readonly cast: Cast;
  readonly testInfo: TestInfo;
}

/** One player registers from her phone and pastes her list; one registers at the desk; the rest from their phones (API). */
async function registration(desk: Page, journey: Journey, players: readonly Entrant[]): Promise<void> {
  const { browser, request, cast, testInfo } = journey;
  const [phonePlayer, deskPlayer, ...field] = players as [Entrant, Entrant, ...Entrant[]];
  const phone = await pageOf(browser, phonePlayer.token, `/tournaments/${cast.id}`, PHONE);
  await phone.getByTestId('my-panel').getByRole('button', { name: 'Inscribirme' }).click();
  await phone.getByTestId('my-panel').getByRole('link', { name: 'Escribir mi lista' }).click();
  await expect(phone).toHaveURL(new RegExp(`/tournaments/${cast.id}/deck$`));
  await pasteValidList(phone, WOT_LEGENDS_ES_TEXT);
  await phone.getByRole('button', { name: 'Entregar la lista' }).click();
  await expect(phone.getByTestId('deck-saved')).toHaveAttribute('data-saved', 'true');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, '03-player-list-handed-in-phone');
  await phone.context().close();

  await registerAtDesk(desk, deskPlayer);
  expect(
    await submitList(request, cast.id, WOT_LEGENDS_ES_TEXT, `wot-deck-${deskPlayer.username}`, deskPlayer.token),
  ).toBe(true);
  for (const player of field) await registerWithDeck(request, cast.id, player, WOT_LEGENDS_ES_TEXT);
  await desk.reload();
  await expect(desk.getByTestId('registration-count')).toHaveText('10 jugadores en activo, 10 con lista');
  await deskCommand(desk, 'closeRegistration');
  await expect(desk.locator('.title-row .badge')).toHaveText('Inscripción cerrada');
  await shots(desk, testInfo, '04-desk-registration-closed');
}

/**
 * Round 1: table 1 plays online (the pre-sideboard refuses a third legendary, then a player
 * concedes), table 2 is corrected by the judge a player called, table 3's player B never came.
 */
async function roundOne(desk: Page, journey: Journey): Promise<void> {
  const { request, cast, testInfo } = journey;
  await deskCommand(desk, 'pairNextRound');
  await deskCommand(desk, 'publishPairings', 'Se publicará Ronda 1');
  await deskCommand(desk, 'startRoundClock');
  const rows = await tablesOf(request, cast.id, 1, cast.owner.token);
  expect(rows.map((r) => r.playerB !== null)).toEqual([true, true, true, true, true]);
  await onlineTable(journey, rows[0]!);

  // Table 3: player B never sat down; the desk gives them the loss.
  const absent = rows[2]!;
  const noShow = desk.getByTestId('no-show-3');
  await noShow.locator('summary').click();
  await noShow.getByLabel(nameOf(cast, absent.playerB)).check();
  await keepScreenshot(desk, testInfo, '07-desk-no-show-desktop');
  await noShow.getByRole('button', { name: 'No se presentó: partida perdida' }).click();
  await expect(desk.locator('[data-testid="result-row"][data-table="3"]')).toContainText(
    `Gana ${nameOf(cast, absent.playerA)} (${nameOf(cast, absent.playerB)} no se presentó)`,
  );

  for (const row of rows.slice(1)) if (row.table !== 3) await playersReport(request, cast.id, 1, row, cast.tokens);
  await judgeCorrectsTable(journey, rows[1]!);
  // The conceded match reports its own result to the event, final at once.
  await expect
    .poll(async () => (await tableOf(request, cast, 1, 1)).result?.status ?? 'none', {
      message: 'the online match reports its result',
    })
    .not.toMatch(/^(none|reported)$/);
  await desk.reload();
  await shots(desk, testInfo, '10-desk-round-1-results');
  await closeRound(desk, 'Ronda 1 de 2');
}

/** Table 1 plays online: the pre-sideboard never offers a third legendary, the API refuses it by code, and a player concedes. */
async function onlineTable(journey: Journey, row: Table): Promise<void> {
  const { browser, request, cast, testInfo } = journey;
  const player = await pageOf(browser, tokenOf(cast, row.playerA), `/tournaments/${cast.id}`, PHONE);
  await player.getByTestId('my-table').getByRole('button', { name: 'Empezar la partida en línea' }).click();
  await expect(player).toHaveURL(/\/matches\/[^/]+$/);
  const matchId = new URL(player.url()).pathname.split('/').at(-1)!;
  // The format is folded under one line; a tap opens it.
  await player.getByTestId('match-format').getByText('Formato:').click();
  await expect(
    player.getByTestId('match-format').getByText('Cartas legendarias: Hasta 2 distintas en el mazo principal'),
  ).toBeVisible();
  await player.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await graphql(
    request,
    SEED,
    { m: matchId, s: 'b7'.repeat(32), c: `wot-seed-${matchId}` },
    tokenOf(cast, row.playerB),
  );
  // The swaps are optional, folded under what they are: the player opens them.
  await player.getByTestId('wot-sideboard-box').getByText('Cambiar cartas con tu prebanquillo').click();
  const sideboard = player.getByTestId('wot-sideboard');
  const [out, into] = [sideboard.locator('select').nth(0), sideboard.locator('select').nth(1)];
  // A Guerrero de Hierro out: Furia del Volcán is not offered (the main deck would hold three legendaries).
  await out.selectOption({ label: 'Guerrero de Hierro' });
  await expect(into.locator('option', { hasText: 'Emboscada' })).toHaveCount(1);
  await expect(into.locator('option', { hasText: 'Furia del Volcán' })).toHaveCount(0);
  // Its card says why: the main deck is at the tournament's legendary cap (C.5).
  const fury = sideboard.locator('[data-testid=wot-sideboard-card][data-card=ovl-b-l3]');
  await expect(fury).toContainText('tope de este torneo (C.5)');
  await expect(fury.locator('button[aria-pressed]')).toBeDisabled();
  await expect(sideboard.getByTestId('wot-sideboard-card').first()).toContainText('Coste');
  await expectNoSidewaysScroll(player);
  await keepScreenshot(player, testInfo, '05-pre-sideboard-cap-phone');
  // One legendary for another keeps two: offered.
  await out.selectOption({ label: 'Martillo de los Reyes' });
  await expect(into.locator('option', { hasText: 'Furia del Volcán' })).toHaveCount(1);
  const refused = await graphqlAnswer(
    request,
    SUBMIT,
    {
      m: matchId,
      cmd: { type: 'SwapSideboardCard', data: { out: 'ovl-b-01', in: 'ovl-b-l3' } },
      c: `wot-swap-${matchId}`,
    },
    tokenOf(cast, row.playerA),
  );
  expect(refused.errors?.[0]?.extensions).toMatchObject({
    code: 'RULE_VIOLATION',
    rule: 'wot.swap.legendary-limit',
    messages: {
      es: expect.stringContaining('tope de cartas legendarias'),
      en: expect.stringContaining('legendary card cap'),
    },
  });
  await player.getByTestId('concede').click();
  await player.getByTestId('concede-confirm').click();
  await expect(player.getByTestId('match-status')).toHaveText('Terminada');
  // The player who conceded reads the same banner as the winner: not "the opponent conceded".
  await expect(player.getByTestId('match-result')).toContainText(`Gana ${nameOf(cast, row.playerB)}Por rendición`);
  await keepScreenshot(player, testInfo, '06-match-conceded-phone');
  await player.context().close();
}

/** Table 2's player calls a judge about the result; the judge corrects it on the desk, which closes the call. */
async function judgeCorrectsTable(journey: Journey, row: Table): Promise<void> {
  const { browser, cast, testInfo } = journey;
  const reason = `El resultado anotado no es el nuestro (${cast.id.slice(0, 6)})`;
  const caller = await pageOf(browser, tokenOf(cast, row.playerA), `/tournaments/${cast.id}`);
  const myTable = caller.getByTestId('my-table');
  await myTable.getByLabel(/Motivo/).fill(reason);
  await myTable.getByRole('button', { name: 'Llamar a un juez' }).click();
  await expect(myTable.getByTestId('judge-on-the-way')).toContainText(`«${reason}». Va de camino a tu mesa.`);
  await caller.context().close();

  const judge = await pageOf(browser, cast.judge.token, `/tournaments/${cast.id}`);
  const call = judge.getByTestId('judge-desk').getByTestId('judge-call').filter({ hasText: reason });
  await expect(call).toHaveCount(1);
  await shots(judge, testInfo, '08-judge-call-waiting');
  await judge.goto(`/tournaments/${cast.id}/desk`);
  const result = judge.locator('[data-testid="result-row"][data-table="2"]');
  const override = result.getByTestId('override-2');
  await override.locator('summary').click();
  // Player A won, 9–0 (the players had it the other way round).
  await fillGame(override, 1, { index: 1 }, ['9', '0']);
  await override.getByLabel(/^Motivo de la corrección/).fill('Los jugadores anotaron al revés: ganó A');
  await expect(override.getByTestId('close-calls').getByRole('checkbox')).toBeChecked();
  await keepScreenshot(judge, testInfo, '09-judge-correction-desktop');
  await override.getByRole('button', { name: 'Corregir' }).click();
  await expect(result).toContainText(`Gana ${nameOf(cast, row.playerA)}`);
  await judge.goto(`/tournaments/${cast.id}`);
  await expect(judge.getByTestId('judge-desk').getByTestId('judge-call').filter({ hasText: reason })).toHaveCount(0);
  await judge.context().close();
}

/** After round 1: a player drops at the desk; a late arrival joins with a list typed in (002 C.4). */
async function betweenRounds(
  desk: Page,
  cast: Cast,
  players: readonly Entrant[],
  late: Entrant,
  testInfo: TestInfo,
): Promise<void> {
  const leaving = desk.getByTestId('desk-player').filter({ hasText: players[9]!.displayName });
  await leaving.getByTestId('player-menu').locator('summary').click();
  await leaving.getByRole('button', { name: 'Retirar' }).click();
  await leaving.getByRole('button', { name: 'Sí, hacerlo' }).click();
  await expect(leaving).toContainText('Se retiró');
  const form = desk.getByTestId('late-entry-form');
  await form.getByLabel('Usuario o nombre').fill(late.username);
  await form.getByTestId('late-entry-deck').fill(WOT_LEGENDS_ES_TEXT);
  await form.getByRole('button', { name: 'Añadir tarde' }).click();
  const arrived = desk.getByTestId('desk-player').filter({ hasText: late.displayName });
  await expect(arrived).toContainText('Mazo entregado');
  await shots(desk, testInfo, '11-desk-drop-and-late-entry');
}
