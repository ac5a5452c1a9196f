import Link from 'next/link';
import { PageNotice } from '../components/PageNotice';
import { TournamentList } from '../components/TournamentList';
import { TOURNAMENTS, type TournamentSummary } from '../graphql/tournaments';
import { query } from '../lib/apollo-rsc';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { organizerMessages } from '../lib/organizer-messages';
import { currentLang } from '../lib/server-lang';

// Reads the API on every request; never prerendered at build time (no API then).
export const dynamic = 'force-dynamic';

async function loadTournaments(): Promise<TournamentSummary[] | null> {
  try {
    const { data } = await query({ query: TOURNAMENTS });
    return data?.tournaments ?? null;
  } catch (error) {
    console.error('tournaments query failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

export default async function HomePage() {
  const [lang, tournaments] = await Promise.all([currentLang(), loadTournaments()]);
  const t = translator(lang);
  return (
    <>
      <section className="page-intro">
        <h1>{t(messages.home.title)}</h1>
        <p className="lede">{t(messages.home.intro)}</p>
        <p>
          <Link href="/tournaments/new" className="button" data-testid="create-tournament-link">
            {t(organizerMessages.create.link)}
          </Link>
        </p>
      </section>
      {tournaments === null ? (
        <PageNotice tone="error" heading="h2" title={t(messages.home.errorTitle)} hint={t(messages.home.errorHint)}>
          <a className="button" href="/">
            {t(messages.home.retry)}
          </a>
        </PageNotice>
      ) : (
        <TournamentList tournaments={tournaments} lang={lang} />
      )}
    </>
  );
}
