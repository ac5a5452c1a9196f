import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { TournamentHeader } from '../../../components/TournamentHeader';
import { PlayerPanel } from '../../../components/tournament/PlayerPanel';
import { MyTableJump } from '../../../components/tournament/MyTableJump';
import { StaffPanel } from '../../../components/tournament/StaffPanel';
import { JudgeDesk } from '../../../components/judge/JudgeDesk';
import { PlayerDisputes } from '../../../components/judge/PlayerDisputes';
import { PaperLinks } from '../../../components/paper/PaperLinks';
import type { Lang } from '@cronica/util';
import { TOURNAMENT, type TournamentDetail } from '../../../graphql/tournament';
import {
  TOURNAMENT_LISTS,
  TOURNAMENT_PEOPLE,
  TOURNAMENT_TITLE,
  type TournamentLists,
} from '../../../graphql/tournament-page';
import { query } from '../../../lib/apollo-rsc';
import { failedPageTitle } from '../../../lib/busy-page';
import { translator } from '../../../lib/i18n';
import { messages } from '../../../lib/messages';
import { inReaderLang } from '../../../lib/person-name';
import { staffPanelCommands } from '../../../lib/staff-commands';
import { currentLang } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import type { Viewer } from '../../../graphql/auth';
import { TOURNAMENT_ROUNDS } from '../../../graphql/tournament-rounds';
import { NoRoundYet, RoundsSection } from '../../../components/tournament/RoundsSection';
import { beforeFirstRound, pairingsLead, roundLabelOf } from '../../../lib/round-views';
import { StandingsSection } from '../../../components/tournament/StandingsSection';
import { RosterSection } from '../../../components/tournament/RosterSection';
import { PlayerSearch } from '../../../components/tournament/PlayerSearch';
import { HydratedMark } from '../../../components/tournament/HydratedMark';
import { keptOnFailedRefresh } from '../../../components/kept-live-page';
import { PlacingsList } from '../../../components/organizer/PlacingsList';
import { BracketSection } from '../../../components/tournament/BracketSection';
import { ROWS_PER_LIST, pageOffset, searchFrom } from '../../../lib/list-pages';
import { viewFrom, type TournamentView } from '../../../lib/tournament-view';
import type { IdPageProps } from '../../page-setup';

export const dynamic = 'force-dynamic';

interface Props extends IdPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The mark `bench event` waits for: the tournament page has hydrated and answers to the reader. */
const HYDRATED_MARK = 'cronica:tournament-page-hydrated';

// The reads skip Apollo's normalized cache: each server request reads them once, and copying them into
// the cache costs more than the page's own rendering.

/** What the page asks the API for: the event and the page of each list the address chooses. */
function listVariables(id: string, view: TournamentView, lang: Lang, viewerId: string | null) {
  return {
    id,
    q: view.q ?? null,
    round: roundAsked(view.round),
    standingsRound: roundAsked(view.standings),
    standingsOffset: pageOffset(view.standingsPage),
    tablesOffset: pageOffset(view.tablesPage),
    playersOffset: pageOffset(view.playersPage),
    limit: ROWS_PER_LIST,
    lang,
    me: viewerId ? [viewerId] : [],
  };
}

/** A round number from the address, or null (the latest round, the current standings) for anything else. */
function roundAsked(asked: string | undefined): number | null {
  const wanted = Number(asked);
  return Number.isInteger(wanted) && wanted >= 1 && wanted <= 10_000 ? wanted : null;
}

async function loadLists(variables: ReturnType<typeof listVariables>): Promise<TournamentLists | null> {
  const { data } = await query({ query: TOURNAMENT_LISTS, variables, fetchPolicy: 'no-cache' });
  return data?.tournament ?? null;
}

/** The whole event, for the organizer's and judges' desks only (they name any player and run the round). */
async function loadStaffTournament(id: string): Promise<TournamentDetail | null> {
  const { data } = await query({ query: TOURNAMENT, variables: { id }, fetchPolicy: 'no-cache' }).catch(() => ({
    data: undefined,
  }));
  return data?.tournament ?? null;
}

/** The winner's name once the event has ended (the page reads no whole roster to find it). */
async function loadWinnerName(id: string, winner: string | null): Promise<string | null> {
  if (!winner) return null;
  const { data } = await query({
    query: TOURNAMENT_PEOPLE,
    variables: { id, ids: [winner] },
    fetchPolicy: 'no-cache',
  }).catch(() => ({ data: undefined }));
  return data?.tournament?.playersPage.rows[0]?.name ?? null;
}

/** Round names, per-round standings and final placings; the page still renders (numbered rounds, current standings) without them. */
async function loadRounds(id: string) {
  const { data } = await query({ query: TOURNAMENT_ROUNDS, variables: { id }, fetchPolicy: 'no-cache' }).catch(() => ({
    data: undefined,
  }));
  return {
    rounds: data?.tournament?.rounds ?? [],
    byRound: data?.tournament?.standingsByRound ?? [],
    placings: data?.tournament?.placings ?? [],
    bracket: data?.tournament?.bracket ?? null,
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const t = translator(lang);
  // An API that fails or does not answer says nothing of whether the event exists: the page says it failed.
  const answer = await query({ query: TOURNAMENT_TITLE, variables: { id } }).catch((error: unknown) => ({ error }));
  if ('error' in answer) return { title: t(failedPageTitle(answer.error)) };
  return { title: answer.data?.tournament?.name ?? t(messages.tournamentPage.notFound) };
}

/** Everything the page shows, read at once; null when there is no such tournament. */
async function loadPage(id: string, view: TournamentView, lang: Lang, viewerId: string | null) {
  const [tournament, named] = await Promise.all([loadLists(listVariables(id, view, lang, viewerId)), loadRounds(id)]);
  if (!tournament) return null;
  const [staffView, winnerName] = await Promise.all([
    tournament.myStaffRole ? loadStaffTournament(id) : null,
    loadWinnerName(id, tournament.winner),
  ]);
  // Every name the page shows (roster, tables, placings, the desks) in the reader's language: an erased person's too.
  return inReaderLang({ tournament, named, staffView, winnerName }, translator(lang));
}

type PageData = NonNullable<Awaited<ReturnType<typeof loadPage>>>;

interface SectionProps extends PageData {
  viewer: Viewer | null;
  view: TournamentView;
  lang: Lang;
}

async function TournamentPageContent({ params, searchParams }: Props) {
  const [{ id }, asked, lang, viewer] = await Promise.all([params, searchParams, currentLang(), currentViewer()]);
  const view = { ...viewFrom(asked), q: searchFrom(asked.q) || undefined };
  const data = await loadPage(id, view, lang, viewer?.id ?? null);
  if (!data) notFound();
  const { tournament, winnerName } = data;
  const t = translator(lang);
  return (
    <article data-testid="tournament-page">
      <p className="breadcrumb">
        <Link href="/">← {t(messages.tournamentPage.back)}</Link>
      </p>
      <TournamentHeader
        tournament={tournament}
        winnerName={winnerName}
        lead={<MyTableJump tournament={tournament} entry={tournament.me.rows[0]} viewer={viewer} lang={lang} />}
        lang={lang}
      />
      <PlayerPanel tournament={tournament} entry={tournament.me.rows[0]} viewer={viewer} lang={lang} />
      <StaffDesks {...data} viewer={viewer} view={view} lang={lang} />
      {viewer && !tournament.myStaffRole ? <PlayerDisputes tournament={tournament} lang={lang} /> : null}
      <PublicLists {...data} viewer={viewer} view={view} lang={lang} />
      <HydratedMark name={HYDRATED_MARK} />
    </article>
  );
}

/** The staff panel and the judges' desk, for the tournament's staff only. */
function StaffDesks({ tournament, staffView, lang }: SectionProps) {
  if (!tournament.myStaffRole || !staffView) return null;
  return (
    <>
      <StaffPanel
        tournamentId={tournament.id}
        role={tournament.myStaffRole}
        commands={staffPanelCommands(staffView.staffActions)}
        lang={lang}
      />
      <JudgeDesk tournament={staffView} lang={lang} />
    </>
  );
}

const rosterEvent = (tournament: SectionProps['tournament']) => ({
  listsRequired: tournament.format?.requireDeckLists === true,
  ended: tournament.status === 'ended',
});

/** Where a name search opens the page: the list that leads it. */
const searchAnchor = (waiting: boolean, roundsFirst: boolean) =>
  waiting ? 'players-title' : roundsFirst ? 'pairings-title' : 'standings-title';

/**
 * What everyone reads: the search, the placings, the standings, the rounds, the roster and the paper
 * to print. Before the first round the roster leads, and one line says where the rounds will be.
 */
function PublicLists(props: SectionProps) {
  const { tournament, named, view, lang } = props;
  const round = tournament.pairingsPage.round;
  const waiting = beforeFirstRound({
    status: tournament.status,
    pairingRounds: tournament.pairingsPage.rounds,
    standingsRounds: named.byRound,
  });
  return (
    <>
      {tournament.playersPage.unfilteredTotal > ROWS_PER_LIST || view.q ? (
        <PlayerSearch
          view={view}
          anchor={searchAnchor(waiting, pairingsLead(tournament.status, named.rounds))}
          lang={lang}
        />
      ) : null}
      {waiting ? (
        <RosterSection page={tournament.playersPage} event={rosterEvent(tournament)} view={view} lang={lang} />
      ) : null}
      {waiting ? <NoRoundYet lang={lang} /> : <RoundLists {...props} />}
      <PaperLinks
        tournamentId={tournament.id}
        round={round}
        roundName={round === null ? null : roundLabelOf(named.rounds, round, 'long')}
        ended={tournament.status === 'ended'}
        lang={lang}
      />
    </>
  );
}

/**
 * Once a round is shown: the placings at the end, the top cut's bracket, the standings and the
 * rounds (the rounds first while one is played), and the roster.
 */
function RoundLists({ tournament, named, viewer, view, lang }: SectionProps) {
  const viewerId = viewer?.id ?? null;
  const ended = tournament.status === 'ended';
  const standings = (
    <StandingsSection
      page={tournament.standingsPage}
      byRound={named.byRound}
      rounds={named.rounds}
      {...{ ended, viewerId, view, lang }}
    />
  );
  const rounds = <RoundsSection page={tournament.pairingsPage} rounds={named.rounds} {...{ viewerId, view, lang }} />;
  const roundsFirst = pairingsLead(tournament.status, named.rounds);
  return (
    <>
      {ended ? (
        <PlacingsList placings={named.placings} topCut={named.bracket !== null} viewerId={viewerId} lang={lang} />
      ) : null}
      {named.bracket ? <BracketSection bracket={named.bracket} viewerId={viewerId} lang={lang} /> : null}
      {roundsFirst ? rounds : standings}
      {roundsFirst ? standings : rounds}
      <RosterSection page={tournament.playersPage} event={rosterEvent(tournament)} view={view} lang={lang} />
    </>
  );
}

/** The event's page: its content, kept on screen while a live refresh of it fails. */
export default keptOnFailedRefresh(TournamentPageContent);
