import { expect, type Locator, type Page } from '@playwright/test';
import { chooseInMenu } from './card-game';

/**
 * Playing a game master's encounter from the browser, as the accion journey does: whoever may act
 * takes one step of the board's picker at a time, real play first (attacks), then ending the turn.
 */
const PREFERRED = [
  'StartEncounter',
  'ChooseOpener',
  'Attack',
  'EnemyAttack',
  'EndTurn',
  'PassInitiative',
  'Discard',
  'LetPass',
  'RefuseAid',
  'DeclineFlank',
];

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

/**
 * One step of the board's picker (the action, its target, the kind of attack, a card and the
 * confirm, or one of a few remaining choices), by the preference above; false when it has none.
 */
export async function actOnce(page: Page): Promise<boolean> {
  const commands = page.getByTestId('commands');
  if (!(await commands.isVisible())) return false;
  // A move of this seat is still on its way: every choice is greyed out until its answer, and
  // choosing then would take whatever comes enabled first instead of the preference below.
  if ((await commands.getAttribute('aria-busy').catch(() => null)) === 'true') return false;
  const step = await commands
    .getByTestId('accion-picker')
    .getAttribute('data-step', { timeout: 1_000 })
    .catch(() => null);
  switch (step) {
    case 'action':
      for (const type of PREFERRED) {
        if (await clickIfEnabled(commands.locator(`[data-testid=accion-action][data-command-type="${type}"]`).first()))
          return true;
      }
      return clickIfEnabled(commands.locator('[data-testid=accion-action]:enabled').first());
    case 'target':
      return clickIfEnabled(commands.locator('[data-testid=accion-target]:enabled').first());
    case 'kind':
      return clickIfEnabled(commands.locator('[data-testid=accion-kind]:enabled').first());
    case 'cards':
      // Sent as soon as the cards make a combo; until then one more card that still fits (charging
      // mana takes two); the board greys out the rest, so this always ends in a combo.
      return (
        (await clickIfEnabled(commands.getByTestId('command').first())) ||
        (await clickIfEnabled(commands.locator('[data-testid=accion-card][aria-pressed=false]:enabled').first())) ||
        clickIfEnabled(commands.getByTestId('accion-back'))
      );
    case 'pick':
      return (
        (await clickIfEnabled(commands.getByTestId('command').first())) ||
        (await chooseInMenu(commands.getByTestId('command-menu').first(), 'first', 1_000)) ||
        clickIfEnabled(commands.getByTestId('accion-back'))
      );
    default:
      return false;
  }
}

const finished = async (page: Page) => (await page.getByTestId('match-status').textContent()) === 'Terminada';

/** Every seat adds its seed, then the table plays until the encounter ends (every enemy down or the round limit). */
export async function playEncounterToItsEnd(seats: readonly Page[]): Promise<void> {
  for (const page of seats) await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('En juego');
  const gm = seats[0]!;
  // The GM opens the encounter from the console; every board leaves the setup phase.
  await gm.locator('[data-testid=accion-action][data-command-type="StartEncounter"]').click();
  for (const page of seats) await expect(page.getByTestId('accion-board')).not.toHaveAttribute('data-phase', 'setup');
  await playOnToTheEnd(seats);
}

/** How long no seat may find a move before the table counts as stalled: far above any move's round trip. */
const STALL_MS = 30_000;

/**
 * Whoever may act acts, one step at a time, until the encounter ends. A table where no seat finds a
 * move for STALL_MS fails at once, saying what each seat offered, well before the test's own limit.
 */
export async function playOnToTheEnd(seats: readonly Page[]): Promise<void> {
  const gm = seats[0]!;
  let lastMove = Date.now();
  for (let step = 0; step < 400 && !(await finished(gm)); step += 1) {
    let acted = false;
    for (const page of seats) acted = (await actOnce(page)) || acted;
    if (acted) lastMove = Date.now();
    else if (Date.now() - lastMove > STALL_MS) break;
    else await gm.waitForTimeout(250);
  }
  if (!(await finished(gm))) throw new Error(`the encounter did not end: ${await stallReport(seats)}`);
  for (const page of seats) await expect(page.getByTestId('match-status')).toHaveText('Terminada', { timeout: 20_000 });
}

/** What each seat's board offered when play stopped moving: the picker's step and its enabled buttons. */
async function stallReport(seats: readonly Page[]): Promise<string> {
  const lines: string[] = [];
  for (const [index, page] of seats.entries()) {
    const status = await page.getByTestId('match-status').textContent();
    const step = await page
      .getByTestId('accion-picker')
      .getAttribute('data-step', { timeout: 1_000 })
      .catch(() => null);
    const commands = page.getByTestId('commands');
    const busy = await commands.getAttribute('aria-busy', { timeout: 1_000 }).catch(() => null);
    const buttons = await commands.locator('button:enabled').allTextContents();
    const said = (await commands.innerText({ timeout: 1_000 }).catch(() => '')).replace(/\s+/g, ' ').slice(0, 400);
    lines.push(
      `seat ${index}: ${status}, step ${step ?? '-'}, busy ${busy ?? '-'}, buttons [${buttons.map((b) => b.trim()).join(' | ')}], says «${said}»`,
    );
  }
  return lines.join('; ');
}
