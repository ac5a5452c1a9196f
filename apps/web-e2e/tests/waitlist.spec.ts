import { graphql } from '../support/api';
import { anyOf, minutesRead } from '../support/clock-text';
import { shopAndPlayers, createOpenEvent, TOURNAMENT_STEP } from '../support/events';
import { expectNoSidewaysScroll, keepViewportScreenshot, LAPTOP, onScreen, PHONE } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// A full event keeps a waiting list: a player whose phone finds no place joins the line and reads
// her place in it; when a registered player drops from their phone her place is given at once, and
// the next one moves up. Once registration has closed, the organizer gives a freed place at the
// desk to whoever is in the room.
test('a full event fills from its waiting list: a drop gives the first in line her place at once, and after closing the organizer seats the next one at the desk', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [owner, ana, bea, cris, dani] = await shopAndPlayers(request, {
    label: 'espera',
    surname: 'Espera',
    stamp,
    count: 4,
  });
  const id = await createOpenEvent(request, owner.token, {
    commandId: `espera-${stamp}`,
    name: `Liga llena ${stamp}`,
    game: 'blades-of-ash',
    rounds: 2,
    requireDeckLists: false,
    capacity: 2,
  });
  const path = `/tournaments/${id}`;
  for (const entrant of [ana, bea])
    await graphql(
      request,
      TOURNAMENT_STEP('registerForTournament'),
      { t: id, c: `${id}-${entrant.id}` },
      entrant.token,
    );

  // Cris finds the event full on her phone and joins the line; Dani joins after her.
  const crisPhone = await pageOf(browser, cris.token, path, PHONE);
  const crisPanel = crisPhone.getByTestId('my-panel');
  await expect(crisPanel.getByTestId('registration-full')).toContainText('Apúntate a la lista de espera');
  const beforeCris = Date.now();
  await crisPanel.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  await expect(crisPanel.getByTestId('waitlist-place')).toContainText('eres el número 1');
  const crisJoined = minutesRead(beforeCris, Date.now(), 'Europe/Madrid');
  const daniPhone = await pageOf(browser, dani.token, path, PHONE);
  const daniPanel = daniPhone.getByTestId('my-panel');
  await daniPanel.getByRole('button', { name: 'Apuntarme a la lista de espera' }).click();
  await expect(daniPanel.getByTestId('waitlist-place')).toContainText('eres el número 2');
  await expect(daniPhone.getByText('2 de 2 plazas · 2 en lista de espera')).toBeVisible();
  await expectNoSidewaysScroll(daniPhone);
  await daniPanel.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(daniPhone, testInfo, '00-phone-waiting');

  // The room's screen says the event is full and that the same code leads to its waiting list.
  const screen = await (
    await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })
  ).newPage();
  await screen.goto(`${path}/screen`);
  await expect(screen.getByTestId('screen-waitlist')).toHaveText('Lista de espera desde tu móvil: 2 esperando');
  await keepViewportScreenshot(screen, testInfo, '01-screen-full-with-line');

  // The organizer's desk lists the line in order.
  const desk = await pageOf(browser, owner.token, `${path}/desk`, LAPTOP);
  const line = desk.getByTestId('waitlist-desk');
  await expect(line.getByTestId('waitlist-entry')).toHaveText([/Cris Espera/, /Dani Espera/]);
  // Since when, on the venue's clock (an event with no zone of its own is in Madrid), whatever the
  // clock of the machine the desk runs on.
  await expect(line.getByTestId('waitlist-entry').first()).toContainText(anyOf(crisJoined));
  await line.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(desk, testInfo, '02-desk-waitlist');
  await onScreen(desk, PHONE, async () => {
    await line.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(desk);
    await keepViewportScreenshot(desk, testInfo, '03-phone-desk-waitlist');
  });

  // Bea drops from her phone: her place goes to Cris at once, and Dani moves up.
  const beaPhone = await pageOf(browser, bea.token, path, PHONE);
  const drop = beaPhone.getByTestId('drop');
  await drop.getByText('Retirarme del torneo').click();
  await drop.getByRole('button', { name: 'Sí, retirarme' }).click();
  await crisPhone.reload();
  await expect(crisPanel).toContainText('Tienes plaza en este torneo.');
  await daniPhone.reload();
  await expect(daniPanel.getByTestId('waitlist-place')).toContainText('eres el número 1');
  // Dani's home page keeps the event among hers, with her place in line, until a place is hers.
  await daniPhone.goto('/');
  const daniEvent = daniPhone
    .getByTestId('my-events')
    .getByTestId('tournament-card')
    .filter({ hasText: `Liga llena ${stamp}` });
  await expect(daniEvent.getByTestId('my-event-waitlist')).toHaveText('En lista de espera: eres el número 1 →');
  await expectNoSidewaysScroll(daniPhone);
  await keepViewportScreenshot(daniPhone, testInfo, '04-phone-home-waiting');
  await daniEvent.getByRole('link', { name: /En lista de espera/ }).click();
  await expect(daniPanel.getByTestId('waitlist-place')).toContainText('eres el número 1');

  // Registration closes; Ana drops. The freed place waits for the desk, which seats Dani (she is in the room).
  await graphql(request, TOURNAMENT_STEP('closeRegistration'), { t: id, c: `${id}-close` }, owner.token);
  await graphql(request, TOURNAMENT_STEP('dropPlayer'), { t: id, c: `${id}-ana-drop` }, ana.token);
  await daniPhone.reload();
  await expect(daniPanel.getByTestId('waitlist-place')).toContainText('la organización da en la mesa');
  await desk.reload();
  await expect(line).toContainText('las plazas que se liberan las das tú');
  await line.getByRole('button', { name: `Dar plaza a ${dani.displayName}` }).click();
  await expect(line).toHaveCount(0);
  await expect(desk.locator('[data-player]').filter({ hasText: dani.displayName })).toHaveCount(1);
  await daniPhone.reload();
  await expect(daniPanel).toContainText('Tienes plaza en este torneo.');
});
