'use client';

import { useState } from 'react';
import { describeFormatValue } from '@cronica/rules-kernel';
import { sameInBoth, type Localized } from '@cronica/util';
import { GAME_FIELD, type GameFormFormat, type GameOptionField } from '../../lib/create-tournament-defaults';
import { organizerMessages as om } from '../../lib/organizer-messages';
import {
  FormOption,
  NumberField,
  NumberOption,
  SelectField,
  yesNo,
  type FieldContext,
  type OptionInfo,
} from './create-form-fields';

const m = om.create;

/** A field's value: what was typed for this game, or the game's default. */
export type ValueOf = (name: string) => string | undefined;

/** An option's default in words, as the game's format panel says it (the number, the choice, yes or no, the dice of each colour). */
const shownDefault = (option: GameOptionField): Localized => describeFormatValue(option, option.default);

/** One of the game's options: a labelled control of its kind, with its default and the rule it comes from. */
function GameOption({ option, value, ctx }: { option: GameOptionField; value: ValueOf; ctx: FieldContext }) {
  const name = `${GAME_FIELD}${option.key}`;
  const info: OptionInfo = { label: option.label, rule: option.rule, shownDefault: shownDefault(option) };
  const label = ctx.t(option.label);
  const control = option.control;
  return (
    <FormOption field={`gameOptions.${option.key}`} info={info} ctx={ctx}>
      {control.kind === 'integer' ? (
        <NumberField name={name} label={label} value={value(name)} min={control.min} max={control.max} />
      ) : null}
      {control.kind === 'choice' ? (
        <SelectField
          name={name}
          label={label}
          value={value(name)}
          choices={control.choices.map((c) => [c.value, c.label] as const)}
          t={ctx.t}
        />
      ) : null}
      {control.kind === 'boolean' ? (
        <SelectField name={name} label={label} value={value(name)} choices={yesNo} t={ctx.t} />
      ) : null}
      {control.kind === 'counts' ? (
        <fieldset className="form-option__counts">
          <legend>{label}</legend>
          {control.choices.map((c) => (
            <NumberField
              key={c.value}
              name={`${name}.${c.value}`}
              label={ctx.t(c.label)}
              value={value(`${name}.${c.value}`)}
              min={0}
              max={control.max}
            />
          ))}
        </fieldset>
      ) : null}
    </FormOption>
  );
}

/** What a part of the form that follows the chosen game reads: the game's format, the values so far, the form's context. */
interface GameFieldsProps {
  format: GameFormFormat;
  value: ValueOf;
  ctx: FieldContext;
}

/** The chosen game's own options, from its rules library: the main ones up front, the rest behind "more options". */
export function GameOptionsSection({ format, value, ctx }: GameFieldsProps) {
  const main = format.options.filter((o) => o.tier === 'main');
  const more = format.options.filter((o) => o.tier === 'more');
  return (
    <fieldset className="create-form__section" data-testid="game-options" data-game={format.id}>
      <legend>{ctx.t(m.sections.game(format.name))}</legend>
      {main.length === 0 && more.length === 0 ? <p className="form-option__default">{ctx.t(m.noGameOptions)}</p> : null}
      {main.map((option) => (
        <GameOption key={option.key} option={option} value={value} ctx={ctx} />
      ))}
      {more.length > 0 ? (
        <details className="create-form__more">
          <summary>{ctx.t(m.moreGameOptions(format.name))}</summary>
          {more.map((option) => (
            <GameOption key={option.key} option={option} value={value} ctx={ctx} />
          ))}
        </details>
      ) : null}
    </fieldset>
  );
}

/** The game's tiebreakers (the first is its default), and a bye's SCORE only while the chosen ones use SCORE (002 C.2.1). */
export function TiebreakFields({ format, value, ctx, byeInfo }: GameFieldsProps & { byeInfo?: OptionInfo }) {
  const [preset, setPreset] = useState(value('tiebreakers') ?? format.tiebreakers[0]?.preset ?? '');
  const chosen = format.tiebreakers.find((t) => t.preset === preset) ?? format.tiebreakers[0];
  const first = format.tiebreakers[0];
  const info: OptionInfo = {
    label: m.tiebreakers,
    shownDefault: first?.label ?? sameInBoth(''),
    rule: chosen?.rule ?? null,
  };
  return (
    <>
      <FormOption field="tiebreakers" info={info} ctx={ctx}>
        <SelectField
          name="tiebreakers"
          label={ctx.t(m.tiebreakers)}
          value={preset}
          choices={format.tiebreakers.map((t) => [t.preset, t.label] as const)}
          t={ctx.t}
          onChange={setPreset}
        />
      </FormOption>
      {chosen?.usesScore ? (
        <NumberOption name="byeScore" info={byeInfo} value={value('byeScore')} ctx={ctx} min={0} max={140} />
      ) : null}
    </>
  );
}

/** The round clock's minutes, with the game's default and where it comes from. */
export function RoundMinutesField({ format, value, ctx }: GameFieldsProps) {
  const info: OptionInfo = {
    label: m.roundMinutes,
    shownDefault: sameInBoth(String(format.roundMinutes.default)),
    rule: format.roundMinutes.rule,
  };
  return <NumberOption name="roundMinutes" info={info} value={value('roundMinutes')} ctx={ctx} min={1} max={240} />;
}
