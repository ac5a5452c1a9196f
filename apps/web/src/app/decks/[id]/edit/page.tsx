import Link from 'next/link';
import { MyDeckEditor } from '../../../../components/decks/MyDeckEditor';
import { translator } from '../../../../lib/i18n';
import { myDeckMessages } from '../../../../lib/my-deck-messages';
import { loadSavedDeck } from '../../../../lib/saved-deck-page';
import { currentLang } from '../../../../lib/server-lang';
import { titledBy, type IdPageProps } from '../../../page-setup';

export const dynamic = 'force-dynamic';

const m = myDeckMessages.editor;

export const generateMetadata = titledBy(m.editTitle);

/** A saved deck in the one deck builder: saving keeps its place in My decks. */
export default async function EditDeckPage({ params }: IdPageProps) {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const t = translator(lang);
  const loaded = await loadSavedDeck(id);
  return (
    <article data-testid="edit-deck">
      <header className="page-intro page-intro--wide">
        <p className="breadcrumb">
          <Link href={loaded ? `/decks/${encodeURIComponent(id)}` : '/decks'}>
            ← {loaded ? loaded.deck.name : t(m.back)}
          </Link>
        </p>
        <h1>{t(m.editTitle)}</h1>
        <p className="deck-intro">{t(m.intro)}</p>
      </header>
      {loaded ? (
        <MyDeckEditor
          gameId={loaded.deck.game}
          deckId={loaded.deck.id}
          name={loaded.deck.name}
          initial={loaded.draft}
          lang={lang}
        />
      ) : (
        <p>{t(myDeckMessages.deck.notFound)}</p>
      )}
    </article>
  );
}
