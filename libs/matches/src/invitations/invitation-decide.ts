import { isRuleViolation, violation, type RuleViolation } from '@cronica/rules-kernel';
import { assertNever, byType, type ByType, type Localized } from '@cronica/util';
import {
  everyoneAccepted,
  invitationStatus,
  MATCH_INVITATION_ACCEPTED,
  MATCH_INVITATION_CANCELLED,
  MATCH_INVITATION_DECLINED,
  MATCH_INVITATION_SENT,
  MATCH_INVITATION_STARTED,
  type InvitationEvent,
  type InvitationSeat,
  type InvitationState,
} from './invitation-events.js';

/** Every command carries who sends it and, where time matters, the server's clock (ISO). */
export type InvitationCommand =
  | {
      readonly type: 'SendMatchInvitation';
      readonly data: {
        readonly actor: string;
        readonly invitationId: string;
        readonly game: string;
        /** In seat order (seat 0 first). */
        readonly seats: readonly InvitationSeat[];
        readonly options: unknown;
        readonly now: string;
        readonly expiresAt: string;
      };
    }
  | {
      readonly type: 'AcceptMatchInvitation';
      readonly data: { readonly actor: string; readonly deckId: string | null; readonly now: string };
    }
  | { readonly type: 'DeclineMatchInvitation'; readonly data: { readonly actor: string; readonly now: string } }
  | { readonly type: 'CancelMatchInvitation'; readonly data: { readonly actor: string; readonly now: string } }
  | { readonly type: 'RecordInvitedMatch'; readonly data: { readonly actor: string; readonly matchId: string } };

/** What the decider is told about the invitation's game, from the registry (it names no game). */
export interface InvitationGame {
  readonly seats: { readonly min: number; readonly max: number };
  /** Seats that play without a deck list (a game master's). */
  readonly decklessSeats: readonly number[];
  /** The game's ready-made decks in order, each with the verdict of the game's deck validator. */
  readonly decks: readonly { readonly id: string; readonly valid: boolean }[];
}

export type InvitationDecision = readonly InvitationEvent[] | RuleViolation;

/** The command of one type. */
type Of<T extends InvitationCommand['type']> = Extract<InvitationCommand, { type: T }>;

const refusals = {
  exists: { es: 'Esa invitación ya existe.', en: 'That invitation already exists.' },
  unknown: { es: 'Esa invitación no existe.', en: 'That invitation does not exist.' },
  seats: (min: number, max: number) => ({
    es: `Este juego se juega con ${min} a ${max} asientos.`,
    en: `This game is played with ${min} to ${max} seats.`,
  }),
  self: {
    es: 'No puedes invitarte a ti misma ni a ti mismo: tú ya tienes tu asiento.',
    en: 'You cannot invite yourself: you already have your seat.',
  },
  host: { es: 'Tú te sientas en exactamente un asiento.', en: 'You sit at exactly one seat.' },
  nobody: {
    es: 'Invita al menos a otra persona; para jugar contra bots, empieza una partida de práctica.',
    en: 'Invite at least one other person; to play against bots, start a practice match.',
  },
  twice: { es: 'Una persona se sienta en un solo asiento.', en: 'A person sits at one seat only.' },
  theirs: {
    es: 'Cada persona invitada elige su propio mazo al aceptar.',
    en: 'Each invited person picks their own deck when accepting.',
  },
  deckNotNeeded: {
    es: 'Ese asiento juega sin mazo (es el del director de juego).',
    en: "That seat plays without a deck (it is the game master's).",
  },
  deckNone: {
    es: 'Este juego no tiene mazos preparados para ese asiento.',
    en: 'This game has no ready-made deck for that seat.',
  },
  deckUnknown: {
    es: 'Ese mazo no es uno de los mazos preparados de este juego.',
    en: "That deck is not one of this game's ready-made decks.",
  },
  deckInvalid: {
    es: 'Ese mazo no pasa la validación del juego.',
    en: "That deck does not pass the game's validation.",
  },
  notInvited: { es: 'Esta invitación no es para ti.', en: 'This invitation is not addressed to you.' },
  notInviter: {
    es: 'Solo quien invitó puede cancelar la invitación.',
    en: 'Only the person who invited may cancel the invitation.',
  },
  cancelled: { es: 'Quien invitó canceló esta invitación.', en: 'The inviter cancelled this invitation.' },
  declined: {
    es: 'Esta invitación fue rechazada: no habrá partida.',
    en: 'This invitation was declined: there will be no match.',
  },
  started: { es: 'La partida de esta invitación ya empezó.', en: "This invitation's match has already started." },
  expired: {
    es: 'Esta invitación caducó sin respuesta: pide una nueva.',
    en: 'This invitation expired unanswered: ask for a new one.',
  },
  answered: { es: 'Ya aceptaste esta invitación.', en: 'You already accepted this invitation.' },
  starting: {
    es: 'Todas las personas aceptaron: la partida está empezando.',
    en: 'Everyone accepted: the match is starting.',
  },
  notReady: { es: 'Aún falta que alguien acepte.', en: 'Someone has yet to accept.' },
} satisfies Record<string, Localized | ((...args: never[]) => Localized)>;

/** Each command to its decider, every one in the decider's order (command, state, game). */
const DECIDERS: ByType<InvitationCommand, [InvitationState, InvitationGame], InvitationDecision> = {
  SendMatchInvitation: decideSend,
  AcceptMatchInvitation: decideAccept,
  DeclineMatchInvitation: decideDecline,
  CancelMatchInvitation: decideCancel,
  RecordInvitedMatch: decideRecord,
};

/** Decides in the decider's order (command, state, game), so it serves as the record's `decide` as it is. */
export function decideInvitation(
  command: InvitationCommand,
  state: InvitationState,
  game: InvitationGame,
): InvitationDecision {
  return byType(DECIDERS, command, state, game);
}

/** The deck a seat plays: none for a deckless seat, the one asked for, or the seat's default ready deck. */
export function seatDeck(
  game: InvitationGame,
  seat: number,
  deckId: string | null,
  command: InvitationCommand,
): string | null | RuleViolation {
  if (game.decklessSeats.includes(seat))
    return deckId === null ? null : violation('invitation.deck.not-needed', command, refusals.deckNotNeeded);
  if (deckId === null) {
    const fallback = game.decks[seat % Math.max(1, game.decks.length)];
    return fallback ? fallback.id : violation('invitation.deck.none', command, refusals.deckNone);
  }
  const deck = game.decks.find((d) => d.id === deckId);
  if (!deck) return violation('invitation.deck.unknown', command, refusals.deckUnknown);
  return deck.valid ? deck.id : violation('invitation.deck.invalid', command, refusals.deckInvalid);
}

/** Why the seats asked for cannot make an invitation, or null. */
function seatsRefusal(command: Of<'SendMatchInvitation'>, game: InvitationGame): RuleViolation | null {
  const { actor, seats } = command.data;
  if (seats.length < game.seats.min || seats.length > game.seats.max)
    return violation('invitation.seats.count', command, refusals.seats(game.seats.min, game.seats.max));
  const invitees = seats.filter((seat) => seat.kind === 'invitee');
  if (invitees.some((seat) => seat.player === actor)) return violation('invitation.self', command, refusals.self);
  const hosts = seats.filter((seat) => seat.kind === 'host');
  if (hosts.length !== 1 || hosts[0]!.player !== actor)
    return violation('invitation.host.seat', command, refusals.host);
  if (invitees.length === 0) return violation('invitation.nobody', command, refusals.nobody);
  if (new Set(invitees.map((seat) => seat.player)).size !== invitees.length)
    return violation('invitation.player.twice', command, refusals.twice);
  if (invitees.some((seat) => seat.deckId !== null))
    return violation('invitation.deck.theirs', command, refusals.theirs);
  return null;
}

function decideSend(
  command: Of<'SendMatchInvitation'>,
  state: InvitationState,
  game: InvitationGame,
): InvitationDecision {
  if (state.status !== 'none') return violation('invitation.exists', command, refusals.exists);
  const refused = seatsRefusal(command, game);
  if (refused) return refused;
  const seats: InvitationSeat[] = [];
  for (const [index, seat] of command.data.seats.entries()) {
    const deckId = seat.kind === 'invitee' ? null : seatDeck(game, index, seat.deckId, command);
    if (isRuleViolation(deckId)) return deckId;
    seats.push({ seat: index, kind: seat.kind, player: seat.player, deckId });
  }
  const { actor, invitationId, options, expiresAt } = command.data;
  return [
    {
      type: MATCH_INVITATION_SENT,
      data: { invitationId, game: command.data.game, inviterId: actor, seats, options, expiresAt },
    },
  ];
}

/** Why nothing may be answered any more (declined, cancelled, started or expired), or null. */
function closedRefusal(state: InvitationState, command: InvitationCommand, now: string): RuleViolation | null {
  const status = invitationStatus(state, now);
  switch (status) {
    case 'pending':
      return null;
    case 'none':
      return violation('invitation.unknown', command, refusals.unknown);
    case 'cancelled':
      return violation('invitation.cancelled', command, refusals.cancelled);
    case 'declined':
      return violation('invitation.declined', command, refusals.declined);
    case 'started':
      return violation('invitation.started', command, refusals.started);
    case 'expired':
      return violation('invitation.expired', command, refusals.expired);
    default:
      return assertNever(status);
  }
}

const inviteeSeat = (state: InvitationState, actor: string) =>
  state.seats.find((seat) => seat.kind === 'invitee' && seat.player === actor);

function decideAccept(
  command: Of<'AcceptMatchInvitation'>,
  state: InvitationState,
  game: InvitationGame,
): InvitationDecision {
  const { actor, now } = command.data;
  if (state.status === 'none') return violation('invitation.unknown', command, refusals.unknown);
  const seat = inviteeSeat(state, actor);
  if (!seat) return violation('invitation.not-invited', command, refusals.notInvited);
  const deckId = seatDeck(game, seat.seat, command.data.deckId, command);
  // Accepting again with the same deck (a second click, a lost answer) changes nothing.
  if (seat.answer === 'accepted')
    return deckId === seat.deckId ? [] : violation('invitation.answered', command, refusals.answered);
  const closed = closedRefusal(state, command, now);
  if (closed) return closed;
  if (isRuleViolation(deckId)) return deckId;
  return [{ type: MATCH_INVITATION_ACCEPTED, data: { seat: seat.seat, playerId: actor, deckId } }];
}

function decideDecline(command: Of<'DeclineMatchInvitation'>, state: InvitationState): InvitationDecision {
  const { actor, now } = command.data;
  if (state.status === 'none') return violation('invitation.unknown', command, refusals.unknown);
  const seat = inviteeSeat(state, actor);
  if (!seat) return violation('invitation.not-invited', command, refusals.notInvited);
  const closed = closedRefusal(state, command, now);
  if (closed) return closed;
  if (seat.answer === 'accepted') return violation('invitation.answered', command, refusals.answered);
  return [{ type: MATCH_INVITATION_DECLINED, data: { seat: seat.seat, playerId: actor } }];
}

function decideCancel(command: Of<'CancelMatchInvitation'>, state: InvitationState): InvitationDecision {
  if (state.status === 'none') return violation('invitation.unknown', command, refusals.unknown);
  if (command.data.actor !== state.inviterId) return violation('invitation.not-inviter', command, refusals.notInviter);
  const closed = closedRefusal(state, command, command.data.now);
  if (closed) return closed;
  // Once everyone said yes the match is being created: it is theirs now, not the inviter's to take back.
  if (everyoneAccepted(state)) return violation('invitation.starting', command, refusals.starting);
  return [{ type: MATCH_INVITATION_CANCELLED, data: {} }];
}

function decideRecord(command: Of<'RecordInvitedMatch'>, state: InvitationState): InvitationDecision {
  const { actor, matchId } = command.data;
  if (state.status === 'none') return violation('invitation.unknown', command, refusals.unknown);
  if (!state.seats.some((seat) => seat.player === actor && seat.kind !== 'bot'))
    return violation('invitation.not-invited', command, refusals.notInvited);
  if (state.status === 'started')
    return state.matchId === matchId ? [] : violation('invitation.started', command, refusals.started);
  // Expiry no longer matters here: everyone accepted in time, only the match's creation was left.
  if (state.status !== 'pending') return closedRefusal(state, command, '')!;
  if (!everyoneAccepted(state)) return violation('invitation.not-ready', command, refusals.notReady);
  return [{ type: MATCH_INVITATION_STARTED, data: { matchId } }];
}
