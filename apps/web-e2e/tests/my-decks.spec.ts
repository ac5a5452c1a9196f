import { type Page, type TestInfo } from '@playwright/test';
import { freshUsername, GOOD_PASSWORD } from '../support/accounts';
import { ALBA_ES_TEXT } from '../support/deck-texts';
import { pasteValidList } from '../support/journey';
import { DESKTOP, expectNoSidewaysScroll, keepScreenshot, PHONE, type Viewport } from '../support/look';
import { expect, test } from '../support/test';

// My decks, as a new player meets them: she signs up, imports a deck she wrote elsewhere as text,
// looks at its preview (faction, heroes, cards, cost curve), exports it, and plays a practice match
// with it, on a laptop and on a 360 px phone.

// A sign-up runs scrypt at OWASP's cost on a shared machine, and the builder validates on every change.
test.describe.configure({ timeout: 120_000 });

const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

async function look(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, testInfo, name);
}

async function signUp(page: Page, prefix: string, displayName: string): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Usuario').fill(freshUsername(prefix));
  await page.getByLabel('Nombre visible').fill(displayName);
  await page.getByLabel('Contraseña').fill(GOOD_PASSWORD);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  // Hashing the password is deliberately slow (scrypt at OWASP strength), slower still on a busy machine.
  await expect(page.getByTestId('viewer-name')).toHaveText(displayName, { timeout: 30_000 });
}

for (const [label, viewport, displayName] of [
  ['laptop', DESKTOP, 'Viajera de Mazos'],
  ['phone', PHONE, 'Viajero de Mazos Móvil'],
] as const satisfies readonly (readonly [string, Viewport, string])[]) {
  test(`on a ${label}, a new player imports a deck as text, previews it, exports it and practises with it`, async ({
    browser,
  }, testInfo) => {
    const context = await browser.newContext({ locale: 'es-ES', viewport });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await signUp(page, `mazos${label}`, displayName);

    // From the header to an empty library, then a new Blades of Ash deck.
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Navegación principal' })
      .getByRole('link', { name: 'Mis mazos' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mis mazos' })).toBeVisible();
    const blades = page.locator('[data-testid="deck-game"][data-game="blades-of-ash"]');
    await expect(blades).toContainText('Aún no tienes mazos de este juego.');
    await look(page, testInfo, `${label}-1-empty-library`);
    await blades.getByRole('link', { name: '+ Nuevo mazo' }).click();

    // Import as text: the game's validator checks it as it is pasted; the builder takes it.
    await pasteValidList(page, ALBA_ES_TEXT);
    await expect(page.getByTestId('deck-verdict')).toHaveAttribute('data-valid', 'true');
    await page.getByLabel('Nombre del mazo').fill('Alba del viajero');
    await look(page, testInfo, `${label}-2-imported`);
    await page.getByRole('button', { name: 'Guardar el mazo' }).click();

    // Its page: valid, the preview from the game's catalog, and the text to export.
    await expect(page.getByRole('heading', { level: 1, name: 'Alba del viajero' })).toBeVisible();
    await expect(page.getByTestId('deck-verdict')).toHaveAttribute('data-valid', 'true');
    const preview = page.getByTestId('deck-preview');
    await expect(preview.getByTestId('deck-faction')).toContainText('Orden del Alba');
    await expect(preview.locator('[data-section="heroes"]')).toContainText('Belain Thalier');
    await expect(preview.locator('[data-section="heroes"] h3')).toContainText('5 cartas');
    await expect(preview.locator('[data-section="actions"]')).toContainText('2× Estocada del Alba');
    const bars = preview.getByTestId('deck-curve').locator('li');
    expect(await bars.count()).toBeGreaterThan(1);
    let costed = 0;
    for (const bar of await bars.all()) costed += Number(await bar.getAttribute('data-count'));
    expect(costed).toBe(31);
    await look(page, testInfo, `${label}-3-preview`);

    const exported = page.getByTestId('deck-export');
    // The builder's text: the pasted list line for line (sections set apart by a blank line).
    const text = await exported.getByTestId('export-text').inputValue();
    expect(lines(text)).toEqual(lines(ALBA_ES_TEXT));
    await exported.getByRole('button', { name: 'Copiar' }).click();
    await expect(exported.getByRole('status')).toHaveText('Copiado');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exported.getByRole('link', { name: 'Descargar .txt' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Alba-del-viajero.txt');

    // The library lists it as valid; practice with it, preselected on /play.
    await page.getByRole('link', { name: '← Volver a mis mazos' }).click();
    await expect(blades.getByTestId('saved-deck')).toHaveAttribute('data-valid', 'true');
    await expect(blades.getByTestId('saved-deck')).toContainText('Alba del viajero');
    await blades.getByRole('link', { name: 'Alba del viajero' }).click();
    await page.getByTestId('play-with-deck').click();
    const yourDeck = page.getByRole('combobox', { name: 'Tu mazo' }).first();
    await expect(yourDeck.locator('option:checked')).toHaveText('Alba del viajero');
    await look(page, testInfo, `${label}-4-play-with-deck`);
    await page.getByRole('button', { name: 'Empezar la partida' }).click();
    await expect(page).toHaveURL(/\/matches\/[0-9a-f]+$/);
    await expect(page.getByTestId('seat-bar')).toContainText('Alba del viajero');
    await look(page, testInfo, `${label}-5-match`);
    await context.close();
  });
}

test('deleting a deck asks first, in the page, with focus on the safe answer; "No" keeps it, "Sí" deletes it', async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ locale: 'es-ES', viewport: PHONE });
  const page = await context.newPage();
  await signUp(page, 'mazosborrar', 'Borradora de Mazos');
  await page.goto('/decks/new?game=blades-of-ash');
  await pasteValidList(page, ALBA_ES_TEXT);
  await page.getByLabel('Nombre del mazo').fill('Alba para borrar');
  await page.getByRole('button', { name: 'Guardar el mazo' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Alba para borrar' })).toBeVisible();

  // The first press asks, in the page (no browser dialog), and says what deleting does.
  page.on('dialog', () => {
    throw new Error('deleting a deck must not open a browser dialog');
  });
  const form = page.getByTestId('delete-deck');
  await form.getByRole('button', { name: 'Borrar el mazo' }).click();
  const question = form.getByRole('alertdialog', { name: 'Borrar el mazo' });
  await expect(question).toContainText('¿Borrar «Alba para borrar»?');
  await expect(question).toContainText('Las partidas ya jugadas con él conservan su lista.');
  await look(page, testInfo, 'phone-6-delete-question');
  // Focus is on the safe answer as the question opens; "No" by keyboard keeps the deck and puts
  // focus back on the button that asked.
  const no = question.getByRole('button', { name: 'No, conservarlo' });
  await expect(no).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(question).toHaveCount(0);
  await expect(form.getByRole('button', { name: 'Borrar el mazo' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'Alba para borrar' })).toBeVisible();

  // Asked again, "Sí" deletes it: back to the library, without it.
  await form.getByRole('button', { name: 'Borrar el mazo' }).click();
  await form.getByRole('button', { name: 'Sí, borrar el mazo' }).click();
  await expect(page).toHaveURL(/\/decks$/);
  await expect(page.getByText('Alba para borrar')).toHaveCount(0);
  await context.close();
});
