'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import type { Lang, Localized } from '@cronica/util';
import {
  AWARD_MATCH_LOSS,
  BACK_UP_MATCH,
  CORRECT_MATCH_VALUE,
  RULING_OUTCOME_FIELDS,
  UPHOLD_RULING,
  type GuideEntry,
  type JudgeRulingInput,
  type RulingOutcome,
} from '../../../graphql/audit';
import { readFragment, type FragmentOf } from '../../../graphql/tada';
import type { MatchView } from '../../../graphql/match';
import { apiRefusal } from '../../../lib/api-errors';
import { matchAppealMessages as am, rulingMessages as m } from '../../../lib/audit-messages';
import { translator, type Translate } from '../../../lib/i18n';
import { newCommandId } from '../../../lib/random-id';
import { ruleCitation } from '../../../lib/code-labels';
import { correction, guideRule, RULING_KINDS, rulingInput, type RulingKind } from '../../../lib/ruling-form';
import { FormError } from '../../FormParts';

const OTHER = 'other';
const GUIDE_ID = 'cronica-penalty-guide';

function Citation({ guide, t }: { guide: readonly GuideEntry[]; t: Translate }) {
  const [infraction, setInfraction] = useState('');
  const [rule, setRule] = useState(OTHER);
  const pickInfraction = (code: string) => {
    setInfraction(code);
    const entry = guide.find((g) => g.code === code);
    if (entry) setRule(guideRule(GUIDE_ID, entry));
  };
  return (
    <>
      <label className="form__field">
        <span>{t(m.infraction)}</span>
        <select name="infraction" value={infraction} onChange={(e) => pickInfraction(e.target.value)}>
          <option value="">{t(m.noInfraction)}</option>
          {guide.map((g) => (
            <option key={g.code} value={g.code}>
              {g.section} · {g.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form__field">
        <span>{t(m.rule)}</span>
        <select name="ruleChoice" value={rule} onChange={(e) => setRule(e.target.value)}>
          {guide.map((g) => (
            <option key={g.code} value={guideRule(GUIDE_ID, g)}>
              {t(ruleCitation(guideRule(GUIDE_ID, g)))}
            </option>
          ))}
          <option value={OTHER}>{t(m.ruleOther)}</option>
        </select>
      </label>
      {rule === OTHER ? (
        <label className="form__field">
          <span>{t(m.ruleText)}</span>
          <input name="ruleText" maxLength={200} placeholder="002_a36596f8eaed8fcc.txt, A.7.4" />
        </label>
      ) : null}
      {/* Beside the field, not in its name: the field is named the same with or without an infraction. */}
      {rule === OTHER && infraction === '' ? <p className="muted">{t(m.ruleTextOptional)}</p> : null}
    </>
  );
}

function KindFields({ kind, match, t }: { kind: RulingKind; match: MatchView; t: Translate }) {
  if (kind === 'backUp') return <p className="notice-inline">{t(m.backUpNote)}</p>;
  if (kind === 'correct')
    return (
      <>
        <label className="form__field">
          <span>{t(m.path)}</span>
          <input name="path" required maxLength={300} autoComplete="off" />
        </label>
        <label className="form__field">
          <span>{t(m.value)}</span>
          <input name="value" required maxLength={500} autoComplete="off" />
        </label>
      </>
    );
  if (kind !== 'loss') return null;
  return (
    <>
      <label className="form__field">
        <span>{t(m.seat)}</span>
        <select name="seat">
          {match.seats.map((s) => (
            <option key={s.seat} value={s.seat}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <label className="form__field">
        <span>{t(m.scope)}</span>
        <select name="scope" defaultValue="match">
          <option value="game">{t(m.scopes.game)}</option>
          <option value="match">{t(m.scopes.match)}</option>
        </select>
      </label>
    </>
  );
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

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
    <label className="form__field">
      <span>{t(label)}</span>
      <select name={name} defaultValue={chosen} data-testid={`ruling-${name}`}>
        <option value="">{t(none)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
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

type RulingAnswer = { readonly error: Localized } | { readonly outcome: RulingOutcome | null };

/** Sends the ruling of the chosen kind; the answer is the API's refusal or what the ruling did to the match. */
function useRule(match: MatchView, index: number) {
  const [uphold] = useMutation(UPHOLD_RULING);
  const [backUp] = useMutation(BACK_UP_MATCH);
  const [correct] = useMutation(CORRECT_MATCH_VALUE);
  const [award] = useMutation(AWARD_MATCH_LOSS);
  const outcome = (answer: FragmentOf<typeof RULING_OUTCOME_FIELDS> | undefined): RulingAnswer => ({
    outcome: answer ? readFragment(RULING_OUTCOME_FIELDS, answer) : null,
  });
  return async (kind: RulingKind, ruling: JudgeRulingInput, form: FormData): Promise<RulingAnswer> => {
    const base = { matchId: match.matchId, commandId: newCommandId('ruling'), ruling };
    if (kind === 'uphold') return outcome((await uphold({ variables: base })).data?.upholdRuling);
    if (kind === 'backUp') return outcome((await backUp({ variables: { ...base, toEvent: index } })).data?.backUpMatch);
    if (kind === 'loss')
      return outcome(
        (await award({ variables: { ...base, seat: Number(text(form, 'seat')), scope: text(form, 'scope') } })).data
          ?.awardMatchLoss,
      );
    const fixed = correction(text(form, 'path'), text(form, 'value'));
    if ('error' in fixed) return { error: fixed.error };
    return outcome((await correct({ variables: { ...base, ...fixed } })).data?.correctMatchValue);
  };
}

/**
 * The ruling form of the audit page: uphold, back up to the selected event, correct a value, or
 * award a game or match loss; each with the infraction, the rule cited (an entry of the shipped
 * penalty guide, or a rulebook file and section) and the remedy. Who ruled is the signed-in judge.
 */
export function RulingForm(props: {
  match: MatchView;
  index: number;
  guide: readonly GuideEntry[];
  /** Open calls of the table; `call`, the one the judge came from, is chosen at first. */
  calls?: readonly RulingLink[];
  call?: string | null;
  appeals?: readonly RulingLink[];
  lang: Lang;
}) {
  const { match, index, guide, calls = [], call = null, appeals = [], lang } = props;
  const t = translator(lang);
  const router = useRouter();
  const [kind, setKind] = useState<RulingKind>('uphold');
  const [state, setState] = useState<{ error: Localized | null; done: Localized | null; busy: boolean }>({
    error: null,
    done: null,
    busy: false,
  });
  const rule = useRule(match, index);
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const choice = text(form, 'ruleChoice');
    const ruling = rulingInput({
      infraction: text(form, 'infraction'),
      rule: choice === OTHER ? text(form, 'ruleText') : choice,
      remedy: text(form, 'remedy'),
    });
    if ('error' in ruling) return setState({ error: ruling.error, done: null, busy: false });
    const [callId, appealOf] = [text(form, 'callId'), text(form, 'appealOf')];
    setState({ error: null, done: null, busy: true });
    try {
      const answer = await rule(
        kind,
        { ...ruling, ...(callId ? { callId } : {}), ...(appealOf ? { appealOf } : {}) },
        form,
      );
      if ('error' in answer) return setState({ error: answer.error, done: null, busy: false });
      setState({
        error: null,
        done: answer.outcome?.match.status === 'finished' ? m.doneMatchOver : m.done,
        busy: false,
      });
      router.refresh();
    } catch (failure) {
      setState({ error: apiRefusal(failure).message, done: null, busy: false });
    }
  }
  return (
    <section className="block" aria-labelledby="ruling-title" data-testid="ruling-form">
      <h2 id="ruling-title">{t(m.title)}</h2>
      <p className="muted">{t(m.intro(index))}</p>
      <form className="form" onSubmit={submit}>
        <fieldset className="form__field">
          <legend>{t(m.kind)}</legend>
          {RULING_KINDS.map((option) => (
            <label key={option} className="radio">
              <input
                type="radio"
                name="kind"
                value={option}
                checked={kind === option}
                onChange={() => setKind(option)}
              />{' '}
              {t(m.kinds[option])}
            </label>
          ))}
        </fieldset>
        <KindFields kind={kind} match={match} t={t} />
        <Links calls={calls} appeals={appeals} call={call} t={t} />
        <Citation guide={guide} t={t} />
        <label className="form__field">
          <span>{t(m.remedy)}</span>
          <textarea name="remedy" required maxLength={500} rows={3} />
        </label>
        <FormError error={state.error} t={t} />
        {state.done ? (
          <p className="notice-inline" role="status">
            {t(state.done)}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={state.busy}>
          {t(m.submit)}
        </button>
      </form>
    </section>
  );
}
