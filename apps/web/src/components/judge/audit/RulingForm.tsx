'use client';

import { useState } from 'react';
import type { Lang, Localized } from '@cronica/util';
import type { GuideEntry } from '../../../graphql/audit';
import type { MatchView } from '../../../graphql/match';
import { matchAppealMessages as am, rulingMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
import { RULING_KINDS, type RulingKind } from '../../../lib/ruling-form';
import { Field, FormDone, FormError, Options } from '../../FormParts';
import { useHydrated } from '../../../lib/hydrated';
import { ControlsOnceHydrated } from '../../GameCode';
import type { NamedRule } from '../../../lib/rulebook';
import { Citation } from './RulingCitation';
import { useRulingSubmit } from './useRulingSubmit';

function KindFields({ kind, match, t }: { kind: RulingKind; match: MatchView; t: Translate }) {
  if (kind === 'backUp') return <p className="notice-inline">{t(m.backUpNote)}</p>;
  if (kind === 'correct')
    return (
      <>
        <Field label={t(m.path)}>
          <input name="path" required maxLength={300} autoComplete="off" />
        </Field>
        <Field label={t(m.value)}>
          <input name="value" required maxLength={500} autoComplete="off" />
        </Field>
      </>
    );
  if (kind !== 'loss') return null;
  return (
    <>
      <Field label={t(m.seat)}>
        <select name="seat">
          <Options items={match.seats} value={(s) => s.seat} label={(s) => s.name} />
        </select>
      </Field>
      <Field label={t(m.scope)}>
        <select name="scope" defaultValue="match">
          <option value="game">{t(m.scopes.game)}</option>
          <option value="match">{t(m.scopes.match)}</option>
        </select>
      </Field>
    </>
  );
}

export interface RulingLink {
  readonly value: string;
  readonly label: string;
}

/** What the ruling answers: an open call of the table (it leaves the queue) and, for the head judge, an appeal it decides. */
function Links({
  calls,
  appeals,
  call,
  t,
}: {
  calls: readonly RulingLink[];
  appeals: readonly RulingLink[];
  call: string | null;
  t: Translate;
}) {
  const select = (name: string, label: Localized, none: Localized, options: readonly RulingLink[], chosen: string) => (
    <Field label={t(label)}>
      <select name={name} defaultValue={chosen} data-testid={`ruling-${name}`}>
        <option value="">{t(none)}</option>
        <Options items={options} value={(o) => o.value} label={(o) => o.label} />
      </select>
    </Field>
  );
  return (
    <>
      {calls.length > 0
        ? select('callId', am.answersCall, am.noCall, calls, calls.some((c) => c.value === call) ? call! : '')
        : null}
      {appeals.length > 0 ? select('appealOf', am.decideAppeal, am.noAppeal, appeals, '') : null}
    </>
  );
}

/**
 * The ruling form of the audit page: uphold, back up to the selected event, correct a value, or
 * award a game or match loss; each with the infraction, the rule cited (a rule line the event
 * follows, an entry of the shipped penalty guide, or a rulebook and its section) and the remedy.
 * Who ruled is the signed-in judge.
 */
export function RulingForm(props: {
  match: MatchView;
  index: number;
  guide: readonly GuideEntry[];
  /** Open calls of the table; `call`, the one the judge came from, is chosen at first. */
  calls?: readonly RulingLink[];
  call?: string | null;
  appeals?: readonly RulingLink[];
  /** The rule lines the event follows, offered first among the rules to cite. */
  rules?: readonly NamedRule[];
  lang: Lang;
}) {
  const { match, index, guide, calls = [], call = null, appeals = [], rules = [], lang } = props;
  const t = translator(lang);
  const [kind, setKind] = useState<RulingKind>('uphold');
  // Sent only through React: the button waits for the page to run rather than posting the fields as a plain GET.
  const hydrated = useHydrated();
  const { state, submit } = useRulingSubmit(match, index, kind);
  return (
    <section id="ruling" className="block" aria-labelledby="ruling-title" data-testid="ruling-form">
      <h2 id="ruling-title">{t(m.title)}</h2>
      <p className="muted">{t(m.intro(index))}</p>
      <form className="form" onSubmit={submit}>
        {/* Its choices live in React (the fields shown, the rule a pick cites): until the page runs they wait. */}
        <ControlsOnceHydrated>
          <KindChoice kind={kind} onPick={setKind} t={t} />
          <KindFields kind={kind} match={match} t={t} />
          <Links calls={calls} appeals={appeals} call={call} t={t} />
          <Citation guide={guide} rules={rules} index={index} game={match.gameName} t={t} />
          <Field label={t(m.remedy)}>
            <textarea name="remedy" required maxLength={500} rows={3} />
          </Field>
        </ControlsOnceHydrated>
        <FormError error={state.error} t={t} />
        <FormDone text={state.done && t(state.done)} />
        <button type="submit" className="button" disabled={state.busy || !hydrated}>
          {t(m.submit)}
        </button>
      </form>
    </section>
  );
}

function KindChoice({ kind, onPick, t }: { kind: RulingKind; onPick: (kind: RulingKind) => void; t: Translate }) {
  return (
    <fieldset className="form__group">
      <legend>{t(m.kind)}</legend>
      {RULING_KINDS.map((option) => (
        <label key={option} className="radio">
          <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => onPick(option)} />{' '}
          {t(m.kinds[option])}
        </label>
      ))}
    </fieldset>
  );
}
