import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { getClient } from './apollo-rsc';
import { formCommandId } from './form-command-id';
// A type only: this module is for server actions, like the one it names.
import type { ActionState } from './tournament-action';

/** What every tournament command carries beside its own fields: its tournament and a command id. */
type CommandVariables = OperationVariables & { tournamentId: string; commandId: string };

/** Runs a command for the tournament a form names, the way an action file reports and refreshes it. */
type RunForForm = (form: FormData, command: (tournamentId: string) => Promise<unknown>) => Promise<ActionState>;

/**
 * Sends whole tournament commands through `run`: each action names the document, the kind of its
 * command id and its own fields; the tournament and the form's command id are added here.
 */
export function commandSender(run: RunForForm) {
  return <TData, TVariables extends CommandVariables>(
    form: FormData,
    mutation: TypedDocumentNode<TData, TVariables>,
    kind: string,
    fields: Omit<TVariables, 'tournamentId' | 'commandId'>,
  ): Promise<ActionState> =>
    run(form, (tournamentId) => {
      // The fields with the two every command carries are the document's whole variables.
      const variables = { ...fields, tournamentId, commandId: formCommandId(form, kind) } as TVariables;
      return getClient().mutate({ mutation, variables });
    });
}
