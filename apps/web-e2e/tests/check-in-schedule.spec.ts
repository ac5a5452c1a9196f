import { newPlayers, openEvent } from '../support/events';
import { LAPTOP, PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

const MINUTE = 60_000;
const madrid = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Madrid',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});
/** An instant as Madrid's wall clock reads it, `YYYY-MM-DDTHH:mm`, as the create form takes a start. */
const madridWall = (instant: number) => madrid.format(instant).replace(' ', 'T');

// A shop sets check-in to open by itself before the start: the players' phones and the desk say
// when; the doors open early, so the organizer moves it to two hours before at the desk, and it
// opens by itself at once: a phone says "I'm here" and the desk counts the arrival.
test('check-in opens by itself at the time the organizer set: phones and the desk say when, and a moved time opens it', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [ana, bea] = await newPlayers(request, { label: 'puerta', surname: 'Puerta', stamp, count: 2 });
  const now = Date.now();
  // Starts in 100 minutes; check-in an hour before, so it opens in 40.
  const event = await openEvent(request, {
    label: `puerta${stamp}`,
    game: 'warlords-of-terra',
    rounds: 2,
    entrants: [ana, bea],
    more: { startsAt: madridWall(now + 100 * MINUTE), timeZone: 'Europe/Madrid', checkInOpensBefore: 60 },
  });
  const opensAt = madridWall(now + 40 * MINUTE).slice(11);

  // Ana, on her 360 px phone, reads when check-in opens: on the event and in her own panel.
  const phone = await pageOf(browser, ana.token, `/tournaments/${event.id}`, PHONE);
  await expect(phone.getByTestId('event-check-in')).toHaveText(`Se abre a las ${opensAt} (1 h antes del inicio)`);
  const panel = phone.getByTestId('my-panel');
  await expect(panel.getByTestId('check-in-opens-at')).toContainText(`El check-in se abre a las ${opensAt}`);
  await expect(panel.getByRole('button', { name: 'Estoy aquí' })).toHaveCount(0);
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, '01-phone-check-in-opens-at');
  // Her home page says it too, on the event's card among hers.
  await phone.goto('/');
  const mine = phone.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: event.name });
  await expect(mine.getByTestId('my-event-check-in-at')).toHaveText(`Check-in desde las ${opensAt}`);
  await phone.goto(`/tournaments/${event.id}`);

  // The desk says so too, and still offers to open it by hand.
  const desk = await pageOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, LAPTOP);
  const rollCall = desk.getByTestId('check-in-desk');
  await expect(rollCall.getByTestId('check-in-scheduled')).toHaveText(
    `Se abrirá solo a las ${opensAt} (1 h antes del inicio). Si la sala abre antes, puedes abrirlo ya.`,
  );
  await expect(rollCall.getByRole('button', { name: 'Abrir el check-in' })).toBeVisible();
  const details = desk.getByTestId('event-details-form');
  await expect(details.getByLabel('Check-in')).toHaveValue('60');
  await keepScreenshot(desk, testInfo, '02-desk-check-in-scheduled');

  // The room's screen says it too.
  const screen = await (
    await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })
  ).newPage();
  await screen.goto(`/tournaments/${event.id}/screen`);
  await expect(screen.getByTestId('screen-check-in-from')).toContainText(`Check-in desde las ${opensAt}`);

  // The doors open early: two hours before the start is already past, so it opens by itself now.
  await details.getByLabel('Check-in').selectOption({ label: 'Se abre solo 2 h antes del inicio' });
  await details.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(details.getByRole('status')).toHaveText('Datos guardados.');
  await expect(async () => {
    await desk.reload();
    await expect(rollCall.getByTestId('check-in-count')).toHaveText('Han llegado 0 de 2', { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expect(rollCall.getByTestId('check-in-opened-by-schedule')).toContainText('Se abrió solo a las');
  await keepScreenshot(desk, testInfo, '03-desk-check-in-opened-by-itself');
  await expect(async () => {
    await screen.reload();
    await expect(screen.getByTestId('screen-check-in')).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await screen.context().close();

  // Ana's phone now offers "I'm here"; the desk counts her.
  await phone.reload();
  await panel.getByRole('button', { name: 'Estoy aquí' }).click();
  await expect(panel.getByTestId('checked-in')).toContainText('el organizador sabe que estás aquí');
  await keepScreenshot(phone, testInfo, '04-phone-checked-in');
  await desk.reload();
  await expect(rollCall.getByTestId('check-in-count')).toHaveText('Ha llegado 1 de 2');
  await expect(rollCall.getByTestId('check-in-pending')).toHaveText(`Faltan: ${bea.displayName}`);
});
