import { readFileSync } from 'node:fs';
import { webUrl } from '../support/env';
import { E2E_PASSWORD, newAccount } from '../support/events';
import { PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

/** The calendar file's lines, folded ones joined again (RFC 5545, 3.1). */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

// A shop announces when and where its event is played, moves it at the desk, and a player on a
// phone reads the new date on the list and the event's page and adds it to their calendar.
test('an organizer announces when and where an event is played, moves it at the desk, and a phone reads it and gets its calendar file', async ({
  page,
  browser,
  request,
  stamp,
}, testInfo) => {
  const owner = await newAccount(request, `agenda${stamp}`, `Tienda Agenda ${String(Date.now()).slice(-5)}`);
  await signInThroughWeb(page, owner.username, '/tournaments/new', E2E_PASSWORD);

  const form = page.getByTestId('create-tournament');
  const name = `Open de Canarias ${stamp}`;
  await form.getByLabel('Nombre del torneo').fill(name);
  const whenWhere = form.getByTestId('create-when-where');
  await expect(whenWhere.getByLabel('Zona horaria del lugar')).toHaveValue('Europe/Madrid');
  await whenWhere.getByLabel('Empieza (hora del lugar)').fill('2026-12-12T10:00');
  await whenWhere.getByLabel('Zona horaria del lugar').selectOption({ label: 'España (Canarias)' });
  await whenWhere.getByLabel('Lugar (tienda y dirección, o «en línea»)').fill('La Guarida, Calle Mayor 3, Las Palmas');
  await keepScreenshot(page, testInfo, '01-create-when-where');
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(page).toHaveURL(/\/tournaments\/[^/]+\/desk$/);
  const id = /\/tournaments\/([^/]+)\/desk$/.exec(page.url())![1]!;
  await expect(page.getByTestId('event-when')).toContainText(
    'sábado, 12 de diciembre de 2026, 10:00 (España (Canarias))',
  );
  await expect(page.getByTestId('event-where')).toHaveText('La Guarida, Calle Mayor 3, Las Palmas');

  // The event moves a week and becomes a Mexico City one: corrected at the desk, in one form.
  const details = page.getByTestId('event-details-form');
  await expect(details.getByLabel('Nombre')).toHaveValue(name);
  await details.getByLabel('Descripción').fill('Suizo a 3 rondas. Trae fundas.');
  await details.getByLabel('Empieza (hora del lugar)').fill('2026-12-19T16:30');
  await details.getByLabel('Zona horaria del lugar').selectOption({ label: 'México (centro)' });
  await details.getByLabel('Lugar (tienda y dirección, o «en línea»)').fill('Dados y Cartas, Av. Juárez 10, CDMX');
  await details.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(details.getByRole('status')).toHaveText('Datos guardados.');
  await expect(page.getByTestId('event-when')).toContainText(
    'sábado, 19 de diciembre de 2026, 16:30 (México (centro))',
  );
  await keepScreenshot(page, testInfo, '02-desk-details-saved');

  // A player, signed out, on a 360 px phone: the list and the page say the new date and place.
  const phone = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  const reader = await phone.newPage();
  await reader.goto('/');
  const card = reader.getByTestId('tournament-card').filter({ hasText: name });
  await expect(card.getByTestId('tournament-card-when')).toHaveText(
    'sáb, 19 dic 2026, 16:30 · Dados y Cartas, Av. Juárez 10, CDMX',
  );
  await card.getByRole('link', { name }).click();
  await expect(reader.getByTestId('event-announcement')).toContainText('Suizo a 3 rondas. Trae fundas.');
  await expect(reader.getByTestId('event-where')).toHaveText('Dados y Cartas, Av. Juárez 10, CDMX');
  await expectNoSidewaysScroll(reader);
  await keepScreenshot(reader, testInfo, '03-phone-event-page');

  // The calendar file names the instant the venue's clock reads 16:30 (Mexico City is UTC−6).
  const [download] = await Promise.all([
    reader.waitForEvent('download'),
    reader.getByRole('link', { name: 'Añadir al calendario (.ics)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`open-de-canarias-${stamp}-calendario.ics`);
  const file = icsLines(readFileSync((await download.path())!, 'utf8'));
  expect(file).toContain('DTSTART:20261219T223000Z');
  expect(file).toContain(`SUMMARY:Open de Canarias ${stamp}`);
  expect(file).toContain('LOCATION:Dados y Cartas\\, Av. Juárez 10\\, CDMX');
  await phone.close();
  // The event's other file keeps its own kind and name.
  const json = await request.get(`${webUrl}/tournaments/${id}/event.json`);
  expect(json.headers()['content-type']).toBe('application/json; charset=utf-8');
  expect(json.headers()['content-disposition']).toContain(`open-de-canarias-${stamp}-event.json`);

  // Taken back (no date, no place): the page announces nothing, and there is no calendar file.
  await details.getByLabel('Empieza (hora del lugar)').fill('');
  await details.getByLabel('Lugar (tienda y dirección, o «en línea»)').fill('');
  await details.getByLabel('Descripción').fill('');
  await details.getByRole('button', { name: 'Guardar los datos' }).click();
  await expect(page.getByTestId('event-announcement')).toHaveCount(0);
  const gone = await request.get(`${webUrl}/tournaments/${id}/event.ics`);
  expect(gone.status()).toBe(404);
  expect(await gone.text()).toContain('Este torneo no tiene fecha anunciada.');
});
