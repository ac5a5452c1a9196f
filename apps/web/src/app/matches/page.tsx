import type { Metadata } from 'next';
import { GAMES } from '@cronica/games';
import { MatchList } from '../../components/MatchList';
import { MATCHES, type MatchListStatus, type MatchSummary } from '../../graphql/matches';
import { query } from '../../lib/apollo-rsc';
import { translator, type Translate } from '../../lib/i18n';
import { gameChoices } from '../../lib/labels';
import { matchesMessages as m } from '../../lib/matches-messages';
import { gameFromParam, matchesHref, pageFromParam, pageWindow, splitPage, statusFromParam } from '../../lib/paging';
import { currentLang } from '../../lib/server-lang';
import { PageIntro } from '../../components/PageIntro';
import { ChoiceTabs, NextPager } from '../../components/BrowseControls';

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

/** The two choices of list: finished or live, and every game or one (each keeps the other). */
function ListTabs({ list, t }: { list: ListChoice; t: Translate }) {
  const statuses = [
    { key: 'FINISHED', status: 'FINISHED', text: m.finishedTab },
    { key: 'LIVE', status: 'LIVE', text: m.liveTab },
  ] as const;
  return (
    <>
      <ChoiceTabs
        label={m.tabs}
        tabs={statuses.map((tab) => ({
          ...tab,
          href: matchesHref(tab.status, 1, list.game),
          current: tab.status === list.status,
        }))}
        t={t}
      />
      <ChoiceTabs
        label={m.gameTabs}
        testId="match-games"
        tabs={gameChoices(m.allGames).map((game) => ({
          key: game.id ?? 'all',
          text: game.name,
          href: matchesHref(list.status, 1, game.id),
          current: game.id === list.game,
        }))}
        t={t}
      />
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
      <ListTabs list={list} t={t} />
      {rows.length === 0 ? (
        <p className="muted">{t(emptyText(list, page))}</p>
      ) : (
        <MatchList matches={rows} lang={lang} />
      )}
      <NextPager
        page={page}
        hasNext={hasNext}
        hrefOf={(n) => matchesHref(list.status, n, list.game)}
        words={{ label: m.pages, previous: m.previous, next: m.next, pageN: m.pageN }}
        t={t}
      />
    </article>
  );
}
