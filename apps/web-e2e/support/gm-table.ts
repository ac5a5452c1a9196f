import { expect, type Page } from '@playwright/test';

/**
 * Playing a game master's encounter from the browser, as the accion journey does: whoever may act
 * clicks one of their legal commands, real play first (attacks), then ending the turn.
 */
const PREFERRED = ['StartEncounter', 'ChooseOpener', 'Attack', 'EnemyAttack', 'EndTurn', 'PassInitiative', 'Discard', 'LetPass', 'RefuseAid', 'DeclineFlank'];

/** One command from the page's legal list, by the preference above; false when it has none. */
export async function actOnce(page: Page): Promise<boolean> {
  const commands = page.getByTestId('commands');
  if (!(await commands.isVisible())) return false;
  for (const type of PREFERRED) {
    const button = commands.locator(`[data-command-type="${type}"] [data-testid="command"]`).first();
    if ((await button.count()) > 0 && (await button.isEnabled())) {
      await button.click();
      return true;
    }
  }
  const any = commands.getByTestId('command').first();
  if ((await any.count()) === 0 || !(await any.isEnabled())) return false;
  await any.click();
  return true;
}

const finished = async (page: Page) => (await page.getByTestId('match-status').textContent()) === 'Terminada';

/** Every seat adds its seed, then the table plays until the encounter ends (every enemy down or the round limit). */
export async function playEncounterToItsEnd(seats: readonly Page[]): Promise<void> {
  for (const page of seats) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('En juego');
  const gm = seats[0]!;
  for (let step = 0; step < 400 && !(await finished(gm)); step += 1) {
    let acted = false;
    for (const page of seats) acted = (await actOnce(page)) || acted;
    if (!acted) await gm.waitForTimeout(250);
  }
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('Terminada', { timeout: 20_000 });
}
