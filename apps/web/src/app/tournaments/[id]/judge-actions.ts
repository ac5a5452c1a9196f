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
import { commandSender } from '../../../lib/tournament-command';
import { ruleDisputeInput } from '../../../lib/judge-forms';
import { runTournamentCommand, type ActionState } from '../../../lib/tournament-action';
import { formText } from '../../../lib/form-text';

const text = (form: FormData, name: string, max = 1000): string => formText(form, name, max).trim();
const nullable = (value: string): string | null => (value === '' ? null : value);

/** Sends one judging command for the form's tournament; a refusal comes back as the form's error. */
const sendCommand = commandSender((form, command) => {
  const tournamentId = text(form, 'tournamentId');
  return runTournamentCommand(tournamentId, () => command(tournamentId));
});

export async function openDispute(_previous: ActionState, form: FormData): Promise<ActionState> {
  return sendCommand(form, OPEN_DISPUTE, 'dispute', {
    callId: nullable(text(form, 'callId')),
    round: null,
    table: null,
    summary: text(form, 'summary', 500),
  });
}

/** Staff mark a call handled at the table: it leaves the queue. */
export async function handleJudgeCall(_previous: ActionState, form: FormData): Promise<ActionState> {
  return sendCommand(form, HANDLE_JUDGE_CALL, 'call-handled', { callId: text(form, 'callId', 100) });
}

export async function ruleDispute(_previous: ActionState, form: FormData): Promise<ActionState> {
  const input = ruleDisputeInput(form);
  if ('error' in input) return { error: input.error, done: false };
  return sendCommand(form, RULE_DISPUTE, 'ruling', { input });
}

export async function issuePenalty(_previous: ActionState, form: FormData): Promise<ActionState> {
  const input = {
    playerId: text(form, 'playerId', 100),
    penalty: text(form, 'penalty', 40),
    infraction: text(form, 'infraction', 40),
    note: text(form, 'note', 500),
  };
  return sendCommand(form, ISSUE_PENALTY, 'penalty', { input });
}

export async function checkDeck(_previous: ActionState, form: FormData): Promise<ActionState> {
  return sendCommand(form, CHECK_DECK, 'deck-check', {
    playerId: text(form, 'playerId', 100),
    source: text(form, 'source', 20_000),
  });
}

/** A player at the dispute's table appeals its ruling to the head judge. */
export async function appealRuling(_previous: ActionState, form: FormData): Promise<ActionState> {
  return sendCommand(form, APPEAL_RULING, 'appeal', {
    disputeId: text(form, 'disputeId', 100),
    reason: text(form, 'reason', 200),
  });
}

/** The head judge rules on an appeal (the API refuses anyone else). */
export async function ruleAppeal(_previous: ActionState, form: FormData): Promise<ActionState> {
  const input = {
    disputeId: text(form, 'disputeId', 100),
    ruling: text(form, 'ruling', 1000),
    outcome: text(form, 'outcome', 20),
  };
  return sendCommand(form, RULE_APPEAL, 'appeal-ruling', { input });
}
