import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';
import { JUDGE_APPOINTED, JUDGE_REMOVED, type JudgeChangeData } from './staff.js';

/** Judges per tournament (the organizer row comes from the tournament's own stream). */
export function projectStaffEvent(db: ReadDb, event: ProjectedEvent): boolean {
  const data = event.data as JudgeChangeData;
  if (event.type === JUDGE_APPOINTED) {
    db.prepare('INSERT OR IGNORE INTO tournament_staff (tournament_id, account_id, role) VALUES (?, ?, ?)').run(
      data.tournamentId,
      data.accountId,
      'judge',
    );
    return true;
  }
  if (event.type === JUDGE_REMOVED) {
    db.prepare('DELETE FROM tournament_staff WHERE tournament_id = ? AND account_id = ? AND role = ?').run(
      data.tournamentId,
      data.accountId,
      'judge',
    );
    return true;
  }
  return false;
}
