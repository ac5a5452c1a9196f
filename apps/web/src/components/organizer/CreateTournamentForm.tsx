'use client';

import { startTransition, useActionState, type FormEvent, type ReactNode } from 'react';
import type { Lang, Localized } from '@cronica/util';
import { createTournament, type CreateState } from '../../app/tournaments/new/actions';
import { FORM_DEFAULTS, type FormValues } from '../../lib/create-tournament-defaults';
import { translator, type Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';

/** One option as the form shows it: its label, default and rulebook source (TOURNAMENT_OPTIONS). */
export interface OptionInfo {
  readonly label: Localized;
  readonly shownDefault: Localized;
  readonly rule: string | null;
}

interface Props {
  readonly games: readonly { readonly id: string; readonly name: Localized }[];
  readonly options: Readonly<Record<string, OptionInfo>>;
  readonly lang: Lang;
}

const initial: CreateState = { problems: [], values: null };
const m = om.create;

function Option({ field, info, problems, t, children }: { field: string; info?: OptionInfo; problems: CreateState['problems']; t: Translate; children: ReactNode }) {
  const mine = problems.filter((p) => p.field === field || p.field.startsWith(`${field}.`));
  return (
    <div className={mine.length > 0 ? 'option option--bad' : 'option'} data-option={field}>
      {children}
      {info ? (
        <p className="option__default">
          {t(m.defaultIs(t(info.shownDefault)))} · {info.rule ? t(m.rule(info.rule)) : t(m.noRule)}
        </p>
      ) : null}
      {mine.map((p) => (
        <p key={p.message.en} className="form__error" role="alert">
          {t(p.message)}
        </p>
      ))}
    </div>
  );
}

function NumberOption({
  name,
  info,
  values,
  problems,
  t,
  min,
  max,
}: {
  name: string;
  info?: OptionInfo;
  values: FormValues;
  problems: CreateState['problems'];
  t: Translate;
  min: number;
  max: number;
}) {
  return (
    <Option field={name} info={info} problems={problems} t={t}>
      <label className="form__field">
        <span>{info ? t(info.label) : name}</span>
        <input name={name} type="number" inputMode="numeric" min={min} max={max} defaultValue={values[name]} />
      </label>
    </Option>
  );
}

function Select({ name, label, values, choices, t }: { name: string; label: string; values: FormValues; choices: readonly (readonly [string, Localized])[]; t: Translate }) {
  return (
    <label className="form__field">
      <span>{label}</span>
      <select name={name} defaultValue={values[name]}>
        {choices.map(([value, text]) => (
          <option key={value} value={value}>
            {t(text)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Submits without React's automatic form reset, so a refused form keeps every choice the organizer
 * made (a reset would put selects back to their first defaults).
 */
function keepWhatWasTyped(event: FormEvent<HTMLFormElement>, action: (form: FormData) => void): void {
  event.preventDefault();
  const form = new FormData(event.currentTarget);
  startTransition(() => action(form));
}

const n = (text: string): Localized => ({ es: text, en: text });

/** The creation form: every option with its rulebook default; refused forms keep what was typed. */
export function CreateTournamentForm({ games, options, lang }: Props) {
  const t = translator(lang);
  const [state, action, pending] = useActionState(createTournament, initial);
  const values = state.values ?? FORM_DEFAULTS;
  const p = state.problems;
  const o = (key: string) => options[key];
  const yesNo = [
    ['on', m.yes],
    ['', m.no],
  ] as const;
  return (
    <form onSubmit={(event) => keepWhatWasTyped(event, action)} className="form create-form" data-testid="create-tournament">
      {p.length > 0 ? (
        <div className="notice notice--error" role="alert" data-testid="create-problems">
          <p>
            <strong>{t(m.problems)}</strong>
          </p>
          <ul>
            {p.map((problem) => (
              <li key={problem.field + problem.message.en}>{t(problem.message)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <fieldset className="create-form__section">
        <legend>{t(m.sections.event)}</legend>
        <Option field="name" problems={p} t={t}>
          <label className="form__field">
            <span>{t(m.name)}</span>
            <input name="name" maxLength={120} defaultValue={values.name} />
          </label>
        </Option>
        <Option field="description" problems={p} t={t}>
          <label className="form__field">
            <span>{t(m.description)}</span>
            <textarea name="description" rows={2} maxLength={2000} defaultValue={values.description} />
          </label>
        </Option>
        <Option field="game" problems={p} t={t}>
          <Select name="game" label={t(m.game)} values={values} choices={games.map((g) => [g.id, g.name] as const)} t={t} />
        </Option>
        <Option field="catalog" problems={p} t={t}>
          <label className="form__field">
            <span>{t(m.catalog)}</span>
            <input name="catalog" type="file" accept="application/json,.json" />
          </label>
          <p className="option__default">{t(m.catalogHint)}</p>
        </Option>
      </fieldset>
      <fieldset className="create-form__section">
        <legend>{t(m.sections.swiss)}</legend>
        <Option field="rounds" info={o('rounds')} problems={p} t={t}>
          <Select
            name="roundsMode"
            label={t(o('rounds')?.label ?? n('rounds'))}
            values={values}
            choices={[
              ['by-field-size', m.roundsByField],
              ['fixed', m.roundsFixed],
            ]}
            t={t}
          />
          <label className="form__field">
            <span>{t(m.roundsCount)}</span>
            <input name="rounds" type="number" min={1} max={20} defaultValue={values.rounds} />
          </label>
        </Option>
        <Option field="tiebreakers" info={o('tiebreakers')} problems={p} t={t}>
          <Select
            name="tiebreakers"
            label={t(o('tiebreakers')?.label ?? n('tiebreakers'))}
            values={values}
            choices={[
              ['wot', m.presetWot],
              ['mtg', m.presetMtg],
              ['chess', m.presetChess],
            ]}
            t={t}
          />
        </Option>
        <NumberOption name="roundMinutes" info={o('roundMinutes')} values={values} problems={p} t={t} min={1} max={240} />
        <NumberOption name="extraTurns" info={o('extraTurns')} values={values} problems={p} t={t} min={0} max={5} />
        <NumberOption name="bestOf" info={o('bestOf')} values={values} problems={p} t={t} min={1} max={7} />
        <NumberOption name="byeScore" info={o('byeScore')} values={values} problems={p} t={t} min={0} max={140} />
        <Option field="exhaustedPairings" info={o('exhaustedPairings')} problems={p} t={t}>
          <Select
            name="exhaustedPairings"
            label={t(o('exhaustedPairings')?.label ?? n('exhaustedPairings'))}
            values={values}
            choices={[
              ['refuse', m.exhaustedRefuse],
              ['fewest-rematches', m.exhaustedFewest],
            ]}
            t={t}
          />
        </Option>
      </fieldset>
      <fieldset className="create-form__section">
        <legend>{t(m.sections.cut)}</legend>
        <Option field="topCut.size" info={o('topCut.size')} problems={p} t={t}>
          <Select name="topCutSize" label={t(o('topCut.size')?.label ?? n('topCut'))} values={values} choices={['0', '2', '4', '8', '16'].map((s) => [s, n(s)] as const)} t={t} />
        </Option>
        <Option field="topCut.finalBestOf" info={o('topCut.finalBestOf')} problems={p} t={t}>
          <Select
            name="finalBestOf"
            label={t(o('topCut.finalBestOf')?.label ?? n('final'))}
            values={values}
            choices={[
              ['1', n('1')],
              ['3', n('3')],
            ]}
            t={t}
          />
        </Option>
        <Option field="topCut.thirdPlaceMatch" info={o('topCut.thirdPlaceMatch')} problems={p} t={t}>
          <Select name="thirdPlaceMatch" label={t(o('topCut.thirdPlaceMatch')?.label ?? n('third'))} values={values} choices={yesNo} t={t} />
        </Option>
        <NumberOption name="prizePlaces" info={o('prizePlaces')} values={values} problems={p} t={t} min={0} max={1024} />
      </fieldset>
      <fieldset className="create-form__section">
        <legend>{t(m.sections.entry)}</legend>
        <Option field="registration" info={o('registration')} problems={p} t={t}>
          <Select
            name="registration"
            label={t(o('registration')?.label ?? n('registration'))}
            values={values}
            choices={[
              ['closed', m.no],
              ['open', m.yes],
            ]}
            t={t}
          />
        </Option>
        <Option field="requireDeckLists" info={o('requireDeckLists')} problems={p} t={t}>
          <Select name="requireDeckLists" label={t(o('requireDeckLists')?.label ?? n('decks'))} values={values} choices={yesNo} t={t} />
        </Option>
        <NumberOption name="legendaryLimit" info={o('legendaryLimit')} values={values} problems={p} t={t} min={0} max={3} />
        <Option field="lateEntry" info={o('lateEntry')} problems={p} t={t}>
          <Select
            name="lateEntry"
            label={t(o('lateEntry')?.label ?? n('late'))}
            values={values}
            choices={[
              ['loss', m.lateLoss],
              ['absent', m.lateAbsent],
              ['none', m.lateNone],
            ]}
            t={t}
          />
        </Option>
      </fieldset>
      <button type="submit" className="button" disabled={pending}>
        {pending ? t(m.submitting) : t(m.submit)}
      </button>
    </form>
  );
}
