import type { WebSocketRoute } from '@playwright/test';
import { E2E_PASSWORD, eventForTwo, staff, type Entrant } from '../support/events';
import { expectNoSidewaysScroll, keepViewportScreenshot, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A player waits for round 1 on her phone when the venue's Wi-Fi drops. Her page says the live
// connection is lost and keeps trying, for as long as it takes; the organizer publishes the round
// meanwhile; when the Wi-Fi is back, her table appears without her reloading anything.
test('a phone that loses its live connection says so, keeps trying, and catches up with the round published meanwhile', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const event = await eventForTwo(request, { label: 'wifi', game: 'blades-of-ash', surname: 'Wifi', stamp });
  const [ana] = event.entrants as [Entrant];
  for (const step of ['closeRegistration', 'pairNextRound']) await staff(request, event, step);

  // The venue's Wi-Fi between the phone and the API's live connection: passed through while up,
  // every attempt refused while down.
  const wifi = { down: false, attempts: 0, open: [] as Array<{ page: WebSocketRoute; server: WebSocketRoute }> };
  const phone = await (await browser.newContext({ locale: 'es-ES', viewport: PHONE })).newPage();
  await phone.routeWebSocket(/\/graphql$/, async (ws) => {
    wifi.attempts += 1;
    if (wifi.down) return ws.close({ code: 1001, reason: 'Wi-Fi down' });
    wifi.open.push({ page: ws, server: ws.connectToServer() });
  });
  const reloads: string[] = [];
  await signInThroughWeb(phone, ana.username, `/tournaments/${event.id}`, E2E_PASSWORD);
  phone.on('load', () => reloads.push(phone.url()));
  await expect(phone.getByTestId('my-panel')).toContainText('Tienes plaza en este torneo.');
  // Cut only once the page follows the event live (the API acknowledged its socket): a socket cut
  // mid-handshake by the route never tells the page, which a real dropped Wi-Fi would.
  const mark = phone.locator('.live-dot');
  await expect(mark).toHaveAttribute('data-live', 'up');
  expect(wifi.open.length, 'the live socket goes through the Wi-Fi').toBeGreaterThan(0);

  wifi.down = true;
  for (const { page, server } of wifi.open.splice(0)) {
    await page.close({ code: 1001, reason: 'Wi-Fi down' });
    await server.close();
  }
  const notice = phone.getByTestId('live-down');
  await expect(notice).toHaveText('Sin conexión en directo: reintentando… Lo que ves puede no estar al día.');
  // The mark beside the pairings no longer claims they update live.
  await expect(mark).toHaveText('Sin conexión: no se actualiza');
  await expectNoSidewaysScroll(phone);
  await keepViewportScreenshot(phone, testInfo, 'phone-live-connection-lost');

  // The round is published while the phone is cut off: it keeps trying, and nothing reaches it.
  await staff(request, event, 'publishPairings');
  const tried = wifi.attempts;
  await expect.poll(() => wifi.attempts, { timeout: 20_000 }).toBeGreaterThanOrEqual(tried + 2);
  await expect(phone.getByTestId('my-table')).toHaveCount(0);
  await expect(notice).toBeVisible();

  // The Wi-Fi is back: the next attempt gets through, the notice goes and her table is there.
  wifi.down = false;
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(mark).toHaveText('Se actualiza en directo');
  await expect(phone.getByTestId('my-table')).toContainText('Ronda 1 de 1', { timeout: 15_000 });
  expect(reloads).toEqual([]);
});
