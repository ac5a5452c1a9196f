import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './demo';

/** Signs in through the web's own form, as a person would. */
export async function signInThroughWeb(page: Page, username: string, next = '/', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Usuario').fill(username);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByTestId('viewer-name')).toBeVisible();
}
