import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TournamentDeckPanel } from '../../../../components/decks/TournamentDeckPanel';
import { DECK_PAGE_TOURNAMENT, type DeckPageTournament } from '../../../../graphql/deck-lists';
import { accountPageHref } from '../../../../lib/next-path';
import { query } from '../../../../lib/apollo-rsc';
import { loadDeckGame } from '../../../../lib/deck-game';
import { deckMessages } from '../../../../lib/deck-messages';
import { translator, type Translate } from '../../../../lib/i18n';
import { currentLang } from '../../../../lib/server-lang';
import { currentViewer } from '../../../../lib/viewer';
import { titledBy, type IdPageProps } from '../../../page-setup';

export const dynamic = 'force-dynamic';

const m = deckMessages.page;

async function loadTournament(id: string): Promise<DeckPageTournament | null> {
  const { data } = await query({ query: DECK_PAGE_TOURNAMENT, variables: { id } });
  return data?.tournament ?? null;
}

export const generateMetadata = titledBy(m.title);

function DeckPageHeader({ back, name, t }: { back: string; name: string; t: Translate }) {
  return (
    <header className="page-intro page-intro--wide">
      <p className="breadcrumb">
        <Link href={back}>← {t(m.back)}</Link>
      </p>
      <h1>{t(m.title)}</h1>
      <p className="lede">{name}</p>
    </header>
  );
}

/** Why there is no list to show: not signed in (with the way back here) or not an entrant. */
function NotEntered({ signedIn, back, t }: { signedIn: boolean; back: string; t: Translate }) {
  return (
    <p>{signedIn ? t(m.notRegistered) : <Link href={accountPageHref('/login', `${back}/deck`)}>{t(m.signIn)}</Link>}</p>
  );
}

/**
 * A player's deck list for one tournament: written with the card browser or pasted while
 * registration is open (002 C.4: lists are handed in at registration), read-only after — except
 * for a late entry who has none yet, who hands it in once.
 */
export default async function DeckPage({ params }: IdPageProps) {
  const [{ id }, lang, viewer] = await Promise.all([params, currentLang(), currentViewer()]);
  const tournament = await loadTournament(id);
  if (!tournament) notFound();
  const t = translator(lang);
  const back = `/tournaments/${encodeURIComponent(id)}`;
  const me = viewer ? tournament.players.find((p) => p.playerId === viewer.id) : undefined;
  const { game, catalog } = await loadDeckGame(tournament.game);
  return (
    <article data-testid="deck-page">
      <DeckPageHeader back={back} name={tournament.name} t={t} />
      {!viewer || !me ? (
        <NotEntered signedIn={viewer !== null} back={back} t={t} />
      ) : !game || !catalog ? (
        <p>{t(m.unknownGame)}</p>
      ) : (
        <TournamentDeckPanel
          tournament={tournament}
          game={game}
          catalog={catalog}
          viewerId={viewer.id}
          active={me.status === 'active'}
          lang={lang}
        />
      )}
    </article>
  );
}
