import { GAMES } from '@cronica/games';
import { MatchList } from '../../components/MatchList';
import { MATCHES, type MatchListStatus, type MatchSummary } from '../../graphql/matches';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { gameChoices } from '../../lib/labels';
import { matchesMessages as m } from '../../lib/matches-messages';
import { gameFromParam, matchesHref, pageFromParam, pageWindow, splitPage, statusFromParam } from '../../lib/paging';
import { currentLang, currentZone } from '../../lib/server-lang';
import { PageIntro } from '../../components/PageIntro';
import { ListChoiceTabs, NextPager } from '../../components/BrowseControls';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

interface Props {
  searchParams: Promise<{ status?: string | string[]; game?: string | string[]; page?: string | string[] }>;
}

export const generateMetadata = titledBy(m.title);

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

const STATUS_CHOICES = [
  { value: 'FINISHED', text: m.finishedTab },
  { value: 'LIVE', text: m.liveTab },
] as const;

function emptyText(list: ListChoice, page: number) {
  if (page > 1) return m.emptyPage;
  if (list.game !== null) return m.emptyGame;
  return list.status === 'LIVE' ? m.emptyLive : m.emptyFinished;
}

export default async function MatchesPage({ searchParams }: Props) {
  const [params, lang, zone] = await Promise.all([searchParams, currentLang(), currentZone()]);
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
      <ListChoiceTabs
        list={{
          kinds: { label: m.tabs, choices: STATUS_CHOICES },
          games: { label: m.gameTabs, choices: gameChoices(m.allGames), testId: 'match-games' },
          kind: list.status,
          game: list.game,
          hrefOf: (status, game) => matchesHref(status, 1, game),
        }}
        t={t}
      />
      {rows.length === 0 ? (
        <p className="muted">{t(emptyText(list, page))}</p>
      ) : (
        <MatchList matches={rows} zone={zone} lang={lang} />
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
