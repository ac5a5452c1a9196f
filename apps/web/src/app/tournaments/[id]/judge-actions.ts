'use server';

import {
  APPEAL_RULING,
  CHECK_DECK,
  HANDLE_JUDGE_CALL,
  ISSUE_PENALTY,
  OPEN_DISPUTE,
  RULE_APPEAL,
  RULE_DISPUTE,
} from '../../../graphql/judging';
import { getClient } from '../../../lib/apollo-rsc';
import { newCommandId } from '../../../lib/random-id';
import { ruleDisputeInput } from '../../../lib/judge-forms';
import { runTournamentCommand, type ActionState } from '../../../lib/tournament-action';
import { formText } from '../../../lib/form-text';

const text = (form: FormData, name: string, max = 1000): string => formText(form, name, max).trim();
const nullable = (value: string): string | null => (value === '' ? null : value);

export async function openDispute(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const variables = {
    tournamentId,
    callId: nullable(text(form, 'callId')),
    round: null,
    table: null,
    summary: text(form, 'summary', 500),
    commandId: newCommandId('dispute'),
  };
  return runTournamentCommand(tournamentId, () => getClient().mutate({ mutation: OPEN_DISPUTE, variables }));
}

/** Staff mark a call handled at the table: it leaves the queue. */
export async function handleJudgeCall(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const variables = { tournamentId, callId: text(form, 'callId', 100), commandId: newCommandId('call-handled') };
  return runTournamentCommand(tournamentId, () => getClient().mutate({ mutation: HANDLE_JUDGE_CALL, variables }));
}

export async function ruleDispute(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const input = ruleDisputeInput(form);
  if ('error' in input) return { error: input.error, done: false };
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({
      mutation: RULE_DISPUTE,
      variables: { tournamentId, input, commandId: newCommandId('ruling') },
    }),
  );
}

export async function issuePenalty(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const input = {
    playerId: text(form, 'playerId', 100),
    penalty: text(form, 'penalty', 40),
    infraction: text(form, 'infraction', 40),
    note: text(form, 'note', 500),
  };
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({
      mutation: ISSUE_PENALTY,
      variables: { tournamentId, input, commandId: newCommandId('penalty') },
    }),
  );
}

export async function checkDeck(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const variables = {
    tournamentId,
    playerId: text(form, 'playerId', 100),
    source: text(form, 'source', 20_000),
    commandId: newCommandId('deck-check'),
  };
  return runTournamentCommand(tournamentId, () => getClient().mutate({ mutation: CHECK_DECK, variables }));
}

/** A player at the dispute's table appeals its ruling to the head judge. */
export async function appealRuling(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const variables = {
    tournamentId,
    disputeId: text(form, 'disputeId', 100),
    reason: text(form, 'reason', 200),
    commandId: newCommandId('appeal'),
  };
  return runTournamentCommand(tournamentId, () => getClient().mutate({ mutation: APPEAL_RULING, variables }));
}

/** The head judge rules on an appeal (the API refuses anyone else). */
export async function ruleAppeal(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  const input = {
    disputeId: text(form, 'disputeId', 100),
    ruling: text(form, 'ruling', 1000),
    outcome: text(form, 'outcome', 20),
  };
  return runTournamentCommand(tournamentId, () =>
    getClient().mutate({
      mutation: RULE_APPEAL,
      variables: { tournamentId, input, commandId: newCommandId('appeal-ruling') },
    }),
  );
}
