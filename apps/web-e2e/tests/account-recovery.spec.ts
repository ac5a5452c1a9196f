import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { GOOD_PASSWORD, registerFresh } from '../support/accounts';
import { apiUrl } from '../support/env';
import { PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Crónica keeps no e-mail: a player makes a recovery code on her account page, forgets her
// password, and gets back in from the sign-in page with the code, on her phone.

const NEW_PASSWORD = 'faro verde sobre la mesa nueve';

test('a player who forgot her password gets back in with the recovery code she made, and is given a new one', async ({
  browser,
  request,
}, info) => {
  const username = await registerFresh(request, 'olvido', 'Olvido Olmos');
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const phone = await context.newPage();
  await signInThroughWeb(phone, username, '/', GOOD_PASSWORD);

  // The home page reminds her, and takes her to the place on her account page.
  const reminder = phone.getByTestId('recovery-reminder');
  await expect(reminder.getByRole('heading', { name: 'Guarda un código de recuperación' })).toBeVisible();
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, info, 'recovery-reminder-phone');
  await reminder.getByRole('link', { name: 'Crear mi código →' }).click();
  await phone.waitForURL('**/account#recovery-title');

  // On her account page: no code yet; she makes one with her password and copies it.
  const recovery = phone.getByTestId('recovery-section');
  await expect(recovery.getByTestId('recovery-status')).toHaveText('Aún no tienes código de recuperación.');
  await recovery.getByLabel('Tu contraseña, para crear el código').fill(GOOD_PASSWORD);
  await recovery.getByRole('button', { name: 'Crear un código de recuperación' }).click();
  const shown = recovery.getByTestId('recovery-code');
  await expect(shown).toContainText('no se volverá a mostrar');
  const code = (await shown.locator('.recovery-code__value').innerText()).trim();
  expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){4}$/);
  await recovery.getByRole('button', { name: 'Copiar el código' }).click();
  await expect(recovery.getByText('Copiado.')).toBeVisible();
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, info, 'recovery-code-made-phone');
  await phone.reload();
  await expect(recovery.getByTestId('recovery-status')).toContainText('Tienes un código de recuperación, creado el');
  await expect(recovery.getByTestId('recovery-code')).toHaveCount(0);
  await phone.goto('/');
  await expect(phone.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(phone.getByTestId('recovery-reminder')).toHaveCount(0);

  // Signed out, her password forgotten: from the sign-in page to the recovery form.
  await phone.getByRole('button', { name: 'Salir' }).click();
  await phone.goto('/login');
  await phone.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await phone.waitForURL('**/login/recover');
  await expect(phone.getByRole('heading', { level: 1, name: 'Recuperar tu cuenta' })).toBeVisible();
  const form = phone.getByTestId('reset-form');
  await form.getByLabel('Usuario').fill(username);
  await form.getByLabel('Código de recuperación').fill('ZZZZ-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
  await form.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar la contraseña y entrar' }).click();
  await expect(form.getByRole('alert')).toHaveText('Usuario o código de recuperación incorrectos.');
  // What she typed is still there to correct.
  await expect(form.getByLabel('Usuario')).toHaveValue(username);

  // The code as she copied it by hand: lower case, no dashes.
  await form.getByLabel('Código de recuperación').fill(code.toLowerCase().replaceAll('-', ''));
  await form.getByRole('button', { name: 'Cambiar la contraseña y entrar' }).click();
  await expect(phone.getByTestId('password-reset')).toContainText('tu contraseña nueva ya vale');
  const renewed = (await phone.getByTestId('recovery-code').locator('.recovery-code__value').innerText()).trim();
  expect(renewed).not.toBe(code);
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, info, 'recovery-reset-phone');
  await phone.getByRole('link', { name: 'Continuar →' }).click();
  await expect(phone.getByTestId('viewer-name')).toHaveText('Olvido Olmos');

  // Her new password is the one that signs her in now.
  await phone.getByRole('button', { name: 'Salir' }).click();
  await signInThroughWeb(phone, username, '/', NEW_PASSWORD);
  await context.close();
});

test('«Ahora no» puts the reminder off: the home page no longer asks', async ({ browser, request }) => {
  const username = await registerFresh(request, 'luego', 'Luis Luego');
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  const phone = await context.newPage();
  await signInThroughWeb(phone, username, '/', GOOD_PASSWORD);
  const reminder = phone.getByTestId('recovery-reminder');
  await reminder.getByRole('button', { name: 'Ahora no' }).click();
  await expect(reminder).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(phone.getByTestId('recovery-reminder')).toHaveCount(0);
  await context.close();
});

/** The operator at the desk runs the command line against the event's API (no OPS_TOKEN: the same machine). */
async function operatorMakesCode(username: string): Promise<string> {
  const cli = join(import.meta.dirname, '../../cli/dist/main.js');
  const args = [cli, 'account', 'recovery-code', '--username', username, '--api', apiUrl, '--json'];
  const { stdout } = await promisify(execFile)(process.execPath, args);
  return (JSON.parse(stdout) as { code: string }).code;
}

test('a player who kept no code is given one by the operator at the desk, and gets back in on her phone', async ({
  browser,
  request,
}) => {
  const username = await registerFresh(request, 'sincodigo', 'Sina Sincódigo');
  const phone = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await phone.goto('/login/recover');
  const form = phone.getByTestId('reset-form');
  // The page tells her who can help when she kept no code.
  await expect(form).toContainText('Quien administra este servidor (en un torneo, a menudo la organización)');
  const code = await operatorMakesCode(username);
  await form.getByLabel('Usuario').fill(username);
  await form.getByLabel('Código de recuperación').fill(code);
  await form.getByLabel('Contraseña nueva').fill(NEW_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar la contraseña y entrar' }).click();
  await expect(phone.getByTestId('password-reset')).toContainText('tu contraseña nueva ya vale');
  await phone.getByRole('link', { name: 'Continuar →' }).click();
  await expect(phone.getByTestId('viewer-name')).toHaveText('Sina Sincódigo');
  await phone.context().close();
});
