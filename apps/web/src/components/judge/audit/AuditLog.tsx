import Link from 'next/link';
import { eventNumber } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { AuditEntry } from '../../../graphql/audit';
import { auditMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
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
        <OpeningLine current={selected === -1} t={t} />
        {entries.map((entry) => (
          <LogLine
            key={entry.index}
            entry={entry}
            current={entry.index === selected}
            pointed={pointed.has(entry.index)}
            t={t}
          />
        ))}
      </ol>
      <ScrollToCurrent listId="audit-log-lines" />
    </nav>
  );
}

/** One entry of the log: a link to it, marked when selected, pointed at by a call, or a ruling. */
function LogLine(props: { entry: AuditEntry; current: boolean; pointed: boolean; t: Translate }) {
  const { entry, current, pointed, t } = props;
  const classes = [
    current ? 'is-current' : '',
    pointed ? 'is-pointed' : '',
    entry.kind === 'ruling' ? 'is-ruling' : '',
  ];
  return (
    <li value={eventNumber(entry.index)} className={classes.filter(Boolean).join(' ') || undefined}>
      <Link
        href={`?at=${entry.index}#audit-entry-title`}
        aria-current={current ? 'step' : undefined}
        data-testid="audit-entry"
        data-index={entry.index}
        data-pointed={pointed ? 'true' : undefined}
      >
        {entry.text || t(m.noLine)}
      </Link>
      {pointed ? <span className="badge badge--warn">{t(m.pointed)}</span> : null}
      {entry.kind === 'ruling' ? <span className="badge badge--neutral">{t(m.ruling)}</span> : null}
    </li>
  );
}

/** The opening state, before the first event (index -1). */
function OpeningLine({ current, t }: { current: boolean; t: Translate }) {
  return (
    <li value={0} className={current ? 'is-current' : undefined}>
      <Link
        href="?at=-1#audit-entry-title"
        aria-current={current ? 'step' : undefined}
        data-testid="audit-entry"
        data-index={-1}
      >
        {t(m.opening)}
      </Link>
    </li>
  );
}
