import type { Metadata } from 'next';
import Link from 'next/link';
import { GAMES } from '@cronica/games';
import type { Lang } from '@cronica/util';
import { MatchList } from '../../components/MatchList';
import { MATCHES, type MatchListStatus, type MatchSummary } from '../../graphql/matches';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { gameLabel } from '../../lib/labels';
import { matchesMessages as m } from '../../lib/matches-messages';
import { gameFromParam, matchesHref, pageFromParam, pageWindow, splitPage, statusFromParam } from '../../lib/paging';
import { currentLang } from '../../lib/server-lang';
import { PageIntro } from '../../components/PageIntro';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ status?: string | string[]; game?: string | string[]; page?: string | string[] }>;
}

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(m.title) };
}

/** Which list the page shows: finished or live matches, of one game or of every game. */
interface ListChoice {
  readonly status: MatchListStatus;
  readonly game: string | null;
}

async function loadPage(
  { status, game }: ListChoice,
  page: number,
): Promise<{ rows: readonly MatchSummary[]; hasNext: boolean }> {
  const { data } = await query({ query: MATCHES, variables: { status, game, ...pageWindow(page) } });
  return splitPage(data?.matches ?? []);
}

function Pager({ list, page, hasNext, lang }: { list: ListChoice; page: number; hasNext: boolean; lang: Lang }) {
  const t = translator(lang);
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label={t(m.pages)} className="pager">
      {page > 1 ? <Link href={matchesHref(list.status, page - 1, list.game)}>{t(m.previous)}</Link> : null}
      <span className="muted"> {t(m.pageN(page))} </span>
      {hasNext ? <Link href={matchesHref(list.status, page + 1, list.game)}>{t(m.next)}</Link> : null}
    </nav>
  );
}

/** The two choices of list: finished or live, and every game or one (each keeps the other). */
function ListTabs({ list, lang }: { list: ListChoice; lang: Lang }) {
  const t = translator(lang);
  const games = [{ id: null, name: m.allGames }, ...GAMES.map((game) => ({ id: game.id, name: gameLabel(game.id) }))];
  return (
    <>
      <nav aria-label={t(m.tabs)} className="tabs">
        {(['FINISHED', 'LIVE'] as const).map((tab) => (
          <Link
            key={tab}
            href={matchesHref(tab, 1, list.game)}
            className="tabs__tab"
            aria-current={tab === list.status ? 'page' : undefined}
          >
            {tab === 'FINISHED' ? t(m.finishedTab) : t(m.liveTab)}
          </Link>
        ))}
      </nav>
      <nav aria-label={t(m.gameTabs)} className="tabs" data-testid="match-games">
        {games.map((game) => (
          <Link
            key={game.id ?? 'all'}
            href={matchesHref(list.status, 1, game.id)}
            className="tabs__tab"
            aria-current={game.id === list.game ? 'page' : undefined}
          >
            {t(game.name)}
          </Link>
        ))}
      </nav>
    </>
  );
}

function emptyText(list: ListChoice, page: number) {
  if (page > 1) return m.emptyPage;
  if (list.game !== null) return m.emptyGame;
  return list.status === 'LIVE' ? m.emptyLive : m.emptyFinished;
}

export default async function MatchesPage({ searchParams }: Props) {
  const [params, lang] = await Promise.all([searchParams, currentLang()]);
  const list = {
    status: statusFromParam(params.status),
    game: gameFromParam(
      params.game,
      GAMES.map((game) => game.id),
    ),
  };
  const page = pageFromParam(params.page);
  const { rows, hasNext } = await loadPage(list, page);
  const t = translator(lang);
  return (
    <article data-testid="matches-page">
      <PageIntro title={t(m.title)} intro={t(m.intro)} />
      <ListTabs list={list} lang={lang} />
      {rows.length === 0 ? (
        <p className="muted">{t(emptyText(list, page))}</p>
      ) : (
        <MatchList matches={rows} lang={lang} />
      )}
      <Pager list={list} page={page} hasNext={hasNext} lang={lang} />
    </article>
  );
}
