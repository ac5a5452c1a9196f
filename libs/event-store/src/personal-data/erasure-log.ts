import { createHash } from 'node:crypto';
import { StreamNotFoundError } from '../errors.js';
import type { EventData, EventStore } from '../types.js';

/** One stream for the whole store: a `PersonKeyErased` marker per erasure, in order. */
export const ERASURES_STREAM = 'personal-data-erasures';
export const PERSON_KEY_ERASED = 'PersonKeyErased';

/**
 * The marker's event id is derived from the person id, so an erasure retried after a fault is
 * recognised by the store's idempotency check (while it is among the recent events) instead of
 * written twice. A name-based UUID (RFC 9562 version 8: SHA-256 of the person id).
 */
export function erasureEventId(personId: string): string {
  const hex = createHash('sha256').update(`${PERSON_KEY_ERASED}:${personId}`).digest('hex').slice(0, 32);
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function erasureMarker(personId: string): EventData {
  return { id: erasureEventId(personId), type: PERSON_KEY_ERASED, data: { personId } };
}

/**
 * What this instance knows of erasures, from the erasure stream. `refresh()` reads the stream
 * from where it stopped; the vault calls it before every use of a key, so a key erased by any
 * instance is never used here once that erasure returned. Usually it finds nothing new: one
 * indexed read of an empty range on the embedded store, one short read over gRPC.
 */
export class ErasureLog {
  private readonly erased = new Set<string>();
  private next = 0n;

  constructor(
    private readonly store: EventStore,
    private readonly onErased: (personId: string) => void,
  ) {}

  has(personId: string): boolean {
    return this.erased.has(personId);
  }

  /** Records an erasure this instance made (or learnt of otherwise) without waiting for a refresh. */
  add(personId: string): void {
    this.erased.add(personId);
    this.onErased(personId);
  }

  async refresh(): Promise<void> {
    try {
      for await (const event of this.store.readStream(ERASURES_STREAM, { fromRevision: this.next })) {
        const personId = (event.data as { personId?: unknown } | null)?.personId;
        if (event.type === PERSON_KEY_ERASED && typeof personId === 'string') this.add(personId);
        if (event.revision >= this.next) this.next = event.revision + 1n;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
  }
}
