import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { graphql } from './api';
import { DEMO_PLAYER } from './demo';
import { DESKTOP } from './look';
import { signInThroughWeb } from './session';

interface View {
  matchId: string;
  status: string;
  sealed: boolean;
  legalCommands: Array<{ command: { type: string; data: Record<string, unknown> } }>;
}

/**
 * From a game's practice page: starts the match against the bot, adds the player's seed and waits
 * for the match to be under way, as a person does at the table. Answers the match id.
 */
export async function startPracticeAtTable(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Empezar la partida' }).click();
  await page.waitForURL(/\/matches\/[^/]+$/);
  await page.getByRole('button', { name: 'Aportar mi semilla y empezar' }).click();
  await expect(page.getByTestId('match-status')).toHaveText('En juego');
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1)!);
}

/**
 * The demo player, signed in on a desktop screen at `game`'s practice page, starts a match against
 * the bot at the table; answers the game's board (test id `boardTestId`), once it shows.
 */
export async function practiceBoardOnDesktop(page: Page, game: string, boardTestId: string): Promise<Locator> {
  await page.setViewportSize(DESKTOP);
  await signInThroughWeb(page, DEMO_PLAYER.username, `/play?game=${game}`);
  await startPracticeAtTable(page);
  const board = page.getByTestId(boardTestId);
  await expect(board).toBeVisible();
  return board;
}

const VIEW = 'matchId status sealed legalCommands { command }';
const MAX_COMMANDS = 1500;

/** A practice match of `game` (Blades of Ash when absent) against the bot started through the API, the player's seed in: under way. */
export async function livePracticeMatch(
  request: APIRequestContext,
  token: string,
  label: string,
  game?: string,
): Promise<View> {
  const started = await graphql<{ startPracticeMatch: { match: View } }>(
    request,
    `mutation ($c: ID!, $g: String) { startPracticeMatch(commandId: $c, game: $g) { match { ${VIEW} } } }`,
    { c: `${label}-start`, g: game ?? null },
    token,
  );
  const seeded = await graphql<{ contributeMatchSeed: { match: View } }>(
    request,
    `mutation ($m: ID!, $s: String!, $c: ID!) { contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { match { ${VIEW} } } }`,
    { m: started.startPracticeMatch.match.matchId, s: 'ab'.repeat(32), c: `${label}-seed` },
    token,
  );
  return seeded.contributeMatchSeed.match;
}

/**
 * Plays a whole practice match against the bot through the API (first legal command each
 * time), so a test can look at a finished, sealed match.
 */
export async function finishedPracticeMatch(request: APIRequestContext, token: string, label: string): Promise<string> {
  let view = await livePracticeMatch(request, token, label);
  const matchId = view.matchId;
  for (let step = 0; step < MAX_COMMANDS && view.status !== 'finished'; step += 1) {
    expect(
      view.legalCommands.length,
      'a live match always offers the player a command or waits for the bot',
    ).toBeGreaterThan(0);
    view = (
      await graphql<{ submitGameCommand: { match: View } }>(
        request,
        `mutation ($m: ID!, $cmd: JSON!, $c: ID!) { submitGameCommand(matchId: $m, command: $cmd, commandId: $c) { match { ${VIEW} } } }`,
        { m: matchId, cmd: view.legalCommands[0]!.command, c: `${label}-move-${step}` },
        token,
      )
    ).submitGameCommand.match;
  }
  expect(view.status).toBe('finished');
  return matchId;
}
