import type { Metadata } from 'next';
import Link from 'next/link';
import { PracticeForm } from '../../components/PracticeForm';
import { READY_DECKS, type ReadyDeck } from '../../graphql/match';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { matchMessages } from '../../lib/match-messages';
import { messages } from '../../lib/messages';
import { currentLang } from '../../lib/server-lang';
import { currentViewer } from '../../lib/viewer';

export const dynamic = 'force-dynamic';

const m = matchMessages.practice;

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

async function loadDecks(): Promise<ReadyDeck[]> {
  const { data } = await query({ query: READY_DECKS }).catch(() => ({ data: undefined }));
  return data?.readyDecks ?? [];
}

export default async function PlayPage() {
  const [lang, viewer, decks] = await Promise.all([currentLang(), currentViewer(), loadDecks()]);
  const t = translator(lang);
  return (
    <section className="narrow">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      {viewer ? (
        <PracticeForm decks={decks} lang={lang} />
      ) : (
        <p>
          {t(m.signInFirst)}{' '}
          <Link className="button" href="/login?next=/play">
            {t(messages.auth.signIn)}
          </Link>
        </p>
      )}
    </section>
  );
}
