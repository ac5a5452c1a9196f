import { readFile } from 'node:fs/promises';
import { graphql } from '../support/api';
import { shopAndPlayers, TOURNAMENT_STEP } from '../support/events';
import { expectNoSidewaysScroll, keepScreenshot, keepViewportScreenshot, LAPTOP, PHONE } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

// A shop charges 5 € at the door. The organizer sets it on the creation form; a player's phone says
// what to pay and where; at the desk the organizer collects from each and reads the total; the
// player's phone then says hers is paid, and another player reads nothing of who paid. Walk-ins
// and a pasted list of people who paid elsewhere are registered and paid in one step.
test('an entry fee: set on the creation form, read on a phone, collected at the desk and shown paid to the player alone', async ({
  browser,
  request,
  stamp,
}, testInfo) => {
  const [owner, ana, bea] = await shopAndPlayers(request, { label: 'cuota', surname: 'Cuota', stamp, count: 2 });
  const desk = await pageOf(browser, owner.token, '/tournaments/new', LAPTOP);
  const form = desk.getByTestId('create-tournament');
  await form.getByLabel('Nombre del torneo').fill(`Liga de pago ${stamp}`);
  await form.getByLabel('Inscripción abierta al crear').selectOption({ label: 'Sí' });
  await form.getByLabel('Cuota de inscripción (vacía: gratis)').fill('5');
  await expect(form.getByLabel('Moneda')).toHaveValue('EUR');
  await form.getByRole('button', { name: 'Crear el torneo' }).click();
  await expect(desk).toHaveURL(/\/tournaments\/[^/]+\/desk$/);
  const id = /\/tournaments\/([^/]+)\/desk$/.exec(desk.url())![1]!;
  const path = `/tournaments/${id}`;

  // Ana, on her 360 px phone, reads the fee on the event, registers, and reads where to pay.
  const anaPhone = await pageOf(browser, ana.token, path, PHONE);
  await expect(anaPhone.getByTestId('event-fee')).toHaveText('5\u00a0€, se paga en la mesa de la organización');
  const anaPanel = anaPhone.getByTestId('my-panel');
  await anaPanel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(anaPanel.getByTestId('own-fee')).toHaveText(
    'Inscripción: 5\u00a0€, se paga en la mesa de la organización al llegar.',
  );
  await graphql(request, TOURNAMENT_STEP('registerForTournament'), { t: id, c: `${id}-bea` }, bea.token);

  // At the desk: nothing collected yet; the organizer collects from Ana and reads the total.
  await desk.reload();
  const collected = desk.getByTestId('fees-collected');
  await expect(collected).toHaveText('Cobrado: nada todavía · han pagado 0 de 2');
  const anaRow = desk.getByTestId('desk-player').filter({ hasText: ana.displayName });
  await anaRow.getByRole('button', { name: `Cobrar 5\u00a0€ a ${ana.displayName}` }).click();
  await expect(collected).toHaveText('Cobrado: 5\u00a0€ · ha pagado 1 de 2');
  await expect(anaRow.getByTestId('fee')).toContainText('✓ Pagada');
  await collected.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(desk, testInfo, '01-desk-fee-collected');

  // Ana's phone says hers is paid; Bea's says hers is still to pay, and nothing of Ana's.
  await anaPhone.reload();
  await expect(anaPanel.getByTestId('own-fee')).toHaveText('Inscripción pagada (5\u00a0€).');
  await expectNoSidewaysScroll(anaPhone);
  await keepScreenshot(anaPhone, testInfo, '02-phone-fee-paid');
  const beaPhone = await pageOf(browser, bea.token, path, PHONE);
  await expect(beaPhone.getByTestId('my-panel').getByTestId('own-fee')).toContainText('se paga en la mesa');
  await expect(beaPhone.getByText('Pagada')).toHaveCount(0);

  // The arrival sheet the desk prints for a paper roll call has a box for the fee, Ana's ticked.
  await desk.goto(`${path}/print/check-in`);
  await expect(desk.getByRole('columnheader', { name: 'Ha pagado (5\u00a0€)' })).toBeVisible();
  const sheetRows = desk.getByTestId('roll-call-row');
  await expect(sheetRows.filter({ hasText: ana.displayName })).toContainText('☑');
  await expect(sheetRows.filter({ hasText: bea.displayName })).not.toContainText('☑');

  // Marked by mistake? The desk takes it back.
  await desk.goto(`${path}/desk`);
  await anaRow.getByRole('button', { name: `Deshacer el pago de ${ana.displayName}` }).click();
  await expect(collected).toHaveText('Cobrado: nada todavía · han pagado 0 de 2');

  // A walk-in pays as the desk registers her: one form, registered and paid at once.
  const register = desk.getByTestId('register-form');
  await register.getByLabel('Inscribir a').selectOption({ label: 'alguien sin cuenta (por su nombre)' });
  await register.getByLabel('Usuario o nombre').fill(`Carla Caja ${stamp}`);
  await register.getByLabel('Ha pagado la cuota (5\u00a0€)').check();
  await register.getByRole('button', { name: 'Inscribir' }).click();
  const walkIn = desk.getByTestId('desk-player').filter({ hasText: `Carla Caja ${stamp}` });
  await expect(walkIn.getByTestId('fee')).toContainText('✓ Pagada');
  await expect(collected).toHaveText('Cobrado: 5\u00a0€ · ha pagado 1 de 3');
  await walkIn.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(desk, testInfo, '03-desk-walk-in-paid');

  // The shop's records: the entrants' spreadsheet lists who paid and how much, for staff.
  await desk.goto(path);
  const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByTestId('entrants-csv').click()]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`Carla Caja ${stamp},En activo,no,no,sí,5,EUR,`);
  expect(csv).toContain(`${ana.displayName},En activo,no,no,no,,,`);

  // She turns out not to stay: removed from the list, her money still counts and the desk names
  // her until it marks the fee handed back.
  await desk.goto(`${path}/desk`);
  await walkIn.getByTestId('player-menu').locator('summary').click();
  await walkIn.getByRole('button', { name: 'Quitar (no vino)' }).click();
  await walkIn.getByRole('button', { name: 'Sí, hacerlo' }).click();
  const gone = desk.getByTestId('paid-not-entered');
  await expect(gone).toContainText(`Carla Caja ${stamp} (5\u00a0€)`);
  await expect(collected).toHaveText('Cobrado: 5\u00a0€ · han pagado 0 de 2');
  await gone.scrollIntoViewIfNeeded();
  await keepViewportScreenshot(desk, testInfo, '04-desk-paid-not-entered');
  await gone.getByRole('button', { name: `Marcar que se devolvieron 5\u00a0€ a Carla Caja ${stamp}` }).click();
  await expect(gone).toHaveCount(0);
  await expect(collected).toHaveText('Cobrado: nada todavía · han pagado 0 de 2');

  // Two who paid on the shop's own sign-up form come as one pasted list, the box saying all paid.
  const paste = desk.getByTestId('paste-list');
  await paste.getByText('Inscribir a varios a la vez (pegar una lista)').click();
  await paste.getByLabel('Una persona por línea').fill(`Dani Web ${stamp}\nEva Web ${stamp}`);
  await paste.getByLabel('Todos los de la lista han pagado la cuota (5\u00a0€ cada uno)').check();
  await keepViewportScreenshot(desk, testInfo, '05-desk-list-all-paid');
  await paste.getByRole('button', { name: 'Inscribir la lista' }).click();
  await expect(collected).toHaveText('Cobrado: 10\u00a0€ · han pagado 2 de 4');
  for (const name of [`Dani Web ${stamp}`, `Eva Web ${stamp}`])
    await expect(desk.getByTestId('desk-player').filter({ hasText: name }).getByTestId('fee')).toContainText(
      '✓ Pagada',
    );
});
