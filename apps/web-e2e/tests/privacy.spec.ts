import { readFile } from 'node:fs/promises';
import { DEMO_PLAYER } from '../support/demo';
import { expectNoSidewaysScroll, onScreen, PHONE } from '../support/look';
import { signInThroughWeb } from '../support/session';
import { expect, test } from '../support/test';

// A person reads what Crónica keeps about her, from every page's footer and before signing up, in
// Spanish and English, and downloads it all from her account as one JSON file.

interface Exported {
  account: { username: string };
  sessions: Array<Record<string, unknown>>;
  matches: Array<{ status: string; yourSeat: number | null; replay: { view: string; records: unknown[] } | null }>;
}

test('the demo player downloads her data from her account: her account, sessions without tokens and her finished match with her seat’s replay', async ({
  page,
}) => {
  await signInThroughWeb(page, DEMO_PLAYER.username, '/account');
  await expect(page.getByRole('heading', { name: 'Tus datos' })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Descargar mis datos' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^cronica-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(await readFile(await download.path(), 'utf8')) as Exported;
  expect(exported.account.username).toBe(DEMO_PLAYER.username);
  expect(exported.sessions.length).toBeGreaterThan(0);
  for (const session of exported.sessions) expect(session).not.toHaveProperty('token');
  const finished = exported.matches.filter((match) => match.status === 'finished');
  expect(finished.length).toBeGreaterThan(0);
  for (const match of finished) {
    expect(match.replay?.view).toBe(`seat:${match.yourSeat}`);
    expect(match.replay?.records.length).toBeGreaterThan(0);
  }
});

test('the privacy notice opens from the footer and from sign-up, in Spanish and in English, with the retention table, which a 360 px phone reads without scrolling sideways', async ({
  page,
}) => {
  await page.goto('/signup');
  await page.getByTestId('signup-privacy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Aviso de privacidad' })).toBeVisible();
  await expect(page.getByTestId('retention-table')).toContainText('30 días');
  // On a phone each period is a card that names its columns.
  await onScreen(page, PHONE, async () => {
    await expectNoSidewaysScroll(page);
    await expect(page.getByTestId('retention-table').locator('td[data-label="Cuánto"]').first()).toBeVisible();
  });

  await page.goto('/tournaments?lang=en');
  await page.getByTestId('footer-privacy').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  await expect(page.getByTestId('retention-table')).toContainText('30 days');
  await expect(page.getByText('you can delete your account from your account page')).toBeVisible();
});
