import { notFound } from 'next/navigation';
import { keptOnFailedRefresh } from '../../../../components/kept-live-page';
import { EventScreen } from '../../../../components/screen/EventScreen';
import { SCREEN_TABLES, TOURNAMENT_SCREEN } from '../../../../graphql/screen';
import { query } from '../../../../lib/apollo-rsc';
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

/** The event as the screen shows it; null when there is no such event. A read refused as busy fails as busy. */
async function screenTournament(id: string) {
  const { data } = await query({ query: TOURNAMENT_SCREEN, variables: { id }, fetchPolicy: 'no-cache' });
  return data?.tournament ?? null;
}

/** The event's screen for the room (a projector, a TV): public, whoever's browser shows it. */
async function EventScreenContent({ params }: IdPageProps) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const loaded = await screenTournament(id);
  if (!loaded) notFound();
  const round = roundOnShow(loaded);
  const pairings = round === null ? [] : await tablesOnShow(id, round);
  const tournament = inReaderLang({ ...loaded, pairings }, translator(lang));
  const address = await requestPublicAddress(`/tournaments/${encodeURIComponent(id)}`);
  return <EventScreen tournament={tournament} scene={screenScene(tournament, lang)} address={address} lang={lang} />;
}

/**
 * A refresh that fails (refused as busy, or unanswered) keeps the screen as it was, with a notice,
 * rather than blanking the room's view.
 */
export default keptOnFailedRefresh(EventScreenContent);
