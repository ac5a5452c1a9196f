import { shopAndPlayers, createOpenEvent } from '../support/events';
import { expectNoSidewaysScroll, keepViewportScreenshot, LAPTOP, onScreen, PHONE } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// The organizer moves a sign-up sheet into the event: accounts by @username, walk-ins by name,
// one per line. A line that names no account registers nobody and says which line; fixed, the
// whole list goes in at once.
test('an organizer pastes a sign-up sheet at the desk: a wrong username is named by its line, and the fixed list registers everyone at once', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [owner, ana, bea] = await shopAndPlayers(request, { label: 'hoja', surname: 'Hoja', stamp, count: 2 });
  const id = await createOpenEvent(request, owner.token, {
    commandId: `hoja-${stamp}`,
    name: `Liga de la hoja ${stamp}`,
    game: 'blades-of-ash',
    rounds: 2,
    requireDeckLists: false,
  });

  const desk = await pageOf(browser, owner.token, `/tournaments/${id}/desk`, LAPTOP);
  const paste = desk.getByTestId('paste-list');
  await paste.getByText('Inscribir a varios a la vez (pegar una lista)').click();
  const lines = paste.getByLabel('Una persona por línea');
  const walkIn = `Pablo Ruiz ${stamp}`;
  const wrong = [`@${ana.username}`, `@nadie${stamp}`, walkIn].join('\n');
  await lines.fill(wrong);
  await paste.getByRole('button', { name: 'Inscribir la lista' }).click();
  await expect(paste).toContainText(`Línea 2: no hay ninguna cuenta con el usuario @nadie${stamp}.`);
  await expect(desk.getByTestId('registration-count')).toContainText('0 jugadores en activo');
  // The list stays as pasted, to fix the one line in place.
  await expect(lines).toHaveValue(wrong);
  await keepViewportScreenshot(desk, testInfo, '00-desk-list-refused');

  await lines.fill([`@${ana.username}`, `@${bea.username}`, '', walkIn].join('\n'));
  await paste.getByRole('button', { name: 'Inscribir la lista' }).click();
  await expect(desk.getByTestId('registration-count')).toContainText('3 jugadores en activo');
  await expect(lines).toHaveValue('');
  for (const name of [ana.displayName, bea.displayName, walkIn])
    await expect(desk.locator('[data-player]').filter({ hasText: name })).toHaveCount(1);
  await onScreen(desk, PHONE, async () => {
    await paste.scrollIntoViewIfNeeded();
    await expectNoSidewaysScroll(desk);
    await keepViewportScreenshot(desk, testInfo, '01-phone-desk-list');
  });
});
