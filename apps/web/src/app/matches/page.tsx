import type { Metadata } from 'next';
import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { MatchList } from '../../components/MatchList';
import { MATCHES, type MatchListStatus, type MatchSummary } from '../../graphql/matches';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { matchesMessages as m } from '../../lib/matches-messages';
import { matchesHref, pageFromParam, pageWindow, splitPage, statusFromParam } from '../../lib/paging';
import { currentLang } from '../../lib/server-lang';
import { PageIntro } from '../../components/PageIntro';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ status?: string | string[]; page?: string | string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

async function loadPage(
  status: MatchListStatus,
  page: number,
): Promise<{ rows: readonly MatchSummary[]; hasNext: boolean }> {
  const { data } = await query({ query: MATCHES, variables: { status, ...pageWindow(page) } });
  return splitPage(data?.matches ?? []);
}

function Pager({
  status,
  page,
  hasNext,
  lang,
}: {
  status: MatchListStatus;
  page: number;
  hasNext: boolean;
  lang: Lang;
}) {
  const t = translator(lang);
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t(m.pages)} className="pager">
      {page > 1 ? <Link href={matchesHref(status, page - 1)}>{t(m.previous)}</Link> : null}
      <span className="muted"> {t(m.pageN(page))} </span>
      {hasNext ? <Link href={matchesHref(status, page + 1)}>{t(m.next)}</Link> : null}
    </nav>
  );
}

export default async function MatchesPage({ searchParams }: Props) {
  const [params, lang] = await Promise.all([searchParams, currentLang()]);
  const status = statusFromParam(params.status);
  const page = pageFromParam(params.page);
  const { rows, hasNext } = await loadPage(status, page);
  const t = translator(lang);
  return (
    <article data-testid="matches-page">
      <PageIntro title={t(m.title)} intro={t(m.intro)} />
      <nav aria-label={t(m.tabs)} className="tabs">
        {(['FINISHED', 'LIVE'] as const).map((tab) => (
          <Link
            key={tab}
            href={matchesHref(tab, 1)}
            className="tabs__tab"
            aria-current={tab === status ? 'page' : undefined}
          >
            {tab === 'FINISHED' ? t(m.finishedTab) : t(m.liveTab)}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p className="muted">{page > 1 ? t(m.emptyPage) : status === 'LIVE' ? t(m.emptyLive) : t(m.emptyFinished)}</p>
      ) : (
        <MatchList matches={rows} lang={lang} />
      )}
      <Pager status={status} page={page} hasNext={hasNext} lang={lang} />
    </article>
  );
}
