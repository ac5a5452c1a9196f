import { expect, test } from '@playwright/test';
import { graphql, waitForProjections } from '../support/api';
import { signInThroughWeb } from '../support/session';

test('a player registers for an open tournament and gets her deck list problems back by line', async ({ page, request }) => {
  await waitForProjections(request);
  const { tournaments } = await graphql<{ tournaments: Array<{ id: string; name: string; status: string }> }>(request, '{ tournaments { id name status } }');
  const open = tournaments.find((t) => t.id.startsWith('demo-') && t.status === 'registration-open');
  expect(open, 'the demo seed includes a tournament open for registration').toBeTruthy();

  // Elena is a demo player who is not in the open demo tournament.
  await signInThroughWeb(page, 'elena', `/tournaments/${open!.id}`);
  const panel = page.getByTestId('my-panel');
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
  // …and refused by the API with its problems if handed in anyway.
  await page.getByRole('button', { name: 'Entregar la lista' }).click();
  const problems = page.getByTestId('deck-problems');
  await expect(problems).toContainText('El servidor no aceptó la lista');
  await expect(problems.locator('li')).not.toHaveCount(0);
  await page.goto(`/tournaments/${open!.id}`);
  await expect(page.getByTestId('roster')).toContainText('Sin mazo');
});
