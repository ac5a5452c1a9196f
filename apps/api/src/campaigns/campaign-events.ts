import { assertNever } from '@cronica/util';

/**
 * A campaign (stream `campaign-<id>`): a game master's table that meets over several sessions,
 * each session one encounter recorded as a match. Organized play for games whose registry entry
 * says `organizedPlay: 'sessions'` (libs/games/src/registry.ts). The campaign records who plays
 * and which match each session is; the encounter's own secrets (the GM's hand, the enemies'
 * decks, its options) stay in the match and never reach this stream. When a session was
 * started lives in the event's metadata (`at`, the server clock), never in the decider.
 */
export const CAMPAIGN_CREATED = 'CampaignCreated';
export const CAMPAIGN_PLAYER_ADDED = 'CampaignPlayerAdded';
export const CAMPAIGN_SESSION_STARTED = 'CampaignSessionStarted';
export const CAMPAIGN_ARCHIVED = 'CampaignArchived';

export interface CampaignCreatedData {
  readonly campaignId: string;
  readonly name: string;
  readonly game: string;
  readonly gmId: string;
}

export interface CampaignPlayerAddedData {
  readonly playerId: string;
}

export interface CampaignSessionStartedData {
  readonly number: number;
  readonly matchId: string;
  readonly scene: string;
  /** The people seated, in seat order (the GM's seat included). */
  readonly seats: readonly string[];
}

export type CampaignEvent =
  | { readonly type: typeof CAMPAIGN_CREATED; readonly data: CampaignCreatedData; readonly metadata?: unknown }
  | { readonly type: typeof CAMPAIGN_PLAYER_ADDED; readonly data: CampaignPlayerAddedData; readonly metadata?: unknown }
  | { readonly type: typeof CAMPAIGN_SESSION_STARTED; readonly data: CampaignSessionStartedData; readonly metadata?: unknown }
  | { readonly type: typeof CAMPAIGN_ARCHIVED; readonly data: Record<string, never>; readonly metadata?: unknown };

export interface CampaignSession extends CampaignSessionStartedData {
  /** ISO time the server recorded the session's start (event metadata). */
  readonly startedAt: string | null;
}

export interface CampaignState {
  readonly status: 'none' | 'active' | 'archived';
  readonly id: string;
  readonly name: string;
  readonly game: string;
  readonly gmId: string;
  readonly players: readonly string[];
  readonly sessions: readonly CampaignSession[];
  readonly createdAt: string | null;
}

export const initialCampaignState: CampaignState = { status: 'none', id: '', name: '', game: '', gmId: '', players: [], sessions: [], createdAt: null };

const atOf = (metadata: unknown): string | null => {
  const at = (metadata as { at?: unknown } | undefined)?.at;
  return typeof at === 'string' ? at : null;
};

export function evolveCampaign(state: CampaignState, event: CampaignEvent): CampaignState {
  switch (event.type) {
    case CAMPAIGN_CREATED: {
      const { campaignId, name, game, gmId } = event.data;
      return { ...state, status: 'active', id: campaignId, name, game, gmId, createdAt: atOf(event.metadata) };
    }
    case CAMPAIGN_PLAYER_ADDED:
      return { ...state, players: [...state.players, event.data.playerId] };
    case CAMPAIGN_SESSION_STARTED:
      return { ...state, sessions: [...state.sessions, { ...event.data, startedAt: atOf(event.metadata) }] };
    case CAMPAIGN_ARCHIVED:
      return { ...state, status: 'archived' };
    default:
      return assertNever(event);
  }
}
