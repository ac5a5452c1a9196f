import type { Metadata } from 'next';
import type { Lang } from '@cronica/util';
import Link from 'next/link';
import { DeckExport } from '../../../components/decks/DeckExport';
import { DeckPreview } from '../../../components/decks/DeckPreview';
import { DeleteDeckForm } from '../../../components/decks/DeleteDeckForm';
import { VerdictPanel } from '../../../components/decks/VerdictPanel';
import { deckPreview } from '../../../lib/deck-preview';
import { translator } from '../../../lib/i18n';
import { myDeckMessages } from '../../../lib/my-deck-messages';
import { loadSavedDeck } from '../../../lib/saved-deck-page';
import { currentLang } from '../../../lib/server-lang';
import type { IdPageProps } from '../../page-setup';

export const dynamic = 'force-dynamic';

const m = myDeckMessages.deck;

export async function generateMetadata({ params }: IdPageProps): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const loaded = await loadSavedDeck(id);
  return { title: loaded?.deck.name ?? translator(lang)(myDeckMessages.list.title) };
}

/** One saved deck: whether it passes its game's validator, its preview, its text to export, and what to do with it. */
export default async function SavedDeckPage({ params }: IdPageProps) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const t = translator(lang);
  const loaded = await loadSavedDeck(id);
  const back = <BackToDecks lang={lang} />;
  if (!loaded) {
    return (
      <article className="narrow" data-testid="saved-deck-page">
        {back}
        <p>{t(m.notFound)}</p>
      </article>
    );
  }
  const { deck, game, catalog, draft } = loaded;
  const errors = deck.errors.map((e) => ({
    code: e.code,
    message: e.message,
    ...(e.line === null ? {} : { line: e.line }),
  }));
  return (
    <article className="saved-deck-page" data-testid="saved-deck-page">
      <header className="page-intro page-intro--wide">
        {back}
        <h1>{deck.name}</h1>
        <p className="lede">{deck.gameName}</p>
      </header>
      <VerdictPanel valid={deck.valid} errors={errors} empty={false} lang={lang} />
      <DeckActions deck={deck} lang={lang} />
      <div className="saved-deck-page__body">
        <DeckPreview preview={deckPreview(draft, catalog, game)} lang={lang} />
        <DeckExport name={deck.name} text={deck.text} lang={lang} />
      </div>
      <DeleteDeckForm deckId={deck.id} deckName={deck.name} lang={lang} />
    </article>
  );
}

function BackToDecks({ lang }: { lang: Lang }) {
  return (
    <p className="breadcrumb">
      <Link href="/decks">← {translator(lang)(myDeckMessages.editor.back)}</Link>
    </p>
  );
}

/** Play with the deck (only when it passes its game's validator) or edit it. */
function DeckActions({ deck, lang }: { deck: { id: string; game: string; valid: boolean }; lang: Lang }) {
  const t = translator(lang);
  return (
    <p className="deck-actions">
      {deck.valid ? (
        <Link
          className="button"
          href={`/play?game=${encodeURIComponent(deck.game)}&deck=${encodeURIComponent(deck.id)}`}
          data-testid="play-with-deck"
        >
          {t(m.play)}
        </Link>
      ) : null}{' '}
      <Link className="button button--quiet" href={`/decks/${encodeURIComponent(deck.id)}/edit`}>
        {t(m.edit)}
      </Link>
    </p>
  );
}
