import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { Dispute, PendingMatchAppeal } from '../../graphql/judging';
import { translator, type Translate } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { auditHref } from '../../lib/audit-place';
import { personName } from '../../lib/person-name';
import type { Names } from './JudgeRecords';

const m = judgeMessages.desk;

type HeadJudge = { readonly id: string; readonly displayName: string } | null;

interface Props {
  readonly items: readonly PendingMatchAppeal[];
  /** The event's disputes: those whose ruling is appealed and not yet decided wait here too. */
  readonly disputes?: readonly Dispute[];
  /** Who the dispute appeals name (players and staff, in the reader's language). */
  readonly names?: Names;
  /** The head judge who rules on appeals, or null while none is named. */
  readonly head: HeadJudge;
  /** Who reads the desk. */
  readonly viewerId: string | null;
  readonly lang: Lang;
}

/** The desk's anchor of one dispute: a pending appeal of its ruling links to it. */
export const disputeAnchor = (disputeId: string) => `dispute-${disputeId}`;

type Pending =
  | { readonly kind: 'match'; readonly at: string; readonly appeal: PendingMatchAppeal }
  | { readonly kind: 'dispute'; readonly at: string; readonly dispute: Dispute };

/** Both kinds of appeal waiting for the head judge, oldest first. */
function pendingOf(items: readonly PendingMatchAppeal[], disputes: readonly Dispute[]): Pending[] {
  const appealed = disputes.filter((d) => d.appeal !== null && d.appeal.ruling === null);
  return [
    ...items.map((appeal) => ({ kind: 'match' as const, at: appeal.appealedAt, appeal })),
    ...appealed.map((dispute) => ({ kind: 'dispute' as const, at: dispute.appeal!.appealedAt, dispute })),
  ].sort((a, b) => a.at.localeCompare(b.at));
}

/** Who rules on an appeal the reader does not: the reader made the ruling, or the head judge (if named) does. */
function WhoRules({ isHead, head, t }: { isHead: boolean; head: HeadJudge; t: Translate }) {
  const text = isHead ? m.ownRuling : head ? m.headJudgeRules(personName(head.displayName, t)) : m.noHeadJudge;
  return <p className="muted">{t(text)}</p>;
}

/**
 * Every appeal the head judge has still to decide, oldest first: of a ruling made in a match (a link
 * to the match's audit at the ruling, where it is ruled on) and of a dispute's ruling (a link to the
 * dispute, below, where it is ruled on). The other staff read who will; nobody rules on the appeal
 * of their own ruling.
 */
export function PendingAppeals({ items, disputes = [], names = new Map(), head, viewerId, lang }: Props) {
  const t = translator(lang);
  const pending = pendingOf(items, disputes);
  if (pending.length === 0) return <p className="muted">{t(m.noAppeals)}</p>;
  const isHead = head !== null && viewerId === head.id;
  const shared = { isHead, head, viewerId, t };
  return (
    <ul className="desk-list" data-testid="pending-appeals">
      {pending.map((p) =>
        p.kind === 'match' ? (
          <MatchAppealItem key={`${p.appeal.matchId}-${p.appeal.rulingSeq}`} appeal={p.appeal} {...shared} />
        ) : (
          <DisputeAppealItem key={p.dispute.disputeId} dispute={p.dispute} names={names} {...shared} />
        ),
      )}
    </ul>
  );
}

interface ItemProps {
  readonly isHead: boolean;
  readonly head: HeadJudge;
  readonly viewerId: string | null;
  readonly t: Translate;
}

function MatchAppealItem({ appeal: a, isHead, head, viewerId, t }: ItemProps & { appeal: PendingMatchAppeal }) {
  const rules = isHead && a.judge !== viewerId;
  const href = auditHref(a.matchId, { at: a.rulingIndex });
  return (
    <li data-testid="pending-appeal">
      <strong>{t(m.at(a.round, a.table))}</strong> ·{' '}
      {t(m.matchAppeal(personName(a.playerName, t), a.rulingIndex, personName(a.judgeName, t)))}:{' '}
      <q>{personName(a.reason, t)}</q>{' '}
      <Link href={href} className={rules ? 'button' : undefined} data-testid="pending-appeal-audit">
        {t(rules ? m.ruleInAudit : m.seeInAudit)}
      </Link>
      {rules ? null : <WhoRules isHead={isHead} head={head} t={t} />}
    </li>
  );
}

function DisputeAppealItem(props: ItemProps & { dispute: Dispute; names: Names }) {
  const { dispute: d, names, isHead, head, viewerId, t } = props;
  const appeal = d.appeal!;
  const rules = isHead && d.ruledBy !== viewerId;
  const nameOf = (id: string | null) => (id === null ? '' : (names.get(id) ?? id));
  return (
    <li data-testid="pending-appeal">
      <strong>{t(m.at(d.round, d.table))}</strong> · {t(m.disputeAppeal(nameOf(appeal.playerId), nameOf(d.ruledBy)))}:{' '}
      <q>{personName(appeal.reason, t)}</q>{' '}
      <a
        href={`#${disputeAnchor(d.disputeId)}`}
        className={rules ? 'button' : undefined}
        data-testid="pending-appeal-dispute"
      >
        {t(rules ? m.ruleAtDispute : m.seeDispute)}
      </a>
      {rules ? null : <WhoRules isHead={isHead} head={head} t={t} />}
    </li>
  );
}
