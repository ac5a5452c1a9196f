import { revalidatePath } from 'next/cache';
import type { Localized } from '@cronica/util';
import { formError } from './api-errors';
import { rememberWrite } from './read-after';

/** What a tournament page's form shows after its server action: the API's refusal, or done. */
export interface ActionState {
  readonly error: Localized | null;
  readonly done: boolean;
  /** Once done, what was done in words (who was registered, how many), where the form's own words would not say. */
  readonly said?: Localized;
  /**
   * No answer came from the API: what was sent may have been done. The page sends the same form
   * again with the same command id, so the API answers the first outcome.
   */
  readonly unanswered?: boolean;
}

/** The form's state after the API refused a command or could not be reached (`error` as thrown). */
export const refusedState = (error: unknown): ActionState => ({ ...formError(error), done: false });

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
    return refusedState(error);
  }
  revalidatePath(`/tournaments/${encodeURIComponent(tournamentId)}`);
  return { error: null, done: true };
}
