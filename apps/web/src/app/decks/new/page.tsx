import Link from 'next/link';
import { pick } from '@cronica/util';
import { MyDeckEditor } from '../../../components/decks/MyDeckEditor';
import { accountPageHref } from '../../../lib/next-path';
import { emptyDraft } from '../../../lib/deck-editor';
import { translator } from '../../../lib/i18n';
import { myDeckMessages } from '../../../lib/my-deck-messages';
import { DECK_GAMES } from '../../../lib/my-decks';
import { currentLang } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import { titledBy } from '../../page-setup';

export const dynamic = 'force-dynamic';

const m = myDeckMessages.editor;

interface Props {
  searchParams: Promise<{ game?: string }>;
}

export const generateMetadata = titledBy(m.newTitle);

/** A new deck for My decks: built with the card browser or pasted as text, then named and saved. */
export default async function NewDeckPage({ searchParams }: Props) {
  const [lang, viewer, { game: asked }] = await Promise.all([currentLang(), currentViewer(), searchParams]);
  const t = translator(lang);
  const game = DECK_GAMES.find((g) => g.id === asked) ?? DECK_GAMES[0]!;
  return (
    <article data-testid="new-deck">
      <header className="page-intro page-intro--wide">
        <p className="breadcrumb">
          <Link href="/decks">← {t(m.back)}</Link>
        </p>
        <h1>
          {t(m.newTitle)} · {pick(game.shortName ?? game.name, lang)}
        </h1>
        <p className="deck-intro">{t(m.intro)}</p>
      </header>
      {viewer ? (
        <MyDeckEditor gameId={game.id} deckId={null} name="" initial={emptyDraft} lang={lang} />
      ) : (
        <p>
          <Link href={accountPageHref('/login', `/decks/new?game=${game.id}`)}>{t(myDeckMessages.list.signIn)}</Link>
        </p>
      )}
    </article>
  );
}
