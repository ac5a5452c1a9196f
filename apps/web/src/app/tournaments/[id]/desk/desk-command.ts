import { revalidatePath } from 'next/cache';
import { localized, type Localized } from '@cronica/util';
import { formText } from '../../../../lib/form-text';
import { commandSender } from '../../../../lib/tournament-command';
import { refusedState, type ActionState } from '../../../../lib/tournament-action';

// What the desk's action files share. Not itself a 'use server' file: each export of one is an
// action a client can call, and these helpers are not actions.

export const text = (form: FormData, name: string, max = 200): string => formText(form, name, max).trim();

export const NOTHING = localized('Rellena el campo antes de enviarlo.', 'Fill in the field before sending it.');

/**
 * Runs one desk command; a refusal (the API's es/en message) comes back as the form's error, and
 * once done the form says `said` if given (who, how many) or its own words.
 */
export async function run(
  form: FormData,
  command: (tournamentId: string) => Promise<unknown>,
  said?: Localized,
): Promise<ActionState> {
  const tournamentId = text(form, 'tournamentId');
  try {
    await command(tournamentId);
  } catch (error) {
    return refusedState(error);
  }
  // The tournament page, its desk and its printable pages all read what just changed.
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`, 'layout');
  return { error: null, done: true, ...(said ? { said } : {}) };
}

/** A sent command's outcome that, once done, says `said` (who, how many) instead of the form's own words. */
export const saying = (outcome: ActionState, said: Localized): ActionState =>
  outcome.done ? { ...outcome, said } : outcome;

/** Sends one desk command for the form's tournament with its own fields (and a fresh command id). */
export const sendCommand = commandSender(run);
