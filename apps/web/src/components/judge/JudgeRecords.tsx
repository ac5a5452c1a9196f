import type { ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import type { DeckCheck, Dispute, JudgeCall, Penalty } from '../../graphql/judging';
import { translator, type Translate } from '../../lib/i18n';
import { infractionLabel } from '../../lib/code-labels';
import { judgeMessages, labelOf } from '../../lib/judge-messages';
import { personName } from '../../lib/person-name';
import { disputeAnchor } from './PendingAppeals';
import { WaitedFor } from './WaitedFor';

const m = judgeMessages.desk;

/** Account id → display name (players, organizer, judges) in the reader's language; unknown ids show as themselves. */
export type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, id: string) => names.get(id) ?? id;

interface ListProps<T> {
  readonly items: readonly T[];
  readonly names: Names;
  readonly lang: Lang;
  /** What a judge can do with an item (rendered below it). */
  readonly action?: (item: T) => ReactNode;
}

/** One of the desk's lists of records, or the line that says there are none. */
function DeskList<T>(props: { items: readonly T[]; empty: string; testId: string; children: (item: T) => ReactNode }) {
  const { items, empty, testId, children } = props;
  if (items.length === 0) return <p className="muted">{empty}</p>;
  return (
    <ul className="desk-list" data-testid={testId}>
      {items.map(children)}
    </ul>
  );
}

const byTable = (a: JudgeCall, b: JudgeCall) =>
  a.round - b.round || a.table - b.table || a.calledAt.localeCompare(b.calledAt);

interface CallsProps extends ListProps<JudgeCall> {
  /** The audit page of the call's match at the event it points at, when the table plays online. */
  readonly auditHref?: (call: JudgeCall) => string | null;
  /** When the desk was drawn (ms, the server's clock): each call's waiting time counts on from there. */
  readonly now?: number;
}

/** Open calls by table, each with how long it has waited and, when it points at a match event, a link to audit it there. */
export function CallsList({ items, names, lang, action, auditHref, now }: CallsProps) {
  const t = translator(lang);
  return (
    <DeskList items={[...items].sort(byTable)} empty={t(m.noCalls)} testId="judge-calls">
      {(call) => {
        const href = auditHref?.(call) ?? null;
        return (
          <li key={call.callId} data-testid="judge-call">
            <strong>{t(m.callAt(call.round, call.table))}</strong> · {t(m.calledBy(nameOf(names, call.playerId)))}:{' '}
            <q>{personName(call.reason, t)}</q>
            {now === undefined ? null : <WaitedFor calledAt={call.calledAt} drawnAt={now} lang={lang} />}
            {href ? (
              <p>
                <a className="button button--quiet" href={href} data-testid="judge-call-audit">
                  {call.matchEvent === null ? t(m.audit) : t(m.auditAt(call.matchEvent))}
                </a>
              </p>
            ) : null}
            {action?.(call)}
          </li>
        );
      }}
    </DeskList>
  );
}

/** The appeal beside the first ruling: who appealed and why, and the head judge's ruling once made (which stands). */
export function AppealNote({
  appeal,
  names,
  lang,
}: {
  appeal: NonNullable<Dispute['appeal']>;
  names: Names;
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <div className="appeal" data-testid="appeal" data-ruled={appeal.ruling !== null}>
      <p>
        <strong>{t(m.appealedBy(nameOf(names, appeal.playerId)))}</strong>: <q>{personName(appeal.reason, t)}</q>
      </p>
      {appeal.ruling !== null ? (
        <p>
          <strong>{t(m.headRuling(t(labelOf(m.appealOutcomes, appeal.outcome ?? ''))))}</strong> — {appeal.ruling}
          {appeal.ruledBy ? <span className="muted"> ({nameOf(names, appeal.ruledBy)})</span> : null}
        </p>
      ) : (
        <p className="muted">{t(m.appealPending)}</p>
      )}
    </div>
  );
}

/** Where a dispute stands: open, ruled with an appeal the head judge has yet to decide, or done. */
function DisputeBadge({ dispute, t }: { dispute: Dispute; t: Translate }) {
  const waiting = dispute.status === 'open' || (dispute.appeal !== null && dispute.appeal.ruling === null);
  const words = dispute.status === 'open' ? m.statusOpen : waiting ? m.statusAppealed : m.statusRuled;
  return (
    <span className={waiting ? 'badge badge--live' : 'badge badge--done'} data-testid="dispute-badge">
      {t(words)}
    </span>
  );
}

/** Disputes with their rulings and appeals; `action` answers an open one, `after` follows each (an appeal, the head judge's form). */
export function DisputesList({
  items,
  names,
  lang,
  action,
  after,
}: ListProps<Dispute> & { readonly after?: (dispute: Dispute) => ReactNode }) {
  const t = translator(lang);
  return (
    <DeskList items={items} empty={t(m.noDisputes)} testId="disputes">
      {(dispute) => (
        <li
          key={dispute.disputeId}
          id={disputeAnchor(dispute.disputeId)}
          data-testid="dispute"
          data-status={dispute.status}
        >
          <strong>{t(m.callAt(dispute.round, dispute.table))}</strong> ·{' '}
          {dispute.players.map((id) => nameOf(names, id)).join(' – ')} · <DisputeBadge dispute={dispute} t={t} />
          <p>{dispute.summary}</p>
          {dispute.status !== 'open' && dispute.outcome ? (
            <p>
              <strong>{t(m.ruledAs(t(labelOf(judgeMessages.outcomes, dispute.outcome))))}</strong>
              {dispute.ruling ? <> — {dispute.ruling}</> : null}
              {dispute.ruledBy ? <span className="muted"> ({nameOf(names, dispute.ruledBy)})</span> : null}
            </p>
          ) : (
            action?.(dispute)
          )}
          {dispute.appeal ? <AppealNote appeal={dispute.appeal} names={names} lang={lang} /> : null}
          {after?.(dispute)}
        </li>
      )}
    </DeskList>
  );
}

export function PenaltiesList({ items, names, lang }: ListProps<Penalty>) {
  const t = translator(lang);
  return (
    <DeskList items={items} empty={t(m.noPenalties)} testId="penalties">
      {(penalty) => (
        <li key={penalty.penaltyId} data-testid="penalty">
          <strong>{nameOf(names, penalty.playerId)}</strong>: {t(labelOf(judgeMessages.outcomes, penalty.penalty))} ·{' '}
          {t(infractionLabel(penalty.infraction))} ·{' '}
          <span className="muted">{t(m.at(penalty.round, penalty.table))}</span>
          {penalty.note ? <p>{penalty.note}</p> : null}
        </li>
      )}
    </DeskList>
  );
}

export function DeckChecksList({ items, names, lang }: ListProps<DeckCheck>) {
  const t = translator(lang);
  return (
    <DeskList items={items} empty={t(m.noDeckChecks)} testId="deck-checks">
      {(check) => (
        <li key={check.checkId} data-testid="deck-check" data-matches={check.matches}>
          <strong>{nameOf(names, check.playerId)}</strong>:{' '}
          <span className={check.matches ? 'badge badge--calm' : 'badge badge--alarm'}>
            {check.matches ? `✓ ${t(m.deckMatches)}` : `⚠ ${t(m.deckDiffers)}`}
          </span>{' '}
          <span className="muted mono" title={check.registeredHash}>
            {check.presentedHash.slice(0, 12)}
          </span>
        </li>
      )}
    </DeskList>
  );
}
