import { findGame } from '@cronica/games';
import {
  validateTournamentOptions,
  type ConfigProblem,
  type LateEntryPolicy,
  type TournamentOptions,
} from '@cronica/tournament';
import { assertNever } from '@cronica/util';
import { GAME_FIELD, type FormValues, type GameFormFormat, type GameOptionField } from './create-tournament-defaults';
import { gameFormFormat, presetUsesScore } from './create-tournament-games';
import { whenAndWhere } from './event-time';

export {
  CREATE_FIELDS,
  FORM_DEFAULTS,
  gameFieldDefaults,
  valuesFromForm,
  type FormValues,
} from './create-tournament-defaults';

const formatOf = (game: string): GameFormFormat | undefined => {
  const entry = findGame(game);
  return entry === undefined ? undefined : gameFormFormat(entry);
};

/** A number as typed; NaN for empty or non-numeric text, which validation then refuses. */
const num = (text: string | undefined): number =>
  text === undefined || text.trim() === '' ? Number.NaN : Number(text);

/** One of the game's options from its fields; undefined when the form did not show it (the game's default then stands). */
function optionValue(option: GameOptionField, values: FormValues): unknown {
  const name = `${GAME_FIELD}${option.key}`;
  const control = option.control;
  switch (control.kind) {
    case 'integer':
      return values[name] === undefined ? undefined : num(values[name]);
    case 'choice':
      return values[name] === undefined ? undefined : values[name];
    case 'boolean':
      return values[name] === undefined ? undefined : values[name] === 'on';
    case 'counts': {
      if (control.choices.every((c) => values[`${name}.${c.value}`] === undefined)) return undefined;
      return control.choices.flatMap((c) => {
        const count = num(values[`${name}.${c.value}`] ?? '0');
        return Number.isInteger(count) && count > 0 && count <= 20 ? new Array<string>(count).fill(c.value) : [];
      });
    }
    default:
      return assertNever(control);
  }
}

/** The game's own options the organizer set, by key (the library's schema and bounds judge them). */
export function gameOptionsFromValues(format: GameFormFormat | undefined, values: FormValues): Record<string, unknown> {
  const entries = (format?.options ?? []).map((option) => [option.key, optionValue(option, values)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}

/** The options the organizer chose; a bye's SCORE only with SCORE tiebreakers (002 C.2.1), as the form shows it. */
export function optionsFromValues(values: FormValues): TournamentOptions {
  const game = values.game ?? '';
  const preset = values.tiebreakers ?? '';
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    ...whenAndWhere(values),
    game,
    seed: 'chosen-by-the-server',
    rounds: values.roundsMode === 'fixed' ? num(values.rounds) : 'by-field-size',
    ...(preset === '' ? {} : { tiebreakers: preset as TournamentOptions['tiebreakers'] }),
    roundMinutes: num(values.roundMinutes),
    bestOf: num(values.bestOf),
    topCut: {
      size: num(values.topCutSize),
      finalBestOf: num(values.finalBestOf),
      thirdPlaceMatch: values.thirdPlaceMatch === 'on',
    },
    lateEntry: values.lateEntry as LateEntryPolicy,
    // A bye's SCORE left empty (its field appears only once SCORE tiebreakers are picked) is the default, 0 (002 C.2.1 is silent on byes).
    ...(presetUsesScore(preset)
      ? { byeScore: values.byeScore === undefined || values.byeScore.trim() === '' ? 0 : num(values.byeScore) }
      : {}),
    requireDeckLists: values.requireDeckLists === 'on',
    registration: values.registration === 'open' ? 'open' : 'closed',
    prizePlaces: num(values.prizePlaces),
    // Left empty: no limit.
    ...(values.capacity === undefined || values.capacity.trim() === '' ? {} : { capacity: num(values.capacity) }),
    exhaustedPairings: values.exhaustedPairings === 'fewest-rematches' ? 'fewest-rematches' : 'refuse',
    gameOptions: gameOptionsFromValues(formatOf(game), values),
  };
}

/** Everything wrong with the form (the tournament library's own checks, the game's options by its library), field by field. */
export function formProblems(values: FormValues): ConfigProblem[] {
  return validateTournamentOptions(optionsFromValues(values));
}
