'use server';

import { revalidatePath } from 'next/cache';
import { localized } from '@cronica/util';
import {
  ADD_LATE_ENTRY,
  APPOINT_JUDGE,
  CHANGE_EVENT_DETAILS,
  DROP_PLAYER,
  NAME_HEAD_JUDGE,
  EXTEND_CLOCK,
  REGISTER_GUEST,
  REINSTATE_PLAYER,
  REMOVE_PLAYER,
  RESOLVE_NO_SHOW,
  OVERRIDE_RESULT,
  REGISTER_PLAYER,
  REMOVE_JUDGE,
  REPAIR_WITH_TABLES,
  SUBMIT_LIST_FOR_PLAYER,
  UNDO_CHECK_IN,
  MARK_FEE_PAID,
  UNDO_FEE_PAID,
  POST_ANNOUNCEMENT,
  CLEAR_ANNOUNCEMENT,
  CHANGE_CAPACITY,
  SEAT_FROM_WAITLIST,
  REGISTER_ENTRANTS,
} from '../../../../graphql/organizer-desk';
import { STAFF_DOCUMENTS, isStaffCommand } from '../../../../graphql/organizer';
import { CHECK_IN, LEAVE_WAITLIST } from '../../../../graphql/player-actions';
import { getClient } from '../../../../lib/apollo-rsc';
import { apiRefusal } from '../../../../lib/api-errors';
import { parseTables } from '../../../../lib/draft-tables';
import { newCommandId } from '../../../../lib/random-id';
import { submitResult } from '../../../../lib/result-action';
import { commandSender } from '../../../../lib/tournament-command';
import { closesCalls, type ResultFormState } from '../../../../lib/result-form';
import type { ActionState } from '../../../../lib/tournament-action';
import { formText } from '../../../../lib/form-text';
import { whenAndWhere } from '../../../../lib/event-time';

const text = (form: FormData, name: string, max = 200): string => formText(form, name, max).trim();

/** The longest list source the API takes (apps/api, MAX_DECK_SOURCE). */
const MAX_DECK_SOURCE = 20_000;

const NOTHING = localized('Rellena el campo antes de enviarlo.', 'Fill in the field before sending it.');
const WHOLE_PLACES = localized(
  'Escribe un número entero de plazas, o déjalo vacío para no poner límite.',
  'Type a whole number of places, or leave it empty for no limit.',
);

/** Runs one desk command; a refusal (the API's es/en message) comes back as the form's error. */
async function run(form: FormData, command: (tournamentId: string) => Promise<unknown>): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  try {
    await command(tournamentId);
  } catch (error) {
    return { error: apiRefusal(error).message, done: false };
  }
  // The tournament page, its desk and its printable pages all read what just changed.
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`, 'layout');
  return { error: null, done: true };
}

/** Sends one desk command for the form's tournament with its own fields (and a fresh command id). */
const sendCommand = commandSender(run);

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
  const commandId = newCommandId(late ? 'late' : 'reg');
  return run(form, (tournamentId) => {
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
  });
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
  const outcome = await sendCommand(form, REGISTER_ENTRANTS, 'list', { lines, ...feePaidWithEntry(form) });
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
      variables: { tournamentId, commandId: newCommandId('list'), playerId, source },
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

/** A published table's player did not show up: a game loss, or a drop; no other table moves. */
export async function resolveNoShow(_previous: ActionState, form: FormData): Promise<ActionState> {
  const [round, table] = [Number(text(form, 'round')), Number(text(form, 'table'))];
  const [playerId, outcome] = [text(form, 'playerId'), text(form, 'outcome') === 'drop' ? 'drop' : 'game-loss'];
  if (playerId === '')
    return { error: localized('Elige quién no se presentó.', 'Choose who did not show up.'), done: false };
  return sendCommand(form, RESOLVE_NO_SHOW, 'no-show', { round, table, playerId, outcome });
}

/** Adds minutes to the round, or to one table (a judge call, a deck check). */
export async function extendClock(_previous: ActionState, form: FormData): Promise<ActionState> {
  const minutes = Number(text(form, 'minutes'));
  const tableText = text(form, 'table');
  const table = tableText === '' ? null : Number(tableText);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 60)
    return { error: localized('Entre 1 y 60 minutos.', 'Between 1 and 60 minutes.'), done: false };
  if (table !== null && (!Number.isInteger(table) || table < 1))
    return { error: localized('Número de mesa no válido.', 'Invalid table number.'), done: false };
  return sendCommand(form, EXTEND_CLOCK, 'extend', { minutes, table });
}

export async function changeJudge(_previous: ActionState, form: FormData): Promise<ActionState> {
  const username = text(form, 'username', 60);
  if (username === '') return { error: NOTHING, done: false };
  const mutation = text(form, 'change') === 'remove' ? REMOVE_JUDGE : APPOINT_JUDGE;
  return run(form, (tournamentId) =>
    getClient().mutate({ mutation, variables: { tournamentId, username, commandId: newCommandId('judge') } }),
  );
}

/** Names the head judge among the event's judges (or the organizer); the API refuses anyone else. */
export async function nameHeadJudge(_previous: ActionState, form: FormData): Promise<ActionState> {
  const accountId = text(form, 'accountId', 100);
  if (accountId === '') return { error: NOTHING, done: false };
  return sendCommand(form, NAME_HEAD_JUDGE, 'head-judge', { accountId });
}

/**
 * Corrects the event's public details, given whole as the desk form shows them: a start or venue
 * left blank is no longer announced. The API judges each field (the tournament library's rules).
 */
export async function changeEventDetails(_previous: ActionState, form: FormData): Promise<ActionState> {
  const schedule = whenAndWhere({
    startsAt: text(form, 'startsAt', 40),
    timeZone: text(form, 'timeZone', 64),
    venue: text(form, 'venue', 400),
    checkInOpensBefore: text(form, 'checkInOpensBefore', 8),
    entryFee: text(form, 'entryFee', 20),
    entryFeeCurrency: text(form, 'entryFeeCurrency', 3),
  });
  return sendCommand(form, CHANGE_EVENT_DETAILS, 'details', {
    name: text(form, 'name', 200),
    description: text(form, 'description', 2100),
    startsAt: schedule.startsAt ?? null,
    timeZone: schedule.timeZone ?? null,
    venue: schedule.venue ?? null,
    checkInOpensBefore: schedule.checkInOpensBefore ?? null,
    entryFee: schedule.entryFee ?? null,
  });
}

/**
 * Enters a table's result from a paper slip, or corrects one it already has (with the reason on
 * the record); a refused form comes back with every value as typed. Ticking "close this table's
 * open judge call" also marks the table's open calls handled.
 */
export async function overrideResult(_previous: ResultFormState, form: FormData): Promise<ResultFormState> {
  const tournamentId = text(form, 'tournamentId');
  const [round, table] = [Number(text(form, 'round')), Number(text(form, 'table'))];
  const closeCalls = closesCalls(form);
  return submitResult(tournamentId, form, (result, reason) =>
    getClient().mutate({
      mutation: OVERRIDE_RESULT,
      variables: {
        tournamentId,
        round,
        table,
        commandId: newCommandId('override'),
        result: { winner: result.winner, games: [...result.games] },
        ...(reason ? { reason } : {}),
        ...(closeCalls ? { closeCalls: true } : {}),
      },
    }),
  );
}

/** Applies the organizer's own tables to the draft (a swap, or two players seated together). */
export async function applyDraftTables(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tables = parseTables(text(form, 'tables', 50_000));
  if (tables === null)
    return {
      error: localized('Las mesas propuestas no se entienden.', 'The proposed tables could not be read.'),
      done: false,
    };
  return sendCommand(form, REPAIR_WITH_TABLES, 'tables', { tables });
}

/** The commands that need nothing but the tournament (pair, publish, end round, top cut, end). */
export async function deskCommand(_previous: ActionState, form: FormData): Promise<ActionState> {
  const command = text(form, 'command');
  if (!isStaffCommand(command)) return { error: localized('Acción desconocida.', 'Unknown action.'), done: false };
  return run(form, (tournamentId) =>
    getClient().mutate({
      mutation: STAFF_DOCUMENTS[command],
      variables: { tournamentId, commandId: newCommandId(command) },
    }),
  );
}

/** Posts the staff's notice to the room (the decider tidies it and holds it to its length). */
export async function postAnnouncement(_previous: ActionState, form: FormData): Promise<ActionState> {
  const notice = formText(form, 'text', 2000);
  if (notice.trim() === '') return { error: NOTHING, done: false };
  return sendCommand(form, POST_ANNOUNCEMENT, 'notice', { text: notice });
}

/** Takes the notice to the room down. */
export async function clearAnnouncement(_previous: ActionState, form: FormData): Promise<ActionState> {
  return sendCommand(form, CLEAR_ANNOUNCEMENT, 'notice-clear', {});
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
