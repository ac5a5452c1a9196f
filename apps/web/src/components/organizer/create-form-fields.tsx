'use client';

import { useState, type ReactNode } from 'react';
import type { Localized } from '@cronica/util';
import type { CreateState } from '../../app/tournaments/new/actions';
import type { GameFormFormat } from '../../lib/create-tournament-defaults';
import type { Translate } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { eventPlayMessages } from '../../lib/event-play-messages';
import { cronicasChoiceHeading, ruleCitation } from '../../lib/code-labels';
import { Field, Options } from '../FormParts';

const m = om.create;

/** One option as the form shows it: its label, default and rulebook source. */
export interface OptionInfo {
  readonly label: Localized;
  readonly shownDefault: Localized;
  readonly rule: string | null;
  /** The game whose tournament rules the rule is (002), which Crónica applies where the chosen game's rulebook has none. */
  readonly borrowedFrom?: Localized;
}

/** The tournament's option as the chosen game reads it: a rule from another game's rulebook is borrowed from that game. */
export function forGame(
  info: OptionInfo | undefined,
  game: GameFormFormat,
  games: readonly GameFormFormat[],
): OptionInfo | undefined {
  const rule = info?.rule;
  if (info === undefined || rule == null) return info;
  const cites = (g: GameFormFormat) => g.rulebooks.some((book) => rule.startsWith(book));
  if (cites(game)) return info;
  const lender = games.find(cites);
  return lender === undefined ? info : { ...info, borrowedFrom: lender.name };
}

export type Problems = CreateState['problems'];

/**
 * The server's problems as the organizer edits: a field typed into since the last answer no longer
 * shows its old message (a resubmit the browser blocks leaves no stale message beside it).
 */
export function useEditedFields(state: CreateState): {
  readonly shown: Problems;
  readonly edited: (field: string) => void;
} {
  const [edits, setEdits] = useState<{ readonly of: CreateState; readonly fields: ReadonlySet<string> }>({
    of: state,
    fields: new Set(),
  });
  const fields = edits.of === state ? edits.fields : new Set<string>();
  const shown = state.problems.filter((p) => ![...fields].some((f) => p.field === f || p.field.startsWith(`${f}.`)));
  const edited = (field: string) => {
    if (!fields.has(field)) setEdits({ of: state, fields: new Set([...fields, field]) });
  };
  return { shown, edited };
}

export interface FieldContext {
  readonly problems: Problems;
  readonly edited: (field: string) => void;
  readonly t: Translate;
}

/**
 * Where the default comes from: a rulebook section, or the note that the rulebooks are silent. The
 * game's library cites the rulebook by its file name (docs/rulebooks.md); people read its title.
 */
export function DefaultLine({ info, t }: { info: OptionInfo; t: Translate }) {
  return (
    <p className="form-option__default">
      {t(m.defaultIs(t(info.shownDefault)))} · {t(defaultSource(info, t))}
    </p>
  );
}

/** The rulebook's section, its rule borrowed from another game's tournament rules, or Crónica's own choice. */
function defaultSource(info: OptionInfo, t: Translate): Localized {
  if (info.rule === null) return m.noRule;
  const heading = cronicasChoiceHeading(info.rule);
  if (heading !== null) return eventPlayMessages.format.choice(heading);
  const source = t(ruleCitation(info.rule));
  return info.borrowedFrom ? m.borrowedRule(info.borrowedFrom, source) : m.rule(source);
}

/** A labelled option with its default, its rule and the server's problems with it (until it is edited). */
export function FormOption({
  field,
  info,
  ctx,
  children,
}: {
  field: string;
  info?: OptionInfo;
  ctx: FieldContext;
  children: ReactNode;
}) {
  const mine = ctx.problems.filter((p) => p.field === field || p.field.startsWith(`${field}.`));
  return (
    <div
      className={mine.length > 0 ? 'form-option form-option--bad' : 'form-option'}
      data-option={field}
      onInput={() => ctx.edited(field)}
    >
      {children}
      {info ? <DefaultLine info={info} t={ctx.t} /> : null}
      {mine.map((p) => (
        <p key={p.message.en} className="form__error" role="alert">
          {ctx.t(p.message)}
        </p>
      ))}
    </div>
  );
}

export function NumberField({
  name,
  label,
  value,
  min,
  max,
}: {
  name: string;
  label: string;
  value: string | undefined;
  min: number;
  max: number;
}) {
  return (
    <Field label={label}>
      <input name={name} type="number" inputMode="numeric" min={min} max={max} defaultValue={value} />
    </Field>
  );
}

export interface SelectProps {
  readonly name: string;
  readonly label: string;
  readonly value: string | undefined;
  readonly choices: readonly (readonly [string, Localized])[];
  readonly t: Translate;
  readonly onChange?: (value: string) => void;
}

export function SelectField({ name, label, value, choices, t, onChange }: SelectProps) {
  return (
    <Field label={label}>
      <select
        name={name}
        defaultValue={value}
        onChange={onChange ? (event) => onChange(event.currentTarget.value) : undefined}
      >
        <Options items={choices} value={([choice]) => choice} label={([, text]) => t(text)} />
      </select>
    </Field>
  );
}

/** A whole-number option of the tournament's table (TOURNAMENT_OPTIONS), with its default and rule. */
export function NumberOption(props: {
  name: string;
  info?: OptionInfo;
  value: string | undefined;
  ctx: FieldContext;
  min: number;
  max: number;
}) {
  const { name, info, value, ctx, min, max } = props;
  return (
    <FormOption field={name} info={info} ctx={ctx}>
      <NumberField name={name} label={info ? ctx.t(info.label) : name} value={value} min={min} max={max} />
    </FormOption>
  );
}

export const yesNo = [
  ['on', m.yes],
  ['', m.no],
] as const;
