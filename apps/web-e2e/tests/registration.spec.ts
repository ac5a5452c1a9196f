import { expect, test } from '@playwright/test';
import { graphql, waitForProjections } from '../support/api';
import { signInThroughWeb } from '../support/session';

test('a player registers for an open tournament and gets her deck list problems back by line', async ({ page, request }) => {
  await waitForProjections(request);
  const { tournaments } = await graphql<{ tournaments: Array<{ id: string; name: string; status: string }> }>(request, '{ tournaments { id name status } }');
  const open = tournaments.find((t) => t.status === 'registration-open');
  expect(open, 'the demo seed includes a tournament open for registration').toBeTruthy();

  // Elena is a demo player who is not in the open demo tournament.
  await signInThroughWeb(page, 'elena', `/tournaments/${open!.id}`);
  const panel = page.getByTestId('my-panel');
  const before = await page.getByTestId('roster').locator('li').count();
  await panel.getByRole('button', { name: 'Inscribirme' }).click();
  await expect(panel).toContainText('Estás inscrito.');
  await expect(page.getByTestId('roster').locator('li')).toHaveCount(before + 1);
  await expect(page.getByTestId('roster')).toContainText('Elena Vidal');

  await panel.getByLabel('Tu lista de mazo').fill('3x Carta que no existe\nesto no es una línea válida');
  await panel.getByRole('button', { name: 'Entregar la lista' }).click();
  const problems = panel.getByTestId('deck-problems');
  await expect(problems).toContainText('La lista no es válida');
  await expect(problems.locator('li')).not.toHaveCount(0);
  await expect(page.getByTestId('roster')).toContainText('Sin mazo');
});
