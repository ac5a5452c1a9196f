import { playDiceRaceMoves, startDiceRace } from '../support/dice-race';
import { DEMO_PLAYER } from '../support/demo';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A Spanish player whose phone speaks English: the site's language is the one she chose (Spanish by
// default), so what the API answers the browser (HTTP) and pushes to it (WebSocket) must be too.
test.use({ locale: 'en-US' });

test('a reader with an English browser plays live in the site language she chose: moves and log lines over HTTP and WebSocket', async ({
  page,
}) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=dice-race');
  await startDiceRace(page);

  // A few moves: each is sent over HTTP, and the bot's replies arrive as live pushes.
  await playDiceRaceMoves(page, 6);
  const log = page.getByTestId('match-log');
  await expect(log).toContainText(/Bot (tira un dado|roba|juega un)/);
  await expect(log).not.toContainText(/rolls a die|draws|plays a/);

  // Switching the site to English switches what the API says, live too.
  await page.goto(`${new URL(page.url()).pathname}?lang=en`);
  await expect(log).toContainText(/rolls a die|draws|plays a/);
  await expect(log).not.toContainText(/tira un dado/);
});

test('the browser’s own form checks speak the site language, not the browser’s: a required field left empty, a name too short', async ({
  page,
}) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/campaigns');
  const form = page.getByTestId('create-campaign-form');
  // By its name, which is the same in both languages (its label is not).
  const name = form.locator('input[name=name]');
  await expect(form.getByLabel('Nombre de la campaña')).toBeVisible();
  const complaint = () => name.evaluate((field: HTMLInputElement) => field.validationMessage);
  await form.getByRole('button', { name: 'Crear la campaña' }).click();
  await expect.poll(complaint).toBe('Rellena este campo.');
  await name.fill('La');
  await form.getByRole('button', { name: 'Crear la campaña' }).click();
  await expect.poll(complaint).toBe('Escribe al menos 3 caracteres (ahora hay 2).');
  // Nothing was sent: the form waits on the page for a name it can take.
  await expect(page).toHaveURL(/\/campaigns$/);

  await page.goto('/campaigns?lang=en');
  await form.getByRole('button', { name: 'Create the campaign' }).click();
  await expect.poll(complaint).toBe('Fill in this field.');
});
