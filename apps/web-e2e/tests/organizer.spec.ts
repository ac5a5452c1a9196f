import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER } from '../support/demo';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

const PLAYERS = ['ana', 'bruno', 'carla', 'diego'];

test('an organizer runs registration, publishes the first round and starts its clock from the tournament page, offered only what applies', async ({
  page,
  browser,
  request,
}) => {
  const token = await apiToken(request, DEMO_ORGANIZER.username);
  const name = `Copa e2e ${Date.now()}`;
  const { createTournament } = await graphql<{ createTournament: { tournament: { id: string } } }>(
    request,
    'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }',
    {
      input: { commandId: `e2e-create-${Date.now()}`, name, game: 'blades-of-ash', rounds: 2, requireDeckLists: false },
    },
    token,
  );
  const id = createTournament.tournament.id;

  await signInThroughWeb(page, DEMO_ORGANIZER.username, `/tournaments/${id}`);
  const desk = page.getByTestId('staff-panel');
  await expect(desk).toContainText('Mesa de organización');
  await desk.getByRole('button', { name: 'Abrir inscripción' }).click();
  await expect(page.locator('.title-row .badge')).toHaveText('Inscripción abierta');

  for (const username of PLAYERS) {
    await graphql(
      request,
      'mutation ($t: ID!, $u: String!, $c: ID!) { registerPlayer(tournamentId: $t, username: $u, commandId: $c) { result { position } } }',
      { t: id, u: username, c: `e2e-reg-${id}-${username}` },
      token,
    );
  }
  await page.reload();
  await expect(page.getByTestId('roster').locator('li')).toHaveCount(PLAYERS.length);

  await desk.getByRole('button', { name: 'Cerrar inscripción' }).click();
  await expect(page.locator('.title-row .badge')).toHaveText('Inscripción cerrada');
  // The panel offers what the tournament allows now (the API says so): pairing, not ending the event before round 1.
  await expect(desk.getByRole('button')).toHaveText(['Emparejar la siguiente ronda']);
  await desk.getByRole('button', { name: 'Emparejar la siguiente ronda' }).click();
  await expect(page.getByRole('link', { name: 'Ronda 1 (sin publicar)' })).toBeVisible();
  await expect(page.getByTestId('pairing-row')).toHaveCount(PLAYERS.length / 2);

  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/tournaments/${id}`);
  await expect(publicPage.getByText('Aún no hay emparejamientos publicados.')).toBeVisible();

  await desk.getByRole('button', { name: 'Publicar emparejamientos' }).click();
  // Publishing cannot be undone: the panel says what it does and asks first.
  await expect(desk.getByTestId('confirm')).toContainText('ya no se podrá volver a emparejar');
  await desk.getByRole('button', { name: 'Sí, hacerlo' }).click();
  await expect(page.getByRole('link', { name: 'Ronda 1', exact: true })).toBeVisible();
  await publicPage.reload();
  await expect(publicPage.getByTestId('pairing-row')).toHaveCount(PLAYERS.length / 2);
  await expect(publicPage.getByTestId('staff-panel')).toHaveCount(0);
  await visitor.close();

  // A published round: the clock can start; once it runs it is not offered again, and the round
  // closes only when every result is in.
  await expect(desk.getByRole('button')).toHaveText(['Poner en marcha el reloj']);
  await desk.getByRole('button', { name: 'Poner en marcha el reloj' }).click();
  await expect(desk.getByRole('button')).toHaveText(['Pausar el reloj', 'Terminar el tiempo ya']);
});
