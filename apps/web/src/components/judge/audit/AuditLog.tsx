import Link from 'next/link';
import { eventNumber } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { AuditEntry } from '../../../graphql/audit';
import { auditMessages as m } from '../../../lib/audit-messages';
import { translator } from '../../../lib/i18n';
import { ScrollToCurrent } from './ScrollToCurrent';

/**
 * The match's full log as a judge reads it (every hidden value named), each entry a link that
 * steps the page to it; the selected entry, the entries a player's call points at and the
 * rulings are marked so a judge finds them at a glance.
 */
export function AuditLog({
  entries,
  selected,
  pointed,
  lang,
}: {
  entries: readonly AuditEntry[];
  selected: number;
  pointed: ReadonlySet<number>;
  lang: Lang;
}) {
  const t = translator(lang);
  return (
    <nav className="audit-log" aria-labelledby="audit-log-title" data-testid="audit-log">
      <h2 id="audit-log-title" className="section-title">
        {t(m.log)}
      </h2>
      <p className="muted">{t(m.logHint)}</p>
      <ol className="audit-log__lines" start={0} id="audit-log-lines">
        <li value={0} className={selected === -1 ? 'is-current' : undefined}>
          <Link
            href="?at=-1#audit-entry-title"
            aria-current={selected === -1 ? 'step' : undefined}
            data-testid="audit-entry"
            data-index={-1}
          >
            {t(m.opening)}
          </Link>
        </li>
        {entries.map((entry) => {
          const classes = [
            entry.index === selected ? 'is-current' : '',
            pointed.has(entry.index) ? 'is-pointed' : '',
            entry.kind === 'ruling' ? 'is-ruling' : '',
          ].filter(Boolean);
          return (
            <li key={entry.index} value={eventNumber(entry.index)} className={classes.join(' ') || undefined}>
              <Link
                href={`?at=${entry.index}#audit-entry-title`}
                aria-current={entry.index === selected ? 'step' : undefined}
                data-testid="audit-entry"
                data-index={entry.index}
                data-pointed={pointed.has(entry.index) ? 'true' : undefined}
              >
                {entry.text || t(m.noLine)}
              </Link>
              {pointed.has(entry.index) ? <span className="badge badge--warn">{t(m.pointed)}</span> : null}
              {entry.kind === 'ruling' ? <span className="badge badge--neutral">{t(m.ruling)}</span> : null}
            </li>
          );
        })}
      </ol>
      <ScrollToCurrent listId="audit-log-lines" />
    </nav>
  );
}
