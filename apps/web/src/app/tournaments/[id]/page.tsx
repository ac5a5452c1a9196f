import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { TournamentHeader } from '../../../components/TournamentHeader';
import { PlayerPanel } from '../../../components/tournament/PlayerPanel';
import { StaffPanel } from '../../../components/tournament/StaffPanel';
import { JudgeDesk } from '../../../components/judge/JudgeDesk';
import { PlayerDisputes } from '../../../components/judge/PlayerDisputes';
import { PaperLinks } from '../../../components/paper/PaperLinks';
import { TOURNAMENT_MATCHES } from '../../../graphql/matches';
import { TOURNAMENT, type TournamentDetail } from '../../../graphql/tournament';
import { query } from '../../../lib/apollo-rsc';
import { translator } from '../../../lib/i18n';
import { messages } from '../../../lib/messages';
import { pairedRounds } from '../../../lib/paper';
import { staffCommandsFor } from '../../../lib/staff-commands';
import { currentLang } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import { tableMatchIndex, type TableMatches } from '../../../lib/table-matches';
import { TOURNAMENT_ROUNDS } from '../../../graphql/tournament-rounds';
import { RoundsSection, chooseRound } from '../../../components/tournament/RoundsSection';
import { StandingsSection } from '../../../components/tournament/StandingsSection';
import { RosterSection } from '../../../components/tournament/RosterSection';
import { PlayerSearch } from '../../../components/tournament/PlayerSearch';
import { HydratedMark } from '../../../components/tournament/HydratedMark';
import { ROWS_PER_LIST, searchFrom } from '../../../lib/list-pages';
import { viewFrom } from '../../../lib/tournament-view';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

/** The mark `bench event` waits for: the tournament page has hydrated and answers to the reader. */
const HYDRATED_MARK = 'cronica:tournament-page-hydrated';

// The big reads skip Apollo's normalized cache: each server request reads them once, and copying a
// 2,048-player event into the cache costs more than the page's own rendering.

/** Read once per request: the page and its title both ask for it, and the cache is skipped (above). */
const loadTournament = cache(async (id: string): Promise<TournamentDetail | null> => {
  const { data } = await query({ query: TOURNAMENT, variables: { id }, fetchPolicy: 'no-cache' });
  return data?.tournament ?? null;
});

/** The online matches of the tables; the page still renders without them if the API cannot say. */
async function loadTableMatches(id: string): Promise<TableMatches> {
  const { data } = await query({ query: TOURNAMENT_MATCHES, variables: { id }, fetchPolicy: 'no-cache' }).catch(() => ({ data: undefined }));
  return tableMatchIndex(data?.tournament?.matches ?? []);
}

/** Round names and per-round standings; the page still renders (numbered rounds, current standings) without them. */
async function loadRounds(id: string) {
  const { data } = await query({ query: TOURNAMENT_ROUNDS, variables: { id }, fetchPolicy: 'no-cache' }).catch(() => ({ data: undefined }));
  return { rounds: data?.tournament?.rounds ?? [], byRound: data?.tournament?.standingsByRound ?? [] };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadTournament(id).catch(() => null);
  return { title: tournament?.name ?? translator(lang)(messages.tournamentPage.notFound) };
}

export default async function TournamentPage({ params, searchParams }: Props) {
  const [{ id }, asked, lang, viewer] = await Promise.all([params, searchParams, currentLang(), currentViewer()]);
  const view = { ...viewFrom(asked), q: searchFrom(asked.q) || undefined };
  const [tournament, tableMatches, named] = await Promise.all([loadTournament(id), loadTableMatches(id), loadRounds(id)]);
  if (!tournament) notFound();
  const t = translator(lang);
  const m = messages.tournamentPage;
  const names = new Map(tournament.players.map((p) => [p.playerId, p.name]));
  return (
    <article data-testid="tournament-page">
      <p className="breadcrumb">
        <Link href="/">← {t(m.back)}</Link>
      </p>
      <TournamentHeader tournament={tournament} rounds={named.rounds} lang={lang} />
      <PlayerPanel tournament={tournament} viewer={viewer} tableMatches={tableMatches} lang={lang} />
      {tournament.myStaffRole ? <StaffPanel tournamentId={tournament.id} role={tournament.myStaffRole} commands={staffCommandsFor(tournament)} lang={lang} /> : null}
      {tournament.myStaffRole ? <JudgeDesk tournament={tournament} lang={lang} matches={tableMatches} /> : null}
      {viewer && !tournament.myStaffRole ? <PlayerDisputes tournament={tournament} lang={lang} /> : null}
      {tournament.players.length > ROWS_PER_LIST || view.q ? <PlayerSearch view={view} lang={lang} /> : null}
      <StandingsSection
        current={tournament.standings}
        byRound={named.byRound}
        rounds={named.rounds}
        plannedRounds={tournament.plannedRounds}
        viewerId={viewer?.id ?? null}
        view={view}
        lang={lang}
      />
      <RoundsSection
        pairings={tournament.pairings}
        rounds={named.rounds}
        plannedRounds={tournament.plannedRounds}
        topCutSize={tournament.format?.topCutSize ?? 0}
        names={names}
        matches={tableMatches}
        viewerId={viewer?.id ?? null}
        lang={lang}
        view={view}
      />
      <RosterSection players={tournament.players} view={view} lang={lang} />
      <PaperLinks
        tournamentId={tournament.id}
        round={chooseRound(pairedRounds(tournament.pairings), view.round)}
        plannedRounds={tournament.plannedRounds}
        topCutSize={tournament.format?.topCutSize ?? 0}
        lang={lang}
      />
      <HydratedMark name={HYDRATED_MARK} />
    </article>
  );
}
