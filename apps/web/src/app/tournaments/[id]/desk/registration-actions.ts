'use server';

// The registration desk's actions: entrants, their lists, arrivals and fees, drops, places and the waiting list.

import { localized } from '@cronica/util';
import {
  ADD_LATE_ENTRY,
  CHANGE_CAPACITY,
  DROP_PLAYER,
  MARK_FEE_PAID,
  REGISTER_ENTRANTS,
  REGISTER_GUEST,
  REGISTER_PLAYER,
  REINSTATE_PLAYER,
  REMOVE_PLAYER,
  SEAT_FROM_WAITLIST,
  SUBMIT_LIST_FOR_PLAYER,
  UNDO_CHECK_IN,
  UNDO_FEE_PAID,
} from '../../../../graphql/desk-registration';
import { CHECK_IN, LEAVE_WAITLIST } from '../../../../graphql/player-actions';
import { getClient } from '../../../../lib/apollo-rsc';
import { formText } from '../../../../lib/form-text';
import { formCommandId } from '../../../../lib/form-command-id';
import type { ActionState } from '../../../../lib/tournament-action';
import { deskRegistrationMessages } from '../../../../lib/desk-registration-messages';
import { NOTHING, run, saying, sendCommand, text } from './desk-command';

const { registration } = deskRegistrationMessages;

/** The longest list source the API takes (apps/api, MAX_DECK_SOURCE). */
const MAX_DECK_SOURCE = 20_000;

const WHOLE_PLACES = localized(
  'Escribe un número entero de plazas, o déjalo vacío para no poner límite.',
  'Type a whole number of places, or leave it empty for no limit.',
);

/** The fee taken with the entry (or with every entry of a pasted list), in the same command. */
const feePaidWithEntry = (form: FormData) => (text(form, 'feePaid') === 'on' ? { feePaid: true } : {});

/**
 * Registers an account by username or a walk-in by name (a guest player), or adds either late to
 * an event already under way.
 */
export async function registerEntrant(_previous: ActionState, form: FormData): Promise<ActionState> {
  const who = text(form, 'who', 60);
  if (who === '') return { error: NOTHING, done: false };
  const [late, guest] = [text(form, 'late') === 'yes', text(form, 'guest') === 'yes'];
  const paid = feePaidWithEntry(form);
  // A late entry's list, typed or pasted at the desk (002 C.4); checked by the game with the entry.
  const deck = text(form, 'deck', MAX_DECK_SOURCE);
  const commandId = formCommandId(form, late ? 'late' : 'reg');
  const said = late ? registration.addedLate(who) : registration.registered(who);
  return run(
    form,
    (tournamentId) => {
      if (late)
        return getClient().mutate({
          mutation: ADD_LATE_ENTRY,
          variables: {
            tournamentId,
            commandId,
            ...(guest ? { guestName: who } : { username: who }),
            ...(deck === '' ? {} : { deckSource: deck }),
            ...paid,
          },
        });
      if (guest)
        return getClient().mutate({
          mutation: REGISTER_GUEST,
          variables: { tournamentId, commandId, name: who, ...paid },
        });
      return getClient().mutate({
        mutation: REGISTER_PLAYER,
        variables: { tournamentId, commandId, username: who, ...paid },
      });
    },
    said,
  );
}

/** The longest pasted list the desk sends (the API reads at most twice the entrants it takes, blank lines included). */
const MAX_PASTED_LIST = 40_000;

/** A pasted list's outcome, with the list as typed when refused (fixed in place, not pasted again). */
export interface ListState extends ActionState {
  readonly lines: string;
}

/** A pasted list, one person per line: `@username` for an account, else a walk-in's name; all or none. */
export async function registerList(_previous: ListState, form: FormData): Promise<ListState> {
  const typed = formText(form, 'lines', MAX_PASTED_LIST);
  const lines = typed.split(/\r?\n/);
  if (lines.every((line) => line.trim() === '')) return { error: NOTHING, done: false, lines: typed };
  const sent = await sendCommand(form, REGISTER_ENTRANTS, 'list', { lines, ...feePaidWithEntry(form) });
  const outcome = saying(sent, registration.listRegistered(lines.filter((line) => line.trim() !== '').length));
  return { ...outcome, lines: outcome.done ? '' : typed };
}

/** Staff hand in the list of a player who has none yet (a late entry added without one, 002 C.4). */
export async function handInList(_previous: ActionState, form: FormData): Promise<ActionState> {
  const [playerId, source] = [text(form, 'playerId'), text(form, 'deck', MAX_DECK_SOURCE)];
  if (playerId === '' || source === '') return { error: NOTHING, done: false };
  let refused: ActionState | null = null;
  const outcome = await run(form, async (tournamentId) => {
    const { data } = await getClient().mutate({
      mutation: SUBMIT_LIST_FOR_PLAYER,
      variables: { tournamentId, commandId: formCommandId(form, 'list'), playerId, source },
    });
    const errors = data?.submitDeckList.errors ?? [];
    if (data && !data.submitDeckList.valid)
      refused = {
        error: localized(errors.map((e) => e.message.es).join(' '), errors.map((e) => e.message.en).join(' ')),
        done: false,
      };
  });
  return refused ?? outcome;
}

export async function dropPlayer(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return sendCommand(form, DROP_PLAYER, 'drop', { playerId });
}

/** Before the first round: a no-show leaves the list, so registration can close. */
export async function removePlayer(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return sendCommand(form, REMOVE_PLAYER, 'remove', { playerId, reason: 'no-show' });
}

/** Staff at the desk mark a player as arrived, or take back an arrival marked by mistake (`undo=yes`). */
export async function markArrival(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return text(form, 'undo') === 'yes'
    ? sendCommand(form, UNDO_CHECK_IN, 'uncheck', { playerId })
    : sendCommand(form, CHECK_IN, 'checkin', { playerId });
}

/** Staff mark a player's entry fee paid, or take back a payment marked by mistake or handed back (`undo=yes`). */
export async function markFeePaid(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return text(form, 'undo') === 'yes'
    ? sendCommand(form, UNDO_FEE_PAID, 'unpaid', { playerId })
    : sendCommand(form, MARK_FEE_PAID, 'paid', { playerId });
}

export async function reinstatePlayer(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return sendCommand(form, REINSTATE_PLAYER, 'reinstate', { playerId });
}

/** The places the event takes, before play: a number, or left empty for no limit (the decider holds the bounds). */
export async function changeCapacity(_previous: ActionState, form: FormData): Promise<ActionState> {
  const typed = formText(form, 'capacity', 10).trim();
  const capacity = typed === '' ? null : Number(typed);
  if (capacity !== null && !Number.isSafeInteger(capacity)) return { error: WHOLE_PLACES, done: false };
  return sendCommand(form, CHANGE_CAPACITY, 'capacity', { capacity });
}

/** The organizer gives a waiting player a place (`step=seat`), or takes them off the waiting list. */
export async function waitlistDesk(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return text(form, 'step') === 'seat'
    ? sendCommand(form, SEAT_FROM_WAITLIST, 'seat', { playerId })
    : sendCommand(form, LEAVE_WAITLIST, 'waitlist-off', { playerId });
}
