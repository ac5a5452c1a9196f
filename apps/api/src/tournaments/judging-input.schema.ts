import {
  DISPUTE_OUTCOMES,
  INFRACTIONS,
  MAX_CALL_REASON,
  MAX_NOTE,
  MAX_RULING,
  PENALTIES,
  type TournamentCommand,
} from '@cronica/tournament';
import { z } from 'zod';
import type { IssuePenaltyInput, RuleDisputeInput } from './judging.models.js';
import { dropNulls, matchResult, parse } from './tournament-input.schema.js';

type Fields<T extends TournamentCommand['type']> = Omit<Extract<TournamentCommand, { type: T }>['data'], 'at' | 'by'>;

const id = z.string().min(1).max(100);
const position = z.number().int().min(1).max(10_000);
const text = (max: number) => z.string().trim().min(1).max(max);

const callSchema = z.object({
  reason: text(MAX_CALL_REASON),
  table: position.optional(),
  matchEvent: z.number().int().min(0).max(1_000_000).optional(),
});
const openSchema = z.object({
  summary: text(MAX_NOTE),
  callId: id.optional(),
  round: position.optional(),
  table: position.optional(),
});
const ruleSchema = z.object({
  disputeId: id,
  ruling: text(MAX_RULING),
  outcome: z.enum(DISPUTE_OUTCOMES),
  playerId: id.optional(),
  infraction: z.enum(INFRACTIONS).optional(),
});
const penaltySchema = z.object({
  playerId: id,
  infraction: z.enum(INFRACTIONS),
  penalty: z.enum(PENALTIES),
  note: text(MAX_NOTE),
  round: position.optional(),
  table: position.optional(),
  deckCheckId: id.optional(),
});

/** GraphQL input → command fields; wrong values are BAD_USER_INPUT and write nothing. */
export function callJudgeFields(input: {
  reason: string;
  table?: number | null;
  matchEvent?: number | null;
}): Fields<'CallJudge'> {
  return parse(callSchema, dropNulls(input));
}

export function openDisputeFields(input: {
  summary: string;
  callId?: string | null;
  round?: number | null;
  table?: number | null;
}): Fields<'OpenDispute'> {
  return parse(openSchema, dropNulls(input));
}

export function ruleDisputeFields(input: RuleDisputeInput): Fields<'RuleDispute'> {
  const { result, ...rest } = input;
  const valid = parse(ruleSchema, dropNulls(rest));
  return result ? { ...valid, result: matchResult(result) } : valid;
}

export function issuePenaltyFields(input: IssuePenaltyInput): Fields<'IssuePenalty'> {
  return parse(penaltySchema, dropNulls(input));
}
