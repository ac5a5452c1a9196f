import { SWISS_GAMES, type GameEntry } from '@cronica/games';
import {
  TIEBREAK_PRESETS,
  TOURNAMENT_OPTIONS,
  tournamentFormatOptions,
  type TiebreakPreset,
} from '@cronica/tournament';
import { sameInBoth, type Localized } from '@cronica/util';
import type { OptionInfo } from '../components/organizer/create-form-fields';
import type { GameFormFormat } from './create-tournament-defaults';
import { gameLabel } from './labels';
import { organizerMessages } from './organizer-messages';

const m = organizerMessages.create;

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

/** How a default reads in the form: the words of the matching choice, or the number itself. */
const NAMED_DEFAULTS: Readonly<Record<string, Localized>> = {
  'by-field-size': m.roundsByField,
  loss: m.lateLoss,
  refuse: m.exhaustedRefuse,
  closed: m.no,
  true: m.yes,
  false: m.no,
};

/** An option left empty by default reads as what empty means for it: no cap on the places. */
const EMPTY_DEFAULTS: Readonly<Record<string, Localized>> = { capacity: m.noLimit };

/** Each tournament option's label, rule and default in words, for the creation form's "Por defecto" lines. */
export function tournamentOptionInfo(): Record<string, OptionInfo> {
  return Object.fromEntries(
    TOURNAMENT_OPTIONS.map((option) => {
      const text = String(option.default);
      const words = option.default === null ? EMPTY_DEFAULTS[option.key] : NAMED_DEFAULTS[text];
      return [option.key, { label: option.label, rule: option.rule, shownDefault: words ?? sameInBoth(text) }];
    }),
  );
}
