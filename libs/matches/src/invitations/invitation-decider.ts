import { decideInvitation } from './invitation-decide.js';
import { evolveInvitation, initialInvitationState, type InvitationState } from './invitation-events.js';

/** The match invitation decider: initial state, decide and evolve, with no I/O and no clock. */
export const invitationDecider = {
  initialState: (): InvitationState => initialInvitationState,
  decide: decideInvitation,
  evolve: evolveInvitation,
};

export const invitationStream = (invitationId: string) => `invitation-${invitationId}`;
