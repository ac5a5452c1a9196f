/**
 * The server's optimistic-concurrency and idempotency decision for one append, reproduced from
 * EventStoreDB's `IndexWriter.CheckCommit` (EventStore/EventStore,
 * src/EventStore.Core/Services/Storage/ReaderIndex/IndexWriter.cs), without soft deletes, which
 * this store does not offer:
 *
 * - `any` / `stream_exists`: the ids are looked up where each was last written. The first id
 *   unknown (or last written to another stream) -> write everything; all known -> idempotent,
 *   answer with the original events; known then unknown ("CorruptedIdempotency") -> conflict.
 *   `stream_exists` on a stream without events is a conflict first.
 * - an exact revision (or `no_stream`, i.e. -1) behind the stream: each id must be the one stored
 *   at expected+1, expected+2, ...; all match -> idempotent; any mismatch -> conflict; an empty
 *   batch -> conflict.
 * - ahead of the stream -> conflict; equal -> write.
 *
 * The server keeps the id lookup of the first rule in a bounded in-memory cache; here it is the
 * event-id index of the database, so it never forgets (a superset of the server's behaviour).
 */

/** Revisions as plain numbers: SQLite stores 64-bit integers and a stream never nears 2^53. */
export const NO_STREAM = -1;

export type Expected = 'any' | 'stream_exists' | number;

export interface StreamView {
  /** Last revision of the stream, NO_STREAM when it has no events. */
  readonly current: number;
  /** Id of the event at `revision` in this stream, if there is one. */
  eventIdAt(revision: number): string | undefined;
  /** Where an event id was last written, if anywhere. */
  lastWriteOf(eventId: string): { readonly stream: string; readonly revision: number } | undefined;
}

export type AppendDecision =
  | { readonly kind: 'write' }
  | { readonly kind: 'idempotent'; readonly lastRevision: number }
  | { readonly kind: 'conflict' };

const WRITE: AppendDecision = { kind: 'write' };
const CONFLICT: AppendDecision = { kind: 'conflict' };

function decideByIdCache(stream: string, ids: readonly string[], view: StreamView): AppendDecision {
  let lastRevision = NO_STREAM;
  for (let i = 0; i < ids.length; i++) {
    const known = view.lastWriteOf(ids[i]!);
    if (known === undefined || known.stream !== stream) return i === 0 ? WRITE : CONFLICT;
    lastRevision = known.revision;
  }
  return ids.length === 0 ? WRITE : { kind: 'idempotent', lastRevision };
}

function decideBehind(expected: number, ids: readonly string[], view: StreamView): AppendDecision {
  if (ids.length === 0) return CONFLICT;
  for (let i = 0; i < ids.length; i++) {
    if (view.eventIdAt(expected + 1 + i) !== ids[i]) return CONFLICT;
  }
  return { kind: 'idempotent', lastRevision: expected + ids.length };
}

export function decideAppend(
  stream: string,
  expected: Expected,
  ids: readonly string[],
  view: StreamView,
): AppendDecision {
  const current = view.current;
  if (expected === 'stream_exists' && current === NO_STREAM) return CONFLICT;
  if (expected === 'any' || expected === 'stream_exists') return decideByIdCache(stream, ids, view);
  if (expected < current) return decideBehind(expected, ids, view);
  if (expected > current) return CONFLICT;
  return WRITE;
}
