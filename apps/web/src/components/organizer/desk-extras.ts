import type { PairingRow } from '../../graphql/tournament';
import { roundLabelOf } from '../../lib/round-views';
import type { DeskExtras } from '../../app/tournaments/[id]/desk/page';

/** The desk's own reads of a table (its games, each player's report) and of a round. */
export const extraOf = (extras: DeskExtras, p: Pick<PairingRow, 'round' | 'table'>) =>
  extras?.pairings.find((x) => x.round === p.round && x.table === p.table);
export const roundOf = (extras: DeskExtras, round: number) => extras?.rounds.find((r) => r.number === round);

/** A round's name as the API gives it (a tiebreak round is not "Cuartos de final"). */
export const labelOf = (extras: DeskExtras, round: number) => roundLabelOf(extras?.rounds ?? [], round, 'long');
