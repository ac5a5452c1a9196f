/**
 * Judges of a tournament (stream `staff-<tournamentId>`): appointed and removed by its organizer.
 * The organizer is whoever created the tournament (the `actor` of TournamentCreated's metadata).
 */
export const JUDGE_APPOINTED = 'JudgeAppointed';
export const JUDGE_REMOVED = 'JudgeRemoved';

export interface JudgeChangeData {
  readonly tournamentId: string;
  readonly accountId: string;
  readonly at: number;
}

export function staffStream(tournamentId: string): string {
  return `staff-${tournamentId}`;
}

export type StaffRole = 'organizer' | 'judge';
