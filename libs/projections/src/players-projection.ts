import { ACCOUNT_REGISTERED, type AccountRegisteredData } from './accounts.js';
import type { ProjectedEvent } from './events.js';
import type { ReadDb } from './schema.js';

/** Public player pages: id, username and display name (never the password hash). */
export function projectAccountEvent(db: ReadDb, event: ProjectedEvent): boolean {
  if (event.type !== ACCOUNT_REGISTERED) return false;
  const data = event.data as AccountRegisteredData;
  db.prepare('INSERT OR REPLACE INTO players (id, username, display_name, registered_at) VALUES (?, ?, ?, ?)').run(
    data.accountId,
    data.username,
    data.displayName,
    data.registeredAt,
  );
  return true;
}
