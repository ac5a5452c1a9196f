import { newPlayers, openEvent } from '../support/events';
import { deskCommand } from '../support/journey';
import { LAPTOP, PHONE, expectNoSidewaysScroll, keepScreenshot, lookOnPhone } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// On the day: the organizer opens check-in at the desk, a player finds it waiting on the home page
// of a 360 px phone and says "I'm here", the desk marks a second one by hand, and whoever has not come is removed as a
// no-show before round 1 is paired; once it is, the roll call is over.
test('an organizer runs check-in on the day: a phone checks itself in, the desk marks another, the absent player is removed before pairing', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [ana, bea, cris] = await newPlayers(request, { label: 'llega', surname: 'Llegada', stamp, count: 3 });
  const event = await openEvent(request, {
    // One long word, as some shops name events: it must wrap on a phone, not widen the page.
    label: `llegadasdelsabado${stamp}`,
    game: 'warlords-of-terra',
    rounds: 2,
    entrants: [ana, bea, cris],
  });

  const desk = await pageOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, LAPTOP);
  const rollCall = desk.getByTestId('check-in-desk');
  await expect(rollCall).toContainText('abre el check-in');
  await rollCall.getByRole('button', { name: 'Abrir el check-in' }).click();
  await expect(rollCall.getByTestId('check-in-count')).toHaveText('Han llegado 0 de 3');

  // Ana, at the venue, opens Crónica on her phone: her event comes first, with its check-in waiting.
  const phone = await pageOf(browser, ana.token, '/', PHONE);
  const mine = phone.getByTestId('my-events').getByTestId('tournament-card').filter({ hasText: event.name });
  await expect(mine.getByTestId('my-event-check-in')).toHaveText('Check-in abierto: avisa de que has llegado →');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, '00-phone-home-check-in-waiting');
  await mine.getByRole('link', { name: /Check-in abierto/ }).click();
  const panel = phone.getByTestId('my-panel');
  await expect(panel.getByTestId('check-in')).toContainText('El check-in está abierto');
  await keepScreenshot(phone, testInfo, '01-phone-check-in-open');
  await panel.getByRole('button', { name: 'Estoy aquí' }).click();
  await expect(panel.getByTestId('checked-in')).toContainText('el organizador sabe que estás aquí');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, '02-phone-checked-in');
  await phone.goto('/');
  await expect(mine.getByTestId('my-event-checked-in')).toHaveText('✓ Check-in hecho');

  // The desk sees her arrive, and marks Bea, who came to the table without her phone.
  await expect(rollCall.getByTestId('check-in-count')).toHaveText('Ha llegado 1 de 3');
  await expect(rollCall.getByTestId('check-in-pending')).toHaveText(`Faltan: ${bea.displayName}, ${cris.displayName}`);
  // At the door the desk finds her by part of her name (no accents needed), marks her, and shows everyone again.
  const filter = desk.getByTestId('desk-filter');
  await filter.getByLabel('Buscar en la lista').fill('BEA LLEG');
  await filter.getByRole('button', { name: 'Filtrar' }).click();
  await expect(desk.getByTestId('desk-player')).toHaveCount(1);
  await desk.getByRole('button', { name: `Marcar que ${bea.displayName} ha llegado` }).click();
  await expect(rollCall.getByTestId('check-in-count')).toHaveText('Han llegado 2 de 3');
  await filter.getByLabel('Buscar en la lista').fill('');
  await filter.getByLabel('Solo quien no ha llegado').check();
  await filter.getByRole('button', { name: 'Filtrar' }).click();
  await expect(desk.getByTestId('desk-player')).toHaveText([new RegExp(cris.displayName)]);
  await filter.getByRole('link', { name: 'Ver a todos' }).click();
  await expect(desk.getByTestId('desk-player')).toHaveCount(3);
  const anaRow = desk.getByTestId('desk-player').filter({ hasText: ana.displayName });
  await expect(anaRow.getByTestId('arrival')).toContainText(/Ha llegado · \d\d:\d\d/);
  await keepScreenshot(desk, testInfo, '03-desk-roll-call');
  await lookOnPhone(desk, testInfo, '04-desk-roll-call-phone');

  // The desk prints the arrival sheet from the event's paper corner: the web's check-ins are ticked.
  const sheet = await desk.context().newPage();
  await sheet.goto(`/tournaments/${event.id}`);
  await sheet.getByTestId('paper-links').getByRole('link', { name: 'Lista de llegada (check-in en papel)' }).click();
  await expect(sheet.getByTestId('roll-call-row')).toHaveText([
    `1${ana.displayName}☑`,
    `2${bea.displayName}☑`,
    `3${cris.displayName}☐`,
  ]);
  await keepScreenshot(sheet, testInfo, '05-arrival-sheet');
  await sheet.close();

  // Registration closes; pairing now would seat Cris, who has not come: the desk names him and asks first.
  await desk.getByTestId('desk-closeRegistration').getByRole('button', { name: 'Cerrar inscripción' }).click();
  await expect(desk.locator('.title-row .badge')).toHaveText('Inscripción cerrada');
  const pair = desk.getByTestId('desk-pairNextRound');
  await pair.getByRole('button', { name: 'Emparejar la siguiente ronda' }).click();
  await expect(pair.getByTestId('confirm')).toContainText(`Aún no han hecho el check-in: ${cris.displayName}.`);
  await keepScreenshot(desk, testInfo, '06-desk-pair-asks-first');
  await pair.getByRole('button', { name: 'Cancelar' }).click();

  // Cris never came: removed as a no-show, after the desk names who leaves.
  await rollCall.getByRole('button', { name: 'Quitar a quien no ha llegado' }).click();
  await expect(rollCall.getByTestId('confirm')).toContainText(
    `Sale de la lista como no presentado: ${cris.displayName}.`,
  );
  await rollCall.getByRole('button', { name: 'Sí, hacerlo' }).click();
  await expect(desk.getByTestId('desk-player')).toHaveCount(2);
  await expect(rollCall.getByTestId('check-in-pending')).toHaveText('Han llegado todos.');
  await expect(desk.getByTestId('registration-count')).toContainText('2 jugadores en activo');

  // Round 1 is paired among the two in the room, without asking now: the roll call is over.
  await pair.getByRole('button', { name: 'Emparejar la siguiente ronda' }).click();
  await expect(desk.getByTestId('draft')).toContainText(ana.displayName);
  await expect(desk.getByTestId('draft')).toContainText(bea.displayName);
  await expect(desk.getByTestId('draft')).not.toContainText(cris.displayName);
  await expect(desk.getByTestId('check-in-desk')).toHaveCount(0);

  // Published, the round sends Ana from her phone's home page straight to her table.
  await deskCommand(desk, 'publishPairings', 'Se publicará Ronda 1 de 2 (1 mesa)');
  await phone.goto('/');
  await expect(mine.getByTestId('my-event-table')).toHaveText('Ronda 1 de 2 · Mesa 1: tu mesa →');
  await expectNoSidewaysScroll(phone);
  await keepScreenshot(phone, testInfo, '07-phone-home-my-table');
  await mine.getByRole('link', { name: /Mesa 1: tu mesa/ }).click();
  await expect(phone.getByTestId('my-panel')).toContainText('Ronda 1 de 2 · Mesa 1');
});
