import { type Browser, type Page } from '@playwright/test';
import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { eventForTwo, publishFirstRound } from '../support/events';
import { signInThroughWeb } from '../support/session';
import { oneTableTournament, type OneTableTournament } from '../support/tournament';
import { webUrl } from '../support/env';
import { expect, test } from '../support/test';

// One event of its own for the player's table, the judge desk and what others must not see; the
// tests share it and run in order (a player's call is what the judge answers).
test.describe.configure({ mode: 'serial' });

let event: OneTableTournament;
let matchId: string;
const CALL_REASON = `Mi rival robó dos cartas ${Date.now()}`;
const PENALTY_NOTE = `Barajó sin cortar ${Date.now()}`;

async function signedIn(browser: Browser, username: string, path: string): Promise<Page> {
  const page = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  await signInThroughWeb(page, username, path);
  return page;
}

test.beforeAll(async ({ request }) => {
  event = await oneTableTournament(request, `e2e-judging-${Date.now()}`, ['carla', 'diego']);
});

test('a player starts her table’s online match from the tournament page, and calls a judge', async ({ browser }) => {
  const [me, rival] = event.players;
  const page = await signedIn(browser, me.username, `/tournaments/${event.id}`);
  const row = page.getByTestId('pairing-row');
  // No match yet: the round shows no match column (a round played on paper has none).
  await expect(row.getByRole('cell')).toHaveCount(4);
  const myTable = page.getByTestId('my-table');
  await expect(myTable.getByTestId('my-opponent')).toContainText(rival.displayName);
  await myTable.getByRole('button', { name: 'Empezar la partida en línea' }).click();
  await expect(page).toHaveURL(/\/matches\/[^/]+$/);
  matchId = new URL(page.url()).pathname.split('/').at(-1)!;
  await expect(page.getByText('Juegas en el asiento 1')).toBeVisible();
  // Back to the event, named with the table's round as the event names it.
  await expect(page.getByRole('link', { name: `← ${event.name} · Ronda 1 de 1, mesa 1` })).toBeVisible();

  await page.goto(`/tournaments/${event.id}`);
  await expect(row.getByTestId('table-match-link')).toHaveAttribute('href', `/matches/${matchId}`);
  await expect(myTable.getByTestId('my-match-link')).toHaveAttribute('href', `/matches/${matchId}`);
  await myTable.getByLabel(/Motivo/).fill(CALL_REASON);
  await myTable.getByRole('button', { name: 'Llamar a un juez' }).click();
  // The call stands where the form was, with its time and reason, after a reload too: one call at a time.
  const onTheWay = myTable.getByTestId('judge-on-the-way');
  await expect(onTheWay).toContainText(`«${CALL_REASON}». Va de camino a tu mesa.`);
  await expect(onTheWay).toContainText(/Llamaste a un juez a las \d{2}:\d{2}/);
  await expect(myTable.getByRole('button', { name: 'Llamar a un juez' })).toHaveCount(0);
  await page.reload();
  await expect(onTheWay).toContainText(CALL_REASON);
  await expect(page.getByTestId('judge-desk')).toHaveCount(0);
  // The rival reads no one else's call: their table still offers the form.
  const rivalPage = await signedIn(browser, rival.username, `/tournaments/${event.id}`);
  await expect(rivalPage.getByTestId('my-table').getByRole('button', { name: 'Llamar a un juez' })).toBeVisible();
  await expect(rivalPage.getByText(CALL_REASON)).toHaveCount(0);
  await rivalPage.context().close();
});

test('the judge answers calls live, rules the dispute, penalises and checks decks from the desk', async ({
  browser,
  request,
}) => {
  const [me, rival] = event.players;
  const page = await signedIn(browser, 'juez', `/tournaments/${event.id}`);
  const desk = page.getByTestId('judge-desk');
  await expect(desk.getByTestId('judge-call')).toHaveCount(1);
  await expect(desk.getByTestId('judge-call')).toContainText(CALL_REASON);
  await expect(desk.getByTestId('judge-calls-live')).toBeVisible();
  // The rival calls too, through the API: the desk shows it without a reload.
  const reloads: string[] = [];
  page.on('load', () => reloads.push(page.url()));
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { callJudge(tournamentId: $t, reason: "Tiempo", commandId: $c) { recordId } }',
    { t: event.id, c: `e2e-call-${Date.now()}` },
    rival.token,
  );
  await expect(desk.getByTestId('judge-call')).toHaveCount(2);
  expect(reloads).toEqual([]);

  const call = desk.getByTestId('judge-call').filter({ hasText: CALL_REASON });
  await call.getByLabel('Resumen de la disputa').fill('Robo de más en el turno 3');
  await call.getByRole('button', { name: 'Abrir disputa' }).click();
  await expect(desk.getByTestId('judge-call')).toHaveCount(1);
  const dispute = desk.getByTestId('dispute');
  await expect(dispute).toHaveAttribute('data-status', 'open');
  await expect(dispute).toContainText(`${me.displayName} – ${rival.displayName}`);
  await dispute.getByLabel('Decisión').selectOption({ label: 'Amonestación' });
  await dispute.getByLabel('Jugador sancionado').selectOption({ label: rival.displayName });
  await dispute.getByLabel('Fallo (explicación)').fill('Robó una carta de más; se devuelve al mazo.');
  await dispute.getByRole('button', { name: 'Resolver' }).click();
  await expect(dispute).toHaveAttribute('data-status', 'ruled');
  await expect(dispute).toContainText('Resuelta: Amonestación');
  await expect(desk.getByTestId('penalty')).toHaveCount(1);
  await expect(desk.getByTestId('penalty')).toContainText(rival.displayName);

  await desk.getByText('Imponer una sanción').click();
  const penaltyForm = desk.getByTestId('penalty-form');
  await penaltyForm.getByLabel('Jugador').selectOption({ label: me.displayName });
  await penaltyForm.getByLabel('Sanción').selectOption({ label: 'Partida perdida' });
  await penaltyForm.getByLabel('Infracción').selectOption({ label: 'Juego lento' });
  await penaltyForm.getByLabel('Nota').fill(PENALTY_NOTE);
  await penaltyForm.getByRole('button', { name: 'Imponer' }).click();
  await expect(desk.getByTestId('penalty')).toHaveCount(2);
  await expect(desk.getByTestId('penalty').filter({ hasText: PENALTY_NOTE })).toContainText('Partida perdida');

  // The deck check has a page of its own (registered list, deck in play, difference); pasting
  // a registered list's JSON is still accepted as the deck in play.
  for (const [deck, matches] of [
    [event.decks[0], 'true'],
    [event.decks[1], 'false'],
  ] as const) {
    await page.goto(`/tournaments/${event.id}`);
    await desk.getByTestId('deck-check-link').click();
    await page.getByTestId('deck-check-chooser').getByLabel('Jugador').selectOption({ label: me.displayName });
    await page.getByTestId('deck-check-chooser').getByRole('button', { name: 'Revisar' }).click();
    await page.getByRole('button', { name: 'Escribir en texto' }).click();
    await page.getByLabel(/El mazo en juego, en texto/).fill(deck);
    await expect(page.getByTestId('check-verdict')).toHaveAttribute('data-matches', matches);
    await page.getByRole('button', { name: 'Registrar la revisión' }).click();
    await expect(page.getByText('Revisión registrada en el torneo.')).toBeVisible();
  }
  await page.goto(`/tournaments/${event.id}`);
  await expect(desk.locator('[data-testid="deck-check"][data-matches="true"]')).toHaveCount(1);
  await expect(desk.locator('[data-testid="deck-check"][data-matches="false"]')).toHaveCount(1);
  await expect(desk.locator('[data-testid="deck-check"][data-matches="true"]')).toContainText(
    'Coincide con la lista registrada',
  );
});

test('players and the public see neither the judge desk nor its data; a player sees only the dispute at their own table', async ({
  browser,
  request,
}) => {
  const [me, rival] = event.players;
  const player = await signedIn(browser, rival.username, `/tournaments/${event.id}`);
  await expect(player.getByTestId('my-table')).toBeVisible();
  await expect(player.getByTestId('pairing-row').getByTestId('table-match-link')).toHaveAttribute(
    'href',
    `/matches/${matchId}`,
  );
  await expect(player.getByTestId('judge-desk')).toHaveCount(0);
  const seen = [
    await player.content(),
    await (await player.request.get(`${webUrl}/tournaments/${event.id}`)).text(),
    await (await request.get(`${webUrl}/tournaments/${event.id}`)).text(),
  ];
  for (const html of seen) {
    expect(html).toContain(event.name);
    for (const secret of ['judge-desk', CALL_REASON, PENALTY_NOTE, 'Llamadas, disputas y sanciones'])
      expect(html).not.toContain(secret);
  }
  // The dispute at the player's own table and its ruling are theirs to read (and to appeal); the public reads neither.
  await expect(player.getByTestId('my-disputes').getByTestId('dispute')).toContainText('Robo de más en el turno 3');
  expect(seen[2]).not.toContain('Robo de más en el turno 3');
  // The rival's own call, which no judge has answered, stands on their table; the caller whose call
  // became a dispute may call again.
  await expect(player.getByTestId('my-table').getByTestId('judge-on-the-way')).toContainText('«Tiempo»');
  const caller = await signedIn(browser, me.username, `/tournaments/${event.id}`);
  await expect(caller.getByTestId('my-table').getByRole('button', { name: 'Llamar a un juez' })).toBeVisible();
  await caller.context().close();
});

test('a call’s waiting time counts on while the judge keeps the desk open, with nothing else changing', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  // The desk's clock runs when the test says: five minutes pass in one step.
  await context.clock.install();
  const page = await context.newPage();
  await signInThroughWeb(page, 'juez', `/tournaments/${event.id}`);
  const desk = page.getByTestId('judge-desk');
  // The desk counts once the page runs in the browser: its live connection is up only then.
  await expect(desk.getByTestId('judge-calls-live')).toHaveAttribute('data-live', 'up');
  const waited = desk.getByTestId('judge-call').filter({ hasText: 'Tiempo' }).getByTestId('call-waited');
  // A call under a minute old has only just come in; the minutes count from there.
  const minutes = Number(/espera (\d+) min/.exec(await waited.innerText())?.[1] ?? 0);
  await page.clock.runFor('05:00');
  await expect(waited).toHaveText(new RegExp(`espera (${minutes + 5}|${minutes + 6}) min`));
  await context.close();
});

test('a disqualification, which nothing undoes, asks the judge first; saying no issues nothing', async ({
  browser,
  request,
}) => {
  const label = `e2e-dq-${Date.now()}`;
  const setup = await eventForTwo(request, { label, game: 'blades-of-ash', surname: 'Descalificable' });
  await publishFirstRound(request, setup);
  const page = await signedIn(browser, 'juez', `/tournaments/${setup.id}`);
  const desk = page.getByTestId('judge-desk');
  await desk.getByText('Imponer una sanción').click();
  const form = desk.getByTestId('penalty-form');
  await form.getByLabel('Jugador').selectOption({ label: 'Bea Descalificable' });
  await form.getByLabel('Infracción').selectOption({ label: 'Juego lento' });
  await form.getByLabel('Nota').fill('Conducta antideportiva grave');
  await form.getByLabel('Sanción').selectOption({ label: 'Descalificación' });

  await form.getByRole('button', { name: 'Imponer' }).click();
  const confirm = form.getByTestId('confirm');
  await expect(confirm).toContainText('nada lo deshace: ninguna reincorporación lo devuelve');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(form.getByRole('button', { name: 'Imponer' })).toBeFocused();
  await expect(desk.getByTestId('penalty')).toHaveCount(0);

  await form.getByRole('button', { name: 'Imponer' }).click();
  await confirm.getByRole('button', { name: 'Sí, hacerlo' }).click();
  await expect(desk.getByTestId('penalty')).toHaveCount(1);
  await expect(desk.getByTestId('penalty')).toContainText('Descalificación');
  // A milder penalty goes at once, as before.
  await form.getByLabel('Sanción').selectOption({ label: 'Amonestación' });
  await expect(form.getByRole('button', { name: 'Imponer' })).toHaveAttribute('type', 'submit');
});

test('a judge corrects a disputed result game by game with the lives SCORE counts; a refusal keeps what was typed', async ({
  browser,
  request,
}) => {
  const label = `e2e-correct-${Date.now()}`;
  const setup = await eventForTwo(request, {
    label,
    game: 'blades-of-ash',
    surname: 'Corregida',
    more: { tiebreakPreset: 'wot' },
  });
  await publishFirstRound(request, setup);
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { openDispute(tournamentId: $t, round: 1, table: 1, summary: "El acta dice 0–5", commandId: $c) { recordId } }',
    { t: setup.id, c: `${label}-dispute` },
    await apiToken(request, 'juez'),
  );
  const page = await signedIn(browser, 'juez', `/tournaments/${setup.id}`);
  const dispute = page.getByTestId('judge-desk').getByTestId('dispute');
  await dispute.getByLabel('Decisión').selectOption({ label: 'Se corrige el resultado' });
  const corrected = dispute.getByTestId('corrected-result');
  const game1 = corrected.getByRole('combobox').first();
  await game1.selectOption({ label: 'Ganó Bea Corregida' });
  await dispute.getByLabel('Fallo (explicación)').fill('Se anotó al revés: ganó Bea.');
  await dispute.getByRole('button', { name: 'Resolver' }).click();
  // The event's tiebreakers count SCORE: the lives are asked for, and nothing typed is lost.
  await expect(dispute.getByRole('alert')).toContainText('falta la vida final');
  await expect(game1.locator('option:checked')).toHaveText('Ganó Bea Corregida');
  await expect(dispute.getByLabel('Fallo (explicación)')).toHaveValue('Se anotó al revés: ganó Bea.');
  await expect(dispute).toHaveAttribute('data-status', 'open');

  await corrected.getByLabel(/Vida final de Ana/).fill('0');
  await corrected.getByLabel(/Vida final de Bea/).fill('6');
  await dispute.getByRole('button', { name: 'Resolver' }).click();
  await expect(dispute).toHaveAttribute('data-status', 'ruled');
  await expect(dispute).toContainText('Resuelta: Se corrige el resultado');
  const result = page.getByTestId('pairing-row').first();
  await expect(result).toContainText(/Gana Bea Corregida/);
  await expect(result).toContainText(/0–6 en vidas|6–0 en vidas/);
});
