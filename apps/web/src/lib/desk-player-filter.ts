import { MAX_NAME_SEARCH, nameMatches } from '@cronica/util';
import { firstParam } from './search-params';

/** Which entrants the desk's list shows: those whose name holds `who` (blind to case and accents), and only the ones still to arrive. */
export interface DeskPlayerFilter {
  readonly who: string;
  readonly pending: boolean;
}

export const NO_FILTER: DeskPlayerFilter = { who: '', pending: false };

/** The filter the desk's address asks for (`?who=…&pending=1`); anything odd reads as none. */
export function deskFilterFrom(asked: { who?: string | string[]; pending?: string | string[] }): DeskPlayerFilter {
  return { who: (firstParam(asked.who) ?? '').slice(0, MAX_NAME_SEARCH), pending: firstParam(asked.pending) === '1' };
}

interface Entrant {
  readonly name: string;
  readonly status: string;
  readonly checkedIn?: boolean | null;
}

/** The entrants the filter keeps, in the order given; "still to arrive" means active and not checked in. */
export function filteredEntrants<P extends Entrant>(players: readonly P[], filter: DeskPlayerFilter): P[] {
  return players.filter(
    (p) => nameMatches(p.name, filter.who) && (!filter.pending || (p.status === 'active' && p.checkedIn !== true)),
  );
}
