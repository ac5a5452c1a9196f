import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { PendingMatchAppeal } from '../../graphql/judging';
import { translator } from '../../lib/i18n';
import { judgeMessages } from '../../lib/judge-messages';
import { personName } from '../../lib/person-name';

const m = judgeMessages.desk;

interface Props {
  readonly items: readonly PendingMatchAppeal[];
  /** The head judge who rules on appeals, or null while none is named. */
  readonly head: { readonly id: string; readonly displayName: string } | null;
  /** Who reads the desk. */
  readonly viewerId: string | null;
  readonly lang: Lang;
}

/**
 * Appeals of rulings made in a match that the head judge has still to decide, oldest first, each
 * with a link to the match's audit at the ruling, where the head judge rules on it (the other
 * staff read who will). Nobody rules on the appeal of their own ruling.
 */
export function PendingAppeals({ items, head, viewerId, lang }: Props) {
  const t = translator(lang);
  if (items.length === 0) return <p className="muted">{t(m.noMatchAppeals)}</p>;
  const isHead = head !== null && viewerId === head.id;
  return (
    <ul className="desk-list" data-testid="pending-appeals">
      {[...items]
        .sort((a, b) => a.appealedAt.localeCompare(b.appealedAt))
        .map((a) => {
          const rules = isHead && a.judge !== viewerId;
          const href = `/matches/${encodeURIComponent(a.matchId)}/audit?at=${a.rulingIndex}`;
          return (
            <li key={`${a.matchId}-${a.rulingSeq}`} data-testid="pending-appeal">
              <strong>{t(m.at(a.round, a.table))}</strong> ·{' '}
              {t(m.matchAppeal(personName(a.playerName, t), a.rulingIndex, personName(a.judgeName, t)))}:{' '}
              <q>{personName(a.reason, t)}</q>{' '}
              <Link href={href} className={rules ? 'button' : undefined} data-testid="pending-appeal-audit">
                {t(rules ? m.ruleInAudit : m.seeInAudit)}
              </Link>
              {rules ? null : (
                <p className="muted">
                  {isHead
                    ? t(m.ownRuling)
                    : head
                      ? t(m.headJudgeRules(personName(head.displayName, t)))
                      : t(m.noHeadJudge)}
                </p>
              )}
            </li>
          );
        })}
    </ul>
  );
}
