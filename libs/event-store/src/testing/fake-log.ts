// The in-memory log behind FakeEventStoreDb (tests only): streams with revisions, `$all` with
// increasing positions that have gaps, the server's expected-revision and idempotency check of an
// append, and soft deletes and tombstones.
import { decideAppend, NO_STREAM, type Expected, type StreamView } from '../sqlite/append-decision.js';

export interface FakeRecord {
  readonly stream: string;
  readonly revision: bigint;
  readonly position: bigint;
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Buffer;
  readonly metadata: Buffer;
  /** .NET ticks (100 ns) since the Unix epoch, as the client reads `created`. */
  readonly createdTicks: bigint;
  /** Written by the server itself (`$` stream or type). */
  readonly system: boolean;
}

export interface FakeInput {
  readonly id: string;
  readonly type: string;
  readonly contentType: string;
  readonly data: Buffer;
  readonly metadata: Buffer;
}

export interface FakeQuery {
  readonly stream: string | undefined;
  readonly backwards: boolean;
  readonly count: number;
  readonly from: 'start' | 'end' | bigint;
}

export type FakeExpected = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** What an append or a delete came to, as the server's WriteEventsCompleted reports it. */
export type FakeOutcome =
  | {
      readonly kind: 'ok';
      readonly written: readonly FakeRecord[];
      /** The stream's revision the answer names (undefined: no stream). */
      readonly revision: bigint | undefined;
      /** `$all` position the answer names (undefined: no position). */
      readonly position: bigint | undefined;
    }
  | { readonly kind: 'conflict'; readonly current: bigint | undefined }
  | { readonly kind: 'deleted' };

/** The event type of a tombstone (hard delete), with revision long.MaxValue, as the server writes it. */
export const TOMBSTONE_TYPE = '$streamDeleted';
const TOMBSTONE_REVISION = 2n ** 63n - 1n;

export class FakeLog {
  readonly records: FakeRecord[] = [];
  private nextPosition = 1_000n;
  /** Soft-deleted streams: revisions below this are hidden (the stream's `$tb` metadata). */
  private readonly truncateBefore = new Map<string, bigint>();
  private readonly tombstones = new Set<string>();

  isTombstoned(stream: string): boolean {
    return this.tombstones.has(stream);
  }

  /** The stream's events a read sees: none before a soft delete, no tombstone. */
  visible(stream: string): FakeRecord[] {
    const from = this.truncateBefore.get(stream) ?? 0n;
    return this.records.filter((r) => r.stream === stream && r.type !== TOMBSTONE_TYPE && r.revision >= from);
  }

  hasStream(stream: string): boolean {
    return this.visible(stream).length > 0;
  }

  /** The stream's last event, even a soft-deleted one: revisions continue after a soft delete. */
  last(stream: string): FakeRecord | undefined {
    return this.records.findLast((r) => r.stream === stream && r.type !== TOMBSTONE_TYPE);
  }

  append(stream: string, inputs: readonly FakeInput[]): FakeRecord[] {
    let revision = this.last(stream)?.revision ?? -1n;
    return inputs.map((input) => {
      revision += 1n;
      return this.push(stream, revision, input);
    });
  }

  /**
   * The server's check, `IndexWriter.CheckCommit` (EventStore/EventStore,
   * src/EventStore.Core/Services/Storage/ReaderIndex/IndexWriter.cs), shared with the embedded
   * store through `decideAppend`: the same ids resent at the same expected revision succeed
   * without writing ("append_to_stream() is idempotent", docs.kurrent.io/clients/python/v1.1/
   * appending-events; "KurrentDB will only append one of the events", docs.kurrent.io/clients/
   * node/v1.2/appending-events.html) and answer with the original events' last revision and
   * position (the server's AlreadyCommitted); with `any` only when the ids are the last ones
   * written there. An empty append writes nothing and answers the stream's current revision.
   * A tombstoned stream refuses every append (StreamDeleted).
   */
  appendExpecting(stream: string, expected: FakeExpected, inputs: readonly FakeInput[]): FakeOutcome {
    if (this.tombstones.has(stream)) return { kind: 'deleted' };
    const decision = decideAppend(
      stream,
      toExpected(expected),
      inputs.map((i) => i.id),
      this.view(stream),
    );
    const current = this.last(stream);
    if (decision.kind === 'conflict') return { kind: 'conflict', current: current?.revision };
    if (decision.kind === 'idempotent') {
      const original = this.at(stream, BigInt(decision.lastRevision));
      return { kind: 'ok', written: [], revision: original?.revision, position: original?.position };
    }
    const written = this.append(stream, inputs);
    const last = written.at(-1) ?? current;
    return { kind: 'ok', written, revision: last?.revision, position: last?.position };
  }

  /**
   * A soft delete sets the stream's truncate-before to its next revision: reads answer
   * StreamNotFound until something is appended, and appends carry on from the last revision; the
   * server records it as `$tb` metadata in `$$stream`. A hard delete writes a `$streamDeleted`
   * tombstone: every later read, append or subscription of the stream fails with StreamDeleted
   * ("Event stream '…' is deleted.", FAILED_PRECONDITION). Followed: docs.rs/eventstore
   * DeleteStream (soft_delete, hard_delete); developers.eventstore.com/server/v5/http-api/
   * deleting-a-stream.html; hexdocs.pm/spear Spear.delete_stream.
   */
  remove(stream: string, expected: FakeExpected, hard: boolean): FakeOutcome {
    if (this.tombstones.has(stream)) return { kind: 'deleted' };
    const current = this.last(stream)?.revision;
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === undefined) ||
      (expected === 'stream_exists' && current !== undefined) ||
      expected === current;
    if (!ok) return { kind: 'conflict', current };
    const marker = hard
      ? this.push(stream, TOMBSTONE_REVISION, systemInput(TOMBSTONE_TYPE, {}))
      : this.append(`$$${stream}`, [systemInput('$metadata', { $tb: Number((current ?? -1n) + 1n) })])[0]!;
    if (hard) this.tombstones.add(stream);
    else this.truncateBefore.set(stream, (current ?? -1n) + 1n);
    return { kind: 'ok', written: [marker], revision: current, position: marker.position };
  }

  /** A read as the server answers it: forwards inclusive of `from`, backwards strictly before a position. */
  read(query: FakeQuery): FakeRecord[] {
    const source = query.stream === undefined ? this.records : this.visible(query.stream);
    const key = (r: FakeRecord) => (query.stream === undefined ? r.position : r.revision);
    let selected: FakeRecord[];
    if (!query.backwards) {
      selected =
        query.from === 'end' ? [] : source.filter((r) => query.from === 'start' || key(r) >= (query.from as bigint));
    } else {
      const from = query.from;
      const before =
        from === 'end'
          ? source
          : source.filter((r) => (query.stream === undefined ? key(r) < (from as bigint) : key(r) <= (from as bigint)));
      selected = from === 'start' ? [] : [...before].reverse();
    }
    return selected.slice(0, query.count);
  }

  private at(stream: string, revision: bigint): FakeRecord | undefined {
    return this.records.find((r) => r.stream === stream && r.revision === revision);
  }

  private view(stream: string): StreamView {
    return {
      current: Number(this.last(stream)?.revision ?? BigInt(NO_STREAM)),
      eventIdAt: (revision) => this.at(stream, BigInt(revision))?.id,
      lastWriteOf: (eventId) => {
        const found = this.records.findLast((r) => r.id === eventId);
        return found && { stream: found.stream, revision: Number(found.revision) };
      },
    };
  }

  private push(stream: string, revision: bigint, input: FakeInput): FakeRecord {
    this.nextPosition += 64n + BigInt(input.data.length + input.metadata.length);
    const system = stream.startsWith('$') || input.type.startsWith('$');
    const createdTicks = BigInt(Date.now()) * 10_000n;
    const record: FakeRecord = { ...input, stream, revision, position: this.nextPosition, createdTicks, system };
    this.records.push(record);
    return record;
  }
}

function toExpected(expected: FakeExpected): Expected {
  return expected === 'no_stream' ? NO_STREAM : typeof expected === 'bigint' ? Number(expected) : expected;
}

function systemInput(type: string, data: object): FakeInput {
  const id = globalThis.crypto.randomUUID();
  const json = Buffer.from(JSON.stringify(data));
  return { id, type, contentType: 'application/json', data: json, metadata: Buffer.alloc(0) };
}
