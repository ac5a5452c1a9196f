import { localized as l, type Localized } from '@cronica/util';
import { humanizeId } from './card-catalogs/words';

// Kept apart from `labels.ts`, whose game names come from the registry of every game's rules: the
// desk and a player's alerts need these few lines in the browser, not every rules library.

/**
 * How a match result stands (`MatchResultView.status`): who made it final. A first entry from a
 * paper slip is the organization's, not a judge's decision; a no-show reads as one.
 */
const RESULT_STATUS: Readonly<Record<string, Localized>> = {
  reported: l('Pendiente de confirmar', 'Awaiting confirmation'),
  confirmed: l('Confirmado', 'Confirmed'),
  entered: l('Anotado por la organización', 'Entered by staff'),
  override: l('Corregido por el equipo del torneo', 'Corrected by the event staff'),
  ruling: l('Fijado por un juez', 'Set by a judge'),
  'no-show': l('No se presentó', 'No-show'),
  bye: l('Bye', 'Bye'),
  drop: l('Retirada', 'Dropped'),
};

/** Whether a result is final (the round can close): anything but a report awaiting the opponent. */
export const resultIsFinal = (status: string | undefined): boolean => status !== undefined && status !== 'reported';

/** A table still owing its result: two players, and no final result yet (a bye owes none). */
export const awaitsResult = (table: {
  readonly playerB: string | null;
  readonly result?: { readonly status: string } | null;
}): boolean => table.playerB !== null && !resultIsFinal(table.result?.status);

export function resultStatusLabel(status: string): Localized {
  return RESULT_STATUS[status] ?? humanizeId(status);
}
