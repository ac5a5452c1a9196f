import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';
import { JUDGE_APPOINTED, JUDGE_REMOVED, type JudgeChangeData } from './staff.js';

/** The statement each staff event runs on a judge's row (tournament, account, role). */
const JUDGE_ROW_STATEMENTS = new Map([
  [JUDGE_APPOINTED, 'INSERT OR IGNORE INTO tournament_staff (tournament_id, account_id, role) VALUES (?, ?, ?)'],
  [JUDGE_REMOVED, 'DELETE FROM tournament_staff WHERE tournament_id = ? AND account_id = ? AND role = ?'],
]);

/** Judges per tournament (the organizer row comes from the tournament's own stream). */
export function projectStaffEvent(db: ReadDb, event: ProjectedEvent): boolean {
  const statement = JUDGE_ROW_STATEMENTS.get(event.type);
  if (statement === undefined) return false;
  const data = event.data as JudgeChangeData;
  db.prepare(statement).run(data.tournamentId, data.accountId, 'judge');
  return true;
}
