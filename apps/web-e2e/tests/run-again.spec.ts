import { openEvent } from '../support/events';
import { LAPTOP, PHONE, expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

const DAY_MS = 86_400_000;

/** A day `days` from today (UTC), as the form's date-time field writes it, at `time`. */
const dayFromToday = (days: number, time: string) =>
  `${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${time}`;

// A weekly league: the organizer runs next week's edition from this week's desk. The form comes
// filled in with the same format, venue and zone and next week's date; only the name changes.
test('an organizer creates next week’s edition of a league from its desk: the same format, venue and time a week later', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const event = await openEvent(request, {
    label: `liga-jueves-${stamp}`,
    game: 'blades-of-ash',
    rounds: 3,
    entrants: [],
    more: {
      description: 'Liga semanal. Trae tus dados.',
      startsAt: dayFromToday(10, '18:30'),
      timeZone: 'Atlantic/Canary',
      venue: 'La Guarida, Calle Mayor 3, Las Palmas',
      roundMinutes: 50,
      tiebreakPreset: 'wot',
      byeScore: 20,
      lateEntry: 'none',
      gameOptions: { maxRounds: 4 },
      topCut: { size: 4, finalBestOf: 3, thirdPlaceMatch: true },
    },
  });

  const desk = await pageOf(browser, event.organizerToken, `/tournaments/${event.id}/desk`, LAPTOP);
  await desk.getByRole('link', { name: 'Crear otro torneo como este' }).click();
  await expect(desk.getByTestId('copied-from')).toContainText(`Copiado de «${event.name}»`);
  const form = desk.getByTestId('create-tournament');
  await expect(form.getByLabel('Nombre del torneo')).toHaveValue(event.name);
  const whenWhere = form.getByTestId('create-when-where');
  await expect(whenWhere.getByLabel('Empieza (hora del lugar)')).toHaveValue(dayFromToday(17, '18:30'));
  await expect(whenWhere.getByLabel('Zona horaria del lugar')).toHaveValue('Atlantic/Canary');
  await expect(whenWhere.getByLabel('Lugar (tienda y dirección, o «en línea»)')).toHaveValue(
    'La Guarida, Calle Mayor 3, Las Palmas',
  );
  await expect(form.getByLabel('Minutos por ronda')).toHaveValue('50');
  await expect(form.getByLabel('Rondas de batalla antes del desempate')).toHaveValue('4');
  await keepScreenshot(desk, testInfo, '00-form-copied');

  const name = `${event.name} · semana 2`;
  await form.getByLabel('Nombre del torneo').fill(name);
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(desk).toHaveURL(/\/tournaments\/[^/]+\/desk$/, { timeout: 30_000 });
  expect(desk.url()).not.toContain(event.id);
  await expect(desk.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(desk.getByTestId('event-where')).toHaveText('La Guarida, Calle Mayor 3, Las Palmas');
  const format = desk.getByTestId('format');
  await format.locator('summary').click();
  for (const words of [
    '4 rondas',
    'Top 4, final al mejor de 3, con partida por el tercer puesto',
    'No se admiten inscripciones',
  ])
    await expect(format).toContainText(words);
  await keepScreenshot(desk, testInfo, '01-new-edition-desk');

  // The copied form on a phone, as an organizer might open it at the shop's counter.
  const phone = await pageOf(browser, event.organizerToken, `/tournaments/new?from=${event.id}`, PHONE);
  await expect(phone.getByTestId('copied-from')).toBeVisible();
  await expectNoSidewaysScroll(phone);
});
