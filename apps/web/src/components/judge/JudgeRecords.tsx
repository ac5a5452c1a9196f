import type { ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import type { DeckCheck, Dispute, JudgeCall, Penalty } from '../../graphql/judging';
import { translator } from '../../lib/i18n';
import { judgeMessages, labelOf } from '../../lib/judge-messages';

const m = judgeMessages.desk;

/** Account id → display name (players, organizer, judges); unknown ids show as themselves. */
export type Names = ReadonlyMap<string, string>;
const nameOf = (names: Names, id: string) => names.get(id) ?? id;

interface ListProps<T> {
  readonly items: readonly T[];
  readonly names: Names;
  readonly lang: Lang;
  /** What a judge can do with an item (rendered below it). */
  readonly action?: (item: T) => ReactNode;
}

export function CallsList({ items, names, lang, action }: ListProps<JudgeCall>) {
  const t = translator(lang);
  if (items.length === 0) return <p className="muted">{t(m.noCalls)}</p>;
  return (
    <ul className="desk-list" data-testid="judge-calls">
      {items.map((call) => (
        <li key={call.callId} data-testid="judge-call">
          <strong>{t(m.callAt(call.round, call.table))}</strong> · {t(m.calledBy(nameOf(names, call.playerId)))}: <q>{call.reason}</q>
          {action?.(call)}
        </li>
      ))}
    </ul>
  );
}

export function DisputesList({ items, names, lang, action }: ListProps<Dispute>) {
  const t = translator(lang);
  if (items.length === 0) return <p className="muted">{t(m.noDisputes)}</p>;
  return (
    <ul className="desk-list" data-testid="disputes">
      {items.map((dispute) => (
        <li key={dispute.disputeId} data-testid="dispute" data-status={dispute.status}>
          <strong>{t(m.callAt(dispute.round, dispute.table))}</strong> · {dispute.players.map((id) => nameOf(names, id)).join(' – ')} ·{' '}
          <span className={dispute.status === 'open' ? 'badge badge--live' : 'badge badge--done'}>{dispute.status === 'open' ? t(m.statusOpen) : t(m.statusRuled)}</span>
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
        </li>
      ))}
    </ul>
  );
}

export function PenaltiesList({ items, names, lang }: ListProps<Penalty>) {
  const t = translator(lang);
  if (items.length === 0) return <p className="muted">{t(m.noPenalties)}</p>;
  return (
    <ul className="desk-list" data-testid="penalties">
      {items.map((penalty) => (
        <li key={penalty.penaltyId} data-testid="penalty">
          <strong>{nameOf(names, penalty.playerId)}</strong>: {t(labelOf(judgeMessages.outcomes, penalty.penalty))} · {t(labelOf(judgeMessages.infractions, penalty.infraction))} ·{' '}
          <span className="muted">{t(m.at(penalty.round, penalty.table))}</span>
          {penalty.note ? <p>{penalty.note}</p> : null}
        </li>
      ))}
    </ul>
  );
}

export function DeckChecksList({ items, names, lang }: ListProps<DeckCheck>) {
  const t = translator(lang);
  if (items.length === 0) return <p className="muted">{t(m.noDeckChecks)}</p>;
  return (
    <ul className="desk-list" data-testid="deck-checks">
      {items.map((check) => (
        <li key={check.checkId} data-testid="deck-check" data-matches={check.matches}>
          <strong>{nameOf(names, check.playerId)}</strong>:{' '}
          <span className={check.matches ? 'badge badge--calm' : 'badge badge--alarm'}>{check.matches ? `✓ ${t(m.deckMatches)}` : `⚠ ${t(m.deckDiffers)}`}</span>{' '}
          <span className="muted mono" title={check.registeredHash}>
            {check.presentedHash.slice(0, 12)}
          </span>
        </li>
      ))}
    </ul>
  );
}
