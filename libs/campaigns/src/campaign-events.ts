import { recordedAt, type Message } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';

/**
 * A campaign (stream `campaign-<id>`): a game master's table that meets over several sessions,
 * each session one encounter recorded as a match. Organized play for games whose definition
 * says `organizedPlay: 'sessions'` (`defineGame` in the game's rules library). The campaign records who plays
 * and which match each session is; the encounter's own secrets (the GM's hand, the enemies'
 * decks, its options) stay in the match and never reach this stream. When a session was
 * started lives in the event's metadata (`at`, the server clock), never in the decider.
 * A player plays once she accepts the GM's invitation; an invitation waits a week
 * (`CAMPAIGN_INVITATION_DAYS`), then may be sent again.
 */
/** How long a campaign's invitation waits for its answer: a week, a campaign's usual rhythm. */
export const CAMPAIGN_INVITATION_DAYS = 7;

/** When an invitation recorded without an expiry (a campaign's, from before invitations) expires: a week after it was made. */
export const campaignInvitationExpiry = (at: string): string =>
  new Date(Date.parse(at) + CAMPAIGN_INVITATION_DAYS * 86_400_000).toISOString();

export const CAMPAIGN_CREATED = 'CampaignCreated';
export const CAMPAIGN_PLAYER_INVITED = 'CampaignPlayerInvited';
/** Before invitations a GM added players directly; such a player was never asked, so the event reads as an invitation. */
export const CAMPAIGN_PLAYER_ADDED = 'CampaignPlayerAdded';
export const CAMPAIGN_INVITATION_ACCEPTED = 'CampaignInvitationAccepted';
export const CAMPAIGN_INVITATION_DECLINED = 'CampaignInvitationDeclined';
export const CAMPAIGN_INVITATION_WITHDRAWN = 'CampaignInvitationWithdrawn';
export const CAMPAIGN_SESSION_STARTED = 'CampaignSessionStarted';
export const CAMPAIGN_ARCHIVED = 'CampaignArchived';

export interface CampaignCreatedData {
  readonly campaignId: string;
  readonly name: string;
  readonly game: string;
  readonly gmId: string;
}

export interface CampaignPlayerData {
  readonly playerId: string;
}

export interface CampaignPlayerInvitedData extends CampaignPlayerData {
  readonly expiresAt: string;
}

export interface CampaignSessionStartedData {
  readonly number: number;
  readonly matchId: string;
  readonly scene: string;
  /** The people seated, in seat order (the GM's seat included). */
  readonly seats: readonly string[];
}

export type CampaignEvent =
  | Message<typeof CAMPAIGN_CREATED, CampaignCreatedData, unknown>
  | Message<typeof CAMPAIGN_PLAYER_INVITED, CampaignPlayerInvitedData, unknown>
  | Message<typeof CAMPAIGN_PLAYER_ADDED, CampaignPlayerData, unknown>
  | Message<typeof CAMPAIGN_INVITATION_ACCEPTED, CampaignPlayerData, unknown>
  | Message<typeof CAMPAIGN_INVITATION_DECLINED, CampaignPlayerData, unknown>
  | Message<typeof CAMPAIGN_INVITATION_WITHDRAWN, CampaignPlayerData, unknown>
  | Message<typeof CAMPAIGN_SESSION_STARTED, CampaignSessionStartedData, unknown>
  | Message<typeof CAMPAIGN_ARCHIVED, Record<string, never>, unknown>;

export interface CampaignSession extends CampaignSessionStartedData {
  /** ISO time the server recorded the session's start (event metadata). */
  readonly startedAt: string | null;
}

/** A campaign as its events leave it: the name, game and GM it was created with, and who plays. */
export interface CampaignState extends Pick<CampaignCreatedData, 'name' | 'game' | 'gmId'> {
  readonly status: 'none' | 'active' | 'archived';
  readonly id: string;
  /** Players who accepted, in the order they did: the people a session seats beside the GM. */
  readonly players: readonly string[];
  /** Invitations waiting for an answer (an expired one stays here until it is sent again). */
  readonly invited: readonly CampaignInvitation[];
  readonly sessions: readonly CampaignSession[];
  readonly createdAt: string | null;
}

export interface CampaignInvitation {
  readonly playerId: string;
  readonly expiresAt: string;
}

export const initialCampaignState: CampaignState = {
  status: 'none',
  id: '',
  name: '',
  game: '',
  gmId: '',
  players: [],
  invited: [],
  sessions: [],
  createdAt: null,
};

const withoutInvitation = (state: CampaignState, playerId: string): CampaignState => ({
  ...state,
  invited: state.invited.filter((i) => i.playerId !== playerId),
});

const invite = (state: CampaignState, playerId: string, expiresAt: string): CampaignState => ({
  ...state,
  invited: [...withoutInvitation(state, playerId).invited, { playerId, expiresAt }],
});

/** The invitation waiting for this person's answer now, if any (not expired). */
export const waitingInvitation = (
  state: CampaignState,
  playerId: string,
  now: string,
): CampaignInvitation | undefined => state.invited.find((i) => i.playerId === playerId && now < i.expiresAt);

export function evolveCampaign(state: CampaignState, event: CampaignEvent): CampaignState {
  switch (event.type) {
    case CAMPAIGN_CREATED: {
      const { campaignId, name, game, gmId } = event.data;
      return { ...state, status: 'active', id: campaignId, name, game, gmId, createdAt: recordedAt(event.metadata) };
    }
    case CAMPAIGN_PLAYER_INVITED:
      return invite(state, event.data.playerId, event.data.expiresAt);
    case CAMPAIGN_PLAYER_ADDED:
      return invite(
        state,
        event.data.playerId,
        campaignInvitationExpiry(recordedAt(event.metadata) ?? '1970-01-01T00:00:00.000Z'),
      );
    case CAMPAIGN_INVITATION_ACCEPTED:
      return { ...withoutInvitation(state, event.data.playerId), players: [...state.players, event.data.playerId] };
    case CAMPAIGN_INVITATION_DECLINED:
    case CAMPAIGN_INVITATION_WITHDRAWN:
      return withoutInvitation(state, event.data.playerId);
    case CAMPAIGN_SESSION_STARTED:
      return { ...state, sessions: [...state.sessions, { ...event.data, startedAt: recordedAt(event.metadata) }] };
    case CAMPAIGN_ARCHIVED:
      return { ...state, status: 'archived' };
    default:
      return assertNever(event);
  }
}
