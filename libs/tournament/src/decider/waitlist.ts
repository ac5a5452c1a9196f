import type { Message } from '@cronica/rules-kernel';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { placesLeft } from './capacity.js';
import { accountName } from './decide-registration.js';
import { refusal } from './refusal.js';
import { refuse } from './refusals.js';
import type { Actor, Instant, TournamentState } from './types.js';

/**
 * The waiting list of a full event. The rulebooks say nothing of it (002 C is about play, not the
 * room); this is what a shop does with a full event (README "Lista de espera / Waiting list"): a player whose
 * phone finds no place left joins the line, and while registration is open each place that frees
 * (a withdrawal, a no-show removed, more places) goes to the first in line at once. Once
 * registration has closed, the desk calls the next name itself (the first in line may not be in the
 * room) until round 1 is paired; after that a newcomer is a late entry.
 */
export interface WaitingPlayer {
  readonly playerId: string;
  readonly name: string;
  readonly at: Instant;
}

export type WaitlistEvent =
  | Message<'JoinedWaitlist', WaitingPlayer>
  | Message<'LeftWaitlist', { readonly playerId: string; readonly at: Instant; readonly by: Actor }>;

export function evolveWaitlist(state: TournamentState, event: WaitlistEvent): TournamentState {
  const waiting = state.waitlist ?? [];
  if (event.type === 'JoinedWaitlist') return { ...state, waitlist: [...waiting, event.data] };
  return withoutWaiting(state, event.data.playerId);
}

/** A player leaves the line: they left it, or they got a place (however they got it). */
export function withoutWaiting(state: TournamentState, playerId: string): TournamentState {
  const waiting = state.waitlist ?? [];
  if (!waiting.some((w) => w.playerId === playerId)) return state;
  return { ...state, waitlist: waiting.filter((w) => w.playerId !== playerId) };
}

/** Whether the line still means anything: before round 1 is paired, while the event takes players. */
export const waitlistOpen = (state: TournamentState): boolean =>
  state.rounds.length === 0 && (state.status === 'registration-open' || state.status === 'registration-closed');

/** Who waits, first in line first; empty once round 1 is paired. */
export const waitingPlayers = (state: TournamentState): readonly WaitingPlayer[] =>
  waitlistOpen(state) ? (state.waitlist ?? []) : [];

/** A player's place in line (1: next to get a place); null when not waiting. */
export function waitlistPlace(state: TournamentState, playerId: string): number | null {
  const index = waitingPlayers(state).findIndex((w) => w.playerId === playerId);
  return index < 0 ? null : index + 1;
}

const refuseWaitlist = {
  notFull: refusal(
    'tournament.waitlist.not-full',
    'Aún quedan plazas: inscríbete directamente.',
    'There are places left: register directly.',
  ),
  lineFull: refusal(
    'tournament.waitlist.full',
    'La lista de espera también está completa.',
    'The waiting list is full too.',
  ),
  notWaiting: refusal(
    'tournament.waitlist.not-waiting',
    'Ese jugador no está en la lista de espera.',
    'That player is not on the waiting list.',
  ),
  tooLate: refusal(
    'tournament.waitlist.too-late',
    'La ronda 1 ya está emparejada: añádelo como inscripción tardía.',
    'Round 1 is already paired: add them as a late entry.',
  ),
};

/** The line is as long as the event has places (a line longer than the room would never be called). */
const lineLength = (state: TournamentState): number => state.config?.capacity ?? 0;

/** A player whose phone finds the event full joins the line, once, with the name their account goes by. */
export function decideJoinWaitlist(command: CommandOf<'JoinWaitlist'>, state: TournamentState): Decision {
  const { playerId, by, at } = command.data;
  const name = accountName(command.data.name);
  if (by.role !== 'player' || by.id !== playerId) return refuse.notAllowed(command);
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  if (state.players[playerId]) return refuse.duplicatePlayer(command);
  if (waitlistPlace(state, playerId) !== null) return [];
  if (placesLeft(state) !== 0) return refuseWaitlist.notFull(command);
  if (waitingPlayers(state).length >= lineLength(state)) return refuseWaitlist.lineFull(command);
  if (name === null) return refuse.playerName(command);
  return [{ type: 'JoinedWaitlist', data: { playerId, name, at } }];
}

/** A player leaves the line (their plans changed), or the organizer takes someone off it. */
export function decideLeaveWaitlist(command: CommandOf<'LeaveWaitlist'>, state: TournamentState): Decision {
  const { playerId, by, at } = command.data;
  if (by.role === 'judge' || (by.role === 'player' && by.id !== playerId)) return refuse.notAllowed(command);
  if (waitlistPlace(state, playerId) === null) return refuseWaitlist.notWaiting(command);
  return [{ type: 'LeftWaitlist', data: { playerId, at, by } }];
}

/**
 * The organizer gives a waiting player a place at the desk, in or out of turn (whoever is in the
 * room), past the places if the room has a spare table, until round 1 is paired.
 */
export function decideSeatFromWaitlist(command: CommandOf<'SeatFromWaitlist'>, state: TournamentState): Decision {
  const { playerId, at } = command.data;
  if (state.rounds.length > 0) return refuseWaitlist.tooLate(command);
  const waiting = waitingPlayers(state).find((w) => w.playerId === playerId);
  if (!waiting) return refuseWaitlist.notWaiting(command);
  return [{ type: 'PlayerRegistered', data: { playerId, name: waiting.name, at, fromWaitlist: true } }];
}

/**
 * While registration is open, every place free goes to the first in line: what a command frees (a
 * withdrawal, a no-show, more places) is taken in the same decision, so a phone never finds a free
 * place with people waiting before it.
 */
export function promotionsAfter(state: TournamentState, at: Instant): TournamentEvent[] {
  if (state.status !== 'registration-open') return [];
  const free = placesLeft(state) ?? Number.POSITIVE_INFINITY;
  return waitingPlayers(state)
    .slice(0, free)
    .map(
      ({ playerId, name }) => ({ type: 'PlayerRegistered', data: { playerId, name, at, fromWaitlist: true } }) as const,
    );
}
