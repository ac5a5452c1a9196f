import { counted, localized, type Localized } from '@cronica/util';
import type { Standings } from '../standings/standings.js';
import type { Placing, RoundState, TournamentConfig, TournamentState } from './types.js';

/**
 * The names people read (Spanish first): top-cut rounds are named as such ("Cuartos de final"), never
 * numbered as if they were Swiss rounds ("Ronda 5 de 3").
 */
export const ROUND_LABELS = {
  swiss: (round: number, of: number): Localized =>
    of > 0
      ? localized(`Ronda ${round} de ${of}`, `Round ${round} of ${of}`)
      : localized(`Ronda ${round}`, `Round ${round}`),
  tiebreak: localized('Ronda de desempate', 'Tiebreak round'),
  final: localized('Final', 'Final'),
  semiFinals: localized('Semifinales', 'Semi-finals'),
  quarterFinals: localized('Cuartos de final', 'Quarter-finals'),
  roundOf16: localized('Octavos de final', 'Round of 16'),
  thirdPlace: localized('Partida por el tercer puesto', 'Third-place match'),
} as const;

/** A single-elimination round by the players still in it (2: the final). */
export function bracketRoundLabel(playersLeft: number): Localized {
  if (playersLeft <= 2) return ROUND_LABELS.final;
  if (playersLeft <= 4) return ROUND_LABELS.semiFinals;
  if (playersLeft <= 8) return ROUND_LABELS.quarterFinals;
  return ROUND_LABELS.roundOf16;
}

/**
 * The name of a round of this tournament: the one name every page, sheet, export and profile shows
 * (the API serves it). `short` leaves out a Swiss round's total ("Ronda 3", for a row of tabs); a
 * top-cut or tiebreak round has one name only.
 */
export function roundLabel(
  state: TournamentState,
  round: Pick<RoundState, 'number' | 'stage'>,
  form: 'long' | 'short' = 'long',
): Localized {
  if (round.stage === 'tiebreak') return ROUND_LABELS.tiebreak;
  if (round.stage === 'swiss') {
    const swissNumbers = state.rounds
      .filter((r) => r.stage === 'swiss')
      .map((r) => r.number)
      .sort((x, y) => x - y);
    const index = swissNumbers.indexOf(round.number);
    return ROUND_LABELS.swiss(index < 0 ? round.number : index + 1, form === 'short' ? 0 : (state.config?.rounds ?? 0));
  }
  const cutRounds = state.rounds
    .filter((r) => r.stage === 'top-cut')
    .map((r) => r.number)
    .sort((x, y) => x - y);
  const index = Math.max(0, cutRounds.indexOf(round.number));
  return bracketRoundLabel((state.config?.topCut.size ?? 2) / 2 ** index);
}

/**
 * What an ended event played, by stage: "3 rondas suizas + top 4", "5 rondas suizas + 1 ronda
 * de desempate"; the one name lists, profiles and the event's header give it once its rounds are over
 * (its last round's name, "Final", would not say how long it was). Null where no round was played.
 */
export function playedRoundsLabel(state: TournamentState): Localized | null {
  const count = (stage: RoundState['stage']) => state.rounds.filter((r) => r.stage === stage).length;
  const [swiss, tiebreak, cut] = [count('swiss'), count('tiebreak'), count('top-cut')];
  const parts: Localized[] = [];
  if (swiss > 0)
    parts.push(counted(swiss, ['{n} ronda suiza', '{n} rondas suizas'], ['{n} Swiss round', '{n} Swiss rounds']));
  if (tiebreak > 0)
    parts.push(
      counted(
        tiebreak,
        ['{n} ronda de desempate', '{n} rondas de desempate'],
        ['{n} tiebreak round', '{n} tiebreak rounds'],
      ),
    );
  if (cut > 0) parts.push(localized(`top ${state.config?.topCut.size ?? 2}`, `top ${state.config?.topCut.size ?? 2}`));
  if (parts.length === 0) return null;
  return localized(parts.map((p) => p.es).join(' + '), parts.map((p) => p.en).join(' + '));
}

/**
 * The name of one table: its round's, except the third-place match, the final round's second
 * table (002 C.1, "3er y 4o puesto … de manera simultánea a la final"), which has its own.
 */
export function tableLabel(state: TournamentState, round: RoundState, table: number): Localized {
  const name = roundLabel(state, round);
  const thirdPlace =
    round.stage === 'top-cut' &&
    table === 2 &&
    state.config?.topCut.thirdPlaceMatch === true &&
    name.en === ROUND_LABELS.final.en;
  return thirdPlace ? ROUND_LABELS.thirdPlace : name;
}

/**
 * "Clasificación tras la ronda 3 de 5" / "Standings after round 3 of 5"; after the last Swiss round
 * "Clasificación final", or, where a top cut decides the places, "Clasificación suiza final": those
 * standings only seed the bracket.
 */
export function standingsLabel(
  standings: Pick<Standings, 'round' | 'final'>,
  config: Pick<TournamentConfig, 'rounds' | 'topCut'>,
): Localized {
  if (standings.round === 0) return localized('Clasificación inicial', 'Standings before round 1');
  if (standings.final && config.topCut.size > 0)
    return counted(
      standings.round,
      ['Clasificación suiza final (tras {n} ronda)', 'Clasificación suiza final (tras {n} rondas)'],
      ['Final Swiss standings (after {n} round)', 'Final Swiss standings (after {n} rounds)'],
    );
  if (standings.final)
    return counted(
      standings.round,
      ['Clasificación final (tras {n} ronda)', 'Clasificación final (tras {n} rondas)'],
      ['Final standings (after {n} round)', 'Final standings (after {n} rounds)'],
    );
  return localized(
    `Clasificación tras la ronda ${standings.round} de ${config.rounds}`,
    `Standings after round ${standings.round} of ${config.rounds}`,
  );
}

const ordinalEn = (n: number) =>
  `${n}${n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th')}`;

/** "1.º" / "1st"; a shared place "3.º–4.º" / "3rd–4th"; a disqualified player has none. */
export function placeLabel(placing: Pick<Placing, 'place' | 'to' | 'disqualified'>): Localized {
  if (placing.disqualified) return localized('Sin puesto (descalificación)', 'No place (disqualified)');
  if (placing.place === placing.to) return localized(`${placing.place}.º`, ordinalEn(placing.place));
  return localized(`${placing.place}.º–${placing.to}.º`, `${ordinalEn(placing.place)}–${ordinalEn(placing.to)}`);
}
