import { revalidatePath } from 'next/cache';
import { localized } from '@cronica/util';
import { formText } from '../../../../lib/form-text';
import { commandSender } from '../../../../lib/tournament-command';
import { refusedState, type ActionState } from '../../../../lib/tournament-action';

// What the desk's action files share. Not itself a 'use server' file: each export of one is an
// action a client can call, and these helpers are not actions.

export const text = (form: FormData, name: string, max = 200): string => formText(form, name, max).trim();

export const NOTHING = localized('Rellena el campo antes de enviarlo.', 'Fill in the field before sending it.');

/** Runs one desk command; a refusal (the API's es/en message) comes back as the form's error. */
export async function run(form: FormData, command: (tournamentId: string) => Promise<unknown>): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  try {
    await command(tournamentId);
  } catch (error) {
    return refusedState(error);
  }
  // The tournament page, its desk and its printable pages all read what just changed.
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`, 'layout');
  return { error: null, done: true };
}

/** Sends one desk command for the form's tournament with its own fields (and a fresh command id). */
export const sendCommand = commandSender(run);
