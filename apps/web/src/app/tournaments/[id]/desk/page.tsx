import type { Lang } from '@cronica/util';
import type { Metadata } from 'next';
import Link from 'next/link';
import { Fragment, type ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { keptOnFailedRefresh } from '../../../../components/kept-live-page';
import { TournamentHeader } from '../../../../components/TournamentHeader';
import { ClockDesk } from '../../../../components/organizer/ClockDesk';
import { RegistrationDesk } from '../../../../components/organizer/RegistrationDesk';
import { lastPublishedRound, RoundDesk } from '../../../../components/organizer/RoundDesk';
import type { RoundMatches } from '../../../../components/organizer/ResultsDesk';
import { StaffDesk, type DeskStaff } from '../../../../components/organizer/StaffDesk';
import { EventDetailsDesk } from '../../../../components/organizer/EventDetailsDesk';
import { screenMessages } from '../../../../lib/screen-messages';
import { AnnouncementDesk } from '../../../../components/organizer/AnnouncementDesk';
import { DESK_EXTRAS, DESK_ROUND_MATCHES } from '../../../../graphql/desk-rounds';
import { DESK_JUDGES } from '../../../../graphql/organizer-desk';
import { PlacingsList } from '../../../../components/organizer/PlacingsList';
import { TOURNAMENT, type TournamentDetail } from '../../../../graphql/tournament';
import { query } from '../../../../lib/apollo-rsc';
import { firstParam } from '../../../../lib/search-params';
import { deskFilterFrom } from '../../../../lib/desk-player-filter';
import { LiveAlerts } from '../../../../components/alerts/LiveAlerts';
import { deskFacts } from '../../../../lib/desk-alerts';
import { DESK_SECTION_TITLES, deskSections, type DeskSection } from '../../../../lib/desk-sections';
import { translator, type Translate } from '../../../../lib/i18n';
import { organizerMessages as om } from '../../../../lib/organizer-messages';
import { inReaderLang } from '../../../../lib/person-name';
import { currentLang } from '../../../../lib/server-lang';
import type { IdPageProps } from '../../../page-setup';

export const dynamic = 'force-dynamic';

interface Props extends IdPageProps {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function loadTournament(id: string): Promise<TournamentDetail | null> {
  const { data } = await query({ query: TOURNAMENT, variables: { id } });
  return data?.tournament ?? null;
}

async function loadStaff(id: string): Promise<DeskStaff> {
  const { data } = await query({ query: DESK_JUDGES, variables: { id } }).catch(() => ({ data: undefined }));
  return {
    judgeUsernames: new Map((data?.tournament?.judges ?? []).map((j) => [j.id, j.username])),
    headJudge: data?.tournament?.headJudge ?? null,
  };
}

async function loadExtras(id: string) {
  const { data } = await query({ query: DESK_EXTRAS, variables: { id } }).catch(() => ({ data: undefined }));
  // The open judge calls ride along: a result correction on their table offers to close them.
  return data?.tournament ? { ...data.tournament, openCalls: data.judgeCalls } : null;
}

export type DeskExtras = Awaited<ReturnType<typeof loadExtras>>;

/** The online matches of a round's tables, by table; none before a round or if the API cannot say. */
async function loadRoundMatches(id: string, round: number): Promise<RoundMatches> {
  if (round === 0) return new Map();
  const { data } = await query({ query: DESK_ROUND_MATCHES, variables: { id, round } }).catch(() => ({
    data: undefined,
  }));
  const tables = data?.tournament?.pairings ?? [];
  return new Map(tables.flatMap((p) => (p.onlineMatch ? [[p.table, p.onlineMatch] as const] : [])));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const tournament = await loadTournament(id).catch(() => null);
  const t = translator(lang);
  const title = t(tournament?.myStaffRole === 'judge' ? om.desk.judgeTitle : om.desk.title);
  return { title: tournament ? `${title} · ${tournament.name}` : title };
}

/**
 * The way back to the event's page and, for the staff, the room's screen (a tab of its own, to drag
 * onto the projector); for the organizer, the next edition of the event, copied from this one.
 */
function BackLink({ id, t, role = null }: { id: string; t: Translate; role?: 'organizer' | 'judge' | null }) {
  const page = `/tournaments/${encodeURIComponent(id)}`;
  return (
    <p className="breadcrumb">
      <Link href={page}>← {t(om.desk.back)}</Link>
      {role === null ? null : (
        <>
          {' · '}
          <a href={`${page}/screen`} target="_blank" rel="noopener" data-testid="desk-screen-link">
            {t(screenMessages.link)} ↗
          </a>
        </>
      )}
      {role === 'organizer' ? (
        <>
          {' · '}
          <Link href={`/tournaments/new?from=${encodeURIComponent(id)}`} data-testid="desk-run-again">
            {t(om.create.again)}
          </Link>
        </>
      ) : null}
    </p>
  );
}

/**
 * Links to the desk's sections, as the page shows them, and to the judges' calls and disputes,
 * which arrive live on the event's page (with how many calls were open when the desk was read).
 * An open call comes first, marked: a call waiting is what a judge on the floor must not miss. On a
 * phone the row wraps rather than scrolls, so every section is in sight and the call is read whole.
 */
function DeskNav(props: { id: string; sections: readonly DeskSection[]; openCalls: number; t: Translate }) {
  const { id, sections, openCalls, t } = props;
  const calls = (
    <Link
      className={openCalls > 0 ? 'tabs__tab tabs__tab--alert' : 'tabs__tab'}
      href={`/tournaments/${encodeURIComponent(id)}#judge-desk-title`}
      data-testid="desk-calls"
    >
      {t(openCalls > 0 ? om.desk.openCalls(openCalls) : om.desk.calls)} →
    </Link>
  );
  return (
    <nav aria-label={t(om.desk.nav)} className="tabs tabs--wrap desk-nav">
      {openCalls > 0 ? calls : null}
      {sections.map((section) => (
        <a key={section} className="tabs__tab" href={`#${section}`}>
          {t(DESK_SECTION_TITLES[section])}
        </a>
      ))}
      {openCalls > 0 ? null : calls}
    </nav>
  );
}

/** Anyone but the organizer and the judges: the desk is not theirs. */
function Forbidden({ id, t }: { id: string; t: Translate }) {
  return (
    <article data-testid="desk-page">
      <BackLink id={id} t={t} />
      <p className="notice" role="alert">
        {t(om.desk.forbidden)}
      </p>
    </article>
  );
}

/** What the desk reads, every name on it (entrants, staff, placings, calls) in the reader's language: an erased person's too. */
async function loadDesk(id: string, t: Translate) {
  const [tournament, staff, extras] = inReaderLang(
    await Promise.all([loadTournament(id), loadStaff(id), loadExtras(id)]),
    t,
  );
  // The round's online matches, once the round is known (only the staff's desk shows them).
  const matches = tournament?.myStaffRole ? await loadRoundMatches(id, lastPublishedRound(tournament)) : new Map();
  return [tournament, staff, extras, matches] as const;
}

/** The desk's title, and its alerts while the event runs (off until turned on; nothing is left to alert once it has ended). */
function DeskTitle({ tournament, organizer, lang }: { tournament: TournamentDetail; organizer: boolean; lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <h2 className="desk-title">{t(organizer ? om.desk.title : om.desk.judgeTitle)}</h2>
      {tournament.status === 'ended' ? null : (
        <LiveAlerts kind="desk" scope={tournament.id} facts={deskFacts(tournament)} lang={lang} />
      )}
    </>
  );
}

/** The organizer's desk: registration, staff, rounds (draft, results), clock, top cut and end. */
async function DeskContent({ params, searchParams }: Props) {
  const [{ id }, asked, lang] = await Promise.all([params, searchParams, currentLang()]);
  const t = translator(lang);
  const [tournament, staff, extras, matches] = await loadDesk(id, t);
  if (!tournament) notFound();
  const role = tournament.myStaffRole;
  if (role !== 'organizer' && role !== 'judge') return <Forbidden id={id} t={t} />;
  const organizer = role === 'organizer';
  const names = new Map(tournament.players.map((p) => [p.playerId, p.name]));
  const asking = { a: firstParam(asked.a), b: firstParam(asked.b), kind: firstParam(asked.kind) };
  const drawn: Record<DeskSection, ReactNode> = {
    registration: (
      <RegistrationDesk tournament={tournament} organizer={organizer} lang={lang} filter={deskFilterFrom(asked)} />
    ),
    rounds: (
      <RoundDesk tournament={tournament} extras={extras} names={names} asked={asking} matches={matches} lang={lang} />
    ),
    clock: <ClockDesk tournament={tournament} extras={extras} lang={lang} />,
    staff: <StaffDesk tournament={tournament} staff={staff} lang={lang} />,
    details: <EventDetailsDesk tournament={tournament} lang={lang} />,
  };
  const sections = deskSections(tournament, organizer);
  return (
    <article data-testid="desk-page" className="desk">
      <BackLink id={id} t={t} role={role} />
      <TournamentHeader
        tournament={tournament}
        winnerName={tournament.winner ? names.get(tournament.winner) : null}
        lang={lang}
      />
      <DeskNav id={id} sections={sections} openCalls={extras?.openCalls.length ?? 0} t={t} />
      <DeskTitle tournament={tournament} organizer={organizer} lang={lang} />
      <PlacingsList placings={extras?.placings ?? []} topCut={(tournament.format?.topCutSize ?? 0) > 0} lang={lang} />
      <AnnouncementDesk tournament={tournament} lang={lang} />
      {sections.map((section) => (
        <Fragment key={section}>{drawn[section]}</Fragment>
      ))}
    </article>
  );
}

/** The organizer's desk, kept on screen (with what was typed in it) while a live refresh of it fails. */
export default keptOnFailedRefresh(DeskContent);
