import { randomUUID } from 'node:crypto';
import { StoreFaultError, StreamNotFoundError, WrongExpectedVersionError } from '../errors.js';
import type { EventStore } from '../types.js';

/** The stream whose first event names this store's data (see EventStore.storeId). */
export const STORE_IDENTITY_STREAM = 'store-identity';

/**
 * The id of the first event of the `store-identity` stream, written by the first client that
 * asks (no_stream, so racing clients agree). A reset volume has no such stream and gets a new id.
 */
export async function readOrCreateStoreId(store: Pick<EventStore, 'appendToStream' | 'readStream'>): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const known = await readIdentity(store);
    if (known !== undefined) return `eventstoredb:${known}`;
    const created = { id: randomUUID(), type: 'StoreIdentityCreated', data: { createdAt: new Date().toISOString() } };
    try {
      await store.appendToStream(STORE_IDENTITY_STREAM, created, { expectedRevision: 'no_stream' });
    } catch (error) {
      if (!(error instanceof WrongExpectedVersionError)) throw error;
    }
  }
  throw new StoreFaultError('the store identity could not be read');
}

async function readIdentity(store: Pick<EventStore, 'readStream'>): Promise<string | undefined> {
  try {
    for await (const event of store.readStream(STORE_IDENTITY_STREAM, { maxCount: 1 })) return event.id;
  } catch (error) {
    if (error instanceof StreamNotFoundError) return undefined;
    throw error;
  }
  return undefined;
}
