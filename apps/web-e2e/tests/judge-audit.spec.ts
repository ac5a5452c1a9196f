import { type Browser, type Page } from '@playwright/test';
import { graphql } from '../support/api';
import { auditLines, liveTableMatch, matchSeen, playMoves } from '../support/audit';
import { apiToken } from '../support/auth';
import { DEMO_JUDGE, DEMO_ORGANIZER } from '../support/demo';
import { expectNoSidewaysScroll, keepScreenshot, PHONE, type Viewport } from '../support/look';
import { loseAnswers, UNREACHABLE_TEXT } from '../support/lost-answers';
import { pageOf, signInWithToken } from '../support/session';
import { buttonsThatWouldLoseATap, EVERY_SCRIPT, holdScripts } from '../support/slow-code';
import { oneTableTournament, type OneTableTournament } from '../support/tournament';
import { expect, test } from '../support/test';

// A disputed table from the player's call to the head judge: the call points at an event of the
// match, the judge audits it with everything visible, tries a line in the sandbox, backs the game
// up and corrects a value; a ruling answers a call and is appealed to the head judge from the match
// page; the replay still verifies; an appeal reaches the head judge; repeated
// warnings escalate into the standings. The tests share one event and run in order.
test.describe.configure({ mode: 'serial' });

const label = `e2e-audit-${Date.now()}`;
const CALL = `Ese robo no era mío ${Date.now()}`;
let event: OneTableTournament;
let matchId: string;
let pointed: number;
let judgeToken: string;
let organizerToken: string;
const tokenOf = new Map<string, string>();

/**
 * A person's browser on `path`, with the session the API gave them in setup: signing in is not what
 * these tests are about (the sign-in form has tests of its own), and each password check is slow.
 */
async function signedIn(browser: Browser, username: string, path: string, viewport?: Viewport): Promise<Page> {
  const token = tokenOf.get(username);
  if (!token) throw new Error(`no session for ${username}`);
  return pageOf(browser, token, path, viewport);
}

const tokens = () => event.players.map((p) => p.token);

test.beforeAll(async ({ request }) => {
  event = await oneTableTournament(request, label, ['elena', 'fermin']);
  organizerToken = await apiToken(request, DEMO_ORGANIZER.username);
  judgeToken = await apiToken(request, 'juez');
  tokenOf.set(DEMO_ORGANIZER.username, organizerToken).set('juez', judgeToken);
  for (const player of event.players) tokenOf.set(player.username, player.token);
  matchId = await liveTableMatch(request, event, organizerToken, label);
  await playMoves(request, matchId, tokens(), 8, `${label}-open`);
  const lines = await auditLines(request, matchId, judgeToken);
  // The call points at an event that hid something (a card drawn), with play after it to back up over.
  pointed =
    lines.find((l) => l.index >= 1 && l.kind === 'event' && l.hidden.length > 0 && l.index < lines.length - 2)?.index ??
    1;
});

test('the organizer names the head judge on the desk, among the event’s judges or herself', async ({ browser }) => {
  const page = await signedIn(browser, DEMO_ORGANIZER.username, `/tournaments/${event.id}/desk#staff`);
  const staff = page.locator('#staff');
  await expect(staff.getByTestId('head-judge')).toHaveText(
    'Sin juez principal: los jugadores aún no pueden apelar un fallo.',
  );
  const form = staff.getByTestId('head-judge-form');
  await form.getByLabel('Elegir juez principal').selectOption({ label: DEMO_JUDGE.displayName });
  await form.getByRole('button', { name: 'Nombrar juez principal' }).click();
  await expect(staff.getByTestId('head-judge')).toHaveText(`Resuelve las apelaciones ${DEMO_JUDGE.displayName}.`);
  // The judge rules on the floor below, so the organizer takes the appeals herself: naming another replaces the first.
  await form
    .getByLabel('Elegir juez principal')
    .selectOption({ label: `${DEMO_ORGANIZER.displayName} (organización)` });
  await form.getByRole('button', { name: 'Nombrar juez principal' }).click();
  await expect(staff.getByTestId('head-judge')).toHaveText(`Resuelve las apelaciones ${DEMO_ORGANIZER.displayName}.`);
});

test('a player calls a judge about one event of the match log, with a comment, from a phone whose connection drops on the first try', async ({
  browser,
}, testInfo) => {
  const page = await signedIn(browser, event.players[0].username, `/matches/${matchId}`, PHONE);
  const call = page.getByTestId('call-at-event');
  await call.getByText('Llamar a un juez por un evento').click();
  await call.getByLabel('Evento del registro').selectOption(String(pointed));
  await call.getByLabel('Comentario (qué pasó)').fill(CALL);
  // The call reaches the API but its answer is lost; sent again, it is the same call (the judge's
  // queue, in the next test, has it once).
  const connectionBack = await loseAnswers(page, /callJudge/);
  await call.getByRole('button', { name: 'Llamar a un juez' }).click();
  await expect(call.getByRole('alert')).toHaveText(UNREACHABLE_TEXT);
  connectionBack();
  await call.getByRole('button', { name: 'Llamar a un juez' }).click();
  // The log, the call and the audit name the event by one number: its position in the log plus one.
  await expect(call.getByRole('status')).toHaveText(
    `Has llamado a un juez por el evento ${pointed + 1}: va de camino.`,
  );
  await keepScreenshot(page, testInfo, 'player-call-at-event-phone');
  await expectNoSidewaysScroll(page);
});

test('the judge opens the audit from the queue at the pointed event, every hidden value shown; a player is refused', async ({
  browser,
}, testInfo) => {
  const page = await signedIn(browser, 'juez', `/tournaments/${event.id}`);
  const call = page.getByTestId('judge-desk').getByTestId('judge-call').filter({ hasText: CALL });
  await expect(call).toHaveCount(1);
  await expect(call).toContainText(/espera \d+ min|acaba de llamar/);
  // The desk's status line counts the open calls, so one arriving live is heard as well as seen.
  await expect(page.getByTestId('judge-desk').getByRole('status').filter({ hasText: 'Llamadas abiertas' })).toHaveText(
    /^Llamadas abiertas: [1-9]\d*$/,
  );
  await call.getByTestId('judge-call-audit').click();
  await expect(page).toHaveURL(new RegExp(`/matches/${matchId}/audit\\?at=${pointed}&call=[^&]+&point=${pointed}#`));
  await expect(page.getByTestId('audit-page')).toHaveAttribute('data-selected', String(pointed));
  await expect(page.locator(`[data-testid="audit-entry"][data-index="${pointed}"]`)).toHaveAttribute(
    'data-pointed',
    'true',
  );
  await expect(page.getByTestId('audit-calls')).toContainText(CALL);
  const hidden = page.getByTestId('audit-hidden');
  await expect(hidden.locator('tbody tr').first()).toBeVisible();
  // Hidden values read in words (the player's command as the game offered it, cards by name), never as JSON.
  await expect(hidden).not.toContainText(/[{}"[\]]/);
  await expect(hidden.locator('tr', { hasText: 'Orden del jugador' }).locator('td').nth(1)).toHaveText(/\p{L}{3}/u);
  // Each of the event's own hidden fields is named and worded by its game: no field by its code, no bare positions.
  await expect(hidden.locator('tbody code')).toHaveCount(0);
  for (const value of await hidden.locator('.audit-value').allTextContents()) expect(value).not.toMatch(/^[\d, ]+$/);
  await expect(page.getByTestId('audit-board')).toHaveAttribute('data-side', 'after');
  await page.getByTestId('audit-before').click();
  await expect(page.getByTestId('audit-board')).toHaveAttribute('data-side', 'before');
  // On a laptop the board fills the audit's column: a player's side as wide as the board, not a strip beside its banner.
  const boardBox = await page.getByTestId('audit-board').boundingBox();
  const sideBox = await page.getByTestId('audit-board').getByTestId('side-0').boundingBox();
  expect(sideBox!.width).toBeGreaterThan(boardBox!.width * 0.9);
  await keepScreenshot(page, testInfo, 'audit-desktop');
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'audit-phone');
  // On a phone the boards run long: one tap from the event goes past them to the ruling form.
  await page.getByTestId('audit-to-ruling').click();
  await expect(page.getByRole('heading', { name: 'Dictar un fallo' })).toBeInViewport();
  await page.goto(`/matches/${matchId}/audit?at=${pointed}&lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Match audit');
  await expect(page.getByTestId('audit-selected')).toContainText('The call points here');
  await expect(page.getByTestId('ruling-form')).toContainText('Back up to this event');
  await page.goto(`/matches/${matchId}/audit?at=${pointed}&lang=es`);
  await page.context().close();

  const player = await signedIn(browser, event.players[1].username, `/matches/${matchId}/audit`);
  await expect(player.getByTestId('audit-refused')).toContainText(
    'Solo los jueces y la organización de este torneo pueden auditar esta partida.',
  );
  await expect(player.getByTestId('audit-log')).toHaveCount(0);
});

test('on a phone, the judge lands on the event the call points at and walks the log around it, the ruling still answering that call', async ({
  browser,
}) => {
  const page = await signedIn(browser, 'juez', `/tournaments/${event.id}`, PHONE);
  const entryTitle = page.locator('#audit-entry-title');
  const answersCall = page.getByTestId('ruling-form').getByLabel('Responde a la llamada');
  const onEvent = async (index: number) => {
    await expect(page.getByTestId('audit-page')).toHaveAttribute('data-selected', String(index));
    await expect(entryTitle).toHaveText(new RegExp(`^Evento ${index + 1} de \\d+$`));
    // Read without scrolling: the boards and the log above it run longer than a phone's screen.
    await expect(entryTitle).toBeInViewport();
    await expect(answersCall.locator('option:checked')).toContainText(CALL);
  };
  await page
    .getByTestId('judge-desk')
    .getByTestId('judge-call')
    .filter({ hasText: CALL })
    .getByTestId('judge-call-audit')
    .click();
  await onEvent(pointed);
  await page.getByTestId('audit-next').click();
  await onEvent(pointed + 1);
  await page.getByTestId('audit-previous').click();
  await onEvent(pointed);
  await page.getByTestId('audit-previous').click();
  await onEvent(pointed - 1);
  await page.getByTestId('audit-log').locator('[data-testid="audit-entry"][data-index="0"]').click();
  await onEvent(0);
  // A shuffle's randomness reads in the game's words first, its stream and counter beneath.
  await page
    .getByTestId('audit-log')
    .locator('[data-testid="audit-entry"]')
    .filter({ hasText: 'baraja su mazo' })
    .first()
    .click();
  await expect(page.getByTestId('audit-random').locator('li').first()).toContainText(
    /^Se baraja el mazo de \p{L}[^(]* \(\d+ cartas\)Barajada «deck:/u,
  );
  // Still marked as the call's event while the judge looks elsewhere, and one tap away.
  await expect(page.locator(`[data-testid="audit-entry"][data-index="${pointed}"]`)).toHaveAttribute(
    'data-pointed',
    'true',
  );
  await page.getByTestId('audit-calls').getByRole('link', { name: 'Ir al evento' }).click();
  await onEvent(pointed);
  await page.context().close();
});

test('the audit as the server draws it, its code still on its way, takes no tap it would lose: «Antes» waits for the code, then shows the board before the event', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  await signInWithToken(context, tokenOf.get('juez')!);
  const page = await context.newPage();
  const release = await holdScripts(page, EVERY_SCRIPT);
  await page.goto(`/matches/${matchId}/audit?at=${pointed}`, { waitUntil: 'commit' });
  await expect(page.getByTestId('audit-board')).toHaveAttribute('data-side', 'after');
  expect(await buttonsThatWouldLoseATap(page)).toEqual([]);
  await expect(page.getByTestId('audit-before')).toBeDisabled();
  release();
  await page.getByTestId('audit-before').click();
  await expect(page.getByTestId('audit-board')).toHaveAttribute('data-side', 'before');
  await context.close();
});

test('a sandbox line from the selected event shows what would happen and leaves the match untouched', async ({
  browser,
  request,
}, testInfo) => {
  const before = await matchSeen(request, matchId, judgeToken);
  const page = await signedIn(browser, 'juez', `/matches/${matchId}/audit?at=${pointed}`);
  const sandbox = page.getByTestId('sandbox');
  for (const seat of [0, 1]) {
    await sandbox.getByTestId('sandbox-seat').selectOption(String(seat));
    if ((await sandbox.getByTestId('sandbox-command').count()) > 0) break;
  }
  await sandbox.getByRole('button', { name: 'Probar' }).click();
  await expect(sandbox).toHaveAttribute('data-commands', '1');
  await expect(sandbox.getByTestId('sandbox-lines').locator('li')).toHaveCount(1);
  await expect(sandbox).toContainText('Nada de esto se guarda en la partida.');
  await keepScreenshot(page, testInfo, 'sandbox');
  const after = await matchSeen(request, matchId, judgeToken);
  expect(after.eventCount).toBe(before.eventCount);
  expect(after.log.at(-1)).toEqual(before.log.at(-1));
  await sandbox.getByTestId('sandbox-discard').click();
  await expect(sandbox.getByRole('status')).toHaveText('Prueba descartada: nada se ha escrito.');
});

test('a back-up ruling returns the game to the selected event, who ruled is shown, and play continues', async ({
  browser,
  request,
}, testInfo) => {
  const page = await signedIn(browser, 'juez', `/matches/${matchId}/audit?at=${pointed}`);
  await expect(page.locator('#audit-entry-title')).toHaveText(new RegExp(`^Evento ${pointed + 1} de \\d+$`));
  const form = page.getByTestId('ruling-form');
  await expect(form).toContainText(`Sobre el evento ${pointed + 1}.`);
  await form.getByLabel('Volver a este evento').check();
  await expect(form).toContainText('nada se borra');
  await form.getByLabel('Infracción').selectOption({ label: '2.1 · Error de procedimiento' });
  await form
    .getByLabel('Remedio (lo leen ambos jugadores)')
    .fill('Se deshace el robo de más; la carta vista sigue sabida por ambos.');
  await form.getByRole('button', { name: 'Registrar el fallo' }).click();
  await expect(form.getByRole('status')).toHaveText('Fallo registrado en la partida.');
  const ruling = page.getByTestId('audit-ruling').filter({ hasText: 'Vuelta atrás' });
  await expect(ruling).toContainText('Fallo de Julián Juez');
  // The rule by the guide's name, never its code.
  await expect(ruling).toContainText('Guía de sanciones de Crónica 2.1, Error de procedimiento');
  await expect(ruling).not.toContainText('cronica-penalty-guide');
  await keepScreenshot(page, testInfo, 'back-up-ruled');
  const backed = await matchSeen(request, matchId, judgeToken);
  expect(backed.status).toBe('live');
  // One numbering, read aloud at the table: the ruling, the audit, the players' log and their rulings list say the same events.
  const ruled = backed.log.at(-1)!.index + 1;
  await expect(ruling).toContainText(
    `tras el evento ${pointed + 1} (se deshacen los eventos ${pointed + 2}–${ruled - 1};`,
  );
  await expect(ruling.getByRole('link')).toHaveText(new RegExp(`^Evento ${ruled} de \\d+$`));
  const player = await signedIn(browser, event.players[0].username, `/matches/${matchId}`);
  await expect(player.getByTestId('match-log').locator(`li[value="${ruled}"]`)).toContainText(
    `tras el evento ${pointed + 1}`,
  );
  await expect(player.getByTestId('match-ruling').filter({ hasText: 'Vuelta atrás' })).toContainText(
    `Vuelta atrás · en el evento ${ruled}`,
  );
  await player.context().close();
  await playMoves(request, matchId, tokens(), 3, `${label}-after-backup`);
  expect((await matchSeen(request, matchId, judgeToken)).eventCount).toBeGreaterThan(backed.eventCount);
});

test('a correction sets one value as a judge event both players read', async ({ browser, request }) => {
  const { matchView } = await graphql<{ matchView: { state: { heroes: Array<{ life: number }> } } }>(
    request,
    'query ($m: ID!) { matchView(matchId: $m) { state } }',
    { m: matchId },
    judgeToken,
  );
  const life = matchView.state.heroes[1]!.life;
  const page = await signedIn(browser, 'juez', `/matches/${matchId}/audit`);
  const form = page.getByTestId('ruling-form');
  await form.getByLabel('Corregir un valor').check();
  await form.getByLabel(/Ruta del valor/).fill('heroes/1/life');
  await form.getByLabel(/Valor nuevo/).fill(String(life + 1));
  await form.getByLabel('Regla citada').selectOption({ label: 'Otra: reglamento y sección' });
  // Typed as a judge names it, the game's rulebook and its section, as the field suggests.
  const ruleText = form.getByLabel('Reglamento y sección', { exact: true });
  await expect(ruleText).toHaveAttribute(
    'placeholder',
    'Reglamento de Espadas de Ceniza: Choque de Leyendas, sección…',
  );
  await ruleText.fill('Reglamento de Espadas de Ceniza, Vida');
  await form.getByLabel('Remedio (lo leen ambos jugadores)').fill('La vida se anotó mal: se corrige.');
  await form.getByRole('button', { name: 'Registrar el fallo' }).click();
  await expect(form.getByRole('status')).toHaveText('Fallo registrado en la partida.');
  await expect(page.getByTestId('audit-ruling').filter({ hasText: 'Corrección' })).toContainText(
    'Reglamento de Espadas de Ceniza, Vida',
  );
  const seen = await matchSeen(request, matchId, event.players[0].token);
  expect(seen.log.at(-1)!.text).toContain(`heroes.1.life: ${life} → ${life + 1}`);
});

test('a ruling made for a call closes it; a player appeals it from the match page; only the head judge decides it, beside the first', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const caller = event.players[1];
  const CALL2 = `Ese daño no cuadra ${Date.now()}`;
  await graphql(
    request,
    'mutation ($t: ID!, $r: String!, $e: Int, $c: ID!) { callJudge(tournamentId: $t, reason: $r, matchEvent: $e, commandId: $c) { recordId } }',
    { t: event.id, r: CALL2, e: pointed, c: `${label}-call2` },
    caller.token,
  );
  const judge = await signedIn(browser, 'juez', `/tournaments/${event.id}`);
  await judge.getByTestId('judge-call').filter({ hasText: CALL2 }).getByTestId('judge-call-audit').click();
  const form = judge.getByTestId('ruling-form');
  await expect(form.getByTestId('ruling-callId').locator('option:checked')).toContainText(CALL2);
  await expect(form.getByTestId('ruling-appealOf')).toHaveCount(0);
  // The judge cites a rule the pointed event follows: the audit lists them, each opening its line of
  // the rulebook, and offers them first among the rules to cite.
  const followed = judge.getByTestId('audit-rules').getByRole('link');
  await expect(followed.first()).toHaveAttribute('href', /^\/rules\/blades-of-ash\?ids=000:\d+#r-000-\d+$/);
  const cited = (await followed.first().textContent())!;
  const line = /^Regla 000:(\d+)/.exec(cited)![1];
  await form.getByLabel('Regla citada').selectOption({ label: cited });
  await expect(form.getByLabel('Reglamento y sección', { exact: true })).toHaveCount(0);
  await form.getByLabel('Remedio (lo leen ambos jugadores)').fill('El daño fue correcto: la jugada se mantiene.');
  await form.getByRole('button', { name: 'Registrar el fallo' }).click();
  await expect(form.getByRole('status')).toHaveText('Fallo registrado en la partida.');
  await judge.goto(`/tournaments/${event.id}`);
  await expect(judge.getByTestId('judge-call').filter({ hasText: CALL })).toHaveCount(1);
  await expect(judge.getByTestId('judge-call').filter({ hasText: CALL2 })).toHaveCount(0);

  const player = await signedIn(browser, caller.username, `/matches/${matchId}`, PHONE);
  const upheld = player.getByTestId('match-ruling').filter({ hasText: 'El daño fue correcto' });
  await expect(upheld).toContainText(`Espadas de Ceniza, línea ${line}`);
  await expect(upheld.getByRole('link', { name: /^leer la regla 000:/ })).toHaveAttribute(
    'href',
    `/rules/blades-of-ash?ids=000:${line}#r-000-${line}`,
  );
  await upheld.getByLabel('Por qué apelas').fill('El daño se calculó antes del escudo.');
  await upheld.getByRole('button', { name: 'Apelar al juez principal' }).click();
  await expect(upheld.getByTestId('ruling-appeal')).toContainText(
    `Pendiente de ${DEMO_ORGANIZER.displayName}, juez principal.`,
  );
  await expect(upheld.getByTestId('match-appeal-form')).toHaveCount(0);

  await judge.goto(`/matches/${matchId}/audit`);
  await expect(judge.getByTestId('ruling-form').getByTestId('ruling-appealOf')).toHaveCount(0);
  await judge.context().close();
  // The head judge finds the appeal on the judges' desk and rules on it in the match audit, opened at the ruling.
  const head = await signedIn(browser, DEMO_ORGANIZER.username, `/tournaments/${event.id}`);
  const pending = head
    .getByTestId('judge-desk')
    .getByTestId('pending-appeal')
    .filter({ hasText: 'El daño se calculó antes del escudo.' });
  await expect(pending).toContainText(`${caller.displayName} apela la resolución de Julián Juez en el evento`);
  await pending.getByRole('link', { name: 'Resolver en la auditoría' }).click();
  await expect(head).toHaveURL(new RegExp(`/matches/${matchId}/audit\\?at=\\d+`));
  const headForm = head.getByTestId('ruling-form');
  await headForm.getByTestId('ruling-appealOf').selectOption({ index: 1 });
  await headForm.getByLabel('Reglamento y sección', { exact: true }).fill('Reglamento de Espadas de Ceniza, Escudo');
  await headForm
    .getByLabel('Remedio (lo leen ambos jugadores)')
    .fill('Revisado el registro: el escudo ya no estaba; se mantiene.');
  await headForm.getByRole('button', { name: 'Registrar el fallo' }).click();
  await expect(head.getByTestId('ruling-appeal')).toHaveAttribute('data-decided', 'yes');
  // Read after the page has refreshed with the new ruling: the form opened on the latest event keeps saying it was recorded.
  await expect(headForm.getByRole('status')).toHaveText('Fallo registrado en la partida.');
  await expect(head.getByTestId('ruling-on-appeal')).toHaveCount(1);
  await head.context().close();

  await player.reload();
  await expect(upheld.getByTestId('ruling-appeal')).toContainText('El juez principal resolvió en el evento');
  const final = player.getByTestId('match-ruling').filter({ hasText: 'Revisado el registro: el escudo' });
  await expect(final.getByTestId('ruling-on-appeal')).toContainText('(firme)');
  await expect(final.getByTestId('match-appeal-form')).toHaveCount(0);
  await expectNoSidewaysScroll(player);
  await keepScreenshot(player, testInfo, 'match-ruling-appeal-decided-phone');
});

test('the match ends and its judge replay, rulings included, still verifies', async ({ browser, request }) => {
  await graphql(
    request,
    'mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events } } }',
    { m: matchId, cmd: { type: 'Concede', data: {} }, c: `${label}-concede` },
    event.players[0].token,
  );
  const page = await signedIn(browser, 'juez', `/matches/${matchId}/replay?view=judge`);
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 20_000 });
});

test('a player appeals a ruling to the head judge, whose ruling is shown beside the first', async ({
  browser,
}, testInfo) => {
  const judge = await signedIn(browser, 'juez', `/tournaments/${event.id}`);
  const desk = judge.getByTestId('judge-desk');
  const call = desk.getByTestId('judge-call').filter({ hasText: CALL });
  await call.getByLabel('Resumen de la disputa').fill('Robo discutido');
  await call.getByRole('button', { name: 'Abrir disputa' }).click();
  const dispute = desk.getByTestId('dispute').filter({ hasText: 'Robo discutido' });
  await dispute.getByLabel('Fallo (explicación)').fill('El robo era correcto.');
  await dispute.getByRole('button', { name: 'Resolver' }).click();
  await expect(dispute).toHaveAttribute('data-status', 'ruled');
  await judge.context().close();

  const player = await signedIn(browser, event.players[0].username, `/tournaments/${event.id}`, PHONE);
  const mine = player.getByTestId('my-disputes');
  await mine.getByLabel('Por qué apelas').fill('El robo no era mío.');
  await mine.getByRole('button', { name: 'Apelar al juez principal' }).click();
  await expect(mine.getByTestId('appeal')).toContainText('Apelación pendiente del juez principal.');
  const floor = await signedIn(browser, 'juez', `/tournaments/${event.id}`);
  const awaiting = floor.getByTestId('judge-desk').getByTestId('dispute').filter({ hasText: 'Robo discutido' });
  await expect(awaiting.getByTestId('appeal-awaits')).toHaveText(
    `Resuelve las apelaciones ${DEMO_ORGANIZER.displayName}, juez principal.`,
  );
  await expect(awaiting.getByTestId('rule-appeal')).toHaveCount(0);
  await floor.context().close();

  const head = await signedIn(browser, DEMO_ORGANIZER.username, `/tournaments/${event.id}`);
  // The head judge's pending appeals list it, and lead to the dispute where it is ruled on.
  const pending = head.getByTestId('pending-appeal').filter({ hasText: 'El robo no era mío.' });
  await expect(pending).toContainText(`apela el fallo de ${DEMO_JUDGE.displayName} en una disputa`);
  await pending.scrollIntoViewIfNeeded();
  await keepScreenshot(head, testInfo, 'head-judge-pending-appeals');
  // The link jumps within the page; a live refresh landing meanwhile may rewrite the address, so
  // what is checked is where it points and that the dispute is then on screen.
  const toDispute = pending.getByRole('link', { name: 'Resolver en la disputa ↓' });
  await expect(toDispute).toHaveAttribute('href', /^#dispute-/);
  await toDispute.click();
  const appealed = head.getByTestId('judge-desk').getByTestId('dispute').filter({ hasText: 'Robo discutido' });
  await expect(appealed).toBeInViewport();
  await expect(appealed.getByTestId('dispute-badge')).toHaveText('Apelada');
  await appealed.getByLabel('Decisión sobre la apelación').selectOption({ label: 'se mantiene el fallo' });
  await appealed.getByLabel('Fallo del juez principal').fill('Revisado el registro: el robo era correcto.');
  await appealed.getByRole('button', { name: 'Resolver la apelación' }).click();
  await expect(appealed.getByTestId('appeal')).toHaveAttribute('data-ruled', 'true');
  await expect(appealed.getByTestId('dispute-badge')).toHaveText('Resuelta');
  await head.context().close();

  await player.reload();
  await expect(mine.getByTestId('dispute')).toContainText('El robo era correcto.');
  await expect(mine.getByTestId('appeal')).toContainText(
    'Juez principal: se mantiene el fallo — Revisado el registro: el robo era correcto.',
  );
  await expectNoSidewaysScroll(player);
  await keepScreenshot(player, testInfo, 'appeal-ruled-phone');
});

test('repeated warnings escalate by the penalty guide into a loss that reaches the standings', async ({
  browser,
  request,
}, testInfo) => {
  const [winner, slow] = event.players;
  const page = await signedIn(browser, 'juez', `/tournaments/${event.id}`);
  const desk = page.getByTestId('judge-desk');
  for (const n of [1, 2]) {
    await desk.getByText('Imponer una sanción').click();
    const form = desk.getByTestId('penalty-form');
    await form.getByLabel('Jugador').selectOption({ label: slow.displayName });
    await form.getByLabel('Sanción').selectOption({ label: 'Amonestación' });
    await form.getByLabel('Infracción').selectOption({ label: 'Juego lento' });
    await form.getByLabel('Nota').fill(`Juego lento ${n} ${label}`);
    await form.getByRole('button', { name: 'Imponer' }).click();
    await expect(desk.getByTestId('penalty').filter({ hasText: `Juego lento ${n} ${label}` })).toHaveCount(1);
    await page.reload();
  }
  await expect(desk.getByTestId('penalty').filter({ hasText: `Juego lento 2 ${label}` })).toContainText(
    'Partida perdida',
  );
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { endRound(tournamentId: $t, commandId: $c) { result { events } } }',
    { t: event.id, c: `${label}-end` },
    organizerToken,
  );
  await page.reload();
  await expect(page.getByTestId('standing-row').first()).toContainText(winner.displayName);
  await keepScreenshot(page, testInfo, 'standings-after-penalty');
});
