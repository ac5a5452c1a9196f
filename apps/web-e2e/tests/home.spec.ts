import { graphql } from '../support/api';
import { apiUrl } from '../support/env';
import type { Locator } from '@playwright/test';
import { PHONE, keepScreenshot } from '../support/look';
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
  // The list's first page: the newest 24 (journeys before this one may have made more).
  const { tournaments } = await graphql<Listed>(request, '{ tournaments(limit: 24) { id name } }');
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

test('the list shows one phase’s or one game’s tournaments, finds one by name, keeps every choice, and offers only the games run as tournaments', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByTestId('tournament-phases').getByRole('link', { name: 'Próximos' }).click();
  await expect(page).toHaveURL(/\/\?phase=upcoming$/);
  const open = page.getByTestId('tournament-card').filter({ hasText: 'Torneo abierto de invierno' });
  // The demo's open event is announced two weeks after the seeding, at a Madrid shop.
  await expect(open.getByTestId('tournament-card-when')).toContainText('10:00 · La Guarida del Dragón');
  await expect(page.getByTestId('tournament-card').filter({ hasText: 'Liga de otoño' })).toHaveCount(0);

  await page.getByTestId('tournament-games').getByRole('link', { name: 'Espadas de Ceniza' }).click();
  await expect(page).toHaveURL(/\/\?phase=upcoming&game=blades-of-ash$/);
  await expect(open).toHaveCount(1);
  await page.getByTestId('tournament-phases').getByRole('link', { name: 'En juego' }).click();
  await expect(page).toHaveURL(/\/\?phase=running&game=blades-of-ash$/);
  await expect(open).toHaveCount(0);
  // The demo league is the oldest event running: found by part of its name, accents aside, tabs kept.
  await page.getByRole('searchbox', { name: 'Buscar un torneo por su nombre' }).fill('OTONO');
  await page.getByTestId('tournament-search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/\?phase=running&game=blades-of-ash&q=OTONO$/);
  await expect(page.getByTestId('tournament-card').filter({ hasText: 'Liga de otoño' })).toHaveCount(1);
  await page.getByTestId('tournament-phases').getByRole('link', { name: 'Terminados' }).click();
  await expect(page).toHaveURL(/\/\?phase=ended&game=blades-of-ash&q=OTONO$/);
  await expect(page.getByTestId('tournaments-empty')).toContainText('Ningún torneo en esta lista.');
  // The demo's summer cup was played to its end: the ended tab finds it, named by what it played.
  await page.getByRole('searchbox', { name: 'Buscar un torneo por su nombre' }).fill('verano');
  await page.getByTestId('tournament-search').getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/\?phase=ended&game=blades-of-ash&q=verano$/);
  const cup = page.getByTestId('tournament-card').filter({ hasText: 'Copa de verano' });
  await expect(cup).toContainText('3 rondas suizas + top 4');
  await expect(cup).toContainText('Terminado');

  // A game master's game is played in campaigns: the list offers only the games run as tournaments.
  await expect(page.getByTestId('tournament-games').getByRole('link')).toHaveText([
    'Todos los juegos',
    'Espadas de Ceniza',
    'Warlords of Terra',
    'ECG',
  ]);
});

/** Where a tab stands across a 360 px phone's width: wholly in sight, or how it sticks out. */
async function sideways(tab: Locator): Promise<string> {
  const box = await tab.boundingBox();
  if (!box) return 'not drawn';
  return box.x >= 0 && box.x + box.width <= PHONE.width ? 'in sight' : `from ${box.x} to ${box.x + box.width}`;
}

test('on a phone, a row of tabs that scrolls sideways opens with the chosen tab in sight: the ended cup’s final, the ended tab of the list', async ({
  page,
}, testInfo) => {
  await page.setViewportSize(PHONE);
  await page.goto('/tournaments/demo-copa-de-verano');
  const round = page.getByTestId('pairing-rounds').locator('[aria-current="page"]');
  await expect(round).toHaveText('Final');
  await expect.poll(() => sideways(round)).toBe('in sight');
  // Only the row moved: the page is still at its top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await keepScreenshot(page, testInfo, 'cup-phone');

  await page.goto('/?phase=ended');
  const phase = page.getByTestId('tournament-phases').locator('[aria-current="page"]');
  await expect(phase).toHaveText('Terminados');
  await expect.poll(() => sideways(phase)).toBe('in sight');
});
