import type { GameEntry } from '@cronica/games';
import { tournamentDeckOptions } from '@cronica/tournament';
import type { Lang } from '@cronica/util';
import { DECK_LIST, gameOptionsOf, type DeckPageTournament } from '../../graphql/deck-lists';
import { query } from '../../lib/apollo-rsc';
import type { GameCatalog } from '../../lib/card-catalogs';
import { deckMessages } from '../../lib/deck-messages';
import type { DeckDraft } from '../../lib/deck-editor';
import { draftFromJson, mayHandInList } from '../../lib/deck-page';
import { lateListMessages } from '../../lib/late-list-messages';
import { translator } from '../../lib/i18n';
import { loadMyDecks } from '../../lib/my-decks';
import { DeckBuilder } from './DeckBuilder';
import { DeckChangeNotice, DeckHistory } from './DeckHistory';
import { RegisteredList } from './RegisteredList';

const m = deckMessages.page;

interface PanelProps {
  tournament: DeckPageTournament;
  game: GameEntry;
  catalog: GameCatalog;
  viewerId: string;
  /** Whether the viewer's entry is still active. */
  active: boolean;
  lang: Lang;
}

/**
 * An entrant's list for one tournament: the builder while they may hand it in (002 C.4: at
 * registration, or once for a late entry who has none yet), read-only after; then its history.
 */
export async function TournamentDeckPanel({ tournament, game, catalog, viewerId, active, lang }: PanelProps) {
  const t = translator(lang);
  const [{ data }, saved] = await Promise.all([
    query({ query: DECK_LIST, variables: { tournamentId: tournament.id } }),
    loadMyDecks(tournament.game),
  ]);
  const registered = data?.deckList ?? null;
  const draft = draftFromJson(registered?.json, catalog);
  const open = mayHandInList(tournament.status, active, registered !== null);
  const late = open && tournament.status !== 'registration-open';
  return (
    <>
      {registered ? (
        <DeckChangeNotice deck={registered} viewerId={viewerId} zone={tournament.timeZone} lang={lang} />
      ) : null}
      {open ? (
        <>
          <p className={late ? 'notice-inline warn' : 'deck-intro'} data-testid={late ? 'late-list-intro' : undefined}>
            {t(late ? lateListMessages.latePanel : m.intro)}
          </p>
          <DeckBuilder
            tournamentId={tournament.id}
            gameId={tournament.game}
            deckRules={tournamentDeckOptions({ game: tournament.game, gameOptions: gameOptionsOf(tournament) })}
            initial={draft}
            registered={registered !== null}
            saved={saved.map((deck) => ({ id: deck.id, name: deck.name, text: deck.text }))}
            lang={lang}
          />
        </>
      ) : (
        <LockedList draft={draft} catalog={catalog} game={game} hash={registered?.hash ?? null} lang={lang} />
      )}
      {registered ? <DeckHistory history={registered.history} zone={tournament.timeZone} lang={lang} /> : null}
    </>
  );
}

/** After the lists lock: the registered list read-only, or that none was handed in. */
function LockedList(props: {
  draft: DeckDraft;
  catalog: GameCatalog;
  game: GameEntry;
  hash: string | null;
  lang: Lang;
}) {
  const { draft, catalog, game, hash, lang } = props;
  const t = translator(lang);
  return (
    <>
      <p className="notice-inline notice-inline--muted">{t(m.locked)}</p>
      {hash !== null ? (
        <RegisteredList draft={draft} catalog={catalog} game={game} hash={hash} lang={lang} />
      ) : (
        <p className="muted">{t(m.none)}</p>
      )}
    </>
  );
}
