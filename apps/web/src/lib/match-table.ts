import type { Localized } from '@cronica/util';
import type { Translate } from './i18n';
import { matchMessages as m } from './match-messages';

/** Where a match was played in its tournament, as the API says it (`tournamentTable`), and by number. */
export interface PlacedMatch {
  readonly round: number | null;
  readonly table: number | null;
  readonly tournamentTable?: {
    readonly tournamentName: string;
    readonly label: Localized;
    readonly table: number;
  } | null;
}

/**
 * A tournament match's table as pages name it: by its round's name in the event («Final, mesa 1»),
 * or by number where the event no longer says («Torneo · ronda 5, mesa 1»); null for other matches.
 */
export function tableText(match: PlacedMatch): Localized | null {
  if (match.tournamentTable) return m.tableAt(match.tournamentTable.label, match.tournamentTable.table);
  return match.round !== null && match.table !== null ? m.tableOf(match.round, match.table) : null;
}

/** The table with its event's name before it, where the API says it: «Copa de verano · Final, mesa 1». */
export function eventTableText(match: PlacedMatch, t: Translate): string | null {
  const table = tableText(match);
  if (!table) return null;
  return match.tournamentTable ? `${match.tournamentTable.tournamentName} · ${t(table)}` : t(table);
}
