// The creation form's fields and first values, apart from the validation so the browser bundle stays small.

/** The form's raw values, echoed back so a refused form keeps what the organizer typed. */
export type FormValues = Readonly<Record<string, string>>;

/** The field names of the creation form, one per option of TOURNAMENT_OPTIONS (libs/tournament). */
export const CREATE_FIELDS = [
  'name',
  'description',
  'game',
  'roundsMode',
  'rounds',
  'tiebreakers',
  'roundMinutes',
  'extraTurns',
  'bestOf',
  'topCutSize',
  'finalBestOf',
  'thirdPlaceMatch',
  'legendaryLimit',
  'lateEntry',
  'byeScore',
  'requireDeckLists',
  'registration',
  'prizePlaces',
  'exhaustedPairings',
] as const;

/** What the form shows before the organizer touches it: the rulebook defaults (TOURNAMENT_OPTIONS). */
export const FORM_DEFAULTS: FormValues = {
  name: '',
  description: '',
  game: 'blades-of-ash',
  roundsMode: 'by-field-size',
  rounds: '5',
  tiebreakers: 'wot',
  roundMinutes: '45',
  extraTurns: '2',
  bestOf: '1',
  topCutSize: '0',
  finalBestOf: '1',
  thirdPlaceMatch: '',
  legendaryLimit: '3',
  lateEntry: 'loss',
  byeScore: '0',
  requireDeckLists: 'on',
  registration: 'closed',
  prizePlaces: '1',
  exhaustedPairings: 'refuse',
};
