import { findGame, GAMES } from '@cronica/games';
import { isTiebreakCriterion, TIEBREAK_INFO, type TiebreakCriterion } from '@cronica/tournament';
import { LOCALES, localized as l, type Localized } from '@cronica/util';

/** Visual tone of a status badge. */
export type StatusTone = 'upcoming' | 'live' | 'done' | 'neutral';

interface StatusLook {
  readonly label: Localized;
  readonly tone: StatusTone;
}

/**
 * Tournament life cycle as the API reports it (apps/api/schema.gql, `Tournament.status`).
 * `registration-closed` covers both "waiting for round 1" and the Swiss rounds themselves.
 */
const STATUS_LOOKS: Readonly<Record<string, StatusLook>> = {
  created: { label: l('En preparación', 'Being set up'), tone: 'neutral' },
  'registration-open': { label: l('Inscripción abierta', 'Registration open'), tone: 'upcoming' },
  'registration-closed': { label: l('Inscripción cerrada', 'Registration closed'), tone: 'upcoming' },
  'top-cut': { label: l('Eliminatoria final', 'Top cut'), tone: 'live' },
  ended: { label: l('Terminado', 'Finished'), tone: 'done' },
};

const RUNNING: StatusLook = { label: l('En juego', 'In progress'), tone: 'live' };

function humanize(code: string): Localized {
  const words = code.replace(/[-_]+/g, ' ').toLowerCase();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return l(text, text);
}

function statusLook(status: string, currentRound: number): StatusLook {
  if (status === 'registration-closed' && currentRound > 0) return RUNNING;
  return STATUS_LOOKS[status] ?? { label: humanize(status), tone: 'neutral' };
}

export function statusLabel(status: string, currentRound = 0): Localized {
  return statusLook(status, currentRound).label;
}

export function statusTone(status: string, currentRound = 0): StatusTone {
  return statusLook(status, currentRound).tone;
}

/** A game's name from the one registry of games (`@cronica/games`). */
export function gameLabel(game: string): Localized {
  const entry = findGame(game);
  return entry?.shortName ?? entry?.name ?? humanize(game);
}

/**
 * A list's choice of game: every game (in `all`'s words), then each of `games` (by default every game
 * the platform has) by its short name.
 */
export function gameChoices(
  all: Localized,
  games: readonly { readonly id: string }[] = GAMES,
): ReadonlyArray<{ readonly value: string | null; readonly text: Localized }> {
  return [{ value: null, text: all }, ...games.map((game) => ({ value: game.id, text: gameLabel(game.id) }))];
}

/** A criterion's name and kind from the tournament library's one table (`TIEBREAK_INFO`). */
const tiebreakInfo = (name: string) => (isTiebreakCriterion(name) ? TIEBREAK_INFO[name] : undefined);

export function tiebreakLabel(name: string): Localized {
  return tiebreakInfo(name)?.label ?? humanize(name);
}

/** A criterion's name short enough for a table head (the table's `short`); an unknown one's full name. */
export function tiebreakShortLabel(name: string): Localized {
  return tiebreakInfo(name)?.short ?? tiebreakLabel(name);
}

/** Percentages with two decimals, counts as integers, anything else with up to two decimals. */
/** The one criterion whose value exists only within a tied pair: its blanks («—») need a word. */
export const HEAD_TO_HEAD = 'head-to-head' satisfies TiebreakCriterion;

export function formatTiebreak(name: string, value: number | null, lang: 'es' | 'en'): string {
  if (value === null) return '—';
  const locale = LOCALES[lang];
  if (tiebreakInfo(name)?.percentage) {
    return new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(value);
  }
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
}
