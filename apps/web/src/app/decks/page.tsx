import Link from 'next/link';
import { pick, type Lang } from '@cronica/util';
import type { SavedDeck } from '../../graphql/my-decks';
import { accountPageHref } from '../../lib/next-path';
import { translator, type Translate } from '../../lib/i18n';
import { myDeckMessages } from '../../lib/my-deck-messages';
import { DECK_GAMES, loadMyDecks } from '../../lib/my-decks';
import { currentLang } from '../../lib/server-lang';
import { currentViewer } from '../../lib/viewer';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

const m = myDeckMessages.list;

export const generateMetadata = titledBy(m.title);

function DeckRows({ decks, t }: { decks: readonly SavedDeck[]; t: Translate }) {
  if (decks.length === 0) return <p className="muted">{t(m.none)}</p>;
  return (
    <ul className="saved-decks" data-testid="saved-decks">
      {decks.map((deck) => (
        <li key={deck.id} className="saved-deck" data-testid="saved-deck" data-valid={deck.valid}>
          <Link href={`/decks/${encodeURIComponent(deck.id)}`} className="saved-deck__name">
            {deck.name}
          </Link>
          <span className="muted">{t(m.cards(deck.cardCount))}</span>
          <span className={`badge ${deck.valid ? 'badge--ok' : 'badge--warn'}`}>
            {deck.valid ? `✓ ${t(m.valid)}` : `⚠ ${t(m.invalid)}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One game's saved decks, with the way to start a new one. */
function GameDecks({
  game,
  decks,
  lang,
}: {
  game: (typeof DECK_GAMES)[number];
  decks: readonly SavedDeck[];
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <section aria-labelledby={`decks-${game.id}`} className="block" data-testid="deck-game" data-game={game.id}>
      <div className="section-head">
        <h2 id={`decks-${game.id}`}>
          {pick(game.shortName ?? game.name, lang)} <span className="muted">· {t(m.count(decks.length))}</span>
        </h2>
        <Link className="button button--quiet" href={`/decks/new?game=${encodeURIComponent(game.id)}`}>
          + {t(m.newDeck)}
        </Link>
      </div>
      <DeckRows decks={decks} t={t} />
    </section>
  );
}

/** My decks: the reader's saved decks, game by game, each with whether its game's validator passes it now. */
export default async function MyDecksPage() {
  const [lang, viewer] = await Promise.all([currentLang(), currentViewer()]);
  const t = translator(lang);
  if (!viewer) {
    return (
      <section className="narrow" data-testid="my-decks">
        <h1>{t(m.title)}</h1>
        <p>
          <Link href={accountPageHref('/login', '/decks')}>{t(m.signIn)}</Link>
        </p>
      </section>
    );
  }
  const decks = await loadMyDecks();
  return (
    <section className="narrow" data-testid="my-decks">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      {DECK_GAMES.map((game) => (
        <GameDecks key={game.id} game={game} decks={decks.filter((deck) => deck.game === game.id)} lang={lang} />
      ))}
    </section>
  );
}
