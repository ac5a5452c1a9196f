import { freshUsername } from '../support/accounts';
import { WOT_ES_TEXT } from '../support/deck-texts';
import { E2E_PASSWORD, eventForTwo, publishFirstRound } from '../support/events';
import { DESKTOP } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A table starts its match online, then plays it on paper and reports the result on the
// tournament page: the online match is closed with the table's result, not left "En juego".

test.use({ actionTimeout: 20_000 });

test('a result reported and confirmed on paper closes the table’s online match', async ({
  browser,
  request,
  stamp,
}) => {
  test.setTimeout(180_000);
  const label = freshUsername('t-paper-close');
  const event = await eventForTwo(request, {
    label,
    game: 'warlords-of-terra',
    surname: `Cierre ${stamp}`,
    deck: WOT_ES_TEXT,
  });
  await publishFirstRound(request, event);

  const pages = await Promise.all(
    event.entrants.map(async (entrant) => {
      const page = await (await browser.newContext({ viewport: DESKTOP })).newPage();
      await signInThroughWeb(page, entrant.username, `/tournaments/${event.id}`, E2E_PASSWORD);
      return page;
    }),
  );
  const [ana, bea] = pages as [(typeof pages)[number], (typeof pages)[number]];
  await ana.getByRole('button', { name: 'Empezar la partida en línea' }).click();
  await ana.waitForURL(/\/matches\/[^/]+$/);
  const matchPath = new URL(ana.url()).pathname;
  await bea.goto(matchPath);
  for (const page of pages) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of pages) await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // The table plays on paper instead: Ana reports, Bea confirms, on the tournament page.
  await ana.goto(`/tournaments/${event.id}`);
  const anaTable = ana.getByTestId('my-table');
  await anaTable.getByLabel('Partida 1').selectOption({ label: 'Gané yo' });
  await anaTable.getByLabel('Mi vida final').first().fill('7');
  await anaTable.getByLabel('Vida final del rival').first().fill('0');
  await anaTable.getByRole('button', { name: 'Enviar resultado' }).click();
  await expect(anaTable).toContainText('falta que tu rival lo confirme');
  await bea.goto(`/tournaments/${event.id}`);
  const beaTable = bea.getByTestId('my-table');
  await beaTable.getByRole('button', { name: 'Confirmar este resultado' }).click();
  await expect(beaTable).toContainText('Resultado cerrado.');

  // The match page says so: finished, the table's result, and why in its log.
  await ana.goto(matchPath);
  await expect(ana.getByTestId('match-status')).toHaveText('Terminada');
  await expect(ana.getByTestId('match-result')).toContainText('Ana Cierre');
  await expect(ana.getByTestId('match-result')).toContainText('Cerrada: resultado de la mesa fijado en papel');
  await expect(ana.getByRole('region', { name: 'Registro de la partida' })).toContainText(
    'Partida cerrada: el resultado de la mesa se fijó fuera de esta partida',
  );
  // Closed mid-game: the table names nobody to play, whatever the game's last view said.
  await expect(ana.getByTestId('wot-turn')).toBeVisible();
  await expect(ana.getByTestId('wot-turn')).not.toContainText('Juega');
  for (const side of ['wot-my-side', 'wot-rival-side'])
    await expect(ana.getByTestId(side).locator('h2')).not.toContainText('jugador activo');
  for (const page of pages) await page.context().close();
});
