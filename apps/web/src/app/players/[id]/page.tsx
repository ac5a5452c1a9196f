import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { MatchList } from '../../../components/MatchList';
import { TournamentList } from '../../../components/TournamentList';
import { ListPager } from '../../../components/tournament/ListPager';
import { PLAYER, type PlayerProfile, type ProfileEvent } from '../../../graphql/player';
import { failedPageTitle } from '../../../lib/busy-page';
import { translator, type Translate } from '../../../lib/i18n';
import { invitationMessages } from '../../../lib/invitation-messages';
import { apiListPage, pageOffset } from '../../../lib/list-pages';
import { listMessages as lm } from '../../../lib/list-messages';
import { matchesMessages } from '../../../lib/matches-messages';
import { messages } from '../../../lib/messages';
import { playerRecordText } from '../../../lib/player-record';
import { isErasedName, personName } from '../../../lib/person-name';
import { queryUnlessAbsent } from '../../../lib/query-unless-absent';
import { currentLang, currentZone } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import type { Lang } from '@cronica/util';
import type { IdPageProps } from '../../page-setup';

export const dynamic = 'force-dynamic';

/** Rows of the profile's events a page holds (the API's default page). */
const EVENTS_PER_PAGE = 20;

/** The public profile, its events from `eventsOffset`; null when the API says there is no such player. */
async function loadPlayer(id: string, eventsOffset = 0): Promise<PlayerProfile | null> {
  return (await queryUnlessAbsent(PLAYER, { id, eventsOffset }, 'NOT_FOUND'))?.player ?? null;
}

interface PlayerPageProps extends IdPageProps {
  searchParams: Promise<{ eventsPage?: string | string[] }>;
}

export async function generateMetadata({ params }: IdPageProps): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const t = translator(lang);
  // Failing to ask is not "no such player": the page says it failed.
  const player = await loadPlayer(id).catch((error: unknown) => ({ error }));
  if (player && 'error' in player) return { title: t(failedPageTitle(player.error)) };
  return { title: player ? personName(player.displayName, t) : t(messages.playerPage.notFound) };
}

/**
 * The player's name and username, marked when it is the reader, with a challenge for anyone else
 * signed in. An erased player has neither: "deleted player" in the reader's language, nobody to challenge.
 */
function PlayerHeader({ player, viewerId, t }: { player: PlayerProfile; viewerId: string | null; t: Translate }) {
  const erased = isErasedName(player.displayName);
  return (
    <header className="page-intro">
      <div className="title-row">
        <h1>{personName(player.displayName, t)}</h1>
        {viewerId === player.id ? <span className="badge badge--live">{t(messages.playerPage.itsYou)}</span> : null}
      </div>
      {erased ? (
        <p className="muted" data-testid="player-erased">
          {t(messages.playerPage.erased)}
        </p>
      ) : (
        <dl className="facts facts--inline">
          <div>
            <dt>{t(messages.playerPage.username)}</dt>
            <dd className="mono">@{player.username}</dd>
          </div>
        </dl>
      )}
      {!erased && viewerId !== null && viewerId !== player.id ? (
        <p>
          <Link
            className="button"
            href={`/play?invite=${encodeURIComponent(player.username)}`}
            data-testid="invite-player"
          >
            {t(invitationMessages.challenge)}
          </Link>
        </p>
      ) : null}
    </header>
  );
}

/** Under each event, how the player did there (nothing before their first round). */
function RecordNote({ event, t }: { event: ProfileEvent; t: Translate }) {
  const text = playerRecordText(event);
  return text ? (
    <p className="notice-inline" data-testid="player-record">
      {t(text)}
    </p>
  ) : null;
}

/** The events a player entered, a page at a time, each with how the player did there. */
function PlayerEvents({ player, lang }: { player: PlayerProfile; lang: Lang }) {
  const t = translator(lang);
  const events = apiListPage(player.tournamentsPage);
  if (events.total === 0) return <p className="muted">{t(messages.playerPage.noTournaments)}</p>;
  const hrefOf = (page: number) => `/players/${encodeURIComponent(player.id)}?eventsPage=${page}#player-tournaments`;
  // The heading counts every event, not the page's; the pager sits where a reader of the page ends.
  return (
    <>
      <TournamentList
        tournaments={events.rows}
        lang={lang}
        title={messages.home.count(events.total)}
        part={{ id: 'player-events', noteOf: (event) => <RecordNote event={event} t={t} /> }}
      />
      <ListPager
        list={events}
        searching={false}
        label={lm.eventsPages}
        testId="events-pager"
        hrefOf={hrefOf}
        lang={lang}
      />
    </>
  );
}

export default async function PlayerPage({ params, searchParams }: PlayerPageProps) {
  const [{ id }, { eventsPage }, lang, viewer, zone] = await Promise.all([
    params,
    searchParams,
    currentLang(),
    currentViewer(),
    currentZone(),
  ]);
  const player = await loadPlayer(id, pageOffset(eventsPage, EVENTS_PER_PAGE));
  if (!player) notFound();
  const t = translator(lang);
  return (
    <article data-testid="player-page">
      <PlayerHeader player={player} viewerId={viewer?.id ?? null} t={t} />
      <section aria-labelledby="player-tournaments" className="block">
        <h2 id="player-tournaments">{t(messages.playerPage.tournaments)}</h2>
        <PlayerEvents player={player} lang={lang} />
      </section>
      <section aria-labelledby="player-matches" className="block" data-testid="player-matches">
        <h2 id="player-matches">{t(matchesMessages.playerMatches)}</h2>
        {player.matches.length === 0 ? (
          <p className="muted">{t(matchesMessages.playerNoMatches)}</p>
        ) : (
          <MatchList matches={player.matches} zone={zone} lang={lang} />
        )}
        <p>
          <Link href="/matches">{t(matchesMessages.allMatches)}</Link>
        </p>
      </section>
    </article>
  );
}
