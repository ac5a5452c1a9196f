import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { GOOD_PASSWORD, registerFresh } from '../support/accounts';
import { tap } from '../support/card-game';
import { DESKTOP, keepScreenshot, PHONE, type Viewport } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// Nobody sits at a match without saying yes: a player invites another by username from /play, the
// other sees the notice on every page, picks her own deck and accepts, and only then does the match
// exist, for both of them. Two browsers, two people; the test game (dice race) keeps it short.

async function personAt(browser: Browser, username: string, next: string, viewport: Viewport): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'es-ES' });
  const page = await context.newPage();
  await signInThroughWeb(page, username, next, GOOD_PASSWORD);
  return page;
}

/**
 * Two fresh accounts, so no other journey's invitations or matches show on their pages; each
 * journey names its own pair (no two accounts may have look-alike display names).
 */
async function twoPeople(
  request: APIRequestContext,
  names: readonly [string, string],
): Promise<{ host: string; guest: string }> {
  return {
    host: await registerFresh(request, 'anfitriona', names[0]),
    guest: await registerFresh(request, 'invitada', names[1]),
  };
}

/** The host sends an invitation to the dice race from /play and lands on its page, listening for the answer. */
async function invite(host: Page, guest: string): Promise<string> {
  const form = host.getByTestId('invite-form');
  await form.getByLabel('Usuario de la persona invitada').fill(guest);
  await form.getByLabel('Tu mazo').selectOption({ label: 'Del 1 al 9' });
  await form.getByRole('button', { name: 'Enviar la invitación' }).click();
  await host.waitForURL(/\/invitations\/[^/]+$/);
  await expect(host.getByTestId('invitation-page')).toHaveAttribute('data-status', 'pending');
  // The page hears every change to the host's invitations from here on.
  await expect(host.getByTestId('invitations-live')).toHaveAttribute('data-listening', 'yes');
  return new URL(host.url()).pathname;
}

/** A fresh host (`names[0]`) who has sent `names[1]` an invitation to the dice race from /play, on a desktop. */
async function invitationFromPlay(
  browser: Browser,
  request: APIRequestContext,
  names: readonly [string, string],
): Promise<{ host: Page; guestName: string; invitationPath: string }> {
  const { host: hostName, guest: guestName } = await twoPeople(request, names);
  const host = await personAt(browser, hostName, '/play?game=dice-race', DESKTOP);
  return { host, guestName, invitationPath: await invite(host, guestName) };
}

test('a player invites another by username; she sees the notice, picks her deck and accepts, both land on the match and play', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { host, guestName, invitationPath } = await invitationFromPlay(browser, request, [
    'Ana Anfitriona',
    'Irene Invitada',
  ]);
  await expect(host.getByTestId('invitation-seats').getByRole('listitem')).toHaveText([
    /Ana Anfitriona \(tú\) · invita · Del 1 al 9/,
    /Irene Invitada · esperando respuesta/,
  ]);
  await keepScreenshot(host, info, 'invitation-sent-desktop');

  // The guest, on any page, is told; the notice opens her invitations.
  const guest = await personAt(browser, guestName, '/', PHONE);
  const notice = guest.getByTestId('invitations-notice');
  await expect(notice).toHaveText(/Tienes 1 invitación pendiente/);
  await keepScreenshot(guest, info, 'invitation-notice-phone');
  await notice.click();
  await guest.waitForURL('**/invitations');
  const listed = guest.getByTestId('invitations-received').getByTestId('invitation');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText('Ana Anfitriona te invita a una partida de Carrera de dados');
  await listed.getByRole('link', { name: 'Ver y responder' }).click();
  await guest.waitForURL(`**${invitationPath}`);
  // No match exists before she answers.
  await expect(guest.getByTestId('invitation-page')).toHaveAttribute('data-status', 'pending');
  await guest.getByTestId('accept-invitation-form').getByLabel('Tu mazo').selectOption({ label: 'Del 1 al 9' });
  await keepScreenshot(guest, info, 'invitation-answer-phone');
  await guest.getByRole('button', { name: 'Aceptar y sentarme' }).click();

  // Both land on the same match: the guest from her answer, the host as her waiting page hears it.
  await guest.waitForURL(/\/matches\/[^/]+$/);
  const matchPath = new URL(guest.url()).pathname;
  await host.waitForURL(`**${matchPath}`);
  await expect(guest.getByTestId('invitations-notice')).toHaveCount(0);
  for (const page of [host, guest]) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of [host, guest]) await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // The host (seat 0) starts the race; the guest sees it live in the shared log, the host's cards unnamed.
  const move = host.locator('[data-testid=dice-race-move]:enabled').first();
  await expect(move).toBeVisible();
  expect(await tap(move)).toBe(true);
  const log = guest.getByTestId('match-log');
  await expect(log).toContainText('Se barajan los mazos');
  await expect(log).toContainText('Ana Anfitriona roba 2 cartas');
  await keepScreenshot(host, info, 'invited-match-live-desktop');
  await keepScreenshot(guest, info, 'invited-match-live-phone');
});

test('an invitation from a player’s page is declined: no match is made, and the host reads why', async ({
  browser,
  request,
}) => {
  const { host: hostName, guest: guestName } = await twoPeople(request, ['Berta Anfitriona', 'Carla Invitada']);
  const guest = await personAt(browser, guestName, '/', DESKTOP);
  const guestId = await guest.getByTestId('viewer-name').getAttribute('data-player-id');
  const host = await personAt(browser, hostName, `/players/${guestId}`, DESKTOP);
  await host.getByTestId('invite-player').click();
  await host.waitForURL(/\/play\?invite=/);
  await host.getByRole('link', { name: 'Carrera de dados' }).click();
  await expect(host.getByTestId('invite-form').getByLabel('Usuario de la persona invitada')).toHaveValue(guestName);
  const invitationPath = await invite(host, guestName);

  await guest.goto(invitationPath);
  await guest.getByRole('button', { name: 'Rechazar' }).click();
  await expect(guest.getByTestId('invitation-closed')).toHaveText('Rechazada: no habrá partida.');
  await expect(host.getByTestId('invitation-closed')).toHaveText('Rechazada: no habrá partida.');
  await guest.goto(`/players/${guestId}`);
  await expect(guest.getByTestId('player-matches')).toContainText('Todavía');
  await expect(guest.getByTestId('invitations-notice')).toHaveCount(0);
});

test('“your turn” is signalled at the friendly table: the tab’s title, the status line and focus follow whoever must act, and the clocks show time used', async ({
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { host, guestName, invitationPath } = await invitationFromPlay(browser, request, ['Tania Turno', 'Rita Rival']);
  const guest = await personAt(browser, guestName, invitationPath, PHONE);
  await guest.getByTestId('accept-invitation-form').getByLabel('Tu mazo').selectOption({ label: 'Del 1 al 9' });
  await guest.getByRole('button', { name: 'Aceptar y sentarme' }).click();
  await guest.waitForURL(/\/matches\/[^/]+$/);
  await host.waitForURL(`**${new URL(guest.url()).pathname}`);
  for (const page of [host, guest]) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of [host, guest]) await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // The host (seat 0) starts: her tab says so, the guest's does not; her clock runs.
  await expect(host).toHaveTitle(/^● Te toca · /);
  await expect(guest).not.toHaveTitle(/●/);
  await expect(host.getByTestId('seat-clock-0')).toContainText('(decide ahora)');
  await expect(host.getByTestId('table-status')).toHaveText('Te toca');
  // Sound stays off until she turns it on (the alerts fold under one line that says which are on),
  // and the choice is remembered.
  const alerts = host.getByTestId('turn-signals-toggle');
  await expect(alerts).toHaveText('Avisos de turno · apagados');
  await alerts.click();
  const sound = host.getByTestId('turn-sound');
  await expect(sound).not.toBeChecked();
  await sound.check();
  await expect(alerts).toHaveText('Avisos de turno · sonido');
  await host.reload();
  await expect(host.getByTestId('turn-signals-toggle')).toHaveText('Avisos de turno · sonido');
  await host.getByTestId('turn-signals-toggle').click();
  await expect(host.getByTestId('turn-sound')).toBeChecked();
  // Closed again, so the table is where it was: the move's focus check below is about the table.
  await host.getByTestId('turn-signals-toggle').click();
  await expect(host.getByTestId('turn-sound')).toBeHidden();

  // After a move focus stays on the table's next choice, not on the page's body.
  const moves = host.getByTestId('dice-race-move');
  await moves.first().click();
  await expect(host.getByTestId('match-log')).toContainText('Se barajan los mazos');
  await expect(moves.first()).toBeFocused();
  await keepScreenshot(host, info, 'your-turn-desktop');
  // Her next move hands the turn over: the titles flip, the guest hears what the host just did.
  await moves.first().click();
  await expect(guest).toHaveTitle(/^● Te toca · /);
  await expect(host).not.toHaveTitle(/●/);
  await expect(guest.getByTestId('table-status')).toHaveText(
    /^Tania Turno (tira un dado: \d+|juega un \d+) · Te toca$/,
  );
  await expect(guest.getByTestId('seat-clock-1')).toContainText('(decide ahora)');
  await expect(guest.getByTestId('seat-clock-0')).not.toContainText('decide ahora');
  await expect(guest.getByTestId('dice-race-move').first()).toBeFocused();
  await keepScreenshot(guest, info, 'your-turn-phone');
});
