import { cache } from 'react';
import { TOURNAMENT_PEOPLE, type PeopleView } from '../graphql/tournament-page';
import { query } from './apollo-rsc';

/**
 * The people of one table (the reader and their rival), with their standings: the page reads no
 * whole roster. Asked once per page render: the line at the top of the event page and the reader's
 * panel both name the rival.
 */
export const tablePeople = cache(async (tournamentId: string, ...ids: string[]): Promise<PeopleView | null> => {
  const { data } = await query({
    query: TOURNAMENT_PEOPLE,
    variables: { id: tournamentId, ids },
    fetchPolicy: 'no-cache',
  }).catch(() => ({ data: undefined }));
  return data?.tournament ?? null;
});

/** Who the reader plays at `table` (null: a bye). */
export const rivalAt = (table: { playerA: string; playerB: string | null }, readerId: string): string | null =>
  table.playerA === readerId ? table.playerB : table.playerA;
