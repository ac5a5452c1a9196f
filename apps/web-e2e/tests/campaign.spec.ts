import { type Browser, type Page } from '@playwright/test';
import { anyOf, minutesRead } from '../support/clock-text';
import { DEMO_ORGANIZER, DEMO_PLAYER } from '../support/demo';
import { playEncounterToItsEnd } from '../support/gm-table';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, PHONE, type Viewport } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A game with a game master is not played in Swiss tournaments: its encounters are the sessions of
// a campaign (libs/rules/accion RULES-NOTES.md, "Campaigns"). A GM runs one from the browser: two
// players invited who accept, session 1 played to its end and listed with a replay that verifies, session 2.

async function signedIn(
  browser: Browser,
  username: string,
  next: string,
  viewport: Viewport,
  timezoneId?: string,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-ES', ...(timezoneId ? { timezoneId } : {}) });
  const page = await context.newPage();
  await signInThroughWeb(page, username, next);
  return page;
}

async function invite(gm: Page, username: string): Promise<void> {
  const form = gm.getByTestId('invite-player-form');
  await form.getByLabel('Usuario del jugador').fill(username);
  await form.getByRole('button', { name: 'Invitar' }).click();
  await expect(form.getByRole('status')).toContainText(username);
}

/** An invited player accepts on the campaign's page: from then on she plays in it. */
async function accept(player: Page, campaignPath: string): Promise<void> {
  await player.goto(campaignPath);
  await expect(player.getByText('Te han invitado a jugar en esta campaña.')).toBeVisible();
  await player.getByTestId('campaign-invitation-form').getByRole('button', { name: 'Aceptar y unirme' }).click();
  await expect(player.getByText('Juegas en esta campaña.')).toBeVisible();
}

async function startSession(gm: Page, scene: string): Promise<string> {
  const form = gm.getByTestId('start-session-form');
  await form.getByLabel('Escena').fill(scene);
  await form.locator('select[name="encounter"]').selectOption('emboscada');
  await form.getByLabel('Rondas como máximo').fill('1');
  await form.getByRole('button', { name: /^Empezar la sesión \d+$/ }).click();
  await gm.waitForURL(/\/matches\/[^/]+$/);
  return new URL(gm.url()).pathname;
}

test('a game master runs a campaign: invites two players who accept, plays session 1 to its end with a verified replay, starts session 2 and is told it is still being played', async ({
  browser,
  stamp,
}, info) => {
  test.setTimeout(240_000);
  // Its own name on each run: a repeated run finds its own campaign among the last one's.
  const campaign = `La Marca del Este ${stamp}`;
  const gm = await signedIn(browser, DEMO_ORGANIZER.username, '/', DESKTOP);
  await gm.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Campañas' }).click();
  await expect(gm.getByTestId('create-campaign-form')).toBeVisible();
  await gm.getByLabel('Nombre de la campaña').fill(campaign);
  await gm.getByRole('button', { name: 'Crear la campaña' }).click();
  await gm.waitForURL(/\/campaigns\/[^/]+$/);
  const campaignPath = new URL(gm.url()).pathname;
  await expect(gm.getByRole('heading', { level: 1 })).toHaveText(campaign);
  await expect(gm.getByText('Diriges esta campaña.')).toBeVisible();

  await invite(gm, DEMO_PLAYER.username);
  await invite(gm, 'ana');
  // Invited is not yet playing: each player accepts, one on a phone.
  await expect(gm.getByTestId('campaign-invited').getByRole('listitem')).toHaveText([
    DEMO_PLAYER.displayName,
    'Ana Robles',
  ]);
  // Jimena plays from Mexico City: times that belong to no venue read on her own clock.
  const jimena = await signedIn(browser, DEMO_PLAYER.username, campaignPath, PHONE, 'America/Mexico_City');
  await accept(jimena, campaignPath);
  const ana = await signedIn(browser, 'ana', campaignPath, DESKTOP);
  await accept(ana, campaignPath);
  await gm.reload();
  await expect(gm.getByTestId('campaign-players').getByRole('listitem')).toHaveText([
    DEMO_PLAYER.displayName,
    'Ana Robles',
  ]);
  await expect(gm.getByTestId('campaign-invited')).toHaveCount(0);
  await keepScreenshot(gm, info, 'campaign-gm-desk-desktop');
  // On a laptop the GM's desk stands beside the campaign's record, not a screen below it.
  const record = (await gm.getByRole('region', { name: 'Jugadores' }).boundingBox())!;
  const desk = (await gm.getByRole('region', { name: 'Empezar la sesión 1' }).boundingBox())!;
  expect(desk.x).toBeGreaterThan(record.x + record.width);
  expect(desk.y).toBeLessThan(record.y + record.height);

  const beforeStart = Date.now();
  const tablePath = await startSession(gm, 'El puente roto');
  const started = minutesRead(beforeStart, Date.now(), 'America/Mexico_City');
  // A player finds the session's table from the campaign, on a phone.
  await jimena.goto(campaignPath);
  await expect(jimena.getByText('Juegas en esta campaña.')).toBeVisible();
  const live = jimena.getByTestId('campaign-session').filter({ hasText: 'Sesión 1' });
  await expect(live).toContainText(anyOf(started.map((minute) => `Empezó el ${minute}`)));
  await expect(live).not.toContainText('UTC');
  await expect(jimena.getByTestId('start-session-form')).toHaveCount(0);
  await keepScreenshot(jimena, info, 'campaign-session-live-phone');
  await expectNoSidewaysScroll(jimena);
  await jimena.getByTestId('campaign-session').filter({ hasText: 'Sesión 1' }).getByTestId('session-table').click();
  await jimena.waitForURL(`**${tablePath}`);
  // The table says which campaign and session it is, and leads back to the campaign.
  await expect(jimena.getByTestId('match-kind')).toHaveText('Sesión de campaña · El puente roto');
  // Her seat is named as the seat bar and the board name it («Jugador 1»), not by a number of its own.
  await expect(jimena.getByTestId('match-header')).toContainText('Juegas como Jugador 1');
  await expect(jimena.getByTestId('seat-bar')).toContainText(`${DEMO_PLAYER.displayName} (Tú) · Jugador 1`);
  const back = jimena.getByTestId('match-campaign-link');
  await expect(back).toHaveText(`← ${campaign} · sesión 1`);
  await back.click();
  await jimena.waitForURL(`**${campaignPath}`);
  await jimena.goto(tablePath);
  await ana.goto(tablePath);
  await playEncounterToItsEnd([gm, jimena, ana]);

  await gm.goto(campaignPath);
  const first = gm.getByTestId('campaign-session').filter({ hasText: 'Sesión 1 · El puente roto' });
  await expect(first).toHaveAttribute('data-status', 'finished');
  await expect(first.getByTestId('session-status')).toHaveText('Terminada');
  await expect(first).toContainText(/Ganó (el grupo|el director)/);
  // Who sat, each player with the character they play (each seat's ready-made one), the GM with none.
  await expect(first.getByTestId('session-seats')).toHaveText(
    `En la mesa: ${DEMO_ORGANIZER.displayName}, ${DEMO_PLAYER.displayName} (El hechicero), Ana Robles (La exploradora)`,
  );
  await keepScreenshot(gm, info, 'campaign-session-finished-desktop');
  await first.getByTestId('session-replay').click();
  const report = gm.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(report.locator('[data-check="rules"]')).toHaveAttribute('data-status', 'passed');
  await keepScreenshot(gm, info, 'campaign-session-replay-verified');

  // The public index of finished matches names the session by its campaign, and leads there.
  await gm.goto('/matches?status=finished&game=accion');
  const listed = gm.getByTestId('match-row-campaign').filter({ hasText: campaign });
  await expect(listed).toHaveText(`${campaign} · sesión 1`);
  // The game master against the party, which plays and wins together.
  const row = gm.getByTestId('match-row').filter({ has: listed });
  await expect(row.locator('.stack-table__title')).toHaveText(
    new RegExp(`^${DEMO_ORGANIZER.displayName} contra ${DEMO_PLAYER.displayName} \\(.+\\) y Ana Robles \\(.+\\)$`),
  );
  await listed.click();
  await gm.waitForURL(`**${campaignPath}`);

  await gm.goto(campaignPath);
  await expect(gm.getByRole('button', { name: 'Empezar la sesión 2' })).toBeVisible();
  await expect(gm.getByTestId('still-live-session')).toHaveCount(0);
  const secondTable = await startSession(gm, 'La torre');
  await jimena.goto(campaignPath);
  const sessions = jimena.getByTestId('campaign-session');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first()).toHaveAttribute('data-session', '2');
  await expect(sessions.first()).toContainText('Sesión 2 · La torre');
  await expect(sessions.first().getByTestId('session-status')).toHaveText('En juego');
  await expect(sessions.nth(1)).toHaveAttribute('data-status', 'finished');
  await keepScreenshot(jimena, info, 'campaign-two-sessions-phone');
  await expectNoSidewaysScroll(jimena);

  await jimena.goto('/campaigns?mine=1');
  await expect(jimena.getByTestId('campaign-card').filter({ hasText: campaign })).toContainText('2 sesiones');
  await keepScreenshot(jimena, info, 'campaign-list-phone');
  await expectNoSidewaysScroll(jimena);

  // Session 2 still being played: the GM may start session 3, and is told it does not end session 2.
  await gm.goto(campaignPath);
  const stillLive = gm.getByTestId('still-live-session');
  await expect(stillLive).toHaveText(
    'La sesión 2 («La torre») sigue en juego: empezar la sesión 3 no la termina. Volver a su mesa',
  );
  await keepScreenshot(gm, info, 'campaign-still-live-desktop');
  await stillLive.getByRole('link', { name: 'Volver a su mesa' }).click();
  await gm.waitForURL(`**${secondTable}`);

  // The GM archives the campaign: it stays readable with its sessions, and takes no more.
  await gm.goto(campaignPath);
  const archive = gm.getByTestId('archive-campaign-form');
  await archive.getByRole('button', { name: 'Archivar la campaña' }).click();
  await archive.getByTestId('confirm').getByRole('button', { name: 'Archivar la campaña' }).click();
  await expect(gm.getByTestId('start-session-form')).toHaveCount(0);
  await expect(gm.getByRole('main')).toContainText('Archivada');
  await expect(gm.getByTestId('campaign-session')).toHaveCount(2);
});

test('the campaign list offers only games played in campaigns, and its form fits a phone', async ({
  browser,
}, info) => {
  const gm = await signedIn(browser, DEMO_ORGANIZER.username, '/campaigns', PHONE);
  const games = gm.getByTestId('create-campaign-form').getByLabel('Juego').locator('option');
  await expect(games).toHaveText(['La Regla de Acción']);
  await expectNoSidewaysScroll(gm);
  await keepScreenshot(gm, info, 'campaign-create-phone');
  await gm.getByRole('link', { name: 'English' }).click();
  await expect(gm.getByRole('heading', { level: 1 })).toHaveText('Campaigns');
  await expect(gm.getByRole('button', { name: 'Create the campaign' })).toBeVisible();
  await expectNoSidewaysScroll(gm);
  await keepScreenshot(gm, info, 'campaign-list-english-phone');
});

test('a campaign nobody has joined yet: the GM is asked to invite first and told the session waits for a player instead of a form bound to be refused, and an invited player reads no advice meant for the GM', async ({
  browser,
  stamp,
}) => {
  const gm = await signedIn(browser, DEMO_ORGANIZER.username, '/campaigns', PHONE);
  await gm.getByLabel('Nombre de la campaña').fill(`La torre hundida ${stamp}`);
  await gm.getByRole('button', { name: 'Crear la campaña' }).click();
  await gm.waitForURL(/\/campaigns\/[^/]+$/);
  const campaignPath = new URL(gm.url()).pathname;
  const desk = gm.getByRole('region', { name: 'Empezar la sesión 1' });
  await expect(desk.getByRole('heading', { level: 2 })).toHaveText(['Invitar a un jugador', 'Empezar la sesión 1']);

  // The API would refuse a session with nobody to play it (the game's fewest seats, from the API):
  // the desk says what is missing instead of offering a form bound to fail.
  const form = gm.getByTestId('start-session-form');
  await expect(gm.getByTestId('session-needs-players')).toHaveText(
    'Para empezar la sesión 1 falta que un jugador acepte tu invitación.',
  );
  await expect(form).toHaveCount(0);

  await invite(gm, DEMO_PLAYER.username);
  const jimena = await signedIn(browser, DEMO_PLAYER.username, campaignPath, PHONE);
  await expect(jimena.getByText('Te han invitado a jugar en esta campaña.')).toBeVisible();
  await expect(jimena.getByText('Nadie ha aceptado todavía.')).toBeVisible();
  await expect(jimena.getByText(/invita a tus jugadores/)).toHaveCount(0);
  await accept(jimena, campaignPath);
  await gm.reload();
  // Once someone plays, the next session comes first again.
  await expect(desk.getByRole('heading', { level: 2 })).toHaveText(['Empezar la sesión 1', 'Invitar a un jugador']);
  await expect(form.getByRole('button', { name: 'Empezar la sesión 1' })).toBeVisible();
  await expect(gm.getByTestId('session-needs-players')).toHaveCount(0);
});
