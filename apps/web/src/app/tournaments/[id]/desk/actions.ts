'use server';

import { revalidatePath } from 'next/cache';
import { localized } from '@cronica/util';
import {
  ADD_LATE_ENTRY,
  APPOINT_JUDGE,
  DROP_PLAYER,
  OVERRIDE_RESULT,
  REGISTER_PLAYER,
  REMOVE_JUDGE,
  REPAIR_WITH_TABLES,
} from '../../../../graphql/organizer-desk';
import { STAFF_DOCUMENTS, isStaffCommand } from '../../../../graphql/organizer';
import { getClient } from '../../../../lib/apollo-rsc';
import { apiRefusal } from '../../../../lib/api-errors';
import { parseTables } from '../../../../lib/draft-tables';
import { overrideFromForm } from '../../../../lib/override-form';
import { newCommandId } from '../../../../lib/random-id';
import type { ActionState } from '../../../../lib/tournament-action';

const text = (form: FormData, name: string, max = 200): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value.slice(0, max).trim() : '';
};

const NOTHING = localized('Rellena el campo antes de enviarlo.', 'Fill in the field before sending it.');

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

/** Registers an account by username, or (late) adds it to an event already under way. */
export async function registerAccount(_previous: ActionState, form: FormData): Promise<ActionState> {
  const username = text(form, 'username', 60);
  if (username === '') return { error: NOTHING, done: false };
  const late = text(form, 'late') === 'yes';
  return run(form, (tournamentId) =>
    getClient().mutate({ mutation: late ? ADD_LATE_ENTRY : REGISTER_PLAYER, variables: { tournamentId, username, commandId: newCommandId(late ? 'late' : 'reg') } }),
  );
}

export async function dropPlayer(_previous: ActionState, form: FormData): Promise<ActionState> {
  const playerId = text(form, 'playerId');
  return run(form, (tournamentId) => getClient().mutate({ mutation: DROP_PLAYER, variables: { tournamentId, playerId, commandId: newCommandId('drop') } }));
}

export async function changeJudge(_previous: ActionState, form: FormData): Promise<ActionState> {
  const username = text(form, 'username', 60);
  if (username === '') return { error: NOTHING, done: false };
  const mutation = text(form, 'change') === 'remove' ? REMOVE_JUDGE : APPOINT_JUDGE;
  return run(form, (tournamentId) => getClient().mutate({ mutation, variables: { tournamentId, username, commandId: newCommandId('judge') } }));
}

/** Enters or corrects a table's result, with the reason on the record. */
export async function overrideResult(_previous: ActionState, form: FormData): Promise<ActionState> {
  const parsed = overrideFromForm(form);
  if ('error' in parsed) return { error: parsed.error, done: false };
  return run(form, (tournamentId) => getClient().mutate({ mutation: OVERRIDE_RESULT, variables: { tournamentId, commandId: newCommandId('override'), ...parsed } }));
}

/** Applies the organizer's own tables to the draft (a swap, or two players seated together). */
export async function applyDraftTables(_previous: ActionState, form: FormData): Promise<ActionState> {
  const tables = parseTables(text(form, 'tables', 50_000));
  if (tables === null) return { error: localized('Las mesas propuestas no se entienden.', 'The proposed tables could not be read.'), done: false };
  return run(form, (tournamentId) => getClient().mutate({ mutation: REPAIR_WITH_TABLES, variables: { tournamentId, tables, commandId: newCommandId('tables') } }));
}

/** The commands that need nothing but the tournament (pair, publish, end round, top cut, end). */
export async function deskCommand(_previous: ActionState, form: FormData): Promise<ActionState> {
  const command = text(form, 'command');
  if (!isStaffCommand(command)) return { error: localized('Acción desconocida.', 'Unknown action.'), done: false };
  return run(form, (tournamentId) => getClient().mutate({ mutation: STAFF_DOCUMENTS[command], variables: { tournamentId, commandId: newCommandId(command) } }));
}
