import { createHash } from 'node:crypto';
import type { Localized } from '@cronica/util';
import type { Statement } from 'better-sqlite3';
import type { ApiDb } from '../store/api-db.js';

/** The first outcome of a command, returned again when the client resends its commandId. */
export type StoredOutcome = (
  | {
      readonly kind: 'applied';
      readonly stream: string;
      readonly position: string | null;
      readonly revision: string | null;
      readonly events: readonly string[];
    }
  | { readonly kind: 'refused'; readonly stream?: string; readonly rule: string; readonly message: Localized }
) & {
  /** Command type of the first command; rows written before it was stored lack it. */
  readonly command?: string;
  /** SHA-256 of the first command's payload (see `fingerprintOf`); rows written before it was stored lack it. */
  readonly fingerprint?: string;
};

/** What a resend must match to count as the same command. */
export interface CommandIdentity {
  readonly stream: string;
  readonly command: string;
  readonly fingerprint: string | undefined;
}

/**
 * True when a stored (or running) command is not the one a resend claims to be: another stream,
 * another command type, or the same type with another payload. Such a reuse of a commandId is a
 * CONFLICT, never a silent return of the first outcome.
 */
export function belongsElsewhere(
  outcome: { readonly stream?: string; readonly command?: string; readonly fingerprint?: string },
  claim: CommandIdentity,
): boolean {
  if (outcome.stream !== undefined && outcome.stream !== claim.stream) return true;
  if (outcome.command !== undefined && outcome.command !== claim.command) return true;
  return (
    outcome.fingerprint !== undefined && claim.fingerprint !== undefined && outcome.fingerprint !== claim.fingerprint
  );
}

/** A stable digest of a command's payload: JSON with sorted keys, so key order never matters. */
export function fingerprintOf(payload: unknown): string {
  return createHash('sha256').update(canonicalJson(payload)).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Prepared once: preparing a statement costs more than running it. */
export class CommandLog {
  private readonly select: Statement<[string, string], { outcome: string }>;
  private readonly insert: Statement<[string, string, string, number]>;

  constructor(db: ApiDb) {
    this.select = db.prepare('SELECT outcome FROM command_log WHERE actor = ? AND command_id = ?');
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO command_log (actor, command_id, outcome, created_at) VALUES (?, ?, ?, ?)',
    );
  }

  find(actor: string, commandId: string): StoredOutcome | undefined {
    const row = this.select.get(actor, commandId);
    return row ? (JSON.parse(row.outcome) as StoredOutcome) : undefined;
  }

  record(actor: string, commandId: string, outcome: StoredOutcome, now: number): void {
    this.insert.run(actor, commandId, JSON.stringify(outcome), now);
  }
}
