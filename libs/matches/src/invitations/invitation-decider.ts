import {
  decideInvitation,
  type InvitationCommand,
  type InvitationDecision,
  type InvitationGame,
} from './invitation-decide.js';
import { evolveInvitation, initialInvitationState, type InvitationState } from './invitation-events.js';

/** The match invitation decider: initial state, decide and evolve, with no I/O and no clock. */
export const invitationDecider = {
  initialState: (): InvitationState => initialInvitationState,
  decide: (command: InvitationCommand, state: InvitationState, game: InvitationGame): InvitationDecision =>
    decideInvitation(state, command, game),
  evolve: evolveInvitation,
};

export const invitationStream = (invitationId: string) => `invitation-${invitationId}`;
