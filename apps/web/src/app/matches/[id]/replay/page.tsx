import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ReplayVerifier } from '../../../../components/replay/ReplayVerifier';
import {
  MATCH_REPLAY,
  MATCH_TOURNAMENT_STAFF,
  MATCH_VIEW,
  type MatchReplay,
  type MatchView,
} from '../../../../graphql/match';
import { query } from '../../../../lib/apollo-rsc';
import { apiRefusal } from '../../../../lib/api-errors';
import { browserApiConfig } from '../../../../lib/config';
import { translator, type Translate } from '../../../../lib/i18n';
import { matchMessages } from '../../../../lib/match-messages';
import { judgesOf } from '../../../../lib/replay-verify-options';
import { currentLang } from '../../../../lib/server-lang';
import { PageIntro } from '../../../../components/PageIntro';
import { titledBy, type IdPageProps } from '../../../page-setup';
import { replayViewWords } from '../../../../components/replay/view-words';

export const dynamic = 'force-dynamic';

const m = matchMessages.replay;

interface Props extends IdPageProps {
  searchParams: Promise<{ view?: string }>;
}

export const generateMetadata = titledBy(m.title);

/** The views this reader may fetch: public always, their own seat, everything for a judge. */
function viewsFor(match: MatchView): string[] {
  if (match.viewer === 'judge') return ['public', 'judge', ...match.seats.map((s) => `seat:${s.seat}`)];
  return match.yourSeat === null ? ['public'] : ['public', `seat:${match.yourSeat}`];
}

async function load<T>(run: () => Promise<{ data?: T }>): Promise<T | null> {
  try {
    return (await run()).data ?? null;
  } catch (error) {
    if (apiRefusal(error).code === 'NOT_FOUND') return null;
    throw error;
  }
}

/** The match's tournament staff (whose rulings a replay may carry) and the replay file in the view chosen, once sealed. */
async function loadReplay(id: string, match: MatchView, view: string) {
  const tournamentId = match.tournamentId;
  const staff = tournamentId
    ? (await load(() => query({ query: MATCH_TOURNAMENT_STAFF, variables: { id: tournamentId } })))?.tournament
    : null;
  const replay: MatchReplay | null = match.sealed
    ? ((await load(() => query({ query: MATCH_REPLAY, variables: { matchId: id, view } })))?.matchReplay ?? null)
    : null;
  return { staff, replay };
}

/** One tab per view this reader may fetch. */
function ViewTabs(props: { views: readonly string[]; view: string; game: string; t: Translate }) {
  const { views, view, game, t } = props;
  return (
    <nav aria-label={t(m.view)} className="tabs">
      {views.map((option) => (
        <Link
          key={option}
          href={`?view=${encodeURIComponent(option)}`}
          aria-current={option === view ? 'page' : undefined}
          className="tabs__tab"
        >
          {t(replayViewWords(option, game))}
        </Link>
      ))}
    </nav>
  );
}

export default async function ReplayPage({ params, searchParams }: Props) {
  const [{ id }, { view: asked }, lang] = await Promise.all([params, searchParams, currentLang()]);
  const t = translator(lang);
  const match = (await load(() => query({ query: MATCH_VIEW, variables: { matchId: id } })))?.matchView;
  if (!match) notFound();
  const views = viewsFor(match);
  const view = asked && views.includes(asked) ? asked : 'public';
  const { staff, replay } = await loadReplay(id, match, view);
  return (
    <article data-testid="replay-page">
      <p className="breadcrumb">
        <Link href={`/matches/${encodeURIComponent(id)}`}>← {t(m.back)}</Link>
      </p>
      <PageIntro title={t(m.title)} intro={t(m.intro)} lede />
      {views.length > 1 ? <ViewTabs views={views} view={view} game={match.game} t={t} /> : null}
      {replay ? (
        <ReplayVerifier
          jsonl={replay.jsonl}
          downloadHref={`/matches/${encodeURIComponent(id)}/replay.jsonl?view=${encodeURIComponent(view)}`}
          api={browserApiConfig()}
          judges={judgesOf(staff)}
          lang={lang}
          match={match}
        />
      ) : (
        <p className="notice">{t(m.unavailable)}</p>
      )}
    </article>
  );
}
