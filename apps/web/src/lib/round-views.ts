import type { Localized } from '@cronica/util';
import type { RoundStandingsView, RoundView } from '../graphql/tournament-rounds';
import { roundName } from './round-names';

/**
 * A round's name: a Swiss round is "Ronda 3" (short enough for a row of tabs on a phone); a
 * top-cut or tiebreak round carries the API's name ("Cuartos de final", "Ronda de desempate"),
 * never a number past the Swiss rounds. The page's own reckoning only when the API could not be asked.
 */
export function roundLabelOf(rounds: readonly RoundView[], round: number, plannedRounds: number | null, topCutSize: number): Localized {
  const named = rounds.find((r) => r.number === round);
  if (named && named.stage !== 'swiss') return named.label;
  return roundName(round, named ? null : plannedRounds, topCutSize);
}

/** `?standings=N`: the standings after Swiss round N when the API has them; otherwise the current ones (null). */
export function chooseStandings(byRound: readonly RoundStandingsView[], asked: string | string[] | undefined): RoundStandingsView | null {
  const wanted = Number(Array.isArray(asked) ? asked[0] : asked);
  if (!Number.isInteger(wanted)) return null;
  return byRound.find((s) => s.round === wanted) ?? null;
}

/** A link to the tournament page that keeps the other tab's choice (`?round=` and `?standings=` live side by side). */
export function pageHref(params: Readonly<Record<string, string | number | null | undefined>>, anchor: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `?${text}#${anchor}`;
}

export const firstOf = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);
