import Link from 'next/link';
import { eventNumber } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { AuditEntry } from '../../../graphql/audit';
import { auditMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
import { auditQuery, type AuditPlace } from '../../../lib/audit-place';
import { ScrollToCurrent } from './ScrollToCurrent';

/**
 * The match's full log as a judge reads it (every hidden value named), each entry a link that
 * steps the page to it (keeping the call the judge came from, `from`); the selected entry, the
 * entries a player's call points at and the rulings are marked so a judge finds them at a glance.
 */
export function AuditLog({
  entries,
  selected,
  pointed,
  from = {},
  lang,
}: {
  entries: readonly AuditEntry[];
  selected: number;
  pointed: ReadonlySet<number>;
  from?: AuditPlace;
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
        <OpeningLine current={selected === -1} from={from} t={t} />
        {entries.map((entry) => (
          <LogLine
            key={entry.index}
            entry={entry}
            current={entry.index === selected}
            pointed={pointed.has(entry.index)}
            from={from}
            t={t}
          />
        ))}
      </ol>
      <ScrollToCurrent listId="audit-log-lines" />
    </nav>
  );
}

/** One entry of the log: a link to it, marked when selected, pointed at by a call, or a ruling. */
function LogLine(props: { entry: AuditEntry; current: boolean; pointed: boolean; from: AuditPlace; t: Translate }) {
  const { entry, current, pointed, from, t } = props;
  const classes = [
    current ? 'is-current' : '',
    pointed ? 'is-pointed' : '',
    entry.kind === 'ruling' ? 'is-ruling' : '',
  ];
  return (
    <li value={eventNumber(entry.index)} className={classes.filter(Boolean).join(' ') || undefined}>
      <Link
        href={auditQuery({ ...from, at: entry.index })}
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
function OpeningLine({ current, from, t }: { current: boolean; from: AuditPlace; t: Translate }) {
  return (
    <li value={0} className={current ? 'is-current' : undefined}>
      <Link
        href={auditQuery({ ...from, at: -1 })}
        aria-current={current ? 'step' : undefined}
        data-testid="audit-entry"
        data-index={-1}
      >
        {t(m.opening)}
      </Link>
    </li>
  );
}
