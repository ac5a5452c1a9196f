import { graphql } from '../support/api';
import { shopAndPlayers, TOURNAMENT_STEP } from '../support/events';
import { registerAtDesk } from '../support/journey';
import { expectNoSidewaysScroll, keepViewportScreenshot, LAPTOP, PHONE } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// A small venue: the event takes two players. The places left show under the button; once they are
// taken a player's phone says the event is full and offers no button, and the organizer can still
// seat someone at the desk (a spare table) while the public format says how many it takes.
test('an event with two places fills up: a third player reads that it is full, the organizer opens a third place at the desk and then seats a walk-in past it', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  // The organizer sets the places on the creation form, with registration open from the start.
  const [owner, ana, bea, cris, dani] = await shopAndPlayers(request, {
    label: 'plaza',
    surname: 'Plaza',
    stamp,
    count: 4,
  });
  const desk = await pageOf(browser, owner.token, '/tournaments/new', LAPTOP);
  const form = desk.getByTestId('create-tournament');
  await form.getByLabel('Nombre del torneo').fill(`Liga de dos mesas ${stamp}`);
  await form.getByLabel('Inscripción abierta al crear').selectOption({ label: 'Sí' });
  await form.getByLabel(/^Plazas: con todas ocupadas/).fill('2');
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(desk).toHaveURL(/\/tournaments\/[^/]+\/desk$/);
  const id = /\/tournaments\/([^/]+)\/desk$/.exec(desk.url())![1]!;
  const path = `/tournaments/${id}`;

  const anaPhone = await pageOf(browser, ana.token, path, PHONE);
  const anaPanel = anaPhone.getByTestId('my-panel');
  await expect(anaPanel.getByTestId('places-left')).toHaveText('Quedan 2 plazas.');
  await anaPanel.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(anaPhone, testInfo, '00-phone-places-left');
  await anaPanel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(anaPanel).toContainText('Tienes plaza en este torneo.');
  await expect(anaPhone.getByTestId('format')).toContainText('2 jugadores como máximo');

  await graphql(request, TOURNAMENT_STEP('registerForTournament'), { t: id, c: `${id}-bea` }, bea.token);

  const crisPhone = await pageOf(browser, cris.token, path, PHONE);
  const crisPanel = crisPhone.getByTestId('my-panel');
  await expect(crisPanel.getByTestId('registration-full')).toContainText('El torneo está completo: no quedan plazas.');
  await expect(crisPanel.getByRole('button', { name: 'Inscribirme' })).toHaveCount(0);
  await expect(crisPhone.getByText('2 de 2 plazas')).toBeVisible();
  await expectNoSidewaysScroll(crisPhone);
  await crisPanel.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(crisPhone, testInfo, '01-phone-full');

  await desk.reload();
  await expect(desk.getByTestId('registration-places')).toContainText('Completo: 2 de 2 plazas.');
  await desk.getByTestId('registration-places').scrollIntoViewIfNeeded();
  await keepViewportScreenshot(desk, testInfo, '02-desk-full');
  // More tables came: the organizer opens a third place, and Cris takes it from her phone.
  const places = desk.getByTestId('capacity-form');
  await places.getByLabel('Plazas (vacío: sin límite)').fill('3');
  await places.getByRole('button', { name: 'Guardar las plazas' }).click();
  await expect(places).toContainText('Plazas guardadas.');
  await expect(desk.getByTestId('registration-places')).toHaveText('2 de 3 plazas ocupadas: queda 1.');
  await crisPhone.reload();
  await expect(crisPanel.getByTestId('places-left')).toHaveText('Queda 1 plaza.');
  await crisPanel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(crisPanel).toContainText('Tienes plaza en este torneo.');

  // Full again; a friend of the shop turns up with a spare table: the desk seats her past the places.
  await registerAtDesk(desk, dani);
  await expect(desk.getByTestId('registration-places')).toContainText('Completo: 4 de 3 plazas.');
});
