import { notFound } from 'next/navigation';
import { EventScreen } from '../../../../components/screen/EventScreen';
import { SCREEN_TABLES, TOURNAMENT_SCREEN } from '../../../../graphql/screen';
import { query } from '../../../../lib/apollo-rsc';
import { loadTournament } from '../../../../lib/csv-response';
import { translator } from '../../../../lib/i18n';
import { inReaderLang } from '../../../../lib/person-name';
import { requestPublicAddress } from '../../../../lib/public-address';
import { roundOnShow, screenScene } from '../../../../lib/screen';
import { screenMessages } from '../../../../lib/screen-messages';
import { currentLang } from '../../../../lib/server-lang';
import { titledBy, type IdPageProps } from '../../../page-setup';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(screenMessages.title);

/** The tables of the round on show, and only those. */
async function tablesOnShow(id: string, round: number) {
  const { data } = await query({ query: SCREEN_TABLES, variables: { id, round }, fetchPolicy: 'no-cache' });
  return data?.tournament?.pairings ?? [];
}

/** The event's screen for the room (a projector, a TV): public, whoever's browser shows it. */
export default async function EventScreenPage({ params }: IdPageProps) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const loaded = await loadTournament(TOURNAMENT_SCREEN, id);
  if (loaded === 'not-found') notFound();
  if (loaded === 'unavailable') throw new Error('The Crónica API did not answer');
  const round = roundOnShow(loaded);
  const pairings = round === null ? [] : await tablesOnShow(id, round);
  const tournament = inReaderLang({ ...loaded, pairings }, translator(lang));
  const address = await requestPublicAddress(`/tournaments/${encodeURIComponent(id)}`);
  return <EventScreen tournament={tournament} scene={screenScene(tournament, lang)} address={address} lang={lang} />;
}
