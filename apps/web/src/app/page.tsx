import Link from 'next/link';
import { SWISS_GAMES } from '@cronica/games';
import { ListChoiceTabs, NextPager } from '../components/BrowseControls';
import { MyEvents } from '../components/MyEvents';
import { MyLiveMatches } from '../components/MyLiveMatches';
import { PageNotice } from '../components/PageNotice';
import { RecoveryReminder } from '../components/account/RecoveryReminder';
import { TournamentList } from '../components/TournamentList';
import { TOURNAMENTS, type TournamentSummary } from '../graphql/tournaments';
import { query } from '../lib/apollo-rsc';
import { translator, type Translate } from '../lib/i18n';
import { gameChoices } from '../lib/labels';
import { messages } from '../lib/messages';
import { organizerMessages } from '../lib/organizer-messages';
import {
  TOURNAMENTS_PER_PAGE,
  gameFromParam,
  pageFromParam,
  pageWindow,
  phaseFromParam,
  splitPage,
  tournamentsHref,
  type TournamentListPhase,
} from '../lib/paging';
import { currentLang } from '../lib/server-lang';
import { searchFrom } from '../lib/list-pages';
import { TournamentSearch } from '../components/TournamentSearch';
import { isBusyFailure } from '../lib/busy-page';

// Reads the API on every request; never prerendered at build time (no API then).
export const dynamic = 'force-dynamic';

const m = messages.home;

interface Props {
  searchParams: Promise<Record<'phase' | 'game' | 'q' | 'page', string | string[] | undefined>>;
}

/** Which tournaments the list shows: every one or one phase's, of every game or one. */
interface ListChoice {
  readonly phase: TournamentListPhase | null;
  readonly game: string | null;
  /** Part of a name searched for ('' for none). */
  readonly q: string;
}

async function loadTournaments(
  { phase, game, q }: ListChoice,
  page: number,
): Promise<{ rows: readonly TournamentSummary[]; hasNext: boolean } | null> {
  try {
    const window = pageWindow(page, TOURNAMENTS_PER_PAGE);
    const { data } = await query({ query: TOURNAMENTS, variables: { phase, game, q: q || null, ...window } });
    return data ? splitPage(data.tournaments, TOURNAMENTS_PER_PAGE) : null;
  } catch (error) {
    // Refused as one too many, the server did answer: the page says it is busy and loads again by itself.
    if (isBusyFailure(error)) throw error;
    console.error('tournaments query failed:', error instanceof Error ? error.message : error);
    return null;
  }
}

const PHASE_CHOICES = [
  { value: null, text: m.allPhases },
  { value: 'UPCOMING', text: m.upcoming },
  { value: 'RUNNING', text: m.running },
  { value: 'ENDED', text: m.ended },
] as const;

/** Which phase, and every game or one: the games run as Swiss events (a game master's are played in campaigns). */
function HomeTabs({ list, t }: { list: ListChoice; t: Translate }) {
  return (
    <ListChoiceTabs
      list={{
        kinds: { label: m.phaseTabs, choices: PHASE_CHOICES, testId: 'tournament-phases' },
        games: { label: m.gameTabs, choices: gameChoices(m.allGames, SWISS_GAMES), testId: 'tournament-games' },
        kind: list.phase,
        game: list.game,
        hrefOf: (phase, game) => tournamentsHref(phase, 1, game, list.q),
      }}
      t={t}
    />
  );
}

/** The page's title, what it lists, and the way to create an event. */
function HomeIntro({ t }: { t: Translate }) {
  return (
    <section className="page-intro">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      <p>
        <Link href="/tournaments/new" className="button" data-testid="create-tournament-link">
          {t(organizerMessages.create.link)}
        </Link>
      </p>
    </section>
  );
}

/** The list the address asks for (anything odd reads as the default). */
function listChoiceFrom(params: Awaited<Props['searchParams']>): ListChoice {
  const games = SWISS_GAMES.map((game) => game.id);
  return { phase: phaseFromParam(params.phase), game: gameFromParam(params.game, games), q: searchFrom(params.q) };
}

/** Every tournament, or one phase's or one game's, a page at a time (the address keeps the choice). */
export default async function HomePage({ searchParams }: Props) {
  const [params, lang] = await Promise.all([searchParams, currentLang()]);
  const list = listChoiceFrom(params);
  const page = pageFromParam(params.page);
  const loaded = await loadTournaments(list, page);
  const t = translator(lang);
  const chosen = list.phase !== null || list.game !== null || list.q !== '' || page > 1;
  return (
    <>
      <HomeIntro t={t} />
      {chosen ? null : <MyLiveMatches lang={lang} />}
      {chosen ? null : <MyEvents lang={lang} />}
      {chosen ? null : <RecoveryReminder lang={lang} />}
      <HomeTabs list={list} t={t} />
      <TournamentSearch phase={list.phase} game={list.game} q={list.q} t={t} />
      {loaded === null ? (
        <PageNotice tone="error" heading="h2" title={t(m.errorTitle)} hint={t(m.errorHint)}>
          <a className="button" href={tournamentsHref(list.phase, page, list.game, list.q)}>
            {t(m.retry)}
          </a>
        </PageNotice>
      ) : (
        <TournamentList
          tournaments={loaded.rows}
          lang={lang}
          {...(page > 1 || loaded.hasNext ? { title: m.pageN(page) } : {})}
          {...(chosen ? { empty: { title: m.emptyChoice, hint: m.emptyChoiceHint } } : {})}
        />
      )}
      <NextPager
        page={page}
        hasNext={loaded?.hasNext ?? false}
        hrefOf={(n) => tournamentsHref(list.phase, n, list.game, list.q)}
        words={{ label: m.pages, previous: m.previous, next: m.next, pageN: m.pageN }}
        t={t}
      />
    </>
  );
}
