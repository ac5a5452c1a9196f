import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { findGame } from '@cronica/games';
import { tournamentDeckOptions } from '@cronica/tournament';
import { DeckBuilder } from '../../../../components/decks/DeckBuilder';
import { DeckChangeNotice, DeckHistory } from '../../../../components/decks/DeckHistory';
import { RegisteredList } from '../../../../components/decks/RegisteredList';
import {
  DECK_LIST,
  DECK_PAGE_TOURNAMENT,
  gameOptionsOf,
  type DeckPageTournament,
} from '../../../../graphql/deck-lists';
import { query } from '../../../../lib/apollo-rsc';
import { catalogFor } from '../../../../lib/card-catalogs';
import { deckMessages } from '../../../../lib/deck-messages';
import { draftFromJson, mayHandInList } from '../../../../lib/deck-page';
import { lateListMessages } from '../../../../lib/late-list-messages';
import { translator } from '../../../../lib/i18n';
import { currentLang } from '../../../../lib/server-lang';
import { currentViewer } from '../../../../lib/viewer';
import { loadMyDecks } from '../../../../lib/my-decks';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
}

const m = deckMessages.page;

async function loadTournament(id: string): Promise<DeckPageTournament | null> {
  const { data } = await query({ query: DECK_PAGE_TOURNAMENT, variables: { id } });
  return data?.tournament ?? null;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

/**
 * A player's deck list for one tournament: written with the card browser or pasted while
 * registration is open (002 C.4: lists are handed in at registration), read-only after — except
 * for a late entry who has none yet, who hands it in once.
 */
export default async function DeckPage({ params }: Props) {
  const [{ id }, lang, viewer] = await Promise.all([params, currentLang(), currentViewer()]);
  const tournament = await loadTournament(id);
  if (!tournament) notFound();
  const t = translator(lang);
  const back = `/tournaments/${encodeURIComponent(id)}`;
  const me = viewer ? tournament.players.find((p) => p.playerId === viewer.id) : undefined;
  const game = findGame(tournament.game);
  const catalog = catalogFor(tournament.game);
  const header = (
    <header className="page-intro page-intro--wide">
      <p className="breadcrumb">
        <Link href={back}>← {t(m.back)}</Link>
      </p>
      <h1>{t(m.title)}</h1>
      <p className="lede">{tournament.name}</p>
    </header>
  );
  if (!viewer || !me) {
    return (
      <article data-testid="deck-page">
        {header}
        <p>
          {viewer ? (
            t(m.notRegistered)
          ) : (
            <Link href={`/login?next=${encodeURIComponent(`${back}/deck`)}`}>{t(m.signIn)}</Link>
          )}
        </p>
      </article>
    );
  }
  if (!game || !catalog)
    return (
      <article data-testid="deck-page">
        {header}
        <p>{t(m.unknownGame)}</p>
      </article>
    );
  const [{ data }, saved] = await Promise.all([
    query({ query: DECK_LIST, variables: { tournamentId: id } }),
    loadMyDecks(tournament.game),
  ]);
  const registered = data?.deckList ?? null;
  const draft = draftFromJson(registered?.json, catalog);
  const open = mayHandInList(tournament.status, me.status === 'active', registered !== null);
  const late = open && tournament.status !== 'registration-open';
  return (
    <article data-testid="deck-page">
      {header}
      {registered ? <DeckChangeNotice deck={registered} viewerId={viewer.id} lang={lang} /> : null}
      {open ? (
        <>
          <p className={late ? 'notice-inline warn' : 'deck-intro'} data-testid={late ? 'late-list-intro' : undefined}>
            {t(late ? lateListMessages.latePanel : m.intro)}
          </p>
          <DeckBuilder
            tournamentId={id}
            gameId={tournament.game}
            legendaryLimit={
              tournamentDeckOptions({ game: tournament.game, gameOptions: gameOptionsOf(tournament) }).legendaryLimit
            }
            initial={draft}
            registered={registered !== null}
            saved={saved.map((deck) => ({ id: deck.id, name: deck.name, text: deck.text }))}
            lang={lang}
          />
        </>
      ) : (
        <>
          <p className="notice-inline notice-inline--muted">{t(m.locked)}</p>
          {registered ? (
            <RegisteredList draft={draft} catalog={catalog} game={game} hash={registered.hash} lang={lang} />
          ) : (
            <p className="muted">{t(m.none)}</p>
          )}
        </>
      )}
      {registered ? <DeckHistory history={registered.history} lang={lang} /> : null}
    </article>
  );
}
