import { SWISS_GAMES, type GameEntry } from '@cronica/games';
import { TIEBREAK_PRESETS, tournamentFormatOptions, type TiebreakPreset } from '@cronica/tournament';
import type { GameFormFormat } from './create-tournament-defaults';
import { gameLabel } from './labels';

/** Whether a tiebreak preset breaks ties by SCORE (002 C.2.1), so a bye's SCORE means something. */
export const presetUsesScore = (preset: string): boolean =>
  (TIEBREAK_PRESETS[preset as TiebreakPreset] ?? []).includes('score');

/** One game as the creation form offers it, from its rules library (`GameEntry.format`): only what the browser needs. */
export function gameFormFormat(game: GameEntry): GameFormFormat {
  const format = game.format;
  return {
    id: game.id,
    name: gameLabel(game.id),
    rulebooks: format?.rulebooks ?? [],
    // The best-of each round sets is the tournament's own field; every other option of the game is here.
    options: tournamentFormatOptions(game),
    tiebreakers: (format?.tiebreakers ?? [{ preset: 'mtg', label: { es: 'MTG', en: 'MTG' }, rule: null }]).map((t) => ({
      preset: t.preset,
      label: t.label,
      rule: t.rule,
      usesScore: presetUsesScore(t.preset),
    })),
    roundMinutes: format?.roundMinutes ?? { default: 45, rule: null },
    takesCatalog: game.parseCatalog !== undefined,
  };
}

/** The games organizers run Swiss tournaments of, each with its format. */
export function gameFormFormats(): GameFormFormat[] {
  return SWISS_GAMES.map(gameFormFormat);
}
