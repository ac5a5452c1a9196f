import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DECK_ALBA, DECK_CUERVO } from '../support/decks';
import { DEMO_ORGANIZER, demoTournament } from '../support/demo';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

test('a player registers for an open tournament and gets her deck list problems back by line', async ({
  page,
  request,
}) => {
  const open = await demoTournament(request, 'UPCOMING', (t) => t.status === 'registration-open');

  // Elena is a demo player who is not in the open demo tournament.
  await signInThroughWeb(page, 'elena', `/tournaments/${open.id}`);
  const panel = page.getByTestId('my-panel');
  // Before the first round the roster leads, and one section says where the tables and standings will be.
  await expect(page.getByTestId('no-round-yet')).toContainText('Aún no hay emparejamientos publicados.');
  await expect(page.getByTestId('standings-section')).toHaveCount(0);
  const headings = await page.locator('article h2').allTextContents();
  expect(headings.indexOf('Jugadores inscritos')).toBeGreaterThan(-1);
  expect(headings.indexOf('Jugadores inscritos')).toBeLessThan(headings.indexOf('Rondas y clasificación'));
  const before = await page.getByTestId('roster').locator('li').count();
  await panel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(panel).toContainText('Tienes plaza en este torneo.');
  await expect(page.getByTestId('roster').locator('li')).toHaveCount(before + 1);
  await expect(page.getByTestId('roster')).toContainText('Elena Vidal');

  await expect(panel.getByTestId('deck-status')).toContainText('Aún no has entregado tu lista de mazo.');
  await panel.getByRole('link', { name: 'Escribir mi lista' }).click();
  await page.getByText('Pegar una lista en texto').click();
  const paste = page.getByTestId('paste-panel');
  await paste.getByLabel('Lista en texto').fill('Héroes\n3x Carta que no existe\nesto no es una línea válida');
  // Flagged as it is typed, before anything is sent…
  await expect(paste.getByTestId('paste-verdict')).toHaveAttribute('data-valid', 'false');
  await expect(paste.getByTestId('paste-verdict')).toContainText('línea 3');
  await paste.getByRole('button', { name: 'Usar esta lista' }).click();
  // …and it cannot be handed in until its problems are fixed (the API refuses such a list too).
  await expect(page.getByRole('button', { name: 'Entregar la lista' })).toBeDisabled();
  await expect(page.getByTestId('deck-fix-first')).toHaveText(
    'Corrige los problemas de la lista para poder entregarla.',
  );
  await page.goto(`/tournaments/${open.id}`);
  await expect(page.getByTestId('roster')).toContainText('Sin mazo');
});

test('a list the organizer hands in for a player is never silent: she reads who changed it and when', async ({
  page,
  request,
}) => {
  const label = `e2e-list-change-${Date.now()}`;
  const organizer = await apiToken(request, DEMO_ORGANIZER.username);
  const player = await apiToken(request, 'gala');
  const input = {
    commandId: `${label}-create`,
    name: `Copa ${label}`,
    game: 'blades-of-ash',
    rounds: 1,
    requireDeckLists: true,
    registration: 'open',
  };
  const { createTournament } = await graphql<{ createTournament: { tournament: { id: string } } }>(
    request,
    'mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }',
    { input },
    organizer,
  );
  const t = createTournament.tournament.id;
  const submit =
    'mutation ($t: ID!, $s: String!, $c: ID!, $p: ID) { submitDeckList(tournamentId: $t, source: $s, commandId: $c, playerId: $p) { valid } }';
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { registerForTournament(tournamentId: $t, commandId: $c) { result { events } } }',
    { t, c: `${label}-reg` },
    player,
  );
  await graphql(request, submit, { t, s: DECK_ALBA, c: `${label}-own` }, player);
  const { me } = await graphql<{ me: { id: string } }>(request, '{ me { id } }', {}, player);
  await graphql(request, submit, { t, s: DECK_CUERVO, c: `${label}-desk`, p: me.id }, organizer);

  await signInThroughWeb(page, 'gala', `/tournaments/${t}`);
  await expect(page.getByTestId('my-panel').getByTestId('deck-changed-notice')).toContainText(
    'La organización cambió tu lista el',
  );
  await expect(page.getByTestId('my-panel').getByTestId('deck-link')).toHaveAttribute('href', `/tournaments/${t}/deck`);
  // The deck page says it too, above the list, with every list handed in and by whom.
  await page.goto(`/tournaments/${t}/deck`);
  await expect(page.getByTestId('deck-page').getByTestId('deck-changed-notice')).toContainText(
    'Revísala: si no es la tuya, habla con la organización.',
  );
  const history = page.getByTestId('deck-history').locator('li');
  await expect(history).toHaveCount(2);
  await expect(history.nth(0)).toContainText('Gala Herrera');
  await expect(history.nth(1)).toContainText(`${DEMO_ORGANIZER.displayName} (organización)`);
});
