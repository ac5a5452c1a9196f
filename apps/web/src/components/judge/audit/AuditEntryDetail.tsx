import Link from 'next/link';
import type { RandomDraw } from '@cronica/rules-kernel';
import type { Lang } from '@cronica/util';
import type { AuditCall, AuditEntry } from '../../../graphql/audit';
import { auditMessages as m } from '../../../lib/audit-messages';
import {
  hiddenFieldName,
  hiddenValueText,
  randomDrawText,
  readableData,
  restoredState,
  type CardNames,
} from '../../../lib/audit-values';
import { translator, type Translate } from '../../../lib/i18n';
import { rulebookMessages as words, type NamedRule } from '../../../lib/rulebook';
import { AUDIT_ENTRY_ANCHOR, auditQuery, type AuditPlace } from '../../../lib/audit-place';
import { ColumnHeads } from '../../ColumnHeads';

interface Hidden {
  readonly path: string | readonly (string | number)[];
  readonly value: unknown;
  readonly visibleTo: readonly number[];
  /** A game event's field: what it holds and its value, in the game's words (from the API). */
  readonly name?: string;
  readonly text?: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 1);
const pathText = (path: Hidden['path']) => (typeof path === 'string' ? path : path.join('.'));
const asArray = <T,>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : []);

/** The calls of this match's table that point at an event, each a link to it that answers that call. */
export function AuditCalls({
  calls,
  playerName,
  lang,
}: {
  calls: readonly AuditCall[];
  playerName: (id: string) => string;
  lang: Lang;
}) {
  const t = translator(lang);
  if (calls.length === 0) return null;
  return (
    <section className="notice audit-calls" aria-label={t(m.calls)} data-testid="audit-calls">
      <h2 className="section-title">{t(m.calls)}</h2>
      <ul>
        {calls.map((call) => (
          <li key={call.callId} data-testid="audit-call">
            <strong>{t(m.callPoints(playerName(call.playerId), call.matchEvent!))}</strong>: <q>{call.reason}</q>{' '}
            <Link href={auditQuery({ at: call.matchEvent, call: call.callId, point: call.matchEvent })}>
              {t(m.goToEvent)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

interface HiddenProps {
  readonly entry: AuditEntry;
  readonly names: CardNames;
  readonly seatName: (seat: number) => string;
  readonly lang: Lang;
}

/**
 * A hidden value on one line: a game field as its game words it, the player's command in the
 * words the game offered it, a back-up's restored state as the sentence it stands for, cards by name.
 */
function hiddenText(entry: AuditEntry, h: Hidden, names: CardNames, lang: Lang): string {
  if (h.text) return h.text;
  const toSeq = (entry.data as { toSeq?: unknown } | null)?.toSeq;
  if (pathText(h.path) === 'decision' && entry.decisionText) return entry.decisionText;
  if (entry.type === 'JudgeBackedUp' && pathText(h.path) === 'data.state' && typeof toSeq === 'number')
    return restoredState(toSeq)[lang];
  return hiddenValueText(h.value, names, lang);
}

/** A hidden field's name: in words where its game or the platform names it, else the event's own field, as code. */
function FieldName({ hidden, t }: { hidden: Hidden; t: Translate }) {
  if (hidden.name) return <>{hidden.name}</>;
  const name = hiddenFieldName(hidden.path);
  return typeof name === 'string' ? <code>{name}</code> : <>{t(name)}</>;
}

function HiddenValues({ entry, names, seatName, lang }: HiddenProps) {
  const t = translator(lang);
  const hidden = asArray<Hidden>(entry.hidden);
  if (hidden.length === 0) return <p className="muted">{t(m.noHidden)}</p>;
  return (
    <table className="audit-hidden" data-testid="audit-hidden">
      <ColumnHeads columns={[m.path, m.value, m.visibleTo]} t={t} scoped />
      <tbody>
        {hidden.map((h) => (
          <tr key={pathText(h.path)}>
            <td>
              <FieldName hidden={h} t={t} />
            </td>
            <td>
              <span className="audit-value">{hiddenText(entry, h, names, lang)}</span>
            </td>
            <td>{h.visibleTo.length === 0 ? t(m.nobody) : h.visibleTo.map(seatName).join(', ')}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DetailProps {
  readonly entry: AuditEntry | null;
  readonly index: number;
  readonly total: number;
  readonly pointed: boolean;
  /** The call the judge came from and its event, kept when stepping to a neighbour. */
  readonly from: AuditPlace;
  /** Card names from the judge's board, to read hidden card ids by name. */
  readonly names: CardNames;
  readonly seatName: (seat: number) => string;
  readonly judgeName: (id: string) => string;
  /** The index of the entry holding the decision this entry follows from (`decisionIndexOf`), if another. */
  readonly decidedAt?: number | null;
  /** The rule lines the entry follows (its log line's "why?"), each opening on the game's rulebook page. */
  readonly rules?: readonly NamedRule[];
  readonly lang: Lang;
}

/** The selected entry: its line, who made it, its hidden values, the randomness it used, and stepping to its neighbours. */
export function AuditEntryDetail(props: DetailProps) {
  const { entry, index, total, pointed, from, lang } = props;
  const t = translator(lang);
  return (
    <section
      className={`block audit-entry${pointed ? ' is-pointed' : ''}`}
      aria-labelledby={AUDIT_ENTRY_ANCHOR}
      data-testid="audit-selected"
      data-index={index}
    >
      <h2 id={AUDIT_ENTRY_ANCHOR}>{index < 0 ? t(m.opening) : t(m.eventN(index, total))}</h2>
      <EntryNav index={index} total={total} from={from} t={t} />
      {pointed ? <p className="badge badge--warn">{t(m.pointed)}</p> : null}
      {entry ? <EntryBody {...props} entry={entry} /> : null}
      <p>
        <a href="#ruling" data-testid="audit-to-ruling">
          {t(m.toRuling)}
        </a>
      </p>
    </section>
  );
}

/** Previous and next entry, off at either end (the opening is -1); the page stays on the entry. */
function EntryNav({ index, total, from, t }: { index: number; total: number; from: AuditPlace; t: Translate }) {
  return (
    <div className="audit-entry__nav">
      <Link
        className={`button button--quiet${index <= -1 ? ' is-disabled' : ''}`}
        href={auditQuery({ ...from, at: Math.max(-1, index - 1) })}
        aria-disabled={index <= -1}
        data-testid="audit-previous"
      >
        ◀ {t(m.previous)}
      </Link>
      <Link
        className={`button button--quiet${index >= total - 1 ? ' is-disabled' : ''}`}
        href={auditQuery({ ...from, at: Math.min(total - 1, index + 1) })}
        aria-disabled={index >= total - 1}
        data-testid="audit-next"
      >
        {t(m.next)} ▶
      </Link>
    </div>
  );
}

function EntryBody(props: DetailProps & { entry: AuditEntry }) {
  const { entry, names, seatName, judgeName, rules = [], decidedAt = null, from, lang } = props;
  const t = translator(lang);
  // `text`: what the draw decided, in the game's words, where the game words it.
  const random = asArray<RandomDraw & { readonly text?: string }>(entry.random);
  return (
    <>
      <p className="audit-entry__text" data-testid="audit-selected-text">
        {entry.text || t(m.noLine)}
      </p>
      <WhoDecided entry={entry} decidedAt={decidedAt} from={from} seatName={seatName} judgeName={judgeName} t={t} />
      <RulesFollowed rules={rules} t={t} />
      <h3>{t(m.hidden)}</h3>
      <HiddenValues entry={entry} names={names} seatName={seatName} lang={lang} />
      <h3>{t(m.random)}</h3>
      {random.length === 0 ? (
        <p className="muted">{t(m.noRandom)}</p>
      ) : (
        <ul className="audit-random" data-testid="audit-random">
          {random.map((draw) => (
            <li key={`${draw.label}:${draw.from}`}>
              {draw.text ? <span className="audit-random__words">{draw.text}</span> : null}
              <span className={draw.text ? 'audit-value muted' : 'audit-value'}>
                {t(randomDrawText(draw, seatName))}
              </span>
            </li>
          ))}
        </ul>
      )}
      <RawEntry entry={entry} lang={lang} t={t} />
    </>
  );
}

/**
 * Whose decision an event came from: the decision itself names the seat; an event that follows
 * from it (a roll after a pairing, a trigger) says so and leads to the decision's event, so a
 * judge never reads one player's roll as the other's choice. A ruling names its judge.
 */
function WhoDecided(props: {
  entry: AuditEntry;
  decidedAt: number | null;
  from: AuditPlace;
  seatName: (seat: number) => string;
  judgeName: (id: string) => string;
  t: Translate;
}) {
  const { entry, decidedAt, from, seatName, judgeName, t } = props;
  if (entry.actor === null && !entry.judge) return null;
  const follows = entry.actor !== null && entry.decision === null && decidedAt !== null;
  return (
    <p className="muted" data-testid="audit-decided-by">
      {entry.actor !== null && !follows ? t(m.actor(seatName(entry.actor))) : null}
      {follows ? (
        <Link href={auditQuery({ ...from, at: decidedAt })}>
          {t(m.followsDecision(seatName(entry.actor!), decidedAt + 1))}
        </Link>
      ) : null}
      {entry.judge ? `${entry.actor !== null ? ' · ' : ''}${t(m.ruledBy(judgeName(entry.judge)))}` : ''}
    </p>
  );
}

/** The rule lines an event follows, each a link to its line on the rulebook page (in another tab, the audit kept). */
function RulesFollowed({ rules, t }: { rules: readonly NamedRule[]; t: Translate }) {
  if (rules.length === 0) return null;
  return (
    <>
      <h3>{t(m.rulesFollowed)}</h3>
      <ul className="audit-rules" data-testid="audit-rules">
        {rules.map((rule) => (
          <li key={rule.id}>
            <Link href={rule.href} target="_blank" rel="noopener" aria-label={`${t(rule.name)} ${t(words.newTab)}`}>
              {t(rule.name)}
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The entry as recorded: its type, the decision it answered, and its data made readable. */
function RawEntry({ entry, lang, t }: { entry: AuditEntry; lang: Lang; t: Translate }) {
  return (
    <details>
      <summary>{t(m.raw)}</summary>
      <p className="muted">
        <code>{entry.type}</code>
      </p>
      {entry.decision ? (
        <>
          <h4>{t(m.decision)}</h4>
          <pre className="audit-json">{json(entry.decision)}</pre>
        </>
      ) : null}
      <pre className="audit-json">{json(readableData(entry.type, entry.data, lang))}</pre>
    </details>
  );
}
