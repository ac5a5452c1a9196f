import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { AuditEntry, MatchRulings } from '../../../graphql/audit';
import { auditMessages as m } from '../../../lib/audit-messages';
import { RulingAppealNotes } from '../../match/MatchRulings';
import { translator } from '../../../lib/i18n';
import { RuleCited } from '../RuleCited';

interface Ruling {
  readonly infraction?: string;
  readonly rule?: string;
  readonly remedy?: string;
}

const rulingOf = (entry: AuditEntry): Ruling => ((entry.data as { ruling?: Ruling } | null)?.ruling ?? {}) as Ruling;

interface RulingsProps {
  entries: readonly AuditEntry[];
  /** The match's game, whose rulebook a rule line cited opens on. */
  game: string;
  judgeName: (id: string) => string;
  appeals?: MatchRulings;
  lang: Lang;
}

/** Every ruling recorded in the match: what it was, the infraction, the rule cited, the remedy and who ruled. */
export function AuditRulings(props: RulingsProps) {
  const { entries, lang } = props;
  const t = translator(lang);
  const rulings = entries.filter((e) => e.kind === 'ruling');
  return (
    <section className="block" aria-labelledby="audit-rulings-title" data-testid="audit-rulings">
      <h2 id="audit-rulings-title">{t(m.rulings)}</h2>
      {rulings.length === 0 ? <p className="muted">{t(m.noRulings)}</p> : null}
      <ul className="desk-list">
        {rulings.map((entry) => (
          <RulingLine key={entry.index} {...props} entry={entry} />
        ))}
      </ul>
    </section>
  );
}

function RulingLine({ entries, game, judgeName, appeals, lang, entry }: RulingsProps & { entry: AuditEntry }) {
  const t = translator(lang);
  const ruling = rulingOf(entry);
  const kind = m.kinds[entry.type];
  return (
    <li data-testid="audit-ruling" data-type={entry.type}>
      <strong>{kind ? t(kind) : entry.type}</strong> ·{' '}
      <Link href={`?at=${entry.index}`}>{t(m.eventN(entry.index, entries.length))}</Link>
      {entry.judge ? <span className="muted"> · {t(m.ruledBy(judgeName(entry.judge)))}</span> : null}
      <p>{entry.text}</p>
      <ul className="audit-ruling__facts">
        {ruling.infraction ? <li>{t(m.infractionOf(ruling.infraction))}</li> : null}
        {ruling.rule ? <RuleCited rule={ruling.rule} game={game} t={t} /> : null}
        {ruling.remedy ? <li>{t(m.remedyOf(ruling.remedy))}</li> : null}
      </ul>
      {appeals ? (
        <RulingAppealNotes ruling={appeals.rulings.find((r) => r.index === entry.index)} all={appeals} lang={lang} />
      ) : null}
    </li>
  );
}
