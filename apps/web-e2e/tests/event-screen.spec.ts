import { networkInterfaces } from 'node:os';
import {
  newPlayers,
  openEvent,
  overrideResult,
  staff,
  startFirstRound,
  tablesOf,
  TOURNAMENT_STEP,
} from '../support/events';
import { graphql } from '../support/api';
import { LAPTOP, PHONE, expectNoSidewaysScroll, expectWholeOnScreen, keepViewportScreenshot } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

/** A projector at its common resolution. */
const PROJECTOR = { width: 1280, height: 720 };

/** What players' phones reach this machine's web at: the web swaps its own localhost for it (none: localhost stays). */
function lanAddress(): string | null {
  for (const addresses of Object.values(networkInterfaces())) {
    const found = addresses?.find((a) => a.family === 'IPv4' && !a.internal);
    if (found) return found.address;
  }
  return null;
}

// The room's screen: the organizer opens it from the desk onto the projector before play; it welcomes
// players with a QR code of the event, then follows the event by itself, never touched again: a new
// entrant, check-in, the round with its clock and every player's table, the results, the final places.
test('an organizer puts the event screen on the projector from the desk and it follows the event by itself to the final places', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [ana, bea] = await newPlayers(request, { label: 'sala', surname: 'Sala', stamp, count: 2 });
  const event = await openEvent(request, {
    label: `sala-${stamp}`,
    game: 'blades-of-ash',
    rounds: 1,
    entrants: [ana],
    more: { startsAt: '2026-12-19T10:30', timeZone: 'Europe/Madrid' },
  });

  const desk = await pageOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, LAPTOP);
  const opened = desk.context().waitForEvent('page');
  await desk.getByTestId('desk-screen-link').click();
  const screen = await opened;
  await screen.setViewportSize(PROJECTOR);
  await expect(screen.getByTestId('event-screen')).toHaveAttribute('data-scene', 'welcome');
  await expect(screen.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(screen.getByRole('heading', { name: 'Apúntate desde tu móvil' })).toBeVisible();
  const path = `/tournaments/${event.id}`;
  const address = screen.getByTestId('screen-address');
  await expect(address).toHaveText(new RegExp(`^http://[^/]+${path}$`));
  const lan = lanAddress();
  if (lan) await expect(address).toContainText(lan);
  await expect(screen.getByRole('img', { name: `Código QR de ${await address.textContent()}` })).toBeVisible();
  await expect(screen.getByTestId('screen-players')).toHaveText('1 jugador apuntado');
  await expect(screen.getByTestId('screen-starts')).toHaveText('Empieza: sáb, 19 dic 2026, 10:30');
  await expect(screen.getByText('Se actualiza en directo')).toBeVisible();
  // The code and the words beside it fit the projector's one screen: nobody scrolls a projector.
  await expectWholeOnScreen(screen, screen.getByTestId('screen-welcome'), 'the welcome');
  await keepViewportScreenshot(screen, testInfo, '00-projector-welcome');

  // Bea signs up from her phone: the screen counts her without anyone touching it.
  await graphql(request, TOURNAMENT_STEP('registerForTournament'), { t: event.id, c: `${event.id}-bea` }, bea.token);
  await expect(screen.getByTestId('screen-players')).toHaveText('2 jugadores apuntados');
  // The organizer opens check-in at the desk: the screen tells the room how.
  await desk.getByRole('button', { name: 'Abrir el check-in' }).click();
  await expect(screen.getByTestId('screen-check-in')).toContainText('pulsa «Estoy aquí»');

  // A notice to the room, written at the desk: the screen and Ana's phone show it as it is posted.
  const phone = await pageOf(browser, ana.token, `/tournaments/${event.id}`, PHONE);
  // A long one, near the limit, on four lines: the code shrinks to leave it room on the projector.
  const notice = [
    'Empezamos a las 10:30:',
    'la primera ronda, en las mesas del fondo.',
    'Quien no haya hecho el check-in, que pase por la mesa de organización antes de las 10:15.',
    'Las listas de mazo se revisan al azar durante la primera ronda: tened vuestras cartas a mano, gracias.',
  ].join('\n');
  const noticeDesk = desk.getByTestId('announcement-desk');
  await noticeDesk.getByLabel('Texto del aviso (hasta 280 caracteres)').fill(notice);
  await noticeDesk.getByRole('button', { name: 'Publicar el aviso' }).click();
  await expect(noticeDesk.getByRole('button', { name: 'Cambiar el aviso' })).toBeVisible();
  for (const reader of [screen, phone])
    await expect(reader.getByTestId('room-notice')).toContainText('Empezamos a las 10:30: la primera ronda');
  await expectWholeOnScreen(screen, screen.getByTestId('screen-welcome'), 'the welcome under a long notice');
  await expectWholeOnScreen(screen, screen.getByTestId('screen-check-in'), 'the check-in line under a long notice');
  const noticeBox = (await screen.getByTestId('room-notice').boundingBox())!;
  const startsBox = (await screen.getByTestId('screen-starts').boundingBox())!;
  expect(startsBox.y, 'the welcome starts below the notice, in px').toBeGreaterThanOrEqual(
    noticeBox.y + noticeBox.height,
  );
  const code = await screen.getByRole('img', { name: /^Código QR de / }).boundingBox();
  expect(code!.height, 'the code under a long notice, in px: still read from the back of the room').toBeGreaterThan(
    200,
  );
  await expectNoSidewaysScroll(phone);
  await keepViewportScreenshot(phone, testInfo, '01-phone-notice');
  await keepViewportScreenshot(screen, testInfo, '01-projector-notice');
  await noticeDesk.getByRole('button', { name: 'Quitar el aviso' }).click();
  for (const reader of [screen, phone]) await expect(reader.getByTestId('room-notice')).toHaveCount(0);

  // Round 1 published with its clock running: each player finds their name, table and opponent.
  await startFirstRound(request, event);
  await expect(screen.getByTestId('event-screen')).toHaveAttribute('data-scene', 'round');
  await expect(screen.getByRole('heading', { level: 2, name: 'Ronda 1 de 1' })).toBeVisible();
  await expect(screen.getByTestId('round-clock')).toContainText(/Quedan \d+:\d\d/);
  const lines = screen.getByTestId('screen-line');
  await expect(lines).toHaveCount(2);
  const [table] = await tablesOf(request, event.id, 1, event.organizerToken);
  const name = (id: string) => [ana, bea].find((p) => p.id === id)!.displayName;
  await expect(lines.filter({ hasText: new RegExp(`^${name(table!.playerA)} contra`) })).toHaveText(
    `${name(table!.playerA)} contra ${name(table!.playerB!)}Mesa ${table!.table}`,
  );
  await expect(screen.getByTestId('screen-in-play')).toHaveText('Queda 1 mesa en juego');
  await keepViewportScreenshot(screen, testInfo, '02-projector-round');

  await overrideResult(request, event, table!, 'a', [{ winner: 'a', lifeA: 4, lifeB: 0 }]);
  await expect(screen.getByTestId('screen-in-play')).toHaveText('Todas las mesas han terminado');

  // The organizer ends the round and the event: the final places, the winner first.
  for (const step of ['endRound', 'endTournament']) await staff(request, event, step);
  await expect(screen.getByTestId('event-screen')).toHaveAttribute('data-scene', 'final');
  await expect(screen.getByTestId('screen-placing').first()).toContainText(name(table!.playerA));
  await expect(screen.getByText('Se actualiza en directo')).toHaveCount(0);
  await keepViewportScreenshot(screen, testInfo, '03-projector-final');

  // A small screen (a phone someone opened it on) never scrolls sideways.
  await screen.setViewportSize(PHONE);
  await expectNoSidewaysScroll(screen);
  await keepViewportScreenshot(screen, testInfo, '04-phone-final');
});
