import type { TableMatchRef } from '../graphql/matches';
import type { PairingRow, TableRow } from '../graphql/tournament';

/** A round's name as the API sends it, in both fields a table carries: `Ronda 2`, or `Ronda 2 de 3` with the rounds planned. */
export function roundNamed(round: number, of?: number): Pick<PairingRow, 'roundLabel' | 'label'> {
  const name =
    of === undefined
      ? { es: `Ronda ${round}`, en: `Round ${round}` }
      : { es: `Ronda ${round} de ${of}`, en: `Round ${round} of ${of}` };
  return { roundLabel: name, label: name };
}

/**
 * A published table of a round as the API sends it, named after its round and with no result yet;
 * a spec passes what it checks (a result, a draft, another name) in `extra`.
 */
export const pairingRow = (
  round: number,
  table: number,
  playerA: string,
  playerB: string | null,
  extra: Partial<PairingRow> = {},
): PairingRow => ({
  round,
  table,
  playerA,
  playerB,
  bestOf: 1,
  published: true,
  ...roundNamed(round),
  result: null,
  ...extra,
});

/** That table as the event page reads it, with the online match played at it (none unless given). */
export const tableRow = (
  round: number,
  table: number,
  playerA: string,
  playerB: string | null,
  extra: Partial<TableRow> = {},
): TableRow => ({ ...pairingRow(round, table, playerA, playerB), onlineMatch: null, ...extra });

/** An online match as a table names it: live, or finished with its replay. */
export const onlineMatch = (matchId: string, finished = false): TableMatchRef => ({
  matchId,
  status: finished ? 'FINISHED' : 'LIVE',
  replayHead: finished ? `head-${matchId}` : null,
});
