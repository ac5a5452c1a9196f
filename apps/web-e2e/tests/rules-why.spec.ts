import type { Locator, Page } from '@playwright/test';
import { DEMO_PLAYER } from '../support/demo';
import { expectNoSidewaysScroll, keepScreenshot } from '../support/look';
import { startPracticeAtTable } from '../support/practice';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// At the table, a "¿por qué?" beside a move or a log line opens the rule it follows on the game's
// rulebook page: the section heading as the rulebook prints it, our summary, how the platform
// follows it. The test game (dice race) carries a small map of a made-up rulebook (999); the API
// and the web name no game, so the real games' maps show the same way.

/**
 * A «¿por qué?» link opens the rulebook in another tab, leaving the table where it was; the test
 * then reads that page in its own tab.
 */
async function readInThisTab(page: Page, link: Locator): Promise<void> {
  const table = page.url();
  const [rules] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await rules.waitForURL(/\/rules\//);
  expect(page.url()).toBe(table);
  const url = rules.url();
  await rules.close();
  await page.goto(url);
}

test('a player follows «¿por qué?» from a move and from the log to the rule it follows, on a 360 px phone too', async ({
  page,
}, info) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=dice-race');
  await expect(page.getByTestId('rulebook-link')).toHaveAttribute('href', '/rules/dice-race');
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
  await page.waitForURL(/\/matches\/[^/]+$/);
  const table = page.url();
  await expect(page.getByTestId('rulebook-link')).toBeVisible();
  await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('En juego');

  // Starting the race follows the setup line; the shared log then says why each hand was drawn.
  const start = page.getByRole('link', { name: '¿Por qué? Regla 999:3, «Preparación» (se abre en otra pestaña)' });
  await expect(start).toBeVisible();
  await page.locator('[data-testid=dice-race-move]:enabled').first().click();
  const log = page.getByTestId('match-log');
  await expect(
    log.getByRole('link', { name: '¿Por qué? Regla 999:3, «Preparación» (se abre en otra pestaña)' }).first(),
  ).toBeVisible();

  // A roll follows two lines: the link opens the first and the page highlights both.
  const roll = page.getByRole('link', { name: '¿Por qué? Regla 999:7, «El turno» (se abre en otra pestaña)' }).first();
  await expect(roll).toBeVisible({ timeout: 20_000 });
  await keepScreenshot(page, info, 'why-at-the-table');
  await readInThisTab(page, roll);
  await page.waitForURL(/\/rules\/dice-race\?ids=999:7,999:8#r-999-7$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglamento de Carrera de dados (juego de prueba)');
  // The rulebook is named; its file appears once, in the introduction, for whoever holds the documents.
  await expect(page.getByText('999_d1ce000000000999.txt')).toHaveCount(1);
  await expect(page.locator('#r-999-7')).toContainText('Regla 999:7 · línea 7 de «Carrera de dados (juego de prueba)»');
  const asked = page.locator('#r-999-7');
  await expect(asked).toHaveAttribute('data-asked', 'true');
  await expect(asked).toContainText('En tu turno tiras un dado o juegas una carta de tu mano.');
  await expect(asked).toContainText('Fiel: se juega como está escrito.');
  await expect(page.locator('#r-999-8')).toHaveAttribute('data-asked', 'true');
  await expect(page.locator('[data-asked]')).toHaveCount(2);
  await expect(page.getByRole('region', { name: 'El turno' })).toContainText('Regla 999:7');
  // A choice names its format option as the create form does, says why, and where Crónica wrote it down.
  await expect(page.locator('#r-999-13')).toContainText(
    'Elección documentada con la opción «Puntos para ganar». Una carrera necesita una meta: 30 puntos dan una ' +
      'partida corta, y un torneo puede fijar otra. Está en las notas de reglas de Crónica (en inglés): «Winning».',
  );
  await expect(page.locator('#r-999-14')).toContainText(
    'No aplicable. El servidor tira los dados con la semilla de la partida.',
  );
  await expect(page.getByTestId('rulebook-page')).not.toContainText('RULES-NOTES');
  // The rulebook's words are quoted as Spanish prints them, like the page's own «…».
  const quotesOf = (q: Locator) => q.evaluate((element) => getComputedStyle(element).quotes);
  await expect.poll(() => quotesOf(page.locator('#r-999-7 q'))).toBe('"«" "»" "“" "”"');

  // From the log: the setup line, under its heading as printed.
  await page.goto(table);
  await readInThisTab(
    page,
    page
      .getByTestId('match-log')
      .getByRole('link', { name: '¿Por qué? Regla 999:3, «Preparación» (se abre en otra pestaña)' })
      .first(),
  );
  await page.waitForURL(/#r-999-3$/);
  await expect(page.locator('#r-999-3')).toContainText('El asiento 0 empieza');
  await expect(page.getByRole('region', { name: 'Preparación' })).toBeVisible();

  // In English: our summary in English, the translation's heading beside the printed one.
  await page.goto('/rules/dice-race?ids=999:7&lang=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dice race (test game) rulebook');
  await expect(page.locator('#r-999-7')).toContainText('On your turn you roll a die or play a card from your hand.');
  await expect(page.locator('#r-999-14')).toContainText(
    'Not applicable. The server rolls the dice from the match seed.',
  );
  await expect(page.getByRole('heading', { name: /El turno.*\(A turn\)/ })).toBeVisible();
  await expect.poll(() => quotesOf(page.locator('#r-999-7 q'))).toBe('auto');

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/rules/dice-race?ids=999:7,999:8&lang=es#r-999-7');
  await expect(page.locator('#r-999-7')).toBeInViewport();
  await expectNoSidewaysScroll(page);
  await keepScreenshot(page, info, 'rulebook-360');
  await page.goto(table);
  await expect(page.getByRole('link', { name: /^¿Por qué\? Regla 999:/ }).first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('at a Blades of Ash table, «¿por qué?» opens the line of rulebook 000 a log line follows, under its section heading as printed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInThroughWeb(page, DEMO_PLAYER.username, '/play?game=blades-of-ash');
  await expect(page.getByTestId('rulebook-link')).toHaveAttribute('href', '/rules/blades-of-ash');
  await startPracticeAtTable(page);

  // The opening deal is in the log with the rule it follows; its name says the rule and its section.
  const why = page.getByTestId('match-log').getByTestId('why-link').first();
  await expect(why).toBeVisible({ timeout: 30_000 });
  const rule = (await why.getAttribute('data-rule'))!;
  expect(rule).toMatch(/^000:\d+$/);
  const name = (await why.getAttribute('aria-label'))!;
  const heading = /^¿Por qué\? Regla 000:\d+, «(.+)» \(se abre en otra pestaña\)$/.exec(name)?.[1];
  expect(heading, name).toBeTruthy();
  // The rulebook opens in another tab: the table stays where the player left it.
  const table = page.url();
  const [rules] = await Promise.all([page.context().waitForEvent('page'), why.click()]);
  const anchor = `r-${rule.replace(':', '-')}`;
  await rules.waitForURL(new RegExp(`/rules/blades-of-ash\\?ids=[^#]*${rule}[^#]*#${anchor}$`));
  expect(page.url()).toBe(table);
  await expect(rules.getByRole('heading', { level: 1 })).toContainText('Espadas de Ceniza');
  await expect(rules.getByText('000_7cbcfc9bc47f1014.txt').first()).toBeVisible();
  await expect(rules.locator(`#${anchor}`)).toHaveAttribute('data-asked', 'true');
  await expect(rules.getByRole('region', { name: heading! })).toContainText(`Regla ${rule}`);
});

test('an address cut short still leads somewhere: /rules lists every game’s rulebook, /tournaments and /players go to the tournaments', async ({
  page,
}) => {
  await page.goto('/rules');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reglamentos');
  const books = page.getByTestId('rulebooks-page').getByRole('listitem');
  await expect(books).toHaveCount(4);
  await expect(books.first()).toHaveText(/^Reglamento de /);
  await books.getByRole('link', { name: 'Reglamento de Espadas de Ceniza' }).click();
  await expect(page).toHaveURL(/\/rules\/blades-of-ash$/);
  await expect(page.getByTestId('rulebook-page')).toBeVisible();
  for (const cut of ['/tournaments', '/players']) {
    await page.goto(cut);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('tournament-games')).toBeVisible();
  }
});
