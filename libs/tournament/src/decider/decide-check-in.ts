import { isRuleViolation } from '@cronica/rules-kernel';
import { absentPlayers, checkInOpen, checkInOpensAt } from './check-in-events.js';
import type { CommandOf } from './commands.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { refusal } from './refusal.js';
import { refuse } from './refusals.js';
import type { TournamentState } from './types.js';

/** Refusals of the roll call (`check-in-events.ts`): stable codes, Spanish and English. */
const refuseCheckIn = {
  notYet: refusal(
    'tournament.check-in.not-open',
    'El check-in no está abierto: lo abre el organizador el día del torneo.',
    'Check-in is not open: the organizer opens it on the day of the event.',
  ),
  over: refusal(
    'tournament.check-in.over',
    'La primera ronda ya está emparejada: el check-in ha terminado.',
    'Round 1 has been paired: check-in is over.',
  ),
  alreadyOpen: refusal('tournament.check-in.already-open', 'El check-in ya está abierto.', 'Check-in is already open.'),
  beforeRegistration: refusal(
    'tournament.check-in.before-registration',
    'Abre antes la inscripción: el check-in es para quienes están inscritos.',
    'Open registration first: check-in is for registered players.',
  ),
  notDue: refusal(
    'tournament.check-in.not-due',
    'Aún no es la hora a la que la organización programó abrir el check-in.',
    'It is not yet the time the organizer set for check-in to open.',
  ),
  noneAbsent: refusal(
    'tournament.check-in.none-absent',
    'Todos los jugadores han hecho el check-in: no hay nadie a quien quitar.',
    'Every player has checked in: there is nobody to remove.',
  ),
};

/**
 * The organizer opens check-in on the day, while registration is open or closed and before round 1;
 * or the platform does, on their behalf, once the time they set has come (`scheduled`).
 */
export function decideOpenCheckIn(command: CommandOf<'OpenCheckIn'>, state: TournamentState): Decision {
  const { at, by, scheduled } = command.data;
  if (state.status === 'created') return refuseCheckIn.beforeRegistration(command);
  if (state.rounds.length > 0 || (state.status !== 'registration-open' && state.status !== 'registration-closed'))
    return refuseCheckIn.over(command);
  if (state.checkIn !== undefined) return refuseCheckIn.alreadyOpen(command);
  if (!scheduled) return [{ type: 'CheckInOpened', data: { at, by } }];
  const due = checkInOpensAt(state);
  if (due === null || at < due) return refuseCheckIn.notDue(command);
  return [{ type: 'CheckInOpened', data: { at, by, scheduled: true } }];
}

/** Whether this sender may mark this player now: the player themselves, or staff at the desk. */
function checkInRefusal(
  command: CommandOf<'CheckInPlayer'> | CommandOf<'UndoCheckIn'>,
  state: TournamentState,
): Decision | null {
  const { playerId, by } = command.data;
  if (by.role === 'player' && by.id !== playerId) return refuse.notAllowed(command);
  const player = state.players[playerId];
  if (!player) return refuse.unknownPlayer(command);
  if (state.checkIn === undefined) return refuseCheckIn.notYet(command);
  if (!checkInOpen(state)) return refuseCheckIn.over(command);
  if (player.droppedAfterRound !== undefined) return refuse.playerDropped(command);
  return null;
}

/** "I am here": checked in once; checking in again changes nothing. */
export function decideCheckIn(command: CommandOf<'CheckInPlayer'>, state: TournamentState): Decision {
  const { playerId, at, by } = command.data;
  const refused = checkInRefusal(command, state);
  if (refused) return refused;
  if (state.players[playerId]!.checkedIn) return [];
  return [{ type: 'PlayerCheckedIn', data: { playerId, at, by } }];
}

/** A check-in taken back before round 1 (marked by mistake); one never made changes nothing. */
export function decideUndoCheckIn(command: CommandOf<'UndoCheckIn'>, state: TournamentState): Decision {
  const { playerId, at, by } = command.data;
  const refused = checkInRefusal(command, state);
  if (refused) return refused;
  if (!state.players[playerId]!.checkedIn) return [];
  return [{ type: 'PlayerCheckInUndone', data: { playerId, at, by } }];
}

/**
 * The organizer removes every registered player who has not checked in, as no-shows (the same
 * removal as one at a time: `RemovePlayer`), so round 1 is paired among those in the room.
 */
export function decideRemoveAbsent(command: CommandOf<'RemoveAbsentPlayers'>, state: TournamentState): Decision {
  const { at } = command.data;
  if (state.checkIn === undefined) return refuseCheckIn.notYet(command);
  if (!checkInOpen(state)) return refuseCheckIn.over(command);
  const absent = absentPlayers(state);
  if (absent.length === 0) return refuseCheckIn.noneAbsent(command);
  return absent.map((playerId) => ({ type: 'PlayerRemoved', data: { playerId, reason: 'no-show', at } }));
}

/**
 * An entrant the organizer registers at the desk while check-in is open is in the room: they are
 * checked in with their registration. A player registering on their own phone still checks in
 * (registering from home is not being at the venue).
 */
export function withDeskCheckIn(
  command: CommandOf<'RegisterPlayer'> | CommandOf<'AddLateEntry'> | CommandOf<'SeatFromWaitlist'>,
  state: TournamentState,
  decision: Decision,
): Decision {
  const { playerId, at, by } = command.data;
  if (isRuleViolation(decision) || by.role !== 'organizer' || !checkInOpen(state)) return decision;
  const checkedIn: TournamentEvent = { type: 'PlayerCheckedIn', data: { playerId, at, by } };
  return [...decision, checkedIn];
}
