'use client';

import { useRef, useState } from 'react';
import { MAX_CAPACITY, MIN_CAPACITY } from '@cronica/tournament';
import { sameInBoth, type Lang, type Localized } from '@cronica/util';
import { createTournament } from '../../app/tournaments/new/actions';
import {
  FORM_DEFAULTS,
  gameFieldDefaults,
  type FormValues,
  type GameFormFormat,
  unreachedCreate,
} from '../../lib/create-tournament-defaults';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import {
  forGame,
  FormOption,
  NumberOption,
  SelectField,
  useEditedFields,
  yesNo,
  type FieldContext,
  type OptionInfo,
  type Problems,
} from './create-form-fields';
import { GameOptionsSection, RoundMinutesField, TiebreakFields, type ValueOf } from './GameFormatFields';
import { FilePicker } from '../FilePicker';
import { Field, SubmitButton, keepWhatWasTyped } from '../FormParts';
import { useFocusOnRefusal } from '../RefusalFocus';
import { WhenWhereFields } from '../tournament/WhenWhereFields';
import { useResendableAction } from '../useFormAction';
import { eventDetailsMessages } from '../../lib/event-details-messages';

export type { OptionInfo } from './create-form-fields';

interface Props {
  /** Each game with its own format, from its rules library. */
  readonly games: readonly GameFormFormat[];
  /** The tournament's own options (TOURNAMENT_OPTIONS): label, default, rule. */
  readonly options: Readonly<Record<string, OptionInfo>>;
  /** The form filled in from an earlier event (`valuesFromEvent`); none: every default. */
  readonly initialValues?: FormValues | null;
  readonly lang: Lang;
}

const m = om.create;

/** What a section needs: the field context, the tournament's option table and the values to show. */
interface SectionProps {
  readonly ctx: FieldContext;
  readonly info: (key: string) => OptionInfo | undefined;
  readonly value: ValueOf;
}

/** What the API refused, over the form; each answer that refuses brings focus (and the screen) here. */
function ProblemsNotice({ problems, answer, ctx }: { problems: Problems; answer: unknown; ctx: FieldContext }) {
  const own = useRef<HTMLDivElement>(null);
  useFocusOnRefusal(own, problems.length > 0 ? answer : null);
  if (problems.length === 0) return null;
  return (
    <div ref={own} className="notice notice--error" role="alert" tabIndex={-1} data-testid="create-problems">
      <p>
        <strong>{ctx.t(m.problems)}</strong>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field + problem.message.en}>{ctx.t(problem.message)}</li>
        ))}
      </ul>
    </div>
  );
}

type EventProps = Omit<SectionProps, 'info'> & {
  games: readonly GameFormFormat[];
  game: GameFormFormat;
  onGame: (id: string) => void;
};

function EventSection({ ctx, value, games, game, onGame }: EventProps) {
  return (
    <fieldset className="create-form__section">
      <legend>{ctx.t(m.sections.event)}</legend>
      <FormOption field="name" ctx={ctx}>
        <Field label={ctx.t(m.name)}>
          <input name="name" maxLength={120} defaultValue={value('name')} />
        </Field>
      </FormOption>
      <FormOption field="description" ctx={ctx}>
        <Field label={ctx.t(m.description)}>
          <textarea name="description" rows={2} maxLength={2000} defaultValue={value('description')} />
        </Field>
      </FormOption>
      <FormOption field="game" ctx={ctx}>
        <SelectField
          name="game"
          label={ctx.t(m.game)}
          value={game.id}
          choices={games.map((g) => [g.id, g.name] as const)}
          t={ctx.t}
          onChange={onGame}
        />
      </FormOption>
      {game.takesCatalog ? <CatalogOption ctx={ctx} /> : null}
    </fieldset>
  );
}

/** When and where the event is played, each field with its problems beside it (all optional). */
function WhenWhereSection({ ctx, value }: Omit<SectionProps, 'info'>) {
  return (
    <fieldset className="create-form__section" data-testid="create-when-where">
      <legend>{ctx.t(eventDetailsMessages.form.legend)}</legend>
      <p className="form-option__default">{ctx.t(eventDetailsMessages.form.hint)}</p>
      <WhenWhereFields
        values={{
          startsAt: value('startsAt') ?? '',
          timeZone: value('timeZone') ?? '',
          venue: value('venue') ?? '',
          checkInOpensBefore: value('checkInOpensBefore') ?? '',
          entryFee: value('entryFee') ?? '',
          entryFeeCurrency: value('entryFeeCurrency') ?? '',
        }}
        t={ctx.t}
        wrap={(field, input) => (
          <FormOption field={field} ctx={ctx}>
            {input}
          </FormOption>
        )}
      />
    </fieldset>
  );
}

/** A game that takes a card catalog file (its cards, for the deck builder). */
function CatalogOption({ ctx }: { ctx: FieldContext }) {
  return (
    <FormOption field="catalog" ctx={ctx}>
      <Field label={ctx.t(m.catalog)}>
        <FilePicker name="catalog" accept="application/json,.json" t={ctx.t} />
      </Field>
      <p className="form-option__default">{ctx.t(m.catalogHint)}</p>
    </FormOption>
  );
}

/** One of the tournament's options chosen from a list: labelled by its option table, its rule beside it. */
function SelectOption(
  props: SectionProps & { field: string; name: string; choices: readonly (readonly [string, Localized])[] },
) {
  const { ctx, info, value, field, name, choices } = props;
  return (
    <FormOption field={field} info={info(field)} ctx={ctx}>
      <SelectField
        name={name}
        label={ctx.t(info(field)?.label ?? sameInBoth(field))}
        value={value(name)}
        choices={choices}
        t={ctx.t}
      />
    </FormOption>
  );
}

function SwissSection({ ctx, info, value, game }: SectionProps & { game: GameFormFormat }) {
  const label = (key: string) => ctx.t(info(key)?.label ?? sameInBoth(key));
  return (
    <fieldset className="create-form__section">
      <legend>{ctx.t(m.sections.swiss)}</legend>
      <FormOption field="rounds" info={info('rounds')} ctx={ctx}>
        <SelectField
          name="roundsMode"
          label={label('rounds')}
          value={value('roundsMode')}
          choices={[
            ['by-field-size', m.roundsByField],
            ['fixed', m.roundsFixed],
          ]}
          t={ctx.t}
        />
        {/* Shown only while the rounds are fixed (desk.css): by the field's size, the count is the API's. */}
        <div className="create-form__rounds-count">
          <Field label={ctx.t(m.roundsCount)}>
            <input name="rounds" type="number" min={1} max={20} defaultValue={value('rounds')} />
          </Field>
        </div>
      </FormOption>
      <TiebreakFields key={game.id} format={game} value={value} ctx={ctx} byeInfo={info('byeScore')} />
      <RoundMinutesField key={`${game.id}-minutes`} format={game} value={value} ctx={ctx} />
      <NumberOption name="bestOf" info={info('bestOf')} value={value('bestOf')} ctx={ctx} min={1} max={7} />
      <SelectOption
        ctx={ctx}
        info={info}
        value={value}
        field="exhaustedPairings"
        name="exhaustedPairings"
        choices={[
          ['refuse', m.exhaustedRefuse],
          ['fewest-rematches', m.exhaustedFewest],
        ]}
      />
    </fieldset>
  );
}

function CutSection(props: SectionProps) {
  const { ctx, info, value } = props;
  const finals = [
    ['1', sameInBoth('1')],
    ['3', sameInBoth('3')],
  ] as const;
  return (
    <fieldset className="create-form__section">
      <legend>{ctx.t(m.sections.cut)}</legend>
      <SelectOption
        {...props}
        field="topCut.size"
        name="topCutSize"
        choices={['0', '2', '4', '8', '16'].map((s) => [s, sameInBoth(s)] as const)}
      />
      <SelectOption {...props} field="topCut.finalBestOf" name="finalBestOf" choices={finals} />
      <SelectOption {...props} field="topCut.thirdPlaceMatch" name="thirdPlaceMatch" choices={yesNo} />
      <NumberOption
        name="prizePlaces"
        info={info('prizePlaces')}
        value={value('prizePlaces')}
        ctx={ctx}
        min={0}
        max={1024}
      />
    </fieldset>
  );
}

const registrationChoices = [
  ['closed', m.no],
  ['open', m.yes],
] as const;
const lateChoices = [
  ['loss', m.lateLoss],
  ['absent', m.lateAbsent],
  ['none', m.lateNone],
] as const;

function EntrySection(props: SectionProps) {
  return (
    <fieldset className="create-form__section">
      <legend>{props.ctx.t(m.sections.entry)}</legend>
      <SelectOption {...props} field="registration" name="registration" choices={registrationChoices} />
      <SelectOption {...props} field="requireDeckLists" name="requireDeckLists" choices={yesNo} />
      <SelectOption {...props} field="lateEntry" name="lateEntry" choices={lateChoices} />
      <NumberOption
        name="capacity"
        info={props.info('capacity')}
        value={props.value('capacity')}
        ctx={props.ctx}
        min={MIN_CAPACITY}
        max={MAX_CAPACITY}
      />
    </fieldset>
  );
}

/** The game the form shows, and a field's value: what was typed for that game, or its defaults (switching the game swaps them). */
function useGameChoice(games: readonly GameFormFormat[], values: FormValues | null) {
  const [chosen, setChosen] = useState(values?.game ?? FORM_DEFAULTS.game!);
  const game = games.find((g) => g.id === chosen) ?? games[0]!;
  const defaults: FormValues = { ...FORM_DEFAULTS, ...gameFieldDefaults(game) };
  const typed = values !== null && values.game === game.id ? values : null;
  const value: ValueOf = (name) => (typed !== null && Object.hasOwn(typed, name) ? typed[name] : defaults[name]);
  return { game, value, choose: setChosen };
}

/** The creation form: every option with its default and rule, the game's own from its library; refused forms keep what was typed. */
export function CreateTournamentForm({ games, options, initialValues = null, lang }: Props) {
  const [state, action, pending] = useResendableAction(
    createTournament,
    { problems: [], values: initialValues },
    unreachedCreate,
  );
  const { shown, edited } = useEditedFields(state);
  const ctx: FieldContext = { problems: shown, edited, t: translator(lang) };
  const { game, value, choose } = useGameChoice(games, state.values);
  const section = { ctx, info: (key: string) => forGame(options[key], game, games), value };
  return (
    <form
      onSubmit={(event) => keepWhatWasTyped(event, action)}
      className="form create-form"
      data-testid="create-tournament"
    >
      <ProblemsNotice problems={shown} answer={state} ctx={ctx} />
      <EventSection ctx={ctx} value={value} games={games} game={game} onGame={choose} />
      <WhenWhereSection ctx={ctx} value={value} />
      <GameOptionsSection key={game.id} format={game} value={value} ctx={ctx} />
      <SwissSection {...section} game={game} />
      <CutSection {...section} />
      <EntrySection {...section} />
      <SubmitButton pending={pending} label={m.submit} pendingLabel={m.submitting} t={ctx.t} />
    </form>
  );
}
