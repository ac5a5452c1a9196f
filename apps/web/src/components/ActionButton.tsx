'use client';

import type { ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import { translator } from '../lib/i18n';
// A type only: the server-side module it names is not bundled into the client.
import type { ActionState } from '../lib/tournament-action';
import { FormError, TournamentForm } from './FormParts';
import { useTournamentAction } from './useFormAction';

/** How the button reads: the page's main action, or a small one in a row (quiet: the less likely choice). */
export type ButtonLook = 'main' | 'quiet' | 'small' | 'small-quiet';

const LOOKS: Readonly<Record<ButtonLook, string>> = {
  main: 'button',
  quiet: 'button button--quiet',
  small: 'button button--small',
  'small-quiet': 'button button--small button--quiet',
};

interface ActionButtonProps {
  /** The tournament's server action the button sends. */
  readonly action: (state: ActionState, form: FormData) => Promise<ActionState>;
  readonly tournamentId: string;
  /** What the action reads beside the tournament (a player, a step), sent as hidden fields. */
  readonly fields?: Readonly<Record<string, string>>;
  /** The button's words, and what a screen reader hears when they are not enough ("Dar plaza a Ana"). */
  readonly label: string;
  readonly ariaLabel?: string;
  readonly look?: ButtonLook;
  readonly className?: string;
  readonly testId?: string;
  /** What stands before the button in the form (a line saying what it does). */
  readonly children?: ReactNode;
  readonly lang: Lang;
}

/** A form of one button that sends a tournament action, with the API's refusal under it in the reader's language. */
export function ActionButton(props: ActionButtonProps) {
  const { action, tournamentId, fields = {}, label, ariaLabel, look = 'main', className, testId, children } = props;
  const [state, send, pending] = useTournamentAction(action);
  return (
    <TournamentForm action={send} tournamentId={tournamentId} className={className} testId={testId}>
      {children}
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={LOOKS[look]} disabled={pending} aria-label={ariaLabel}>
        {label}
      </button>
      <FormError error={state.error} t={translator(props.lang)} />
    </TournamentForm>
  );
}
