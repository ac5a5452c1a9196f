import { revalidatePath } from 'next/cache';
import type { Localized } from '@cronica/util';
import { apiRefusal } from './api-errors';
import { rememberWrite } from './read-after';

/** What a tournament page's form shows after its server action: the API's refusal, or done. */
export interface ActionState {
  readonly error: Localized | null;
  readonly done: boolean;
}

/**
 * Runs one tournament command from a server action (player, organizer or judge: the API checks
 * who may); a refusal comes back as the form's error, and once applied the page re-renders,
 * reading after the write (its read token) so it shows what was just done.
 */
export async function runTournamentCommand(
  tournamentId: string,
  command: () => Promise<unknown>,
): Promise<ActionState> {
  try {
    await rememberWrite(await command());
  } catch (error) {
    return { error: apiRefusal(error).message, done: false };
  }
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`);
  return { error: null, done: true };
}
