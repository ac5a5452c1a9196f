import { notFound } from 'next/navigation';
import type { Lang } from '@cronica/util';
import type { TournamentPaper } from '../graphql/exports';
import { loadPaper } from './csv-response';
import { translator } from './i18n';
import { inReaderLang } from './person-name';
import { roundNameOf } from './paper';

/**
 * A printable page's tournament, every name in the reader's language (an erased person's too): 404
 * when it does not exist, the error page when the API is down.
 */
export async function paperOrNotFound(id: string, lang: Lang): Promise<TournamentPaper> {
  const tournament = await loadPaper(id);
  if (tournament === 'not-found') notFound();
  if (tournament === 'unavailable') throw new Error('The Crónica API did not answer');
  return inReaderLang(tournament, translator(lang));
}

export function roundHeading(tournament: TournamentPaper, round: number, lang: Lang): string {
  return roundNameOf(tournament, round)[lang];
}

export const namesOf = (tournament: TournamentPaper): Map<string, string> =>
  new Map(tournament.players.map((p) => [p.playerId, p.name]));
