// The in-memory log behind FakeEventStoreDb (tests only): streams with revisions, `$all` with
// increasing positions that have gaps, and the expected-revision check of an append.

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

export class FakeLog {
  readonly records: FakeRecord[] = [];
  private nextPosition = 1_000n;

  hasStream(stream: string): boolean {
    return this.records.some((r) => r.stream === stream);
  }

  last(stream: string): FakeRecord | undefined {
    return this.records.findLast((r) => r.stream === stream);
  }

  append(stream: string, inputs: readonly FakeInput[]): FakeRecord[] {
    let revision = this.last(stream)?.revision ?? -1n;
    const written = inputs.map((input) => {
      revision += 1n;
      this.nextPosition += 64n + BigInt(input.data.length + input.metadata.length);
      const system = stream.startsWith('$') || input.type.startsWith('$');
      const record: FakeRecord = {
        ...input,
        stream,
        revision,
        position: this.nextPosition,
        createdTicks: BigInt(Date.now()) * 10_000n,
        system,
      };
      this.records.push(record);
      return record;
    });
    return written;
  }

  /** The server's check: a conflict names the stream's current revision (undefined: no stream). */
  appendExpecting(
    stream: string,
    expected: FakeExpected,
    inputs: readonly FakeInput[],
  ): { kind: 'written'; written: FakeRecord[] } | { kind: 'conflict'; current: bigint | undefined } {
    const current = this.last(stream)?.revision;
    const first = inputs[0];
    if (first && this.records.some((r) => r.stream === stream && r.id === first.id))
      return { kind: 'written', written: [] };
    const ok =
      expected === 'any' ||
      (expected === 'no_stream' && current === undefined) ||
      (expected === 'stream_exists' && current !== undefined) ||
      (typeof expected === 'bigint' && current === expected);
    return ok ? { kind: 'written', written: this.append(stream, inputs) } : { kind: 'conflict', current };
  }

  /** A read as the server answers it: forwards inclusive of `from`, backwards strictly before a position. */
  read(query: FakeQuery): FakeRecord[] {
    const source = query.stream === undefined ? this.records : this.records.filter((r) => r.stream === query.stream);
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
}
