import { useActionState } from 'react';
// A type only: the server-side module it names is not bundled into the client.
import type { ActionState } from '../lib/tournament-action';

const NOTHING_YET: ActionState = { error: null, done: false };

/**
 * A tournament form's server action with what it did: nothing before it runs, then the API's refusal
 * or done; returns `useActionState`'s state, action and pending.
 */
export function useTournamentAction(action: (state: ActionState, form: FormData) => Promise<ActionState>) {
  return useActionState(action, NOTHING_YET);
}
