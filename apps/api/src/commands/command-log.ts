import type { Localized } from '@cronica/util';
import type { Statement } from 'better-sqlite3';
import type { ApiDb } from '../store/api-db.js';

/** The first outcome of a command, returned again when the client resends its commandId. */
export type StoredOutcome = (
  | { readonly kind: 'applied'; readonly stream: string; readonly position: string | null; readonly revision: string | null; readonly events: readonly string[] }
  | { readonly kind: 'refused'; readonly stream?: string; readonly rule: string; readonly message: Localized }
) & {
  /** Command type of the first command; rows written before it was stored lack it. */
  readonly command?: string;
};

/** True when a stored outcome belongs to another stream or command type than a resend claims. */
export function belongsElsewhere(outcome: StoredOutcome, stream: string, command: string): boolean {
  return (outcome.stream !== undefined && outcome.stream !== stream) || (outcome.command !== undefined && outcome.command !== command);
}

/** Prepared once: preparing a statement costs more than running it. */
export class CommandLog {
  private readonly select: Statement<[string, string], { outcome: string }>;
  private readonly insert: Statement<[string, string, string, number]>;

  constructor(db: ApiDb) {
    this.select = db.prepare('SELECT outcome FROM command_log WHERE actor = ? AND command_id = ?');
    this.insert = db.prepare('INSERT OR IGNORE INTO command_log (actor, command_id, outcome, created_at) VALUES (?, ?, ?, ?)');
  }

  find(actor: string, commandId: string): StoredOutcome | undefined {
    const row = this.select.get(actor, commandId);
    return row ? (JSON.parse(row.outcome) as StoredOutcome) : undefined;
  }

  record(actor: string, commandId: string, outcome: StoredOutcome, now: number): void {
    this.insert.run(actor, commandId, JSON.stringify(outcome), now);
  }
}
