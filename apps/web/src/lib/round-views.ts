import { localized as l, type Localized } from '@cronica/util';
import type { RoundStandingsView, RoundView } from '../graphql/tournament-rounds';
import { messages } from './messages';
import { standingsMessages } from './standings-messages';
import { firstParam } from './search-params';

/** A round as the API names it (apps/api/schema.gql, TournamentRoundView): the one name the tournament library gives it. */
interface NamedRound {
  readonly number: number;
  readonly label: Localized;
  readonly shortLabel?: Localized;
}

/**
 * An event's rounds as a card or header names them: the API's one name (the current round, "Ronda 2
 * de 5", "Final"; once ended, what it played, "3 rondas suizas + top 4"), never "Ronda 6 de 3"; before
 * any round, how many are planned.
 */
export function eventRoundsText(event: {
  readonly roundLabel?: Localized | null;
  readonly currentRound: number;
  readonly plannedRounds?: number | null;
}): Localized {
  const m = messages.tournament;
  if (event.roundLabel) return event.roundLabel;
  if (event.currentRound > 0) return m.roundProgress(event.currentRound, event.plannedRounds ?? 0);
  return event.plannedRounds ? m.plannedRounds(event.plannedRounds) : m.roundsUndecided;
}

/**
 * A round's name, the one the API gives every page, sheet, export and profile ("Ronda 2 de 5",
 * "Ronda de desempate", "Final"): `short` for a row of tabs on a phone ("Ronda 2"). Only when the
 * API could not be asked does the page fall back to the bare number; it never guesses a stage.
 */
export function roundLabelOf(
  rounds: readonly NamedRound[],
  round: number,
  form: 'short' | 'long' = 'short',
): Localized {
  const named = rounds.find((r) => r.number === round);
  if (!named) return l(`Ronda ${round}`, `Round ${round}`);
  return form === 'short' ? (named.shortLabel ?? named.label) : named.label;
}

/**
 * A table's own name when it is not its round's (the third-place match played beside the final,
 * 002 C.1), as the API names it; null for every other table, which goes by its round's name.
 */
export function ownTableName(pairing: { readonly label: Localized; readonly roundLabel: Localized }): Localized | null {
  return pairing.label.es === pairing.roundLabel.es && pairing.label.en === pairing.roundLabel.en
    ? null
    : pairing.label;
}

/**
 * Whether the reader sees no round yet: before the first round is paired (and, for the public,
 * published) there are no tables and no standings to show, only who has registered.
 */
export function beforeFirstRound(event: {
  readonly status: string;
  readonly pairingRounds: readonly number[];
  readonly standingsRounds: readonly RoundStandingsView[];
}): boolean {
  return event.status !== 'ended' && event.pairingRounds.length === 0 && event.standingsRounds.length === 0;
}

/**
 * While a round is being played, what people open the event for is their table: the round's
 * pairings lead the page and the standings follow. Between rounds and once it ends, the standings lead.
 */
export function pairingsLead(status: string, rounds: readonly Pick<RoundView, 'published' | 'ended'>[]): boolean {
  return status !== 'ended' && rounds.some((round) => round.published && !round.ended);
}

/** `?standings=N`: the standings after Swiss round N when the API has them; otherwise the current ones (null). */
export function chooseStandings(
  byRound: readonly RoundStandingsView[],
  asked: string | string[] | undefined,
): RoundStandingsView | null {
  const wanted = Number(firstParam(asked));
  if (!Number.isInteger(wanted)) return null;
  return byRound.find((s) => s.round === wanted) ?? null;
}

/**
 * What the current standings cover while the event runs: the standings after the last closed round
 * (the standings count a round's results once it is closed, 002 C.2), and the round being played
 * whose results are not in them yet. A top-cut round changes no standings, so it is not named.
 */
export function currentStandingsCaption(
  byRound: readonly Pick<RoundStandingsView, 'label'>[],
  rounds: readonly Pick<RoundView, 'label' | 'stage' | 'published' | 'ended'>[],
): Localized {
  const last = byRound.at(-1);
  if (!last) return standingsMessages.currentCaption;
  const playing = rounds.find((r) => r.published && !r.ended && r.stage !== 'top-cut');
  return playing ? standingsMessages.inPlay(last.label, playing.label) : last.label;
}

/** A link to the tournament page that keeps the other tab's choice (`?round=` and `?standings=` live side by side). */
export function pageHref(params: Readonly<Record<string, string | number | null | undefined>>, anchor: string): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const text = query.toString();
  return `?${text}#${anchor}`;
}

/** The round clock's round by the name the API gives the current round; null when the clock is another round's. */
export function clockRoundName(
  tournament: { currentRound: number; roundLabel?: Localized | null },
  clock: { round: number },
): Localized | null {
  return clock.round === tournament.currentRound ? (tournament.roundLabel ?? null) : null;
}
