import { networkInterfaces } from 'node:os';
import { type Page } from '@playwright/test';
import { GOOD_PASSWORD, registerFresh } from '../support/accounts';
import { webPort } from '../support/env';
import { lookOnPhone } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Every sign-in runs scrypt at OWASP's cost on the API: several per test, on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** One try at the web's sign-in form; returns the alert it answered with, or '' once signed in. */
async function tryPassword(
  page: Page,
  username: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  await page.setExtraHTTPHeaders(headers);
  await page.goto('/login');
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  const alert = page.locator('form').getByRole('alert').filter({ hasText: /\S/ });
  const signedIn = page.getByTestId('viewer-name');
  await expect(alert.or(signedIn)).toBeVisible();
  return (await signedIn.count()) > 0 ? '' : ((await alert.textContent()) ?? '');
}

/** The wrong-passwords part of the owner's account page, as text. */
async function failedSignIns(page: Page): Promise<string> {
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 2, name: 'Contraseñas incorrectas' })).toBeVisible();
  return (await page.getByTestId('failed-sign-ins').textContent()) ?? '';
}

test('a guesser is slowed down after five wrong passwords whatever X-Forwarded-For it sends through the web, while the owner’s browser on the same network signs in at once and is told', async ({
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const owner = await registerFresh(request, 'duena', 'Dueña de la cuenta');
  // The owner has signed in on this browser before: it keeps a device cookie (HttpOnly) and signs out.
  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughWeb(ownerPage, owner, '/', GOOD_PASSWORD);
  expect((await ownerContext.cookies()).find((cookie) => cookie.name === 'cronica_device')?.httpOnly).toBe(true);
  await ownerPage.getByRole('button', { name: 'Salir' }).click();
  await expect(ownerPage.getByRole('link', { name: 'Entrar' })).toBeVisible();

  // Another browser on this machine guesses, inventing a new address for every try. Its waits
  // start at 1 s and double, so a slow guesser may get a few more tries before one is refused.
  const guesserContext = await browser.newContext();
  const guesser = await guesserContext.newPage();
  const answers: string[] = [];
  while (answers.length < 14 && !answers.at(-1)?.startsWith('Demasiadas')) {
    const forged = `203.0.113.${answers.length + 1}`;
    answers.push(
      await tryPassword(guesser, owner, `adivinanza-${answers.length}-mala`, {
        'x-forwarded-for': forged,
        forwarded: `for=${forged}`,
        'x-real-ip': forged,
      }),
    );
  }
  const wrong = answers.length - 1;
  expect(wrong).toBeGreaterThanOrEqual(5);
  expect(answers.slice(0, wrong)).toEqual(Array(wrong).fill('Usuario o contraseña incorrectos.'));
  expect(answers.at(-1)).toMatch(
    /^Demasiadas contraseñas incorrectas para este usuario desde aquí; vuelve a intentarlo en \d+ s\.$/,
  );

  // The owner's browser, from the very same address, is not held back.
  expect(await tryPassword(ownerPage, owner, GOOD_PASSWORD)).toBe('');
  const told = await failedSignIns(ownerPage);
  expect(told).toContain(`${wrong} contraseñas incorrectas desde la red 127.0.0.0/24`);
  expect(told).not.toContain('203.0.113');
  await lookOnPhone(ownerPage, testInfo, 'account-wrong-passwords-phone');
  await ownerContext.close();
  await guesserContext.close();
});

/** An address of this machine other than the loopback, if it has one: a browser reaching the web there comes from it. */
function lanAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
}

test('the web names the address its socket saw, so the account holder sees the real network of a wrong password', async ({
  browser,
  request,
}) => {
  const address = lanAddress();
  test.skip(!address, 'this machine has no address besides the loopback');
  const owner = await registerFresh(request, 'lan', 'Cuenta en la red');
  const elsewhere = await browser.newContext({ baseURL: `http://${address}:${webPort}` });
  expect(
    await tryPassword(await elsewhere.newPage(), owner, 'adivinanza-lan-mala', { 'x-forwarded-for': '198.51.100.200' }),
  ).toBe('Usuario o contraseña incorrectos.');
  await elsewhere.close();

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  await signInThroughWeb(ownerPage, owner, '/', GOOD_PASSWORD);
  const network = `${address!.split('.').slice(0, 3).join('.')}.0/24`;
  const told = await failedSignIns(ownerPage);
  expect(told).toContain(`1 contraseña incorrecta desde la red ${network}`);
  expect(told).not.toContain('198.51.100');
  await ownerContext.close();
});
