import { expect, type Page } from '@playwright/test';
import { tap } from './card-game';
import { startPracticeAtTable } from './practice';

// The test game (dice race) against the bot, through the shared match page: what journeys about
// anything but a game's own rules play, since it is the shortest match there is.

/** From the practice page of the dice race: starts the match against the bot and adds the seed. Answers the match id. */
export const startDiceRace = startPracticeAtTable;

/**
 * Seat 0 starts the race, then rolls or plays a card each turn: up to `moves` moves, or the end.
 * A move offered while the last one is answered, or that the bot's reply takes away, is no move.
 */
export async function playDiceRaceMoves(page: Page, moves = 60): Promise<void> {
  const enabled = page.locator('[data-testid=dice-race-move]:enabled');
  for (
    let step = 0;
    step < moves && (await page.getByTestId('match-status').textContent()) !== 'Terminada';
    step += 1
  ) {
    await expect(enabled.first().or(page.getByTestId('match-result'))).toBeVisible();
    if ((await enabled.count()) > 0) await tap(enabled.first());
  }
}

/** Plays the dice race to its end through the board. */
export async function finishDiceRace(page: Page): Promise<void> {
  await playDiceRaceMoves(page);
  await expect(page.getByTestId('match-status')).toHaveText('Terminada');
}
