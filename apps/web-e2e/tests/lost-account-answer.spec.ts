import type { APIRequestContext, Browser } from '@playwright/test';
import { GOOD_PASSWORD, hasSessionCookie, registerFresh } from '../support/accounts';
import { loseActionAnswers, UNREACHABLE_TEXT } from '../support/lost-answers';
import { keepPartScreenshot, LAPTOP, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Signing in, and the account page's forms, when the Wi-Fi drops just as a person sends one: what was sent reaches the
// server and is done there, its answer never comes back. The page must stay, say to try again with
// what was typed kept, and the form sent again must end as the first send did: the name saved, the
// new password in use on this device, the account deleted.

// Hashing a password is deliberately slow (scrypt at OWASP strength), and each journey signs in.
test.describe.configure({ timeout: 90_000 });

/** A new account's page, signed in through the web on a device of this size. */
async function freshAccountPage(browser: Browser, request: APIRequestContext, name: string, viewport: typeof PHONE) {
  const username = await registerFresh(request, 'sinred', name);
  const page = await (await browser.newContext({ locale: 'es-ES', viewport })).newPage();
  await signInThroughWeb(page, username, '/account', GOOD_PASSWORD);
  return { page, username };
}

test('a sign-in whose answer the Wi-Fi lost says so with the username kept, and signs in when sent again', async ({
  browser,
  request,
  stamp,
}) => {
  const username = await registerFresh(request, 'entrasinred', `Elsa Sin Red ${stamp}`);
  const page = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await page.goto('/login');
  const form = page.locator('form').filter({ has: page.getByLabel('Contraseña') });
  await form.getByLabel('Usuario').fill(username);
  await form.getByLabel('Contraseña').fill(GOOD_PASSWORD);

  const connectionBack = await loseActionAnswers(page);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(form.getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible({ timeout: 30_000 });
  await expect(form.getByLabel('Usuario')).toHaveValue(username);
  expect(await hasSessionCookie(page)).toBe(false);

  connectionBack();
  await form.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await form.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('viewer-name')).toHaveText(`Elsa Sin Red ${stamp}`, { timeout: 30_000 });
});

test('a display name saved while the Wi-Fi lost the answer, saved again, is the name', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const { page } = await freshAccountPage(browser, request, `Rosa Antes ${stamp}`, PHONE);
  const form = page.getByTestId('display-name-form');
  const name = `Rosa Después ${stamp}`;
  await form.getByLabel('Nombre visible').fill(name);

  const connectionBack = await loseActionAnswers(page);
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible();
  await expect(form.getByLabel('Nombre visible')).toHaveValue(name);
  await keepPartScreenshot(form, testInfo, 'phone-display-name-answer-lost');

  // The first send renamed her: sent again, the same change is not refused as "already your name".
  connectionBack();
  await form.getByRole('button', { name: 'Guardar' }).click();
  await expect(form.getByTestId('display-name-saved')).toContainText(name);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(page.getByTestId('viewer-name')).toHaveText(name);
});

test('a password changed while the Wi-Fi lost the answer, changed again, leaves this device signed in with the new one', async ({
  browser,
  request,
  stamp,
}) => {
  const { page } = await freshAccountPage(browser, request, `Pablo Sin Red ${stamp}`, LAPTOP);
  const form = page.getByTestId('change-password-form');
  const newPassword = 'otra frase para la mesa doce';
  await form.getByLabel('Contraseña actual').fill(GOOD_PASSWORD);
  await form.getByLabel('Contraseña nueva').fill(newPassword);

  const connectionBack = await loseActionAnswers(page);
  await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(form.getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible({ timeout: 30_000 });

  // The first send changed it and ended every session, this device's too: sent again, the form
  // signs this device in with the new password rather than calling the old one wrong.
  connectionBack();
  await expect(form.getByLabel('Contraseña nueva')).toHaveValue(newPassword);
  await form.getByLabel('Contraseña actual').fill(GOOD_PASSWORD);
  await form.getByRole('button', { name: 'Cambiar la contraseña' }).click();
  await expect(form.getByTestId('password-changed')).toBeVisible({ timeout: 30_000 });
  await page.reload();
  await expect(page.getByTestId('viewer-name')).toHaveText(`Pablo Sin Red ${stamp}`);
});

test('an account deleted while the Wi-Fi lost the answer, deleted again, says it is gone and signs out', async ({
  browser,
  request,
  stamp,
}) => {
  const { page, username } = await freshAccountPage(browser, request, `Berta Sin Red ${stamp}`, PHONE);
  const form = page.getByTestId('erase-account-form');
  const erase = async () => {
    await form.getByLabel('Escribe tu contraseña para confirmar').fill(GOOD_PASSWORD);
    await form.getByRole('button', { name: 'Borrar mi cuenta para siempre' }).click();
    await form.getByRole('button', { name: 'Sí, borrarla para siempre' }).click();
  };

  const connectionBack = await loseActionAnswers(page);
  await erase();
  await expect(form.getByRole('alert').filter({ hasText: UNREACHABLE_TEXT })).toBeVisible({ timeout: 30_000 });

  connectionBack();
  await erase();
  await page.waitForURL(/\/login\?ended=erasing/, { timeout: 30_000 });
  await expect(page.getByRole('main')).toContainText('tu cuenta ya esté borrada');
  expect(await hasSessionCookie(page)).toBe(false);
  // It was: the username and password typed no longer sign in.
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.locator('form').getByRole('alert').filter({ hasText: /\S/ })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('viewer-name')).toHaveCount(0);
});

test('a sign-out whose answer the Wi-Fi lost says so in the header, and signs out when tapped again', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const { page } = await freshAccountPage(browser, request, `Sara Sin Red ${stamp}`, PHONE);
  const header = page.getByRole('banner');

  const connectionBack = await loseActionAnswers(page);
  await header.getByRole('button', { name: 'Salir' }).click();
  await expect(header.getByRole('alert')).toHaveText(UNREACHABLE_TEXT);
  await keepPartScreenshot(header, testInfo, 'phone-sign-out-answer-lost');

  connectionBack();
  await header.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByTestId('viewer-name')).toHaveCount(0);
  expect(await hasSessionCookie(page)).toBe(false);
});
