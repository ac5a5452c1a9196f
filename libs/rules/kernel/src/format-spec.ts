import { assertNever, type Localized } from '@cronica/util';
import type { DeckValidationOptions } from './deck.js';

/**
 * A game's format as an organizer sets it: every option of its `setup.optionsSchema` in words
 * (label, bounds, the rulebook section it comes from), the tiebreakers its results can feed, and
 * what the options ask of a registered deck list. The game's library writes it; the tournament,
 * the API and the web read it from the registry (`GameDefinition.format`) and name no game.
 * Defaults are never written here: they are what the game's own schema parses `{}` to.
 */

export interface FormatChoice {
  readonly value: string;
  readonly label: Localized;
}

/** How an option is set: a whole number within bounds, one of a list, yes or no, or how many of each (a dice pool). */
export type FormatControl =
  | { readonly kind: 'integer'; readonly min: number; readonly max: number }
  | { readonly kind: 'choice'; readonly choices: readonly FormatChoice[] }
  | { readonly kind: 'boolean' }
  | { readonly kind: 'counts'; readonly choices: readonly FormatChoice[]; readonly min: number; readonly max: number };

export interface FormatOptionSpec {
  /** The option's key in the game's `setup.optionsSchema`. */
  readonly key: string;
  readonly label: Localized;
  /** Where its default comes from: the rulebook file and section, or the game's RULES-NOTES.md section where the rulebook is silent. */
  readonly rule: string;
  readonly control: FormatControl;
  /** `main`: shown up front; `more`: behind "more options" in the form, and on the format panel only when changed. */
  readonly tier: 'main' | 'more';
  /** The value in words ("Hasta 2 distintas"); without it, the number, the choice's label, yes or no. */
  readonly describe?: (value: unknown) => Localized;
}

/** A tiebreak preset of the tournament library (`wot`, `mtg`, `chess`) as this game's results feed it. */
export interface TiebreakChoice {
  readonly preset: string;
  readonly label: Localized;
  readonly rule: string | null;
}

export interface GameFormatSpec<Options = unknown> {
  /**
   * The game's own rulebook files: a tournament option whose default another file gives (002's
   * tournament rules, which the platform applies to every game) is shown as borrowed from it.
   */
  readonly rulebooks: readonly string[];
  /** Every option of the game's schema, in the order forms show them. */
  readonly options: readonly FormatOptionSpec[];
  /** The tiebreak presets a tournament of this game may use; the first is the default. */
  readonly tiebreakers: readonly [TiebreakChoice, ...TiebreakChoice[]];
  /** The round clock's default minutes and where they come from (null: the rulebook is silent). */
  readonly roundMinutes: { readonly default: number; readonly rule: string | null };
  /** The option counting the turns played after the active one once the round's time is called, when the game has one. */
  readonly turnsAfterTime?: string;
  /** What the options ask of a registered deck list (a legendary cap), so registration checks what the matches enforce. */
  deckRules?(options: Options): DeckValidationOptions;
}

const yesNo = (value: boolean): Localized => (value ? { es: 'Sí', en: 'Yes' } : { es: 'No', en: 'No' });

/** An option's value in words, from its own `describe` or its control. */
export function describeFormatValue(option: FormatOptionSpec, value: unknown): Localized {
  if (option.describe) return option.describe(value);
  const control = option.control;
  switch (control.kind) {
    case 'boolean':
      return yesNo(value === true);
    case 'choice':
      return control.choices.find((c) => c.value === value)?.label ?? { es: String(value), en: String(value) };
    case 'counts': {
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      const parts = control.choices
        .map((c) => [list.filter((v) => v === c.value).length, c.label] as const)
        .filter(([n]) => n > 0);
      return {
        es: parts.map(([n, l]) => `${n} ${l.es}`).join(', '),
        en: parts.map(([n, l]) => `${n} ${l.en}`).join(', '),
      };
    }
    case 'integer':
      return { es: String(value), en: String(value) };
    default:
      return assertNever(control);
  }
}

/** What is wrong with a value outside an option's bounds, in Spanish and English. */
export function formatOptionProblem(option: FormatOptionSpec): Localized {
  const control = option.control;
  const name = option.label;
  switch (control.kind) {
    case 'integer':
      return {
        es: `${name.es}: de ${control.min} a ${control.max}.`,
        en: `${name.en}: from ${control.min} to ${control.max}.`,
      };
    case 'choice':
      return {
        es: `${name.es}: una de ${control.choices.map((c) => c.label.es).join(', ')}.`,
        en: `${name.en}: one of ${control.choices.map((c) => c.label.en).join(', ')}.`,
      };
    case 'boolean':
      return { es: `${name.es}: sí o no.`, en: `${name.en}: yes or no.` };
    case 'counts':
      return {
        es: `${name.es}: de ${control.min} a ${control.max} en total.`,
        en: `${name.en}: ${control.min} to ${control.max} in all.`,
      };
    default:
      return assertNever(control);
  }
}

/**
 * The option counting the turns played once the round's time is called, after the active
 * player's (002 C.1, «jugador activo+3 turnos»), for a game that has one: its key, the section its
 * default comes from and its bounds are the game's.
 */
export function turnsAfterTimeOption(
  key: string,
  rule: string,
  bounds: { min: number; max: number },
): FormatOptionSpec {
  return {
    key,
    label: { es: 'Turnos tras acabar el tiempo', en: 'Turns after time is called' },
    rule,
    control: { kind: 'integer', ...bounds },
    tier: 'main',
    describe: (value) =>
      value === 1
        ? { es: 'Jugador activo + 1 turno', en: 'Active player + 1 turn' }
        : { es: `Jugador activo + ${String(value)} turnos`, en: `Active player + ${String(value)} turns` },
  };
}

/**
 * The tournament library's `wot` preset (SCORE, head-to-head, opponents' points) for a game whose
 * SCORE counts `score`; `rule` is where the game says so.
 */
function scoreTiebreakers(score: Localized, rule: string): TiebreakChoice {
  return {
    preset: 'wot',
    label: {
      es: `SCORE (${score.es}), cara a cara, puntos de rivales`,
      en: `SCORE (${score.en}), head-to-head, opponents’ points`,
    },
    rule,
  };
}

/** Magic's tiebreakers (MTR 3.1): for any game whose matches have a winner, no rulebook needed. */
export const MTG_TIEBREAKERS: TiebreakChoice = {
  preset: 'mtg',
  label: { es: 'MTG (puntos, OMW%, GW%, OGW%)', en: 'MTG (points, OMW%, GW%, OGW%)' },
  rule: null,
};

/** Chess-style tiebreakers: for any game whose matches have a winner. */
export const CHESS_TIEBREAKERS: TiebreakChoice = {
  preset: 'chess',
  label: { es: 'Buchholz + Sonneborn-Berger', en: 'Buchholz + Sonneborn-Berger' },
  rule: null,
};

/**
 * The tiebreakers a game whose results carry a SCORE offers: MTG's first (the default), the wot
 * preset counting `score`, chess-style last.
 */
export function tiebreakersWithScore(score: Localized, rule: string): GameFormatSpec['tiebreakers'] {
  return [MTG_TIEBREAKERS, scoreTiebreakers(score, rule), CHESS_TIEBREAKERS];
}
