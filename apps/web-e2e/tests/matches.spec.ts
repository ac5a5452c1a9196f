import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_PLAYER } from '../support/demo';
import { keepScreenshot } from '../support/look';
import { expect, test } from '../support/test';

test('the matches browser lists finished matches with verifiable replays and live ones with the spectator view', async ({
  page,
  request,
}, testInfo) => {
  // A live practice match of another demo player, for the live list.
  const token = await apiToken(request, 'gala');
  const { startPracticeMatch } = await graphql<{ startPracticeMatch: { match: { matchId: string } } }>(
    request,
    'mutation ($c: ID!) { startPracticeMatch(commandId: $c) { match { matchId } } }',
    { c: `e2e-matches-live-${Date.now()}` },
    token,
  );
  const liveId = startPracticeMatch.match.matchId;
  // And a live ECG practice match of hers, for the list of one game.
  const ecg = await graphql<{ startPracticeMatch: { match: { matchId: string } } }>(
    request,
    'mutation ($c: ID!) { startPracticeMatch(commandId: $c, game: "ecg") { match { matchId } } }',
    { c: `e2e-matches-ecg-${Date.now()}` },
    token,
  );
  const ecgId = ecg.startPracticeMatch.match.matchId;

  await page.goto('/');
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Partidas' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Partidas y repeticiones' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Elegir qué partidas ver' }).getByRole('link', { name: 'Terminadas' }),
  ).toHaveAttribute('aria-current', 'page');
  // A finished practice match of the demo player against the bot (the demo seed's, or one another
  // journey just played: other journeys seat her in matches of other kinds at the same time).
  const finished = page
    .getByTestId('match-row')
    .filter({ hasText: DEMO_PLAYER.displayName })
    .filter({ hasText: 'Práctica contra el bot' })
    .first();
  await expect(finished).toContainText('Bot');
  // Her live matches are not among the finished ones (the demo cup's final she may have played is).
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${liveId}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-testid="match-row"][data-match-id="${ecgId}"]`)).toHaveCount(0);
  const finishedId = await finished.getAttribute('data-match-id');
  // Her player page lists it too, and both lead to the replay, which verifies in the browser.
  await finished.getByRole('link', { name: DEMO_PLAYER.displayName }).click();
  const recent = page.getByTestId('player-matches');
  await expect(recent.getByRole('heading', { name: 'Partidas recientes' })).toBeVisible();
  await recent.locator(`[data-match-id="${finishedId}"]`).getByRole('link', { name: 'Repetición verificable' }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/${finishedId}/replay$`));
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });

  await page.goto('/matches');
  await page.getByRole('link', { name: 'En juego', exact: true }).click();
  const live = page.locator(`[data-testid="match-row"][data-match-id="${liveId}"]`);
  await expect(live).toContainText('Gala Herrera');
  await expect(live.getByRole('link', { name: 'Repetición verificable' })).toHaveCount(0);
  await expect(live.getByRole('cell', { name: 'Espadas de Ceniza' })).toBeVisible();

  // One game's list keeps to that game, and to the list chosen (live), until every game is asked for.
  const games = page.getByRole('navigation', { name: 'Elegir de qué juego' });
  await games.getByRole('link', { name: 'ECG' }).click();
  await expect(page).toHaveURL(/\/matches\?status=live&game=ecg$/);
  await expect(games.getByRole('link', { name: 'ECG' })).toHaveAttribute('aria-current', 'page');
  const ecgRow = page.locator(`[data-testid="match-row"][data-match-id="${ecgId}"]`);
  await expect(ecgRow).toContainText('Gala Herrera');
  await expect(ecgRow).toContainText('(Luz del Alba)');
  await expect(page.locator(`[data-match-id="${liveId}"]`)).toHaveCount(0);
  await expect(page.getByTestId('match-row').locator('td[data-game]:not([data-game="ecg"])')).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'matches-one-game');
  await page.getByRole('link', { name: 'Terminadas', exact: true }).click();
  await expect(page).toHaveURL(/\/matches\?status=finished&game=ecg$/);
  await games.getByRole('link', { name: 'Todos los juegos' }).click();
  await expect(page).toHaveURL(/\/matches\?status=finished$/);
  await page.getByRole('link', { name: 'En juego', exact: true }).click();
  await live.getByRole('link', { name: 'Ver en directo' }).click();
  await expect(page).toHaveURL(new RegExp(`/matches/${liveId}$`));
  await expect(page.getByText('Vista de espectador (con retraso)')).toBeVisible();

  // Paging: a page past the end says so and leads back; English on the same list.
  await page.goto('/matches?status=finished&page=40');
  await expect(page.getByText('No hay partidas en esta página.')).toBeVisible();
  await expect(page.getByRole('link', { name: '← Anteriores' })).toHaveAttribute(
    'href',
    '/matches?status=finished&page=39',
  );
  await page.goto('/matches?status=live');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Matches and replays' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Live', exact: true })).toHaveAttribute('aria-current', 'page');
  // The ECG match was set up in Spanish; its ready-made decks read in the reader's language.
  await page.goto('/matches?status=live&game=ecg');
  await expect(ecgRow).toContainText('(Light of Dawn)');
  await expect(ecgRow).toContainText('(Shadowed Cloister)');
});

test('a reader whose very first page is the list of matches, in Mexico City, reads when each ended on her own clock, not in UTC', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ timezoneId: 'America/Mexico_City', locale: 'es-ES' });
  const page = await context.newPage();
  // No page of the site before: the server draws this one without knowing her zone.
  await page.goto('/matches');
  const row = page.getByTestId('match-row').first();
  const matchId = (await row.getAttribute('data-match-id'))!;
  const { matches } = await graphql<{ matches: Array<{ matchId: string; finishedAt: string | null }> }>(
    request,
    'query { matches(status: FINISHED, limit: 100) { matchId finishedAt } }',
  );
  const ended = matches.find((match) => match.matchId === matchId)!.finishedAt!;
  const onHerClock = new Date(ended).toLocaleString('es-ES', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  });
  await expect(row.locator('td[data-label="Fecha"]')).toHaveText(onHerClock);
  await context.close();
});
