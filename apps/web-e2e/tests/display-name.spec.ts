import { type APIRequestContext } from '@playwright/test';
import { freshUsername, GOOD_PASSWORD, registerThroughApi } from '../support/accounts';
import { graphql } from '../support/api';
import { apiToken } from '../support/auth';
import { DEMO_ORGANIZER } from '../support/demo';
import { createOpenEvent, publishFirstRound, TOURNAMENT_STEP } from '../support/events';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A person corrects the name others see (GDPR art. 16) on the account page: the tournament she
// already played shows the corrected name in its pairings and standings, and never the old one.

/** A one-round event the player has played: registered, paired against a walk-in, result in, round over. */
async function playedEvent(request: APIRequestContext, username: string, label: string): Promise<string> {
  const organizer = await apiToken(request, DEMO_ORGANIZER.username);
  const t = await createOpenEvent(request, organizer, {
    commandId: `${label}-create`,
    name: `Copa ${label}`,
    game: 'blades-of-ash',
    rounds: 1,
    roundMinutes: 45,
    requireDeckLists: false,
  });
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
    { u: username, p: GOOD_PASSWORD },
  );
  await graphql(request, TOURNAMENT_STEP('registerForTournament'), { t, c: `${label}-join` }, login.token);
  await graphql(
    request,
    'mutation ($t: ID!, $n: String!, $c: ID!) { registerGuest(tournamentId: $t, name: $n, commandId: $c) { result { position } } }',
    { t, n: `Gonzalo Invitado ${label}`, c: `${label}-guest` },
    organizer,
  );
  await publishFirstRound(request, { id: t, organizerToken: organizer });
  await graphql(
    request,
    'mutation ($t: ID!, $c: ID!) { overrideResult(tournamentId: $t, round: 1, table: 1, result: { winner: "a" }, commandId: $c) { result { position } } }',
    { t, c: `${label}-result` },
    organizer,
  );
  await graphql(request, TOURNAMENT_STEP('endRound'), { t, c: `${label}-endRound` }, organizer);
  return t;
}

test('a player corrects her display name on her account page, and the tournament she played shows only the new one', async ({
  page,
  request,
}) => {
  const username = freshUsername('renata');
  const suffix = username.slice(-6);
  const oldName = `Renata Antigua ${suffix}`;
  const newName = `Renata Nueva ${suffix}`;
  await registerThroughApi(request, username, oldName);
  const t = await playedEvent(request, username, `rename-${suffix}`);
  await page.goto(`/tournaments/${t}`);
  await expect(page.getByRole('main')).toContainText(oldName);

  await signInThroughWeb(page, username, '/account', GOOD_PASSWORD);
  const field = page.getByLabel('Nombre visible');
  await expect(field).toHaveValue(oldName);

  // An empty name is refused by the field, in Spanish, and nothing changes.
  await field.fill('   ');
  await page.getByRole('button', { name: 'Guardar' }).click();
  const error = page.getByTestId('displayName-error');
  await expect(error).toBeVisible();
  await expect(page.getByLabel('Nombre visible')).toHaveAttribute('aria-describedby', /displayName-error/);
  await expect(page.getByLabel('Nombre visible')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nombre visible').fill(newName);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: newName })).toBeVisible();
  await expect(page.getByTestId('viewer-name')).toHaveText(newName);

  // The site's language switch: the same form in English.
  await page.goto('/account?lang=en');
  await expect(page.getByLabel('Display name')).toHaveValue(newName);
  await page.getByLabel('Display name').fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('displayName-error')).toHaveText(/already/);

  await page.goto(`/tournaments/${t}?lang=es`);
  const main = page.getByRole('main');
  await expect(main).toContainText(newName);
  await expect(main).not.toContainText(oldName);
  await expect(main).toContainText(`Gonzalo Invitado rename-${suffix}`);
});
