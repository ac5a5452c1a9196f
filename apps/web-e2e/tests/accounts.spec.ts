import { type Page, type TestInfo } from '@playwright/test';
import { apiToken } from '../support/auth';
import { graphql } from '../support/api';
import {
  freshUsername,
  GOOD_PASSWORD,
  hasSessionCookie,
  liveConnectionAcknowledged,
  registerFresh,
} from '../support/accounts';
import { DEMO_ORGANIZER, DEMO_PLAYER } from '../support/demo';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, lookOnPhone, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { createOpenEvent } from '../support/events';
import { expect, test } from '../support/test';

/** The page as it looks on a laptop and on a 360 px phone, both kept to be looked at. */
async function lookAt(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await keepScreenshot(page, testInfo, `${name}-desktop`);
  await lookOnPhone(page, testInfo, `${name}-phone`);
}

// Every sign-up, sign-in and password change runs scrypt at OWASP's cost on the API (SECURITY.md),
// several per test, on a machine other builds share: give these journeys three times the usual time.
test.describe.configure({ timeout: 90_000 });

async function signOutFromHeader(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(false);
}

test('a new player signs up, is signed in with the trimmed display name, signs out and signs in again', async ({
  page,
}, testInfo) => {
  const username = freshUsername('lucia');
  await page.goto('/');
  await page.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await expect(
    page.getByText(/de 1 a 60 caracteres.*sin caracteres de control, invisibles ni de cambio de dirección/),
  ).toBeVisible();

  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Nombre visible').fill('  Lucía Peñalver  ');
  await page.getByLabel('Contraseña').fill('corta');
  await expect(page.getByTestId('password-feedback')).toHaveText('Faltan 3 caracteres.');
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await expect(page.getByTestId('password-feedback')).toContainText('Longitud correcta');
  await page.getByRole('combobox', { name: 'Idioma' }).selectOption('en');
  await lookAt(page, testInfo, 'signup-filled');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Signed in, with the display name as the API stored it (trimmed), and the site in the language chosen.
  // Hashing the password is deliberately slow (scrypt at OWASP strength), slower still on a busy machine.
  const name = page.getByTestId('viewer-name');
  await expect(name).toHaveText('Lucía Peñalver', { timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await name.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByTestId('account-facts')).toContainText(`@${username}`);
  await expect(page.getByTestId('account-facts')).toContainText('English');
  await lookAt(page, testInfo, 'account-page');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  expect(await hasSessionCookie(page)).toBe(false);

  await page.goto('/login?lang=es');
  await page.getByLabel('Usuario').fill(username.toUpperCase());
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('viewer-name')).toHaveText('Lucía Peñalver', { timeout: 30_000 });
});

test('a refused sign-up says under each field what the API refused, and signs nobody in', async ({
  page,
}, testInfo) => {
  await page.goto('/signup');
  await page.getByLabel('Usuario').fill(DEMO_PLAYER.username);
  // A right-to-left override would make the name render as another ("Trojan Source" spoofing).
  await page.getByLabel('Nombre visible').fill('Ana\u202Eexe.gnp');
  await expect(page.getByTestId('displayName-feedback')).toHaveText(/cambio de dirección del texto/);
  await page.getByLabel('Contraseña').fill('password123');
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  await expect(page.getByTestId('displayName-error')).toHaveText(
    'El nombre visible no puede tener caracteres invisibles ni de formato (de cambio de dirección del texto, espacios de anchura cero…).',
  );
  await expect(page.getByTestId('password-error')).toHaveText(/demasiado común/);
  await expect(page.getByLabel('Nombre visible')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: 'Revisa los campos marcados.' })).toBeVisible();
  // Focus (and the screen) go to the first field marked, not left at the button under the form.
  await expect(page.getByLabel('Nombre visible')).toBeFocused();
  await lookAt(page, testInfo, 'signup-refused-fields');

  // Corrected name and password: now the API's decider answers that the username is taken, on a
  // phone, where the username is a screen above the button.
  await page.setViewportSize(PHONE);
  await page.getByLabel('Nombre visible').fill('Ana Otra');
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByTestId('username-error')).toHaveText(
    `El nombre de usuario «${DEMO_PLAYER.username}» ya está en uso.`,
  );
  await expect(page.getByTestId('displayName-error')).toHaveCount(0);
  await expect(page.getByLabel('Usuario')).toHaveValue(DEMO_PLAYER.username);
  await expect(page.getByLabel('Usuario')).toBeFocused();
  await expect(page.getByLabel('Usuario')).toBeInViewport();
  await lookAt(page, testInfo, 'signup-refused-taken');

  await expect(page.getByTestId('viewer-name')).toHaveCount(0);
  expect(await hasSessionCookie(page)).toBe(false);
});

test('a display name that would pass for another account’s, or hides invisible marks, is refused under the field', async ({
  page,
}, testInfo) => {
  await page.goto('/signup');
  await page.getByLabel('Usuario').fill(freshUsername('sosias'));
  // Right-to-left and Arabic letter marks draw nothing: this would show exactly as the organizer's name.
  await page.getByLabel('Nombre visible').fill(`${DEMO_ORGANIZER.displayName}\u200f\u061c`);
  await expect(page.getByTestId('displayName-feedback')).toHaveText(/caracteres invisibles/);
  // Without the marks but in capitals and with a Cyrillic «а»: the API compares what the name looks like.
  await page.getByLabel('Nombre visible').fill('OLGA ORGАNIZADORA');
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByTestId('displayName-error')).toHaveText(
    `El nombre visible se confunde con «${DEMO_ORGANIZER.displayName}», el de otra cuenta; elige otro que se distinga a simple vista.`,
  );
  await expect(page.getByLabel('Nombre visible')).toHaveAttribute('aria-invalid', 'true');
  await lookAt(page, testInfo, 'signup-lookalike');
  await expect(page.getByTestId('viewer-name')).toHaveCount(0);
  expect(await hasSessionCookie(page)).toBe(false);
});

test('after changing the password the old one is refused and the new one signs in', async ({
  page,
  request,
}, testInfo) => {
  const username = await registerFresh(request, 'pablo', 'Pablo Cambia');
  await signInThroughWeb(page, username, '/account', GOOD_PASSWORD);
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeVisible();
  const newPassword = 'otra frase para la mesa nueve';

  await page.getByLabel('Contraseña actual').fill('no es la mía');
  await page.getByLabel('Contraseña nueva').fill(newPassword);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByTestId('currentPassword-error')).toBeVisible();

  await page.getByLabel('Contraseña actual').fill(GOOD_PASSWORD);
  await page.getByLabel('Contraseña nueva').fill('qwertyuiop');
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByTestId('newPassword-error')).toHaveText(/demasiado común/);
  await lookAt(page, testInfo, 'change-password-refused');

  await page.getByLabel('Contraseña actual').fill(GOOD_PASSWORD);
  await page.getByLabel('Contraseña nueva').fill(newPassword);
  await page.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(page.getByTestId('password-changed')).toBeVisible();
  // This browser keeps the new session the API opened.
  await page.reload();
  await expect(page.getByTestId('viewer-name')).toHaveText('Pablo Cambia');
  await signOutFromHeader(page);

  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.locator('form').getByRole('alert').filter({ hasText: /\S/ })).toBeVisible();
  await expect(page.getByTestId('viewer-name')).toHaveCount(0);

  await signInThroughWeb(page, username, '/', newPassword);
  await expect(page.getByTestId('viewer-name')).toHaveText('Pablo Cambia');
});

test('signing out everywhere ends the session of another browser, whose live page goes back to sign-in', async ({
  browser,
  request,
}, testInfo) => {
  const username = await registerFresh(request, 'sara', 'Sara Dos Móviles');
  const laptop = await (await browser.newContext({ locale: 'es-ES' })).newPage();
  const phone = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await signInThroughWeb(laptop, username, '/account', GOOD_PASSWORD);

  // The phone follows a tournament live.
  const live = liveConnectionAcknowledged(phone);
  await signInThroughWeb(phone, username, '/tournaments/demo-liga-de-otono', GOOD_PASSWORD);
  await live;

  // Asked in the page, in its words (no browser dialog): this device goes too.
  laptop.once('dialog', () => {
    throw new Error('signing out everywhere must not open a browser dialog');
  });
  const everywhere = laptop.getByTestId('sign-out-everywhere');
  await everywhere.getByRole('button', { name: 'Cerrar todas mis sesiones' }).click();
  await expect(everywhere.getByRole('alertdialog')).toContainText('también esta');
  await everywhere.getByRole('button', { name: 'Sí, cerrarlas todas' }).click();
  // Three sessions: the one the sign-up opened (through the API), the laptop's and the phone's.
  await expect(laptop.getByTestId('session-notice')).toHaveText(
    'Se han cerrado 3 sesiones. Vuelve a entrar cuando quieras.',
  );
  expect(await hasSessionCookie(laptop)).toBe(false);
  await keepScreenshot(laptop, testInfo, 'signed-out-everywhere-desktop');

  // The API closed the phone's socket (4401): it forgets the dead cookie and asks to sign in, then returns to the tournament.
  await expect(phone).toHaveURL(/\/login\?ended=session&next=%2Ftournaments%2Fdemo-liga-de-otono/);
  await expect(phone.getByTestId('session-notice')).toContainText('Tu sesión ha terminado');
  expect(await hasSessionCookie(phone)).toBe(false);
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, 'session-ended-phone');
  await phone.getByLabel('Usuario').fill(username);
  await phone.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await phone.getByRole('button', { name: 'Entrar' }).click();
  await expect(phone).toHaveURL(/\/tournaments\/demo-liga-de-otono$/, { timeout: 30_000 });
  await expect(phone.getByTestId('viewer-name')).toHaveText('Sara Dos Móviles');

  // Signing out here from a live page closes its socket with 4401 too: that is no news, the page goes home.
  const liveAgain = liveConnectionAcknowledged(phone);
  await phone.reload();
  await liveAgain;
  await phone.getByRole('button', { name: 'Salir' }).click();
  await expect(phone.getByRole('link', { name: 'Entrar' })).toBeVisible();
  await phone.waitForLoadState('networkidle');
  await expect(phone).toHaveURL(/\/$/);
  await expect(phone.getByTestId('session-notice')).toHaveCount(0);
});

test('a judge removed while watching the judge desk sees the page change to what they may still see', async ({
  page,
  request,
}, testInfo) => {
  const username = await registerFresh(request, 'jueza', 'Jueza Temporal');
  const tournamentId = 'demo-torneo-abierto';
  const organizer = await apiToken(request, DEMO_ORGANIZER.username);
  const staff = (name: 'appointJudge' | 'removeJudge') =>
    graphql(
      request,
      `mutation ($t: ID!, $u: String!, $c: ID!) { ${name}(tournamentId: $t, username: $u, commandId: $c) { result { commandId } } }`,
      { t: tournamentId, u: username, c: `${name}-${username}` },
      organizer,
    );
  await staff('appointJudge');

  const live = liveConnectionAcknowledged(page);
  await signInThroughWeb(page, username, `/tournaments/${tournamentId}`, GOOD_PASSWORD);
  await expect(page.getByTestId('judge-desk')).toBeVisible();
  await live;

  // The API closes the socket with 4403; the page reconnects with the rights the reader has now.
  await staff('removeJudge');
  await expect(page.getByTestId('rights-changed')).toHaveText(/Tus permisos en esta página han cambiado/);
  await expect(page.getByTestId('judge-desk')).toHaveCount(0);
  await expect(page.getByTestId('viewer-name')).toHaveText('Jueza Temporal');
  await lookAt(page, testInfo, 'rights-changed');
});

test('someone new opens an event on a phone, makes an account from its page and is back on it to register', async ({
  page,
  request,
}, testInfo) => {
  const organizer = await apiToken(request, DEMO_ORGANIZER.username);
  const username = freshUsername('nuevo');
  const id = await createOpenEvent(request, organizer, {
    commandId: `${username}-create`,
    name: `Torneo de bienvenida ${username}`,
    game: 'blades-of-ash',
    rounds: 3,
    roundMinutes: 45,
    requireDeckLists: false,
  });
  const path = `/tournaments/${id}`;
  await page.setViewportSize(PHONE);
  await page.goto(`${path}?round=1`);
  // The header's links come back here too, without the language (that is the reader's choice, kept apart).
  await expect(page.getByRole('banner').getByRole('link', { name: 'Entrar' })).toHaveAttribute(
    'href',
    `/login?next=${encodeURIComponent(`${path}?round=1`)}`,
  );
  const panel = page.getByTestId('my-panel');
  await expect(panel).toContainText('Entra con tu cuenta para inscribirte.');
  await lookOnPhone(page, testInfo, 'event-signed-out-phone');
  await panel.getByRole('link', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Crear una cuenta' })).toBeVisible();
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Nombre visible').fill('Nuria Nueva');
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();

  // Signed in, on the event she came from (scrypt is deliberately slow on a busy machine).
  await expect(page.getByTestId('viewer-name')).toHaveText('Nuria Nueva', { timeout: 30_000 });
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await panel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(panel).toContainText('Tienes plaza en este torneo.');
  await expectNoSidewaysScroll(page);
});
