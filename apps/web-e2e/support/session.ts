import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';
import { webUrl } from './env';
import { DESKTOP, type Viewport } from './look';

/** Signs in through the web's own form, as a person would. */
export async function signInThroughWeb(
  page: Page,
  username: string,
  next = '/',
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  // Checking a password is deliberately slow (scrypt at OWASP strength), slower still on a busy machine.
  await expect(page.getByTestId('viewer-name')).toBeVisible({ timeout: 30_000 });
}

/**
 * Starts a session in a browser context from a token the API gave (the web's session cookie), for
 * scenes whose subject is not signing in: no password hashing on a busy machine. The sign-in form
 * has tests of its own.
 */
export async function signInWithToken(context: BrowserContext, token: string): Promise<void> {
  await context.addCookies([{ name: 'cronica_session', value: token, url: webUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** A person's own browser (Spanish, this screen size), signed in with the token the API gave, on `path`. */
export async function pageOf(
  browser: Browser,
  token: string,
  path: string,
  viewport: Viewport = DESKTOP,
): Promise<Page> {
  const context = await browser.newContext({ locale: 'es-ES', viewport });
  await signInWithToken(context, token);
  const page = await context.newPage();
  await page.goto(path);
  await expect(page.getByTestId('viewer-name')).toBeVisible();
  return page;
}
