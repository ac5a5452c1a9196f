import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Playing a game master's encounter from the browser, as the accion journey does: whoever may act
 * clicks one of their legal commands, real play first (attacks), then ending the turn.
 */
const PREFERRED = ['StartEncounter', 'ChooseOpener', 'Attack', 'EnemyAttack', 'EndTurn', 'PassInitiative', 'Discard', 'LetPass', 'RefuseAid', 'DeclineFlank'];

/** Clicks a command button if it is still there and enabled: the board re-renders under live updates, so nothing waits long. */
async function clickIfEnabled(button: Locator): Promise<boolean> {
  try {
    if ((await button.count()) === 0 || !(await button.isEnabled({ timeout: 1_000 }))) return false;
    await button.click({ timeout: 2_000 });
    return true;
  } catch {
    return false;
  }
}

/** One command from the page's legal list, by the preference above; false when it has none. */
export async function actOnce(page: Page): Promise<boolean> {
  const commands = page.getByTestId('commands');
  if (!(await commands.isVisible())) return false;
  for (const type of PREFERRED) {
    if (await clickIfEnabled(commands.locator(`[data-command-type="${type}"] [data-testid="command"]`).first())) return true;
  }
  return clickIfEnabled(commands.getByTestId('command').first());
}

const finished = async (page: Page) => (await page.getByTestId('match-status').textContent()) === 'Terminada';

/** Every seat adds its seed, then the table plays until the encounter ends (every enemy down or the round limit). */
export async function playEncounterToItsEnd(seats: readonly Page[]): Promise<void> {
  for (const page of seats) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('En juego');
  const gm = seats[0]!;
  // The GM opens the encounter from the console; every board leaves the setup phase.
  await gm.locator('[data-command-type="StartEncounter"] [data-testid="command"]').click();
  for (const page of seats) await expect(page.getByTestId('accion-board')).not.toHaveAttribute('data-phase', 'setup');
  for (let step = 0; step < 400 && !(await finished(gm)); step += 1) {
    let acted = false;
    for (const page of seats) acted = (await actOnce(page)) || acted;
    if (!acted) await gm.waitForTimeout(250);
  }
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('Terminada', { timeout: 20_000 });
}
