'use server';

import { DROP_SELF } from '../../../graphql/player-actions';
import { getClient } from '../../../lib/apollo-rsc';
import { formCommandId } from '../../../lib/form-command-id';
import { runTournamentCommand, type ActionState } from '../../../lib/tournament-action';

/** A player drops from the event (the API records it for the caller only). */
export async function dropSelf(_previous: ActionState, form: FormData): Promise<ActionState> {
  const value = form.get('tournamentId');
  const tournamentId = typeof value === 'string' ? value.slice(0, 200) : '';
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({ mutation: DROP_SELF, variables: { tournamentId, commandId: formCommandId(form, 'drop') } }),
  );
}
