/**
 * What a projection reads from the store: structurally a subset of the event store's
 * RecordedEvent, so the API (live subscription) and the CLI (rebuild) hand events over as-is.
 */
export interface ProjectedEvent {
  readonly id: string;
  readonly streamId: string;
  readonly type: string;
  readonly revision: bigint;
  readonly position: bigint;
  readonly data: unknown;
  readonly metadata: unknown;
  readonly created: Date;
}

/** What changed in one applied batch, so the API can notify subscribers after the commit. */
export interface ProjectionChanges {
  readonly tournaments: ReadonlySet<string>;
  readonly players: ReadonlySet<string>;
  /** Matches whose summary changed (created or sealed). */
  readonly matches: ReadonlySet<string>;
  /** Accounts with an invitation (received or sent) that changed: sent, answered, cancelled, started. */
  readonly invitations: ReadonlySet<string>;
  /** Digests of the sessions that ended (signed out, everywhere, or a password change), on whichever instance. */
  readonly endedSessions: ReadonlySet<string>;
  readonly position: bigint | null;
}

/** `tournament-<id>` → { category: 'tournament', id }. */
export function parseStreamId(streamId: string): { category: string; id: string } {
  const dash = streamId.indexOf('-');
  if (dash <= 0) return { category: streamId, id: '' };
  return { category: streamId.slice(0, dash), id: streamId.slice(dash + 1) };
}
