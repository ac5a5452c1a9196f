import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { Mock } from 'vitest';
import type { ActionState } from '../lib/tournament-action';

/** What a tournament form holds before its server action first answers. */
export const NOTHING_YET: ActionState = { error: null, done: false };

/** A tournament form's fields as the browser posts them to its server action, with the tournament's id. */
export function tournamentForm(tournamentId: string, fields: Record<string, string>): FormData {
  const data = new FormData();
  data.set('tournamentId', tournamentId);
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

/** A refusal as the API sends it: a stable code and its es/en message (`message` is the error's own text). */
export function ruleViolation(es: string, en: string, message = en): CombinedGraphQLErrors {
  return new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'RULE_VIOLATION', messages: { es, en } } }],
  });
}

/** The mutations a spied server-side GraphQL client was asked to send, in order. */
export function mutationsSent(mutate: Mock) {
  return mutate.mock.calls.map(([call]) => call as { mutation: unknown; variables: Record<string, unknown> });
}
