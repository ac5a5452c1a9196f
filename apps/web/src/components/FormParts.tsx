import { startTransition, type FormEvent, type ReactNode, type Ref } from 'react';
import type { Localized } from '@cronica/util';
import type { Translate } from '../lib/i18n';
// A type only: the server-side module it names is not bundled into the client.
import type { ActionState } from '../lib/tournament-action';
import { RefusalAlert } from './RefusalFocus';

/**
 * The refusal a form's server action came back with (the API's es/en message), announced to screen
 * readers; focus goes to it, or to the field it marks (`useFocusOnRefusal`).
 */
export function FormError({ error, t }: { error: Localized | null; t: Translate }) {
  return error ? <RefusalAlert refusal={error}>{t(error)}</RefusalAlert> : null;
}

/** A form field under its visible name: the label holds both, so the name is the control's accessible name too. */
export function Field({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <label className="form__field">
      <span>{label}</span>
      {children}
    </label>
  );
}

/**
 * What an action did (a form's server action, a copy, a load), once it did it (nothing before), announced
 * to screen readers; `inline` where it stands in a line beside the action's button.
 */
export function FormDone({
  text,
  className = 'notice-inline',
  inline = false,
  testId,
}: {
  text: ReactNode;
  className?: string;
  inline?: boolean;
  testId?: string;
}) {
  if (!text) return null;
  const Tag = inline ? 'span' : 'p';
  return (
    <Tag className={className} role="status" data-testid={testId}>
      {text}
    </Tag>
  );
}

/**
 * What a tournament form's action came back with: the API's refusal, or once applied what the action
 * said it did (who, how many) or else the form's `done` words (`inline` beside the button); the two
 * never come together.
 */
export function ActionOutcome(props: { state: ActionState; done?: Localized; t: Translate; inline?: boolean }) {
  const { state, done, t, inline = false } = props;
  if (state.error) return <FormError error={state.error} t={t} />;
  const said = state.said ?? done;
  return <FormDone text={state.done && said !== undefined && t(said)} inline={inline} />;
}

/** A form's submit button, disabled and relabelled while its action runs; `quiet` for the lesser of two answers. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  t,
  quiet = false,
  danger = false,
}: {
  pending: boolean;
  label: Localized;
  pendingLabel?: Localized;
  t: Translate;
  quiet?: boolean;
  /** An action that cannot be undone (deleting an account): the alarm colour. */
  danger?: boolean;
}) {
  const tone = quiet ? ' button--quiet' : danger ? ' button--danger' : '';
  return (
    <button type="submit" className={`button${tone}`} disabled={pending}>
      {pending && pendingLabel ? t(pendingLabel) : t(label)}
    </button>
  );
}

/** A select's options, one per item: the value it stands for and the text a person reads. */
export function Options<T>({
  items,
  value,
  label,
}: {
  items: readonly T[];
  value: (item: T) => string | number;
  label: (item: T) => string;
}) {
  return items.map((item) => {
    const key = value(item);
    return (
      <option key={key} value={key}>
        {label(item)}
      </option>
    );
  });
}

/** A select's options for codes, each named in the reader's language by the code's entry in its message table. */
export function CodeOptions<Code extends string>({
  codes,
  names,
  t,
}: {
  codes: readonly Code[];
  names: Readonly<Record<Code, Localized>>;
  t: Translate;
}) {
  return <Options items={codes} value={(code) => code} label={(code) => t(names[code])} />;
}

/** A select among a closed set of codes: the field it fills, its label, the codes by name, the one chosen to begin with. */
export interface CodeField<Code extends string> {
  readonly name: string;
  readonly label: Localized;
  readonly codes: readonly Code[];
  readonly names: Readonly<Record<Code, Localized>>;
  readonly initial: NoInfer<Code>;
}

/** Checks a code field's first choice is one of its codes. */
export const codeField = <Code extends string>(field: CodeField<Code>): CodeField<Code> => field;

export function CodeSelect<Code extends string>(props: {
  field: CodeField<Code>;
  t: Translate;
  /** Told of each choice, for a form whose button depends on it. */
  onChoose?: (code: Code) => void;
}) {
  const { field, t, onChoose } = props;
  return (
    <Field label={t(field.label)}>
      <select
        name={field.name}
        defaultValue={field.initial}
        onChange={onChoose ? (event) => onChoose(event.target.value as Code) : undefined}
      >
        <CodeOptions codes={field.codes} names={field.names} t={t} />
      </select>
    </Field>
  );
}

/** A select's options for the event's players, by name, each standing for the player's id. */
export function PlayerOptions({ players }: { players: ReadonlyArray<{ playerId: string; name: string }> }) {
  return <Options items={players} value={(p) => p.playerId} label={(p) => p.name} />;
}

interface ActionFormProps {
  /** The form's server action (`useTournamentAction`'s or `useFormAction`'s action). */
  readonly action: (form: FormData) => void;
  /** What the action is for (a tournament's or a campaign's id): it rides along with the fields, hidden. */
  readonly hidden?: Readonly<Record<string, string>>;
  readonly className?: string;
  readonly testId?: string;
  /** Sent without React's reset, so a refused form keeps what was typed (its owner clears it once done). */
  readonly keepValues?: boolean;
  readonly formRef?: Ref<HTMLFormElement>;
  readonly children: ReactNode;
}

/**
 * Submits without React's automatic form reset, so a refused form keeps every value typed or chosen
 * (a reset would empty the fields and put selects back to their first option). Before the page is
 * hydrated the form's own action runs, as it would without this. The pressed button's name and value
 * go with the fields, as they do in a plain submit.
 */
export function keepWhatWasTyped(event: FormEvent<HTMLFormElement>, action: (form: FormData) => void): void {
  event.preventDefault();
  const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
  startTransition(() => action(form));
}

/** A form that sends one server action, with what it is for as hidden fields beside the ones typed. */
export function ActionForm(props: ActionFormProps) {
  const { action, hidden = {}, className, testId, keepValues = false, formRef, children } = props;
  return (
    <form
      ref={formRef}
      action={action}
      onSubmit={keepValues ? (event) => keepWhatWasTyped(event, action) : undefined}
      className={className}
      data-testid={testId}
    >
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {children}
    </form>
  );
}

/** A form that sends one of a tournament's actions; the tournament it is for goes with it as a hidden field. */
export function TournamentForm({ tournamentId, ...form }: Omit<ActionFormProps, 'hidden'> & { tournamentId: string }) {
  return <ActionForm {...form} hidden={{ tournamentId }} />;
}
