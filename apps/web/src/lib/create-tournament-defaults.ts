// The creation form's fields and first values, apart from the validation so the browser bundle stays small.
import type { TournamentFormatOption } from '@cronica/tournament';
import { assertNever, type Localized } from '@cronica/util';
import { DEFAULT_TIME_ZONE } from './event-time';

/** The form's raw values, echoed back so a refused form keeps what the organizer typed. */
export type FormValues = Readonly<Record<string, string>>;

/** The field names of the creation form, one per option of TOURNAMENT_OPTIONS (libs/tournament); the game's own are `game.<key>`. */
export const CREATE_FIELDS = [
  'name',
  'description',
  'startsAt',
  'timeZone',
  'venue',
  'checkInOpensBefore',
  'entryFee',
  'entryFeeCurrency',
  'game',
  'roundsMode',
  'rounds',
  'tiebreakers',
  'roundMinutes',
  'bestOf',
  'topCutSize',
  'finalBestOf',
  'thirdPlaceMatch',
  'lateEntry',
  'byeScore',
  'requireDeckLists',
  'registration',
  'prizePlaces',
  'exhaustedPairings',
  'capacity',
] as const;

/** The prefix of the game's own option fields: `game.maxRounds`, `game.dicePool.red`. */
export const GAME_FIELD = 'game.';

/** One of the game's own options as the form shows it (its library's words, serializable for the browser). */
export type GameOptionField = TournamentFormatOption;

/** A game as the creation form offers it: its own options, tiebreakers and round minutes, from its rules library. */
export interface GameFormFormat {
  readonly id: string;
  readonly name: Localized;
  /** The game's own rulebook files; the tournament options other files give defaults for are shown as borrowed. */
  readonly rulebooks: readonly string[];
  readonly options: readonly GameOptionField[];
  readonly tiebreakers: ReadonlyArray<{
    readonly preset: string;
    readonly label: Localized;
    readonly rule: string | null;
    readonly usesScore: boolean;
  }>;
  readonly roundMinutes: { readonly default: number; readonly rule: string | null };
  readonly takesCatalog: boolean;
}

/** What the form shows before the organizer touches it, apart from the game's own fields (`gameFieldDefaults`). */
export const FORM_DEFAULTS: FormValues = {
  name: '',
  description: '',
  startsAt: '',
  timeZone: DEFAULT_TIME_ZONE,
  venue: '',
  checkInOpensBefore: '',
  // Empty: free.
  entryFee: '',
  entryFeeCurrency: 'EUR',
  game: 'blades-of-ash',
  roundsMode: 'by-field-size',
  rounds: '5',
  bestOf: '1',
  topCutSize: '0',
  finalBestOf: '1',
  thirdPlaceMatch: '',
  lateEntry: 'loss',
  byeScore: '0',
  requireDeckLists: 'on',
  registration: 'closed',
  prizePlaces: '1',
  exhaustedPairings: 'refuse',
  // Empty: no limit.
  capacity: '',
};

/**
 * One option's value as form fields: a number or choice as text, yes as `on`, a dice pool as a
 * count per colour. `value`: the option's default, or what an earlier event held.
 */
export function optionFields(option: GameOptionField, value: unknown): Array<[string, string]> {
  const name = `${GAME_FIELD}${option.key}`;
  const control = option.control;
  switch (control.kind) {
    case 'boolean':
      return [[name, value === true ? 'on' : '']];
    case 'counts': {
      const list = Array.isArray(value) ? (value as unknown[]) : [];
      return control.choices.map((c) => [`${name}.${c.value}`, String(list.filter((v) => v === c.value).length)]);
    }
    case 'integer':
    case 'choice':
      return [[name, value === null || value === undefined ? '' : String(value)]];
    default:
      return assertNever(control);
  }
}

/** The chosen game's defaults: its first tiebreakers, its round minutes and each of its own options. */
export function gameFieldDefaults(format: GameFormFormat): FormValues {
  return {
    tiebreakers: format.tiebreakers[0]?.preset ?? '',
    roundMinutes: String(format.roundMinutes.default),
    ...Object.fromEntries(format.options.flatMap((option) => optionFields(option, option.default))),
  };
}

/** The form's fields as typed: the tournament's own, and the chosen game's (`game.<key>`). */
export function valuesFromForm(form: FormData): FormValues {
  const values: Record<string, string> = {};
  const read = (field: string, limit: number) => {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.slice(0, limit) : '';
  };
  // A field the form did not show (a bye's SCORE without SCORE tiebreakers) stays out, so a refused
  // form shows it with its default once it appears, never empty.
  for (const field of CREATE_FIELDS) if (form.has(field)) read(field, field === 'description' ? 2100 : 200);
  for (const key of form.keys()) if (key.startsWith(GAME_FIELD) && key.length < 80) read(key, 200);
  return values;
}

/**
 * A creation form whose answer never came: "could not reach" for the whole form, with what was typed
 * (sent again, it keeps its command id, and opens the event if the first one made it).
 */
export const unreachedCreate = (form: FormData, unreachable: Localized) => ({
  problems: [{ field: 'form', message: unreachable }],
  values: valuesFromForm(form),
  unanswered: true,
});
