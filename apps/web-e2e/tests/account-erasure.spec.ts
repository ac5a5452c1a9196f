import { readFile } from 'node:fs/promises';
import { type Browser, type Page } from '@playwright/test';
import { freshUsername, GOOD_PASSWORD, hasSessionCookie } from '../support/accounts';
import { finishDiceRace, startDiceRace } from '../support/dice-race';
import { expectNoSidewaysScroll, keepPartScreenshot, keepScreenshot, PHONE } from '../support/look';
import { expect, test } from '../support/test';

// A person's whole life on Crónica, then their erasure (GDPR art. 17): they sign up, play a match,
// download their data, correct their name and delete their account; the public then sees
// "jugador eliminado" where the name was, nothing of the person, and the replay still verifies.

interface Exported {
  account: { username: string; displayName: string };
  matches: Array<{ matchId: string; status: string; players: Array<{ name: string | null }> }>;
}

interface Person {
  readonly username: string;
  readonly oldName: string;
  readonly newName: string;
}

async function signUpThroughWeb(page: Page, person: Person): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Usuario').fill(person.username);
  await page.getByLabel('Nombre visible').fill(person.oldName);
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // Hashing the password is deliberately slow (scrypt), slower still on a busy machine.
  await expect(page.getByTestId('viewer-name')).toHaveText(person.oldName, { timeout: 30_000 });
}

/** Plays a practice dice race against the bot to its end through the board; answers the match id. */
async function playDiceRace(page: Page): Promise<string> {
  await page.goto('/play?game=dice-race');
  const matchId = await startDiceRace(page);
  await finishDiceRace(page);
  return matchId;
}

async function downloadMyData(page: Page): Promise<Exported> {
  await page.goto('/account');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar mis datos' }).click(),
  ]);
  return JSON.parse(await readFile(await download.path(), 'utf8')) as Exported;
}

async function rename(page: Page, newName: string): Promise<void> {
  await page.getByLabel('Nombre visible').fill(newName);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('status').filter({ hasText: newName })).toBeVisible();
  await expect(page.getByTestId('viewer-name')).toHaveText(newName);
}

/** Deletes the account through its form: a wrong password changes nothing, then the right one erases it. */
async function eraseThroughForm(page: Page): Promise<void> {
  await page.goto('/account');
  const form = page.getByTestId('erase-account-form');
  await expect(form).toContainText('Qué se queda');
  await expect(form).toContainText('«jugador eliminado»');
  await expect(form).toContainText('Qué se va');
  // The question is asked in the page, in the page's words: no browser dialog with the browser's «OK».
  page.on('dialog', () => {
    throw new Error('deleting an account must not open a browser dialog');
  });
  const erase = async () => {
    await form.getByRole('button', { name: 'Borrar mi cuenta para siempre' }).click();
    const question = form.getByRole('alertdialog', { name: 'Borrar mi cuenta para siempre' });
    await expect(question).toContainText('¿Borrar tu cuenta?');
    await expect(question).toContainText('«jugador eliminado»');
    await question.getByRole('button', { name: 'Sí, borrarla para siempre' }).click();
  };
  const password = form.getByLabel('Escribe tu contraseña para confirmar');
  await password.fill('no es mi contraseña');
  // «No» keeps everything as it was, the button back where it was.
  await form.getByRole('button', { name: 'Borrar mi cuenta para siempre' }).click();
  await form.getByRole('button', { name: 'No, conservarla' }).click();
  await expect(form.getByRole('button', { name: 'Borrar mi cuenta para siempre' })).toBeFocused();
  await erase();
  await expect(password).toHaveAttribute('aria-invalid', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('viewer-name')).toBeVisible();

  await password.fill(GOOD_PASSWORD);
  await erase();
  await page.waitForURL(/\/account\/deleted$/, { timeout: 30_000 });
  await expect(page.getByTestId('account-deleted')).toContainText('jugador eliminado');
  await expect(page.getByTestId('viewer-name')).toHaveCount(0);
  expect(await hasSessionCookie(page)).toBe(false);
}

/** The page's text and title name none of the person's names, and show "deleted player" in the reader's language. */
async function expectErased(page: Page, person: Person, shown: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toContainText(shown);
  const text = `${await page.title()}\n${await page.locator('body').innerText()}`;
  for (const personal of [person.oldName, person.newName, person.username]) expect(text).not.toContain(personal);
  // The read models hold both languages at once; a page shows its reader's only.
  expect(text).not.toContain('jugador eliminado / deleted player');
}

async function publicLooks(browser: Browser, person: Person, matchId: string, playerId: string): Promise<void> {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto(`/matches/${matchId}`);
  await expect(page.getByTestId('match-status')).toHaveText('Terminada');
  await expectErased(page, person, 'jugador eliminado');

  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();
  await expect(page.getByTestId('verify-report')).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expectErased(page, person, 'Verificada');

  await page.goto(`/players/${encodeURIComponent(playerId)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('jugador eliminado');
  await expect(page.getByTestId('player-erased')).toContainText('borró su cuenta');
  await expectErased(page, person, 'jugador eliminado');
  await expect(page.getByTestId('player-matches')).toContainText('jugador eliminado');

  await page.goto(`/players/${encodeURIComponent(playerId)}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('deleted player');
  await expectErased(page, person, 'deleted player');
  await page.goto(`/matches/${matchId}?lang=en`);
  await expectErased(page, person, 'deleted player');
  await page.goto(`/matches/${matchId}/replay?lang=en`);
  await expectErased(page, person, 'deleted player');
  await page.goto('/matches?lang=es');
  await expectErased(page, person, 'jugador eliminado');
  await context.close();
}

test('a new player signs up, plays, downloads her data, renames herself and deletes her account; the public sees only "jugador eliminado" and a replay that still verifies', async ({
  browser,
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const username = freshUsername('borra');
  const suffix = username.slice(-6);
  const person = { username, oldName: `Berta Antigua ${suffix}`, newName: `Berta Nueva ${suffix}` };
  await signUpThroughWeb(page, person);
  const matchId = await playDiceRace(page);

  const exported = await downloadMyData(page);
  expect(exported.account).toMatchObject({ username, displayName: person.oldName });
  const played = exported.matches.find((match) => match.matchId === matchId);
  expect(played?.status).toBe('finished');
  expect(played?.players.map((p) => p.name)).toContain(person.oldName);

  await keepScreenshot(page, testInfo, 'account-laptop');
  await rename(page, person.newName);
  await page.getByRole('link', { name: 'Ver tu página pública' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(person.newName);
  const playerId = decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
  await expect(page.getByTestId('player-matches')).toContainText(person.newName);
  await page.goto(`/matches/${matchId}`);
  await expect(page.getByRole('main')).toContainText(person.newName);
  await expect(page.getByRole('main')).not.toContainText(person.oldName);

  await eraseThroughForm(page);
  await publicLooks(browser, person, matchId, playerId);
});

test('on a 360 px phone the account page shows what stays and what goes, and its delete form fits without sideways scroll', async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  const username = freshUsername('movil');
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  const page = await context.newPage();
  await signUpThroughWeb(page, { username, oldName: `Marta Móvil ${username.slice(-6)}`, newName: '' });
  await page.goto('/account');
  const form = page.getByTestId('erase-account-form');
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByRole('button', { name: 'Borrar mi cuenta para siempre' })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, 'account-phone');
  await keepPartScreenshot(form, testInfo, 'erase-form-phone');
  await context.close();
});
