import { ERASED_NAME } from '@cronica/util';
import {
  ACCOUNT_REGISTERED,
  DISPLAY_NAME_CHANGED,
  type AccountRegisteredData,
  type DisplayNameChangedData,
} from './accounts.js';
import type { ProjectedEvent } from './events.js';
import { erasedUsername } from './personal-data.js';
import type { ReadDb } from './schema.js';

/**
 * Public player pages: id, username and the current display name (never the password hash). It is
 * also the account → current name map every page reads a registered player's name through.
 */
export function projectAccountEvent(db: ReadDb, event: ProjectedEvent): boolean {
  if (event.type === DISPLAY_NAME_CHANGED) {
    const data = event.data as DisplayNameChangedData;
    db.prepare('UPDATE players SET display_name = ? WHERE id = ?').run(data.displayName, data.accountId);
    return true;
  }
  if (event.type !== ACCOUNT_REGISTERED) return false;
  const data = event.data as AccountRegisteredData;
  db.prepare('INSERT OR REPLACE INTO players (id, username, display_name, registered_at) VALUES (?, ?, ?, ?)').run(
    data.accountId,
    // An erased person's username opens as ERASED_NAME, the same for everyone: the column is unique.
    data.username === ERASED_NAME ? erasedUsername(data.accountId) : data.username,
    data.displayName,
    data.registeredAt,
  );
  return true;
}
