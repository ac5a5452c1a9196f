import { use, useMemo } from 'react';
import type { GameEntry } from '@cronica/games';
import { loadGame, loadedGame } from '../components/match/boards/games';
import { replayVerifyOptions } from './replay-verify-options';
import { verifyReplay, type GameCatalog, type VerifyReport } from '@cronica/replay';
import type { Localized } from '@cronica/util';

/**
 * The game a replay file's header names, read without checking anything (`verifyReplay` does
 * that); null when the first line is no header.
 */
export function replayGameId(text: string): string | null {
  try {
    const header = JSON.parse(text.split('\n', 1)[0] ?? '') as { game?: { id?: unknown } } | null;
    return typeof header?.game?.id === 'string' ? header.game.id : null;
  } catch {
    return null;
  }
}

function catalogOf(game: GameEntry | undefined): GameCatalog {
  return game?.module ? { [game.module.id]: game.module } : {};
}

/** What the browser's verifier is given, and the game's name to show beside its report. */
export interface ReplayGame {
  readonly games: GameCatalog;
  /** The game's short name (else its name), or null for a game the platform does not know. */
  readonly name: Localized | null;
}

/**
 * The rules library of the game a replay file names, fetched by the browser (that game's only), as
 * the verifier takes it; none for a game the platform does not know, whose rules stay unverifiable.
 */
export async function loadReplayGame(text: string): Promise<ReplayGame> {
  const id = replayGameId(text);
  const game = id === null ? undefined : await loadGame(id);
  return { games: catalogOf(game), name: game ? (game.shortName ?? game.name) : null };
}

/** The browser's verdict on a file: the report, or that its game's rules could not be fetched (a retry may do). */
export type BrowserVerification =
  | { readonly kind: 'checked'; readonly report: VerifyReport; readonly gameName: Localized | null }
  | { readonly kind: 'game-unavailable' };

/**
 * Verifies a file in the browser with its own game's rules library, fetched beside the published
 * keys. A fetch that fails is said as such, not reported as a game the platform does not know.
 */
export async function verifyWithItsGame(
  replay: string,
  keys: Promise<readonly string[]>,
  judges: readonly string[] | undefined,
  load: (text: string) => Promise<ReplayGame> = loadReplayGame,
): Promise<BrowserVerification> {
  const game = await load(replay).catch(() => null);
  if (game === null) return { kind: 'game-unavailable' };
  const report = verifyReplay(replay, replayVerifyOptions(game.games, await keys, judges));
  return { kind: 'checked', report, gameName: game.name };
}

/** The same for a component drawing the file's board: it waits (inside a Suspense boundary) while the library is fetched. */
export function useReplayGames(text: string): GameCatalog {
  const id = useMemo(() => replayGameId(text) ?? '', [text]);
  const game = loadedGame(id) ?? use(loadGame(id));
  return useMemo(() => catalogOf(game), [game]);
}
