import { readFile, writeFile } from 'node:fs/promises';
import { apiToken } from '../support/auth';
import { DEMO_PLAYER } from '../support/demo';
import { finishedPracticeMatch } from '../support/practice';
import { DESKTOP, PHONE, keepScreenshot, keepViewportScreenshot } from '../support/look';
import { pageOf } from '../support/session';
import { expect, test } from '../support/test';

test('a finished match shows its result, its long log in a scrolling box of its own on a laptop, and its public replay verifies in the browser; a tampered copy does not', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, DEMO_PLAYER.username);
  const matchId = await finishedPracticeMatch(request, token, `e2e-replay-${Date.now()}`);

  await page.goto(`/matches/${matchId}`);
  await expect(page.getByTestId('match-status')).toHaveText('Terminada');
  await expect(page.getByTestId('match-result')).toBeVisible();
  // Hundreds of lines keep to a box under the table (the newest first), and scroll by keyboard too.
  const log = page.getByTestId('match-log').getByRole('list', { name: 'Registro de la partida' });
  expect(await log.locator('li').count()).toBeGreaterThan(40);
  expect((await log.boundingBox())!.height).toBeLessThanOrEqual(page.viewportSize()!.height / 2 + 1);
  await expect(log).toHaveAttribute('tabindex', '0');
  await log.focus();
  await page.keyboard.press('End');
  await expect.poll(() => log.evaluate((list) => list.scrollTop)).toBeGreaterThan(0);
  // On a phone the newest lines fold instead of scrolling: the list is then no stop for the keyboard.
  await page.setViewportSize(PHONE);
  await expect(log).not.toHaveAttribute('tabindex');
  await page.setViewportSize(DESKTOP);
  await expect(log).toHaveAttribute('tabindex', '0');
  await page.getByRole('link', { name: 'Ver y verificar la repetición' }).click();

  const report = page.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(page.getByTestId('verdict')).toHaveText(/Verificada/);
  // Framed in the good verdict's own colour, not in a deck list's verdict look.
  await expect(report).toHaveCSS('border-top-width', '2px');
  await expect(report).toHaveCSS(
    'border-top-color',
    await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid="verdict"]')!).color),
  );
  await expect(report.locator('[data-check="chain"]')).toHaveAttribute('data-status', 'passed');
  await expect(report.locator('[data-check="signature"]')).toHaveAttribute('data-status', 'passed');
  await expect(report).toContainText('clave publicada por el servidor');
  await expect(page.getByTestId('verify-checked')).toContainText('Cadena de hashes');
  // Fully verified: each check is folded under the summary, one tap away.
  const checks = page.getByTestId('verify-checks');
  await expect(checks).toHaveJSProperty('open', false);
  await checks.getByText('Cada comprobación y la clave').click();
  await expect(report.locator('[data-check="seed"]')).toBeVisible();
  // The viewer rebuilds the board of each step from the file it verified.
  await expect(page.getByTestId('replay-viewer').getByTestId('blades-board')).toBeVisible();
  await page.getByTestId('replay-last').click();
  await expect(page.getByTestId('replay-viewer').getByTestId('turn-banner')).toHaveAttribute('data-phase', 'over');
  // On a phone the board runs far below the buttons: they, the slider and the step's line stay on
  // screen over it, so a viewer steps back while watching the rival's side (a tap on a button the
  // board painted over would not reach it).
  await page.setViewportSize(PHONE);
  const viewer = page.getByTestId('replay-viewer');
  const rivalSide = viewer.getByTestId('side-1');
  await rivalSide.scrollIntoViewIfNeeded();
  await expect(page.getByTestId('replay-deck')).toBeInViewport();
  const lastStep = Number(await viewer.getAttribute('data-step'));
  await page.getByTestId('replay-previous').click();
  await expect(viewer).toHaveAttribute('data-step', String(lastStep - 1));
  await expect(page.getByTestId('replay-line')).toBeInViewport();
  await expect(rivalSide).toBeInViewport();
  await keepViewportScreenshot(page, info, 'replay-phone-stepping');
  await page.setViewportSize(DESKTOP);

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Descargar el archivo (.jsonl)' }).click();
  // The file comes from its own address, named for the match and the view, not from a copy inside the page.
  expect((await download).suggestedFilename()).toBe(`cronica-${matchId}-public.jsonl`);
  const original = await readFile(await (await download).path(), 'utf8');
  const lines = original.trimEnd().split('\n');
  const eventIndex = lines.findIndex((line) => line.includes('"kind":"event"'));
  expect(eventIndex).toBeGreaterThan(0);
  // The page's list of events counts every event of the file and, once opened, shows them all (a file
  // longer than any cap: EventList.spec).
  const eventCount = lines.filter((line) => line.includes('"kind":"event"')).length;
  const events = page.getByTestId('replay-events');
  await expect(events.locator('summary')).toHaveText(`Eventos (${eventCount})`);
  await events.locator('summary').click();
  await expect(events.locator('li')).toHaveCount(eventCount);
  // An edit without re-hashing: the chain check must refuse it. The event's own type is the line's
  // last member (canonical JSON sorts them), after any revealed decision.
  const tampered = lines
    .map((line, index) => (index === eventIndex ? line.replace(/"type":"([A-Za-z]+)"\}$/, '"type":"$1x"}') : line))
    .join('\n');
  expect(tampered).not.toBe(original.trimEnd());
  const file = info.outputPath('tampered.jsonl');
  await writeFile(file, tampered);

  // The chooser speaks the page's language, not the browser's («Choose File», «No file chosen»).
  await expect(page.locator('.replay__own')).toContainText('Elegir un archivo');
  await expect(page.getByTestId('replay-file-name')).toHaveText('Ningún archivo elegido');
  await page.getByTestId('replay-file').setInputFiles(file);
  await expect(page.getByTestId('replay-file-name')).toHaveText('Elegido: tampered.jsonl');
  await keepScreenshot(page, info, 'replay-own-file-chosen');
  await expect(report).toHaveAttribute('data-verified', 'false', { timeout: 30_000 });
  await expect(page.getByTestId('verdict')).toHaveText('NO verificada');
  await expect(report.locator('[data-check="chain"]')).toHaveAttribute('data-status', 'failed');
  await expect(report.locator('[data-check="chain"]')).toBeVisible();
  await expect(page.getByTestId('findings')).toContainText('hash');
  await expect(page.getByTestId('verify-failed')).toContainText('Cadena de hashes');
  // The viewer shows the opened file too, and says where the rules could not follow it.
  await expect(page.getByTestId('replay-viewer')).toContainText('no pudieron seguir');
});

test('a player’s replay: switching from the public view to her seat shows her own hand on the board, and a practice match lists no tournament-judges check', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await apiToken(request, DEMO_PLAYER.username);
  const matchId = await finishedPracticeMatch(request, token, `e2e-replay-seat-${Date.now()}`);
  const page = await pageOf(browser, token, `/matches/${matchId}/replay`);
  const report = page.getByTestId('verify-report');
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  // A practice match has no tournament and so no judges: the check is not listed, nor summed up.
  await expect(report.locator('[data-check]')).toHaveCount(5);
  await expect(report.locator('[data-check="judging"]')).toHaveCount(0);
  await expect(page.getByTestId('verify-checked')).not.toContainText('Arbitraje');
  const viewer = page.getByTestId('replay-viewer');
  await page.getByTestId('replay-last').click();
  await expect(viewer.getByTestId('hand-count-0')).toBeVisible();

  // Her seat's file has her hand open: the board must follow the new file, without a reload.
  await page.getByRole('link', { name: 'Asiento 1' }).click();
  await expect(page).toHaveURL(/view=seat%3A0/);
  await expect(report).toHaveAttribute('data-verified', 'true', { timeout: 30_000 });
  await expect(report).toContainText('Asiento 1');
  // Still at the last step (the viewer keeps its place), now drawn from her seat's file.
  await expect(page.getByTestId('replay-last')).toBeDisabled();
  await expect(viewer.getByTestId('side-0')).toBeVisible();
  await expect(viewer.getByTestId('hand-count-0')).toHaveCount(0);

  // Her seat's file downloads for her; for anyone else its address says no, in words.
  const seatFile = `/matches/${matchId}/replay.jsonl?view=seat%3A0`;
  await expect(page.getByTestId('replay-download')).toHaveAttribute('href', seatFile);
  const mine = await page.request.get(seatFile);
  expect(mine.status()).toBe(200);
  expect(mine.headers()['content-disposition']).toContain(`cronica-${matchId}-seat-0.jsonl`);
  expect(JSON.parse((await mine.text()).split('\n')[0]!)).toMatchObject({ kind: 'header', view: 'seat:0' });
  const stranger = await browser.newContext();
  const refused = await stranger.request.get(new URL(seatFile, page.url()).href);
  expect(refused.status()).toBe(403);
  expect(await refused.text()).not.toContain('"kind"');
  await stranger.close();

  // Nor can anyone audit it: the audit page says the match has no tournament, so no judges.
  await page.goto(`/matches/${matchId}/audit`);
  await expect(page.getByTestId('audit-refused')).toContainText('Esta partida no es de ningún torneo');
  await expect(page.getByTestId('audit-refused')).not.toContainText('este torneo');
});
