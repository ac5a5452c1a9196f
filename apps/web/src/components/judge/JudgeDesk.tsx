import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { JUDGE_DESK, type Dispute, type JudgeCall, type JudgeDeskData } from '../../graphql/judging';
import { matchAt, type TableMatches } from '../../lib/table-matches';
import { RuleAppealForm } from './AppealForms';
import type { TournamentDetail } from '../../graphql/tournament';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { currentViewer } from '../../lib/viewer';
import { JudgeCallsLive } from './JudgeCallsLive';
import { PendingAppeals } from './PendingAppeals';
import { deckCheckMessages } from '../../lib/deck-check-messages';
import { HandleCallForm, OpenDisputeForm, PenaltyForm, RuleDisputeForm, type PersonOption } from './JudgeForms';
import { CallsList, DeckChecksList, DisputesList, PenaltiesList, type Names } from './JudgeRecords';

const m = judgeMessages.desk;

/** Everyone the desk may name: players, the organizer and the judges. */
function namesOf(tournament: TournamentDetail): Names {
  const staff = [tournament.organizer, ...tournament.judges].filter((p) => p !== null);
  return new Map([
    ...tournament.players.map((p) => [p.playerId, p.name] as const),
    ...staff.map((p) => [p.id, p.displayName] as const),
  ]);
}

/**
 * The judges' desk: open calls arriving live, disputes and their rulings,
 * penalties and deck checks. Rendered, and its data asked for, only for the tournament's staff.
 */
export async function JudgeDesk({
  tournament,
  lang,
  matches = new Map(),
}: {
  tournament: TournamentDetail;
  lang: Lang;
  matches?: TableMatches;
}) {
  const t = translator(lang);
  const [{ data }, viewer] = await Promise.all([
    query({ query: JUDGE_DESK, variables: { tournamentId: tournament.id } }),
    currentViewer(),
  ]);
  const desk: JudgeDeskData = data ?? {
    tournament: null,
    judgeCalls: [],
    pendingMatchAppeals: [],
    disputes: [],
    penalties: [],
    deckChecks: [],
  };
  const head = desk.tournament?.headJudge ?? null;
  const names = namesOf(tournament);
  const players: PersonOption[] = tournament.players.map((p) => ({ id: p.playerId, name: p.name }));
  const id = tournament.id;
  const auditHref = (call: JudgeCall) => {
    const match = matchAt(matches, call);
    if (!match) return null;
    const at = call.matchEvent === null ? '' : `&at=${call.matchEvent}&point=${call.matchEvent}`;
    return `/matches/${encodeURIComponent(match.matchId)}/audit?call=${encodeURIComponent(call.callId)}${at}`;
  };
  // Only the head judge rules on appeals (the API refuses anyone else): others read who will.
  const appealForm = (d: Dispute) => {
    if (!d.appeal || d.appeal.ruling !== null) return null;
    const isHead = head !== null && viewer?.id === head.id;
    // Nobody rules on the appeal of their own ruling: the organizer names another head judge for it.
    if (isHead && d.ruledBy !== viewer.id)
      return <RuleAppealForm tournamentId={id} disputeId={d.disputeId} lang={lang} />;
    return (
      <p className="muted" data-testid="appeal-awaits">
        {isHead ? t(m.ownRuling) : head ? t(m.headJudgeRules(head.displayName)) : t(m.noHeadJudge)}
      </p>
    );
  };
  return (
    <section aria-labelledby="judge-desk-title" className="block judge-desk" data-testid="judge-desk">
      <div className="title-row">
        <h2 id="judge-desk-title">{t(m.title)}</h2>
        <JudgeCallsLive tournamentId={id} label={t(m.live)} />
      </div>
      <p className="legend">{t(m.intro)}</p>
      <h3>{t(m.calls)}</h3>
      {/* Always in the page: a new call arriving live (or one answered) is heard, not only seen. */}
      <p className="visually-hidden" role="status" data-testid="judge-calls-status">
        {t(m.openCount(desk.judgeCalls.length))}
      </p>
      <CallsList
        items={desk.judgeCalls}
        names={names}
        lang={lang}
        auditHref={auditHref}
        now={Date.now()}
        action={(call) => (
          <>
            <OpenDisputeForm tournamentId={id} call={call} lang={lang} />
            <HandleCallForm tournamentId={id} call={call} lang={lang} />
          </>
        )}
      />
      <h3>{t(m.matchAppeals)}</h3>
      <PendingAppeals items={desk.pendingMatchAppeals} head={head} viewerId={viewer?.id ?? null} lang={lang} />
      <h3>{t(m.disputes)}</h3>
      <DisputesList
        items={desk.disputes}
        names={names}
        lang={lang}
        action={(dispute) => <RuleDisputeForm tournamentId={id} dispute={dispute} players={players} lang={lang} />}
        after={appealForm}
      />
      <div className="judge-desk__columns">
        <div>
          <h3>{t(m.penalties)}</h3>
          <PenaltiesList items={desk.penalties} names={names} lang={lang} />
          <details>
            <summary>{t(m.issuePenalty)}</summary>
            <PenaltyForm tournamentId={id} players={players} lang={lang} />
          </details>
        </div>
        <div>
          <h3>{t(m.deckChecks)}</h3>
          <DeckChecksList items={desk.deckChecks} names={names} lang={lang} />
          <p>
            <Link
              href={`/tournaments/${encodeURIComponent(id)}/deck-check`}
              className="button"
              data-testid="deck-check-link"
            >
              {t(deckCheckMessages.linkTitle)}
            </Link>
          </p>
        </div>
      </div>
    </section>
  );
}
