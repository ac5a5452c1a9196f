import { graphql, waitForProjections } from '../support/api';
import { apiUrl } from '../support/env';
import { expect, test } from '../support/test';

interface Listed {
  tournaments: Array<{ id: string; name: string }>;
}

test('the API reports itself healthy', async ({ request }) => {
  const response = await request.get(`${apiUrl}/health`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { status?: string };
  expect(body.status).toBe('ok');
});

test('the home page lists the demo tournaments the API seeded into its store', async ({ page, request }) => {
  await waitForProjections(request);
  const { tournaments } = await graphql<Listed>(request, '{ tournaments { id name } }');
  expect(tournaments.length, 'a fresh store is seeded with demo tournaments').toBeGreaterThan(0);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(page.getByTestId('tournaments-empty')).toHaveCount(0);
  const cards = page.getByTestId('tournament-card');
  await expect(cards).toHaveCount(tournaments.length);
  for (const { name } of tournaments) {
    await expect(cards.getByRole('heading', { name, exact: true })).toBeVisible();
  }
});

test('Spanish by default, English on request, and the choice is remembered', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  await page.goto('/?lang=en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();

  await page.getByRole('link', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Torneos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});
