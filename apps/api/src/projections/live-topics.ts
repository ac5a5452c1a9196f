/**
 * GraphQL subscription topics. They are published only by the projection runner, from the event
 * store's own subscription, so a command any API instance handled reaches subscribers on every
 * instance (each instance subscribes to the store, none tells another).
 */
export const matchTopic = (matchId: string) => `matchUpdated.${matchId}`;
/**
 * What one publish hands to every subscriber of a match on this instance: the match state is
 * loaded once for all of them and each distinct view (role and language) rendered once.
 */
export interface MatchPush {
  readonly matchId: string;
  state?: Promise<unknown>;
  readonly views: Map<string, Promise<unknown>>;
}

export const matchPush = (matchId: string): MatchPush => ({ matchId, views: new Map() });

export const tournamentTopic = (id: string) => `tournamentUpdated.${id}`;

/** What a tournament's subscribers are told: which tournament changed, and whether only its unpublished round did. */
export interface TournamentPush {
  readonly tournamentId: string;
  /** Only a draft changed (pairings not yet published): only the organizer and judges see it, so only they are pushed. */
  readonly draftOnly: boolean;
}

/** An account's invitations (received or sent) changed. */
export const invitationsTopic = (accountId: string) => `invitationsChanged.${accountId}`;
