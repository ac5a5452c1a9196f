import { createHash } from 'node:crypto';
import { findCommandOutcome, type ReadDb } from '@cronica/projections';
import { conflict } from '../common/errors.js';

/** What keys one command of one actor: the same command id sent by two accounts is two commands. */
export const commandKey = (actor: string, commandId: string): string => `${actor}\u0000${commandId}`;

/** The first outcome of a command, returned again when the client resends its commandId. */
export interface StoredOutcome {
  readonly stream: string;
  /** Command type of the first command; events appended before it was kept in their metadata lack it. */
  readonly command?: string;
  /** SHA-256 of the first command's payload (see `fingerprintOf`); absent when the caller gave none. */
  readonly fingerprint?: string;
  /** `$all` position and revision of the command's last event (null when it wrote nothing). */
  readonly position: bigint | null;
  readonly revision: bigint | null;
  readonly events: readonly string[];
}

/** A commandId the same actor already used for another stream, command type or payload: refused, never taken as a resend. */
export const reusedCommandId = (commandId: string) =>
  conflict(
    {
      es: `El identificador de comando «${commandId}» ya se usó para otro comando; usa uno nuevo.`,
      en: `The command id "${commandId}" was already used for another command; use a new one.`,
    },
    { commandId },
  );

/** What a request says about itself: the stream it goes to, its type and what it asks for. */
export interface CommandClaim {
  readonly name: string;
  readonly aggregate: { readonly stream: string };
  readonly payload?: unknown;
}

export function identityOf(request: CommandClaim): CommandIdentity {
  return {
    stream: request.aggregate.stream,
    command: request.name,
    fingerprint: request.payload === undefined ? undefined : fingerprintOf(request.payload),
  };
}

/** The identity as the outcomes keep it (no fingerprint key when the caller gave no payload). */
export function storedIdentityOf(identity: CommandIdentity): {
  stream: string;
  command: string;
  fingerprint?: string;
} {
  const { stream, command, fingerprint } = identity;
  return fingerprint === undefined ? { stream, command } : { stream, command, fingerprint };
}

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

/** Outcomes this process wrote that its read model may not have projected yet. */
const RECENT_LIMIT = 10_000;

/**
 * Where a resend finds the first outcome of its commandId: the `command_outcomes` read model,
 * which every instance projects from the one store, and, for the moments before the projection
 * reaches them, the outcomes this process wrote itself. A command another instance applied a
 * moment ago may be in neither: the bus then finds it in its stream (see CommandBus).
 */
export class CommandOutcomes {
  private readonly recent = new Map<string, StoredOutcome>();

  constructor(private readonly db: ReadDb) {}

  find(actor: string, commandId: string): StoredOutcome | undefined {
    const mine = this.recent.get(commandKey(actor, commandId));
    if (mine) return mine;
    return findCommandOutcome(this.db, actor, commandId);
  }

  remember(actor: string, commandId: string, outcome: StoredOutcome): void {
    this.recent.set(commandKey(actor, commandId), outcome);
    if (this.recent.size > RECENT_LIMIT) this.recent.delete(this.recent.keys().next().value as string);
  }
}
