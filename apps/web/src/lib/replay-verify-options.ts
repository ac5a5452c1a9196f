import type { VerifyOptions } from '@cronica/replay';

/** The tournament's staff as the replay page reads them: the organizer and the judges may rule in a match. */
export interface TournamentStaff {
  readonly organizer: { readonly id: string } | null;
  readonly judges: readonly { readonly id: string }[];
}

/** Everyone who may rule in the tournament's matches (the verifier checks each ruling's judge against it). */
export function judgesOf(staff: TournamentStaff | null | undefined): string[] | undefined {
  if (!staff) return undefined;
  return [...new Set([...(staff.organizer ? [staff.organizer.id] : []), ...staff.judges.map((j) => j.id)])];
}

/**
 * What the browser's verifier is given: the pinned keys, and the tournament's judges when the match
 * belongs to one, so the judging check is made rather than left "not yet checkable".
 */
export function replayVerifyOptions(
  games: VerifyOptions['games'],
  keys: readonly string[],
  judges: readonly string[] | undefined,
): VerifyOptions {
  return { games, ...(keys.length > 0 ? { publicKeys: keys } : {}), ...(judges ? { judges } : {}) };
}
