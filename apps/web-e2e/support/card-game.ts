import { errors, expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphql } from './api';

/**
 * Helpers for playing a card game's practice match through its board, as a person would: the
 * board's own buttons and menus, waiting for each answer before the next move.
 */

/** Moves the board offers now: buttons, or a menu with its confirm button. */
export function moveButtons(page: Page): Locator {
  return page.getByTestId('commands').getByTestId('move');
}

/** Waits until it is the player's move (a move, a menu, or moves to pick from the hand or table) or the match is over. */
export async function waitForMoveOrEnd(page: Page): Promise<'move' | 'over'> {
  const status = page.getByTestId('match-status');
  const offered = page
    .getByTestId('commands')
    .locator('[data-testid=move], [data-testid=move-menu], [data-testid$=pick-hint]')
    .first();
  await expect(offered.or(page.getByTestId('match-result'))).toBeVisible({ timeout: 20_000 });
  return (await status.textContent()) === 'Terminada' ? 'over' : 'move';
}

/** Taps the first offered move of the first type in `preference` that is on screen; false when none is, or it went away. */
export async function clickPreferred(page: Page, preference: readonly string[]): Promise<boolean> {
  const commands = page.getByTestId('commands');
  for (const type of preference) {
    const button = commands.locator(`[data-testid=move][data-command-type="${type}"]`).first();
    // Gone before the tap (the board drew a newer view): the caller looks at the board again.
    if ((await button.count()) > 0) return tap(button);
  }
  return false;
}

/** Picks the first choice of a long menu and confirms it (a structured pick instead of a wall of buttons). */
export async function pickFromMenu(page: Page): Promise<boolean> {
  const menu = page.getByTestId('commands').getByTestId('move-menu').first();
  if ((await menu.count()) === 0) return false;
  return chooseInMenu(menu, 'first');
}

/**
 * Picks the first or last choice of a board's menu (option 0 is its prompt) and confirms it. False
 * when the menu changed under the pick — a live update re-rendered it with other choices — so the
 * caller looks at the board again instead of waiting for an option that is gone.
 */
export async function chooseInMenu(menu: Locator, pick: 'first' | 'last', timeout = 3_000): Promise<boolean> {
  const options = await menu.locator('option').count();
  if (options < 2) return false;
  try {
    await menu.locator('select').selectOption({ index: pick === 'first' ? 1 : options - 1 }, { timeout });
  } catch (failure) {
    if (failure instanceof errors.TimeoutError) return false;
    throw failure;
  }
  return tap(menu.getByTestId('move-confirm'), timeout);
}

/** Waits for the board to answer a move: the buttons are enabled again (the mutation is done). */
export async function settle(page: Page): Promise<void> {
  await expect(page.locator('[data-testid=commands] button[disabled][data-testid=move]')).toHaveCount(0, {
    timeout: 20_000,
  });
}

/** How long a second tap may take: on a loaded two-core machine one click can outlast the first wait. */
const SECOND_TAP_MS = 15_000;

/**
 * Taps what is on screen now; false when it went away meanwhile (a live update re-rendered the
 * board). A tap that times out on a target still there is tried once more with a longer wait, as a
 * person taps again when the first tap did nothing (the timeout falls before the click is sent).
 * Anything else that stops the tap (something on top taking the pointer) fails the test.
 */
export async function tap(target: Locator, timeout = 3_000): Promise<boolean> {
  for (const wait of [timeout, SECOND_TAP_MS]) {
    try {
      await target.click({ timeout: wait });
      return true;
    } catch (failure) {
      if ((await target.count()) === 0) return false;
      if (!(failure instanceof errors.TimeoutError) || wait === SECOND_TAP_MS) throw failure;
    }
  }
  return false;
}

interface Seat {
  readonly status: string;
  readonly legalCommands: ReadonlyArray<{ readonly command: { readonly type: string } }>;
}

const SEEN = 'query ($m: ID!) { matchView(matchId: $m) { status legalCommands { command } } }';
const SUBMIT =
  'mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { result { events } } }';

/**
 * Plays a live match on to its end from the players' phones (the API), as a player who only passes
 * the turn along: the first legal command of the first type in `preference`, else any but
 * conceding. For a journey whose point is where the match ends, not each of the moves before it
 * (those are played through the board earlier). The status the match ends in.
 */
export async function playOnByApi(
  request: APIRequestContext,
  matchId: string,
  tokens: readonly string[],
  preference: readonly string[],
  label: string,
  limit = 1500,
): Promise<string> {
  for (let move = 0; move < limit; move += 1) {
    const seats = await Promise.all(
      tokens.map(async (token) => ({
        token,
        seen: (await graphql<{ matchView: Seat }>(request, SEEN, { m: matchId }, token)).matchView,
      })),
    );
    if (seats[0]!.seen.status !== 'live') return seats[0]!.seen.status;
    const mover = seats.find((seat) => seat.seen.legalCommands.length > 0);
    if (!mover) throw new Error(`no player may move in the live match ${matchId}`);
    const legal = mover.seen.legalCommands.map((c) => c.command).filter((c) => c.type !== 'Concede');
    const command = preference.map((type) => legal.find((c) => c.type === type)).find(Boolean) ?? legal[0];
    if (!command) throw new Error(`only conceding is left in the live match ${matchId}`);
    await graphql(request, SUBMIT, { m: matchId, cmd: command, c: `${label}-${move}` }, mover.token);
  }
  throw new Error(`the match ${matchId} did not end in ${limit} moves`);
}
