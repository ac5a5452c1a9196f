import type { Localized } from '@cronica/util';
import type { ApiDb } from '../store/api-db.js';

/** The first outcome of a command, returned again when the client resends its commandId. */
export type StoredOutcome =
  | { readonly kind: 'applied'; readonly stream: string; readonly position: string | null; readonly revision: string | null; readonly events: readonly string[] }
  | { readonly kind: 'refused'; readonly rule: string; readonly message: Localized };

export class CommandLog {
  constructor(private readonly db: ApiDb) {}

  find(actor: string, commandId: string): StoredOutcome | undefined {
    const row = this.db.prepare('SELECT outcome FROM command_log WHERE actor = ? AND command_id = ?').get(actor, commandId) as
      | { outcome: string }
      | undefined;
    return row ? (JSON.parse(row.outcome) as StoredOutcome) : undefined;
  }

  record(actor: string, commandId: string, outcome: StoredOutcome, now: number): void {
    this.db
      .prepare('INSERT OR IGNORE INTO command_log (actor, command_id, outcome, created_at) VALUES (?, ?, ?, ?)')
      .run(actor, commandId, JSON.stringify(outcome), now);
  }
}
