import { graphql } from '../support/api';
import { DEMO_PASSWORD, DEMO_PLAYER } from '../support/demo';
import { webUrl } from '../support/env';
import { expect, test } from '../support/test';

test('a player signs in, reaches their account and their public page, and signs out', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible();

  await page.getByLabel('Usuario').fill(DEMO_PLAYER.username);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  const name = page.getByTestId('viewer-name');
  await expect(name).toHaveText(DEMO_PLAYER.displayName);
  const session = (await page.context().cookies()).find((cookie) => cookie.name === 'cronica_session');
  expect(session?.httpOnly).toBe(true);

  await name.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tu cuenta' })).toBeVisible();
  await page.getByRole('link', { name: 'Ver tu página pública' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO_PLAYER.displayName })).toBeVisible();
  await expect(page.getByText(`@${DEMO_PLAYER.username}`)).toBeVisible();
  await expect(page.getByText('Eres tú')).toBeVisible();
  const playerId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  const { player } = await graphql<{ player: { tournaments: Array<{ name: string }> } }>(
    request,
    'query ($id: ID!) { player(id: $id) { tournaments { name } } }',
    {
      id: playerId,
    },
  );
  await expect(page.getByTestId('tournament-card')).toHaveCount(player.tournaments.length);
  for (const { name } of player.tournaments) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Salir' }).click();
  await expect(page.getByRole('link', { name: 'Entrar' })).toBeVisible();
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'cronica_session')).toBe(false);
});

test('a wrong password is refused with the API message in the reader language', async ({ page }) => {
  await page.goto('/login?lang=en');
  await page.getByLabel('Username').fill(DEMO_PLAYER.username);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The form's own alert: Next's route announcer is an alert too, and may already read the page title.
  await expect(page.locator('form').getByRole('alert').filter({ hasText: /\S/ })).toHaveText(
    /wrong username or password/i,
  );
  await expect(page.getByTestId('viewer-name')).toHaveCount(0);
  await expect(page.getByLabel('Username')).toHaveValue(DEMO_PLAYER.username);
});

test('an unknown player id shows a not-found page', async ({ page }) => {
  const response = await page.goto('/players/no-such-player');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
});

test('a sign-in link whose return path hides another site (a tab before //host) lands on Crónica', async ({ page }) => {
  // Browsers drop the tab while parsing `/\t/example.com` and read `//example.com`: another site.
  const offSite: string[] = [];
  await page.route(/^https?:\/\/(www\.)?example\.com\//, (route) => {
    offSite.push(route.request().url());
    return route.abort();
  });
  await page.goto('/login?next=/%09/example.com');
  await page.getByLabel('Usuario').fill(DEMO_PLAYER.username);
  await page.getByLabel('Contraseña').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();

  await expect(page.getByTestId('viewer-name')).toHaveText(DEMO_PLAYER.displayName);
  expect(new URL(page.url()).origin).toBe(webUrl);
  expect(new URL(page.url()).pathname).toBe('/');
  expect(offSite).toEqual([]);
});
