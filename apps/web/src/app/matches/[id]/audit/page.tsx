import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AuditLog } from '../../../../components/judge/audit/AuditLog';
import { AuditCalls, AuditEntryDetail } from '../../../../components/judge/audit/AuditEntryDetail';
import { AuditRulings } from '../../../../components/judge/audit/AuditRulings';
import { cardNamesOf, decisionIndexOf } from '../../../../lib/audit-values';
import { AuditStepBoards } from '../../../../components/judge/audit/AuditStepBoards';
import { RulingForm, type RulingLink } from '../../../../components/judge/audit/RulingForm';
import { SandboxPanel } from '../../../../components/judge/audit/SandboxPanel';
import {
  AUDIT_STAFF,
  MATCH_AUDIT,
  MATCH_RULINGS,
  type AuditCall,
  type MatchAuditData,
  type MatchRulings,
} from '../../../../graphql/audit';
import { MATCH_VIEW, type MatchView } from '../../../../graphql/match';
import { tableText, type PlacedMatch } from '../../../../lib/match-table';
import { query } from '../../../../lib/apollo-rsc';
import { apiRefusal } from '../../../../lib/api-errors';
import { auditMessages as m } from '../../../../lib/audit-messages';
import type { AuditPlace } from '../../../../lib/audit-place';
import { translator, type Translate } from '../../../../lib/i18n';
import { inReaderLang, personName } from '../../../../lib/person-name';
import { currentLang } from '../../../../lib/server-lang';
import { currentViewer } from '../../../../lib/viewer';
import { namedRules, type NamedRule } from '../../../../lib/rulebook';
import { loadRuleSections } from '../../../../lib/rule-sections';
import { matchAppealMessages as am } from '../../../../lib/audit-messages';
import type { Lang, Localized } from '@cronica/util';
import { seatNamer } from '../../../../lib/seat-names';
import { titledBy, type IdPageProps } from '../../../page-setup';

export const dynamic = 'force-dynamic';

interface Props extends IdPageProps {
  searchParams: Promise<{ at?: string; point?: string; call?: string }>;
}

export const generateMetadata = titledBy(m.title);

type Loaded =
  | { kind: 'audit'; data: MatchAuditData }
  | { kind: 'refused'; code: string; inTournament: boolean }
  | { kind: 'not-started'; message: Localized }
  | { kind: 'missing' };

/** The entry asked for, or the last one; −1 is the opening state. */
const indexOf = (asked: string | undefined, fallback: number) =>
  asked !== undefined && /^-?\d{1,7}$/.test(asked) ? Number(asked) : fallback;

async function loadAudit(matchId: string, index: number): Promise<Loaded> {
  try {
    const { data } = await query({ query: MATCH_AUDIT, variables: { matchId, index } });
    return data ? { kind: 'audit', data } : { kind: 'missing' };
  } catch (error) {
    const { code, message } = apiRefusal(error);
    if (code === 'NOT_FOUND') return { kind: 'missing' };
    // Its judge, before the game is under way (seeds still to come): the API says there is nothing yet.
    if (code === 'CONFLICT') return { kind: 'not-started', message };
    if (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')
      return { kind: 'refused', code, inTournament: await inTournament(matchId) };
    if (code === 'BAD_USER_INPUT' && index !== -1) return loadAudit(matchId, -1);
    throw error;
  }
}

/** Whether the match is a tournament's (a practice or friendly match has no judges); yes when the API cannot say. */
async function inTournament(matchId: string): Promise<boolean> {
  try {
    const { data } = await query({ query: MATCH_VIEW, variables: { matchId } });
    return data?.matchView.tournamentId != null;
  } catch {
    return true;
  }
}

/** Without an event asked for: the one the call points at, else the newest entry of the log. */
async function defaultIndex(matchId: string, point: string | undefined): Promise<number> {
  if (point !== undefined) return indexOf(point, -1);
  try {
    const { data } = await query({ query: MATCH_VIEW, variables: { matchId } });
    return data?.matchView.log.at(-1)?.index ?? -1;
  } catch {
    return -1;
  }
}

async function staffOf(tournamentId: string | null, tr: Translate) {
  if (!tournamentId)
    return {
      names: new Map<string, string>(),
      calls: [] as AuditCall[],
      open: new Set<string>(),
      name: null,
      headJudge: null,
    };
  const { data } = await query({ query: AUDIT_STAFF, variables: { tournamentId } });
  const t = data?.tournament;
  const people = [t?.organizer, ...(t?.judges ?? [])].filter((p) => p != null);
  const open = new Set((data?.openCalls ?? []).map((c) => c.callId));
  return {
    names: new Map(people.map((p) => [p.id, personName(p.displayName, tr)] as const)),
    calls: inReaderLang(data?.judgeCalls ?? [], tr),
    open,
    name: t?.name ?? null,
    headJudge: t?.headJudge?.id ?? null,
  };
}

async function rulingsOf(matchId: string, t: Translate): Promise<MatchRulings> {
  const { data } = await query({ query: MATCH_RULINGS, variables: { matchId } }).catch(() => ({ data: undefined }));
  return inReaderLang(data?.matchRulings ?? { headJudge: null, headJudgeName: null, rulings: [] }, t);
}

/** The audit asked for, every name in it (seats, calls, rulings) in the reader's language: an erased person's too. */
async function readAudit(matchId: string, at: string | undefined, point: string | undefined, t: Translate) {
  return inReaderLang(
    await loadAudit(matchId, at !== undefined ? indexOf(at, -1) : await defaultIndex(matchId, point)),
    t,
  );
}

/**
 * The event's staff and calls, the match's rulings and the reader, names in the reader's language;
 * and the sections of the game's rule lines, to name the rules an event follows.
 */
const surroundingsOf = (match: MatchView, t: Translate, lang: Lang) =>
  Promise.all([
    staffOf(match.tournamentId, t),
    rulingsOf(match.matchId, t),
    currentViewer(),
    loadRuleSections(match.game, lang),
  ]);

/** Why the reader may not audit: not the event's judge (signed in or not), or a match with no event. */
function refusalNotice({ code, inTournament }: { code: string; inTournament: boolean }, t: Translate): string {
  const why = t(inTournament ? m.refused : m.noTournament);
  return code === 'UNAUTHENTICATED' && inTournament ? `${why} ${t(m.signIn)}` : why;
}

function AuditRefused({ matchId, notice, t }: { matchId: string; notice: string; t: Translate }) {
  return (
    <article data-testid="audit-refused" className="page-intro">
      <h1>{t(m.title)}</h1>
      <p className="notice" role="alert">
        {notice}
      </p>
      <p>
        <Link href={`/matches/${encodeURIComponent(matchId)}`}>← {t(m.backToMatch)}</Link>
      </p>
    </article>
  );
}

function AuditHeader(props: { match: MatchView & PlacedMatch; tournamentName: string | null; t: Translate }) {
  const { match, tournamentName, t } = props;
  const table = tableText(match);
  return (
    <>
      <p className="breadcrumb">
        <Link href={`/matches/${encodeURIComponent(match.matchId)}`}>← {t(m.backToMatch)}</Link>
        {match.tournamentId ? (
          <>
            {' · '}
            <Link href={`/tournaments/${encodeURIComponent(match.tournamentId)}`}>
              {tournamentName ?? t(m.backToTournament)}
            </Link>
          </>
        ) : null}
      </p>
      <header className="page-intro page-intro--wide">
        <h1>{t(m.title)}</h1>
        <p className="muted">
          {match.gameName}
          {table ? ` · ${t(table)}` : ''} · {match.seats.map((s) => s.name).join(' – ')}
        </p>
        <p className="lede">{t(m.lede)}</p>
      </header>
    </>
  );
}

type Staff = Awaited<ReturnType<typeof staffOf>>;

/** The calls made at this match's table that point at an event of it. */
const tableCallsOf = (staff: Staff, match: MatchView) =>
  staff.calls.filter((c) => c.round === match.round && c.table === match.table && c.matchEvent !== null);

/** The table's calls with an event, the events they and the call the judge came from point at, and that call. */
function callsAndPlace(staff: Staff, match: MatchView, call: string | undefined, point: string | undefined) {
  const tableCalls = tableCallsOf(staff, match);
  const pointed = new Set(tableCalls.map((c) => c.matchEvent!));
  const from = { call: call ?? null, point: point && /^\d{1,7}$/.test(point) ? Number(point) : null };
  if (from.point !== null) pointed.add(from.point);
  return { tableCalls, pointed, from };
}

/** The open calls of this table a ruling may answer (the one the judge came from is chosen). */
function openCallLinks(staff: Staff, match: MatchView, playerName: (id: string) => string): RulingLink[] {
  return staff.calls
    .filter((c) => c.round === match.round && c.table === match.table && staff.open.has(c.callId))
    .map((c) => ({ value: c.callId, label: `${playerName(c.playerId)}: ${c.reason}` }));
}

/** For the head judge only, the appeals awaiting them — never the appeal of their own ruling: nobody decides on that. */
function appealLinks(rulings: MatchRulings, viewerId: string | null, staff: Staff, t: Translate): RulingLink[] {
  if (viewerId === null || viewerId !== staff.headJudge) return [];
  return rulings.rulings.flatMap((r) =>
    r.appeal && r.decidedBy === null && r.judge !== viewerId
      ? [{ value: String(r.seq), label: t(am.rulingAt(r.index, r.appeal.playerName)) }]
      : [],
  );
}

interface MainProps {
  data: MatchAuditData;
  selected: number;
  pointed: ReadonlySet<number>;
  from: AuditPlace;
  staff: Staff;
  /** Which ruling form to keep mounted: the chosen event's, or the latest's. */
  rulingFor: string;
  calls: RulingLink[];
  call: string | null;
  appeals: RulingLink[];
  /** The rule lines the selected event follows, as its log line's "why?" names them. */
  rules: readonly NamedRule[];
  lang: Lang;
}

/** The selected entry, its boards before and after, the ruling form and the sandbox. */
function AuditMain(props: MainProps) {
  const { data, selected, pointed, from, staff, rulingFor, calls, call, appeals, rules, lang } = props;
  const { matchView: match, matchAudit, matchAuditStep: step, penaltyGuide } = data;
  const entries = matchAudit.entries;
  const seatName = seatNamer(match);
  return (
    <div className="audit__main">
      <AuditEntryDetail
        entry={selected >= 0 ? (entries[selected] ?? null) : null}
        index={selected}
        total={entries.length}
        pointed={pointed.has(selected)}
        from={from}
        names={cardNamesOf(step.after)}
        seatName={seatName}
        judgeName={(j) => staff.names.get(j) ?? j}
        decidedAt={decisionIndexOf(entries, selected)}
        rules={rules}
        lang={lang}
      />
      <AuditStepBoards match={match} before={step.before} after={step.after} lang={lang} />
      <RulingForm
        key={`ruling-${rulingFor}`}
        match={match}
        index={selected}
        guide={penaltyGuide.infractions}
        calls={calls}
        call={call}
        appeals={appeals}
        rules={rules}
        lang={lang}
      />
      <SandboxPanel key={`sandbox-${selected}`} match={match} fromEvent={selected} lang={lang} />
    </div>
  );
}

/**
 * A judge's audit of one match: the full log with every hidden value, any event stepped to on the
 * game's own board (before and after it), the event a player's call points at highlighted, the
 * ruling form and the sandbox. The API decides who may read it; anyone else gets a clear refusal.
 */
export default async function AuditPage({ params, searchParams }: Props) {
  const [{ id }, { at, point, call }, lang] = await Promise.all([params, searchParams, currentLang()]);
  const t = translator(lang);
  const loaded = await readAudit(id, at, point, t);
  if (loaded.kind === 'missing') notFound();
  if (loaded.kind === 'refused') return <AuditRefused matchId={id} notice={refusalNotice(loaded, t)} t={t} />;
  if (loaded.kind === 'not-started') return <AuditRefused matchId={id} notice={t(loaded.message)} t={t} />;
  const { matchView: match, matchAudit, matchAuditStep: step } = loaded.data;
  const entries = matchAudit.entries;
  const selected = Math.max(-1, Math.min(step.index, entries.length - 1));
  const [staff, rulings, viewer, sections] = await surroundingsOf(match, t, lang);
  const { tableCalls, pointed, from } = callsAndPlace(staff, match, call, point);
  const judgeName = (judge: string) => staff.names.get(judge) ?? judge;
  const playerName = (playerId: string) => match.seats.find((s) => s.playerId === playerId)?.name ?? playerId;
  return (
    <article data-testid="audit-page" data-selected={selected} className="audit">
      <AuditHeader match={match} tournamentName={match.tournamentTable?.tournamentName ?? staff.name} t={t} />
      <AuditCalls calls={tableCalls} playerName={playerName} lang={lang} />
      <div className="audit__columns">
        <AuditLog entries={entries} selected={selected} pointed={pointed} from={from} lang={lang} />
        <AuditMain
          data={loaded.data}
          selected={selected}
          pointed={pointed}
          from={from}
          staff={staff}
          // The ruling form belongs to the event the judge chose; opened on the latest event, it stays
          // mounted when a ruling adds one, so the judge still reads that the ruling was recorded.
          rulingFor={at !== undefined || point !== undefined ? String(selected) : 'latest'}
          calls={openCallLinks(staff, match, playerName)}
          call={from.call}
          appeals={appealLinks(rulings, viewer?.id ?? null, staff, t)}
          rules={namedRules(match.game, entries[selected]?.rules ?? [], sections)}
          lang={lang}
        />
      </div>
      <AuditRulings entries={entries} game={match.game} judgeName={judgeName} appeals={rulings} lang={lang} />
    </article>
  );
}
