import { recordedAt, type Message } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';

/**
 * A match invitation (stream `invitation-<id>`): who sits where at a match nobody is seated at
 * until they say yes. The inviter sits at one seat with their own deck; every other person is
 * invited and picks their own deck on accepting; bots sit where the inviter put them. The match is
 * created only once every invited person accepted, with each seat's own deck, and the invitation
 * records which match it became. A declined or cancelled invitation creates nothing; one left
 * unanswered past `expiresAt` creates nothing either (it is read as expired, no event needed).
 * Times come from the server clock through the commands, never from the decider.
 */
export const MATCH_INVITATION_SENT = 'MatchInvitationSent';
export const MATCH_INVITATION_ACCEPTED = 'MatchInvitationAccepted';
export const MATCH_INVITATION_DECLINED = 'MatchInvitationDeclined';
export const MATCH_INVITATION_CANCELLED = 'MatchInvitationCancelled';
export const MATCH_INVITATION_STARTED = 'MatchInvitationStarted';

/** How long a match invitation waits for its answers: a day, long enough for a friend in another time zone. */
export const MATCH_INVITATION_HOURS = 24;

/** `host`: the inviter's own seat; `invitee`: a person who must accept; `bot`: one of the game's bots. */
export type InvitationSeatKind = 'host' | 'invitee' | 'bot';

export interface InvitationSeat {
  readonly seat: number;
  readonly kind: InvitationSeatKind;
  /** Account id, or `bot:<name>`. */
  readonly player: string;
  /** The seat's ready-made deck; null for a seat that plays without one, or an invitee who has not accepted yet. */
  readonly deckId: string | null;
}

export interface MatchInvitationSentData {
  readonly invitationId: string;
  readonly game: string;
  readonly inviterId: string;
  readonly seats: readonly InvitationSeat[];
  /** Format options as the game's own schema parsed them. */
  readonly options: unknown;
  readonly expiresAt: string;
}

export interface MatchInvitationAnswerData {
  readonly seat: number;
  readonly playerId: string;
}

export interface MatchInvitationAcceptedData extends MatchInvitationAnswerData {
  readonly deckId: string | null;
}

export interface MatchInvitationStartedData {
  readonly matchId: string;
}

export type InvitationEvent =
  | Message<typeof MATCH_INVITATION_SENT, MatchInvitationSentData, unknown>
  | Message<typeof MATCH_INVITATION_ACCEPTED, MatchInvitationAcceptedData, unknown>
  | Message<typeof MATCH_INVITATION_DECLINED, MatchInvitationAnswerData, unknown>
  | Message<typeof MATCH_INVITATION_CANCELLED, Record<string, never>, unknown>
  | Message<typeof MATCH_INVITATION_STARTED, MatchInvitationStartedData, unknown>;

export type SeatAnswer = 'host' | 'bot' | 'pending' | 'accepted' | 'declined';

export interface InvitationSeatState extends InvitationSeat {
  readonly answer: SeatAnswer;
}

export interface InvitationState {
  /** `pending` until it is declined, cancelled or started; expiry is read from `expiresAt` and the clock. */
  readonly status: 'none' | 'pending' | 'declined' | 'cancelled' | 'started';
  readonly id: string;
  readonly game: string;
  readonly inviterId: string;
  readonly seats: readonly InvitationSeatState[];
  readonly options: unknown;
  readonly expiresAt: string;
  readonly createdAt: string | null;
  readonly matchId: string | null;
}

export const initialInvitationState: InvitationState = {
  status: 'none',
  id: '',
  game: '',
  inviterId: '',
  seats: [],
  options: null,
  expiresAt: '',
  createdAt: null,
  matchId: null,
};

const firstAnswer = (kind: InvitationSeatKind): SeatAnswer => (kind === 'invitee' ? 'pending' : kind);

function answered(state: InvitationState, seat: number, answer: SeatAnswer, deckId?: string | null): InvitationState {
  return {
    ...state,
    seats: state.seats.map((s) =>
      s.seat === seat ? { ...s, answer, ...(deckId === undefined ? {} : { deckId }) } : s,
    ),
  };
}

export function evolveInvitation(state: InvitationState, event: InvitationEvent): InvitationState {
  switch (event.type) {
    case MATCH_INVITATION_SENT: {
      const { invitationId, game, inviterId, seats, options, expiresAt } = event.data;
      const withAnswers = seats.map((seat) => ({ ...seat, answer: firstAnswer(seat.kind) }));
      return {
        ...state,
        status: 'pending',
        id: invitationId,
        game,
        inviterId,
        seats: withAnswers,
        options,
        expiresAt,
        createdAt: recordedAt(event.metadata),
      };
    }
    case MATCH_INVITATION_ACCEPTED:
      return answered(state, event.data.seat, 'accepted', event.data.deckId);
    case MATCH_INVITATION_DECLINED:
      return { ...answered(state, event.data.seat, 'declined'), status: 'declined' };
    case MATCH_INVITATION_CANCELLED:
      return { ...state, status: 'cancelled' };
    case MATCH_INVITATION_STARTED:
      return { ...state, status: 'started', matchId: event.data.matchId };
    default:
      return assertNever(event);
  }
}

/** Every invited person said yes: the match may be created. */
export const everyoneAccepted = (state: InvitationState): boolean =>
  state.seats.every((seat) => seat.answer !== 'pending' && seat.answer !== 'declined');

/** The invitation as a reader sees it now: a pending one nobody finished answering in time is expired. */
export function invitationStatus(state: InvitationState, now: string): InvitationState['status'] | 'expired' {
  if (state.status === 'pending' && !everyoneAccepted(state) && now >= state.expiresAt) return 'expired';
  return state.status;
}
