import { createHash } from 'node:crypto';
import { invitationDecider, invitationStream, type InvitationState } from '@cronica/matches';
import { deciderAggregate, type AggregateSpec } from '../commands/aggregate.js';

/** The invitation as the command bus loads it (stream `invitation-<id>`). */
export function invitationAggregate(invitationId: string): AggregateSpec<InvitationState> {
  return deciderAggregate(invitationStream(invitationId), invitationDecider);
}

/** Invitation id: follows from who invites and the commandId, so a resend finds the same invitation. */
export function invitationIdOf(actor: string, commandId: string): string {
  return createHash('sha256').update(`cronica-invitation\u0000${actor}\u0000${commandId}`).digest('hex').slice(0, 24);
}

/** The match an invitation becomes: follows from the invitation, so whoever creates it (or creates it again) finds the same one. */
export function invitedMatchId(invitationId: string): string {
  return createHash('sha256').update(`cronica-invited-match\u0000${invitationId}`).digest('hex').slice(0, 24);
}
