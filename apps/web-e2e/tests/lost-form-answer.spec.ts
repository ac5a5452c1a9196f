import { freshUsername, GOOD_PASSWORD } from '../support/accounts';
import { ALBA_ES_TEXT } from '../support/deck-texts';
import { eventForTwo, newAccount, publishFirstRound, type Entrant, type EventSetup } from '../support/events';
import { pasteValidList } from '../support/journey';
import { livePushes, loseActionAnswers, UNREACHABLE_TEXT } from '../support/lost-answers';
import { keepPartScreenshot, LAPTOP, PHONE } from '../support/look';
import { pageOf, signInThroughWeb, signInWithToken } from '../support/session';
import { expect, test } from '../support/test';

// The venue's Wi-Fi drops just as someone sends a form (a judge at the desk, a player on her phone,
// an organizer creating the event, a player saving a deck or signing up): what was sent reaches the server, its
// answer never comes back. The page must stay, say to try again with what was typed kept, and the
// form sent again once the connection is back must be done once.

let event: EventSetup;
/** Ana, the event's first player (named with the run's stamp: a second run on the same server makes its own). */
let ana: string;
/** Someone new, with no events and no decks of her own yet. */
let newcomer: Entrant;

test.beforeAll(async ({ request }) => {
  const stamp = Date.now().toString(36);
  event = await eventForTwo(request, { label: 'e2e-lost-form', game: 'blades-of-ash', surname: 'Sinred', stamp });
  await publishFirstRound(request, event);
  ana = `Ana Sinred ${stamp}`;
  newcomer = await newAccount(request, `e2e-lost-form-new-${stamp}`, `Tienda Sin Red ${stamp}`);
});

test('a penalty whose answer the Wi-Fi lost stays on the desk to send again, and is imposed once', async ({ page }) => {
  await signInThroughWeb(page, 'juez', `/tournaments/${event.id}`);
  const desk = page.getByTestId('judge-desk');
  await desk.getByText('Imponer una sanción').click();
  const form = desk.getByTestId('penalty-form');
  await form.getByLabel('Jugador').selectOption({ label: ana });
  await form.getByLabel('Sanción').selectOption({ label: 'Amonestación' });
  await form.getByLabel('Infracción').selectOption({ label: 'Juego lento' });
  await form.getByLabel('Nota').fill('Tardó en robar');

  const connectionBack = await loseActionAnswers(page);
  await form.getByRole('button', { name: 'Imponer' }).click();
  await expect(form.getByRole('alert')).toHaveText(UNREACHABLE_TEXT);
  await expect(form.getByLabel('Nota')).toHaveValue('Tardó en robar');
  await expect(form.getByLabel('Jugador').locator('option:checked')).toHaveText(ana);

  connectionBack();
  await form.getByRole('button', { name: 'Imponer' }).click();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await page.reload();
  await expect(desk.getByTestId('penalty')).toHaveCount(1);
  await expect(desk.getByTestId('penalty')).toContainText('Tardó en robar');
});

test('a result reported from a phone whose answer the Wi-Fi lost stays on the form as chosen, and goes once sent again', async ({
  browser,
}, testInfo) => {
  // The Wi-Fi that loses the form's answer loses the page's live pushes too: the report it carried
  // must not reach the page by another way while the connection is down.
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  await signInWithToken(context, event.entrants[0]!.token);
  const page = await context.newPage();
  const pushes = await livePushes(page);
  await page.goto(`/tournaments/${event.id}`);
  await pushes.acknowledged;
  const form = page.getByTestId('my-table').getByTestId('report-form');
  await form.getByLabel('Partida 1').selectOption({ label: 'Gané yo' });

  const connectionBack = await loseActionAnswers(page);
  pushes.arrive = false;
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(form.getByRole('alert')).toHaveText(UNREACHABLE_TEXT);
  await expect(form.getByLabel('Partida 1').locator('option:checked')).toHaveText('Gané yo');
  await keepPartScreenshot(form, testInfo, 'phone-report-answer-lost');

  connectionBack();
  pushes.arrive = true;
  await form.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(page.getByTestId('waiting-confirm')).toBeVisible();
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
});

test('an event created while the Wi-Fi lost the answer, created again, is made once and opens its desk', async ({
  browser,
  stamp,
}) => {
  const page = await pageOf(browser, newcomer.token, '/tournaments/new', LAPTOP);
  const form = page.getByTestId('create-tournament');
  const name = `Copa sin red ${stamp}`;
  await form.getByLabel('Nombre del torneo').fill(name);

  const connectionBack = await loseActionAnswers(page);
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(form.getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible();
  await expect(form.getByLabel('Nombre del torneo')).toHaveValue(name);

  connectionBack();
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(page).toHaveURL(/\/tournaments\/[^/]+\/desk$/, { timeout: 30_000 });
  await page.goto('/');
  await expect(page.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: name })).toHaveCount(1);
});

test('a deck saved while the Wi-Fi lost the answer, saved again, is in My decks once', async ({ browser, stamp }) => {
  const page = await pageOf(browser, newcomer.token, '/decks/new?game=blades-of-ash', PHONE);
  await pasteValidList(page, ALBA_ES_TEXT);
  const name = `Alba sin red ${stamp}`;
  await page.getByLabel('Nombre del mazo').fill(name);

  const connectionBack = await loseActionAnswers(page);
  await page.getByRole('button', { name: 'Guardar el mazo' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible();
  await expect(page.getByLabel('Nombre del mazo')).toHaveValue(name);

  connectionBack();
  await page.getByRole('button', { name: 'Guardar el mazo' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.goto('/decks');
  await expect(page.getByRole('main').getByText(name)).toHaveCount(1);
});

test('a sign-up whose answer the Wi-Fi lost, sent again, signs in to the account it made', async ({
  browser,
  stamp,
}) => {
  test.setTimeout(90_000); // Hashing the password is deliberately slow (scrypt at OWASP strength).
  const page = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await page.goto('/signup');
  const form = page.getByTestId('signup-form');
  const username = freshUsername('sinred');
  await form.getByLabel('Usuario').fill(username);
  await form.getByLabel('Nombre visible').fill(`Nueva Sin Red ${stamp}`);
  await form.getByLabel('Contraseña').fill(GOOD_PASSWORD);

  const connectionBack = await loseActionAnswers(page);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(form.getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('Usuario')).toHaveValue(username);
  await expect(form.getByLabel('Nombre visible')).toHaveValue(`Nueva Sin Red ${stamp}`);

  connectionBack();
  await form.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await form.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByTestId('viewer-name')).toHaveText(`Nueva Sin Red ${stamp}`, { timeout: 30_000 });
});
