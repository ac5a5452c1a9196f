'use server';

import {
  CHECK_IN,
  CONFIRM_RESULT,
  JOIN_WAITLIST,
  LEAVE_WAITLIST,
  REGISTER_FOR_TOURNAMENT,
  REPORT_RESULT,
  SUBMIT_DECK_LIST,
  type DeckProblem,
} from '../../../graphql/player-actions';
import { STAFF_DOCUMENTS, isStaffCommand } from '../../../graphql/organizer';
import { getClient } from '../../../lib/apollo-rsc';
import { formCommandId } from '../../../lib/form-command-id';
import { submitResult } from '../../../lib/result-action';
import type { ResultFormState } from '../../../lib/result-form';
import { runTournamentCommand, type ActionState } from '../../../lib/tournament-action';
import { formText } from '../../../lib/form-text';

export type { ActionState, ResultFormState };

export interface DeckState extends ActionState {
  readonly problems: readonly DeckProblem[];
  readonly source: string;
}

const text = (form: FormData, name: string, max = 200): string => formText(form, name, max);
const int = (form: FormData, name: string): number => Number.parseInt(text(form, name), 10);

export async function registerForTournament(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({
      mutation: REGISTER_FOR_TOURNAMENT,
      variables: { tournamentId, commandId: formCommandId(form, 'register') },
    }),
  );
}

/** "I am here": the reader checks themselves in from their phone while check-in is open. */
export async function checkInSelf(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({ mutation: CHECK_IN, variables: { tournamentId, commandId: formCommandId(form, 'checkin') } }),
  );
}

/** A full event's waiting list: the reader joins it (`step=join`) or leaves it (`step=leave`). */
export async function waitlistStep(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const mutation = text(form, 'step') === 'leave' ? LEAVE_WAITLIST : JOIN_WAITLIST;
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({ mutation, variables: { tournamentId, commandId: formCommandId(form, 'waitlist') } }),
  );
}

/** Deck problems come back as data, not as a failure. */
export async function submitDeckList(_previous: DeckState, form: FormData): Promise<DeckState> {
  const tournamentId = text(form, 'tournamentId');
  const source = text(form, 'source', 20_000);
  let problems: readonly DeckProblem[] = [];
  const outcome = await runTournamentCommand(tournamentId, async () => {
    const { data } = await getClient().mutate({
      mutation: SUBMIT_DECK_LIST,
      variables: { tournamentId, source, commandId: formCommandId(form, 'deck') },
    });
    problems = data?.submitDeckList.errors ?? [];
  });
  return { ...outcome, done: outcome.done && problems.length === 0, problems, source };
}

/** A player reports their table's result, game by game; a refused report comes back with every value as typed. */
export async function reportResult(_previous: ResultFormState, form: FormData): Promise<ResultFormState> {
  const tournamentId = text(form, 'tournamentId');
  return submitResult(tournamentId, form, (result) =>
    getClient().mutate({
      mutation: REPORT_RESULT,
      variables: {
        tournamentId,
        round: int(form, 'round'),
        table: int(form, 'table'),
        commandId: formCommandId(form, 'report'),
        result: { winner: result.winner, games: [...result.games] },
      },
    }),
  );
}

export async function confirmResult(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({
      mutation: CONFIRM_RESULT,
      variables: {
        tournamentId,
        round: int(form, 'round'),
        table: int(form, 'table'),
        commandId: formCommandId(form, 'confirm'),
      },
    }),
  );
}

/** Organizer and judge buttons: the API decides whether the command fits the moment. */
export async function staffCommand(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const command = text(form, 'command');
  if (!isStaffCommand(command)) return { error: { es: 'Acción desconocida.', en: 'Unknown action.' }, done: false };
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({
      mutation: STAFF_DOCUMENTS[command],
      variables: { tournamentId, commandId: formCommandId(form, command) },
    }),
  );
}
