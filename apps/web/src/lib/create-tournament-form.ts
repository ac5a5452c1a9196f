import { findGame } from '@cronica/games';
import { CREATE_FIELDS, type FormValues } from './create-tournament-defaults';
import { validateTournamentOptions, type ConfigProblem, type LateEntryPolicy, type TournamentOptions } from '@cronica/tournament';

export { CREATE_FIELDS, FORM_DEFAULTS, type FormValues } from './create-tournament-defaults';

export function valuesFromForm(form: FormData): FormValues {
  const values: Record<string, string> = {};
  for (const field of CREATE_FIELDS) {
    const value = form.get(field);
    values[field] = typeof value === 'string' ? value.slice(0, field === 'description' ? 2100 : 200) : '';
  }
  return values;
}

/** A number as typed; NaN for empty or non-numeric text, which validation then refuses. */
const num = (text: string | undefined): number => (text === undefined || text.trim() === '' ? Number.NaN : Number(text));

/**
 * The options the organizer chose. The legendary cap is sent only for a game that has one (002 C.5),
 * unless it was changed from the default, in which case validation says it does not apply.
 */
export function optionsFromValues(values: FormValues): TournamentOptions {
  const game = values.game ?? '';
  const legendary = num(values.legendaryLimit);
  const hasCap = findGame(game)?.legendaryLimit === true;
  return {
    name: values.name ?? '',
    description: values.description ?? '',
    game,
    seed: 'chosen-by-the-server',
    rounds: values.roundsMode === 'fixed' ? num(values.rounds) : 'by-field-size',
    tiebreakers: (values.tiebreakers ?? 'wot') as TournamentOptions['tiebreakers'],
    roundMinutes: num(values.roundMinutes),
    extraTurns: num(values.extraTurns),
    bestOf: num(values.bestOf),
    topCut: { size: num(values.topCutSize), finalBestOf: num(values.finalBestOf), thirdPlaceMatch: values.thirdPlaceMatch === 'on' },
    ...(hasCap || legendary !== 3 ? { legendaryLimit: legendary } : {}),
    lateEntry: values.lateEntry as LateEntryPolicy,
    byeScore: num(values.byeScore),
    requireDeckLists: values.requireDeckLists === 'on',
    registration: values.registration === 'open' ? 'open' : 'closed',
    prizePlaces: num(values.prizePlaces),
    exhaustedPairings: values.exhaustedPairings === 'fewest-rematches' ? 'fewest-rematches' : 'refuse',
  };
}

/** Everything wrong with the form (the tournament library's own checks), field by field. */
export function formProblems(values: FormValues): ConfigProblem[] {
  return validateTournamentOptions(optionsFromValues(values));
}
