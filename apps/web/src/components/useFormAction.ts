import { useActionState, useState } from 'react';
import { FORM_COMMAND_ID, FORM_COMMAND_KIND } from '../lib/form-command-id';
import { ResendableCommandIds } from '../lib/resendable-ids';
import { apiRefusal } from '../lib/api-errors';
import type { Localized } from '@cronica/util';
// A type only: the server-side module it names is not bundled into the client.
import type { ActionState } from '../lib/tournament-action';

/** A form's state that says when no answer came from the API (what was sent may have been done). */
type Resendable = { readonly unanswered?: boolean };

type ServerAction<S> = (state: S, form: FormData) => Promise<S>;

/** What a form shows when its answer never came, made from what was sent and "could not reach". */
type Unreached<S> = (form: FormData, unreachable: Localized) => S;

/** The form as sent, its command id aside: the same fields (and button) make the same command. */
function sentFields(form: FormData): string {
  const fields = [...form.entries()].filter(([name]) => name !== FORM_COMMAND_ID);
  return JSON.stringify(fields.map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
}

/**
 * Runs the server action with the form's command id, kept while the same form is sent again after
 * an answer that never came back. The browser's fetch failing (a `TypeError`: the venue's Wi-Fi
 * dropped on the way there or back) becomes the form's "could not reach the server", not the page's
 * error screen; any other fault still goes there.
 */
export async function sendKeepingId<S extends Resendable>(
  ids: ResendableCommandIds,
  send: (form: FormData) => Promise<S>,
  unreached: Unreached<S>,
  form: FormData,
): Promise<S> {
  form.set(FORM_COMMAND_ID, ids.idFor(sentFields(form)));
  let state: S;
  try {
    state = await send(form);
  } catch (failure) {
    if (!(failure instanceof TypeError)) throw failure;
    state = unreached(form, apiRefusal(failure).message);
  }
  ids.ended(state.unanswered !== true);
  return state;
}

/**
 * A form's server action as `useActionState` runs it (its state, action and pending), but sent again
 * after a lost answer the same form carries the same command id, so what was done is not done twice;
 * `unreached` is what the form then shows.
 */
export function useResendableAction<S extends Resendable>(
  action: ServerAction<Awaited<S>>,
  initial: NoInfer<Awaited<S>>,
  unreached: NoInfer<Unreached<Awaited<S>>>,
) {
  const [ids] = useState(() => new ResendableCommandIds(FORM_COMMAND_KIND));
  return useActionState<S, FormData>(
    (previous, form) => sendKeepingId(ids, (sent) => action(previous, sent), unreached, form),
    initial,
  );
}

/** A form whose state is its error (and what the form adds to it) from the API, or nothing yet. */
type ErrorState = Resendable & { readonly error: Localized | null };

/**
 * A form whose answer is its error or a page to open (see `useResendableAction`): its answer lost,
 * it says the server could not be reached, with what `asSent` keeps of the form as it was sent.
 */
export function useFormAction<S extends ErrorState>(
  action: ServerAction<Awaited<S>>,
  initial: NoInfer<Awaited<S>>,
  asSent: (form: FormData) => Partial<NoInfer<Awaited<S>>> = () => ({}),
) {
  return useResendableAction(action, initial, (form, unreachable) => ({
    ...initial,
    ...asSent(form),
    error: unreachable,
    unanswered: true,
  }));
}

const NOTHING_YET: ActionState = { error: null, done: false };

/**
 * A tournament form's server action with what it did: nothing before it runs, then the API's refusal
 * or done (see `useResendableAction`).
 */
export const useTournamentAction = (action: ServerAction<ActionState>) => useFormAction(action, NOTHING_YET);
