import { notFound } from 'next/navigation';
import type { Lang } from '@cronica/util';
import type { TournamentPaper } from '../graphql/exports';
import { loadPaper } from './csv-response';
import { roundNameOf } from './paper';

/** A printable page's tournament: 404 when it does not exist, the error page when the API is down. */
export async function paperOrNotFound(id: string): Promise<TournamentPaper> {
  const tournament = await loadPaper(id);
  if (tournament === 'not-found') notFound();
  if (tournament === 'unavailable') throw new Error('The Crónica API did not answer');
  return tournament;
}

export function roundHeading(tournament: TournamentPaper, round: number, lang: Lang): string {
  return roundNameOf(tournament, round)[lang];
}

export const namesOf = (tournament: TournamentPaper): Map<string, string> =>
  new Map(tournament.players.map((p) => [p.playerId, p.name]));
