import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { JUDGE_DESK, type Dispute, type JudgeCall, type JudgeDeskData } from '../../graphql/judging';
import { RuleAppealForm } from './AppealForms';
import type { TournamentDetail } from '../../graphql/tournament';
import { query } from '../../lib/apollo-rsc';
import { translator, type Translate } from '../../lib/i18n';
import { inReaderLang, personName } from '../../lib/person-name';
import { judgeMessages } from '../../lib/judge-messages';
import { auditHref } from '../../lib/audit-place';
import { currentViewer } from '../../lib/viewer';
import { JudgeCallsLive } from './JudgeCallsLive';
import { LiveAlerts } from '../alerts/LiveAlerts';
import type { CallFact } from '../../lib/judge-call-alerts';
import { PendingAppeals } from './PendingAppeals';
import { deckCheckMessages } from '../../lib/deck-check-messages';
import {
  HandleCallForm,
  OpenDisputeForm,
  PenaltyForm,
  RuleDisputeForm,
  type CorrectionRules,
  type PersonOption,
} from './JudgeForms';
import { lifeCounts } from '../../lib/result-form';
import { CallsList, DeckChecksList, DisputesList, PenaltiesList, type Names } from './JudgeRecords';

const m = judgeMessages.desk;

/** Everyone the desk may name: players, the organizer and the judges. */
function namesOf(tournament: TournamentDetail, t: Translate): Names {
  const staff = [tournament.organizer, ...tournament.judges].filter((p) => p !== null);
  return new Map([
    ...tournament.players.map((p) => [p.playerId, personName(p.name, t)] as const),
    ...staff.map((p) => [p.id, personName(p.displayName, t)] as const),
  ]);
}

const EMPTY_DESK: JudgeDeskData = {
  tournament: null,
  judgeCalls: [],
  pendingMatchAppeals: [],
  disputes: [],
  penalties: [],
  deckChecks: [],
};

/** The open calls as the desk's alerts tell them: where, who (in the reader's language) and why. */
function callFacts(calls: readonly JudgeCall[], names: Names, t: Translate): CallFact[] {
  return calls.map((call) => ({
    callId: call.callId,
    round: call.round,
    table: call.table,
    by: names.get(call.playerId) ?? call.playerId,
    reason: personName(call.reason, t),
  }));
}

/** The audit page of the match a call was made at, opened at the call's event; none if no match is at that table. */
export function callAuditHref(call: JudgeCall): string | null {
  const match = call.onlineMatch;
  if (!match) return null;
  return auditHref(match.matchId, { at: call.matchEvent, call: call.callId, point: call.matchEvent });
}

/**
 * The judges' desk: open calls arriving live, disputes and their rulings,
 * penalties and deck checks. Rendered, and its data asked for, only for the tournament's staff.
 */
export async function JudgeDesk({ tournament, lang }: { tournament: TournamentDetail; lang: Lang }) {
  const [{ data }, viewer] = await Promise.all([
    query({ query: JUDGE_DESK, variables: { tournamentId: tournament.id } }),
    currentViewer(),
  ]);
  // The calls, disputes and penalties name people (and quote what they typed): an erased person's in the reader's language.
  const desk = inReaderLang(data ?? EMPTY_DESK, translator(lang));
  return <JudgeDeskView tournament={tournament} lang={lang} desk={desk} viewerId={viewer?.id ?? null} />;
}

interface ViewProps {
  tournament: TournamentDetail;
  lang: Lang;
  desk: JudgeDeskData;
  viewerId: string | null;
}

/** The desk as drawn from its data: calls, match appeals, disputes, penalties and deck checks. */
export function JudgeDeskView(props: ViewProps) {
  const { tournament, lang, desk, viewerId } = props;
  const t = translator(lang);
  const id = tournament.id;
  return (
    <section aria-labelledby="judge-desk-title" className="block judge-desk panel" data-testid="judge-desk">
      <div className="title-row">
        <h2 id="judge-desk-title">{t(m.title)}</h2>
        <JudgeCallsLive tournamentId={id} shownCallIds={desk.judgeCalls.map((call) => call.callId)} label={t(m.live)} />
      </div>
      <p className="legend">{t(m.intro)}</p>
      <LiveAlerts kind="judge" scope={id} facts={callFacts(desk.judgeCalls, namesOf(tournament, t), t)} lang={lang} />
      <CallsSection {...props} />
      <h3>{t(m.appeals)}</h3>
      <PendingAppeals
        items={desk.pendingMatchAppeals}
        disputes={desk.disputes}
        names={namesOf(tournament, t)}
        head={desk.tournament?.headJudge ?? null}
        viewerId={viewerId}
        lang={lang}
      />
      <DisputesSection {...props} />
      <RecordColumns {...props} />
    </section>
  );
}

function playerOptions(tournament: TournamentDetail, t: Translate): PersonOption[] {
  return tournament.players.map((p) => ({ playerId: p.playerId, name: personName(p.name, t) }));
}

function CallsSection({ tournament, lang, desk }: ViewProps) {
  const t = translator(lang);
  const id = tournament.id;
  return (
    <>
      <h3>{t(m.calls)}</h3>
      {/* Always in the page: a new call arriving live (or one answered) is heard, not only seen. */}
      <p className="visually-hidden" role="status" data-testid="judge-calls-status">
        {t(m.openCount(desk.judgeCalls.length))}
      </p>
      <CallsList
        items={desk.judgeCalls}
        names={namesOf(tournament, t)}
        lang={lang}
        auditHref={callAuditHref}
        now={Date.now()}
        action={(call) => (
          <>
            <OpenDisputeForm tournamentId={id} call={call} lang={lang} />
            <HandleCallForm tournamentId={id} call={call} lang={lang} />
          </>
        )}
      />
    </>
  );
}

/** What correcting the result at a dispute's table asks: its match's best-of, and lives where the tiebreakers count them. */
function correctionAt(tournament: TournamentDetail, dispute: Dispute): CorrectionRules {
  const pairing = tournament.pairings.find((p) => p.round === dispute.round && p.table === dispute.table);
  return { bestOf: pairing?.bestOf ?? 1, needLife: lifeCounts(tournament.format?.tiebreakers ?? []) };
}

function DisputesSection({ tournament, lang, desk, viewerId }: ViewProps) {
  const t = translator(lang);
  const id = tournament.id;
  const head = desk.tournament?.headJudge ?? null;
  const players = playerOptions(tournament, t);
  return (
    <>
      <h3>{t(m.disputes)}</h3>
      <DisputesList
        items={desk.disputes}
        names={namesOf(tournament, t)}
        lang={lang}
        action={(dispute) => (
          <RuleDisputeForm
            tournamentId={id}
            dispute={dispute}
            players={players}
            correction={correctionAt(tournament, dispute)}
            lang={lang}
          />
        )}
        after={(dispute) => (
          <AppealAction tournamentId={id} dispute={dispute} head={head} viewerId={viewerId} lang={lang} />
        )}
      />
    </>
  );
}

/** Only the head judge rules on appeals (the API refuses anyone else): others read who will. */
function AppealAction({
  tournamentId,
  dispute: d,
  head,
  viewerId,
  lang,
}: {
  tournamentId: string;
  dispute: Dispute;
  head: { id: string; displayName: string } | null;
  viewerId: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  if (!d.appeal || d.appeal.ruling !== null) return null;
  const isHead = head !== null && viewerId === head.id;
  // Nobody rules on the appeal of their own ruling: the organizer names another head judge for it.
  if (isHead && d.ruledBy !== viewerId)
    return <RuleAppealForm tournamentId={tournamentId} disputeId={d.disputeId} lang={lang} />;
  return (
    <p className="muted" data-testid="appeal-awaits">
      {isHead ? t(m.ownRuling) : head ? t(m.headJudgeRules(personName(head.displayName, t))) : t(m.noHeadJudge)}
    </p>
  );
}

/** Penalties and deck checks side by side, each with what staff do next: issue a penalty, check a deck. */
function RecordColumns({ tournament, lang, desk }: ViewProps) {
  const t = translator(lang);
  const names = namesOf(tournament, t);
  return (
    <div className="judge-desk__columns">
      <div>
        <h3>{t(m.penalties)}</h3>
        <PenaltiesList items={desk.penalties} names={names} lang={lang} />
        <details>
          <summary>{t(m.issuePenalty)}</summary>
          <PenaltyForm tournamentId={tournament.id} players={playerOptions(tournament, t)} lang={lang} />
        </details>
      </div>
      <div>
        <h3>{t(m.deckChecks)}</h3>
        <DeckChecksList items={desk.deckChecks} names={names} lang={lang} />
        <p>
          <Link
            href={`/tournaments/${encodeURIComponent(tournament.id)}/deck-check`}
            className="button"
            data-testid="deck-check-link"
          >
            {t(deckCheckMessages.linkTitle)}
          </Link>
        </p>
      </div>
    </div>
  );
}
