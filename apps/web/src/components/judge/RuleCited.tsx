import Link from 'next/link';
import { auditMessages as m } from '../../lib/audit-messages';
import type { Translate } from '../../lib/i18n';
import { isRuleId, rulebookMessages as words, whyHref } from '../../lib/rulebook';

/**
 * A ruling's rule, as its players and judges read it («Regla: Espadas de Ceniza, línea 39»); one
 * citing a rule line of the match's game links to that line on its rulebook page, in another tab.
 */
export function RuleCited({ rule, game, t }: { rule: string; game: string; t: Translate }) {
  return (
    <li data-testid="ruling-rule">
      {t(m.ruleOf(rule))}
      {isRuleId(rule) ? (
        <>
          {' · '}
          <Link
            href={whyHref(game, [rule])}
            target="_blank"
            rel="noopener"
            aria-label={`${t(words.readRule)} ${rule} ${t(words.newTab)}`}
          >
            {t(words.readRule)}
          </Link>
        </>
      ) : null}
    </li>
  );
}
