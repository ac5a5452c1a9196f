import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { Lang } from '@cronica/util';
import { PairingsTable } from '../../../components/PairingsTable';
import { PlayerRoster } from '../../../components/PlayerRoster';
import { StandingsTable } from '../../../components/StandingsTable';
import { TournamentHeader } from '../../../components/TournamentHeader';
import { PlayerPanel } from '../../../components/tournament/PlayerPanel';
import { StaffPanel } from '../../../components/tournament/StaffPanel';
import { JudgeDesk } from '../../../components/judge/JudgeDesk';
import { PlayerDisputes } from '../../../components/judge/PlayerDisputes';
import { PaperLinks } from '../../../components/paper/PaperLinks';
import { TOURNAMENT_MATCHES } from '../../../graphql/matches';
import { TOURNAMENT, type PairingRow, type TournamentDetail } from '../../../graphql/tournament';
import { query } from '../../../lib/apollo-rsc';
import { translator } from '../../../lib/i18n';
import { messages } from '../../../lib/messages';
import { pairedRounds } from '../../../lib/paper';
import { staffCommandsFor } from '../../../lib/staff-commands';
import { currentLang } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import { tableMatchIndex, type TableMatches } from '../../../lib/table-matches';

export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ round?: string | string[] }>;
}

async function loadTournament(id: string): Promise<TournamentDetail | null> {
  const { data } = await query({ query: TOURNAMENT, variables: { id } });
  return data?.tournament ?? null;
}

/** The online matches of the tables; the page still renders without them if the API cannot say. */
async function loadTableMatches(id: string): Promise<TableMatches> {
  const { data } = await query({ query: TOURNAMENT_MATCHES, variables: { id } }).catch(() => ({ data: undefined }));
  return tableMatchIndex(data?.tournament?.matches ?? []);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadTournament(id).catch(() => null);
  return { title: tournament?.name ?? translator(lang)(messages.tournamentPage.notFound) };
}

/** The round to show: the one asked for when it has pairings, else the latest. */
function chooseRound(rounds: readonly number[], asked: string | string[] | undefined): number | null {
  const wanted = Number(Array.isArray(asked) ? asked[0] : asked);
  if (rounds.includes(wanted)) return wanted;
  return rounds.at(-1) ?? null;
}

function RoundsSection(props: {
  pairings: readonly PairingRow[];
  names: Map<string, string>;
  matches: TableMatches;
  viewerId: string | null;
  lang: Lang;
  asked: string | string[] | undefined;
}) {
  const { pairings, names, matches, viewerId, lang, asked } = props;
  const t = translator(lang);
  const m = messages.tournamentPage;
  const rounds = [...new Set(pairings.map((p) => p.round))].sort((a, b) => a - b);
  const shown = chooseRound(rounds, asked);
  return (
    <section aria-labelledby="pairings-title" className="block">
      <h2 id="pairings-title">{t(m.pairings)}</h2>
      {shown === null ? (
        <p className="muted">{t(m.pairingsEmpty)}</p>
      ) : (
        <>
          <nav aria-label={t(m.roundNav)} className="tabs">
            {rounds.map((round) => (
              <Link key={round} href={`?round=${round}#pairings-title`} aria-current={round === shown ? 'page' : undefined} className="tabs__tab" scroll={false}>
                {t(m.round(round))}
                {pairings.some((p) => p.round === round && !p.published) ? ` (${t(messages.staff.unpublishedTab)})` : ''}
              </Link>
            ))}
          </nav>
          {pairings.some((p) => p.round === shown && !p.published) ? <p className="legend">{t(messages.staff.unpublished)}</p> : null}
          <PairingsTable pairings={pairings.filter((p) => p.round === shown)} names={names} matches={matches} viewerId={viewerId} lang={lang} />
        </>
      )}
    </section>
  );
}

export default async function TournamentPage({ params, searchParams }: Props) {
  const [{ id }, { round }, lang, viewer] = await Promise.all([params, searchParams, currentLang(), currentViewer()]);
  const [tournament, tableMatches] = await Promise.all([loadTournament(id), loadTableMatches(id)]);
  if (!tournament) notFound();
  const t = translator(lang);
  const m = messages.tournamentPage;
  const names = new Map(tournament.players.map((p) => [p.playerId, p.name]));
  return (
    <article data-testid="tournament-page">
      <p className="breadcrumb">
        <Link href="/">← {t(m.back)}</Link>
      </p>
      <TournamentHeader tournament={tournament} lang={lang} />
      <PlayerPanel tournament={tournament} viewer={viewer} tableMatches={tableMatches} lang={lang} />
      {tournament.myStaffRole ? <StaffPanel tournamentId={tournament.id} role={tournament.myStaffRole} commands={staffCommandsFor(tournament)} lang={lang} /> : null}
      {tournament.myStaffRole ? <JudgeDesk tournament={tournament} lang={lang} matches={tableMatches} /> : null}
      {viewer && !tournament.myStaffRole ? <PlayerDisputes tournament={tournament} lang={lang} /> : null}
      <section aria-labelledby="standings-title" className="block">
        <h2 id="standings-title">{t(m.standings)}</h2>
        <StandingsTable standings={tournament.standings} viewerId={viewer?.id ?? null} lang={lang} />
      </section>
      <RoundsSection pairings={tournament.pairings} names={names} matches={tableMatches} viewerId={viewer?.id ?? null} lang={lang} asked={round} />
      <section aria-labelledby="players-title" className="block">
        <h2 id="players-title">{t(m.players)}</h2>
        <PlayerRoster players={tournament.players} lang={lang} />
      </section>
      <PaperLinks
        tournamentId={tournament.id}
        round={chooseRound(pairedRounds(tournament.pairings), round)}
        plannedRounds={tournament.plannedRounds}
        topCutSize={tournament.format?.topCutSize ?? 0}
        lang={lang}
      />
    </article>
  );
}
