import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEventError } from './errors.js';
import { EventStoreDbEventStore } from './eventstoredb/esdb-event-store.js';
import { openEventStore } from './open-event-store.js';
import { SqliteEventStore } from './sqlite/sqlite-event-store.js';

describe('openEventStore', () => {
  it('opens the embedded store under dataDir when no connection string is set', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cronica-open-'));
    try {
      for (const connectionString of [undefined, '', '   ']) {
        const store = openEventStore({ dataDir, connectionString });
        expect(store).toBeInstanceOf(SqliteEventStore);
        expect((store as SqliteEventStore).filename).toBe(join(dataDir, 'events.sqlite'));
        await store.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a malformed connection string with the library error, in both languages', () => {
    expect(() => openEventStore({ connectionString: 'postgres://nope' })).toThrow(InvalidEventError);
  });

  it('chooses EventStoreDB when a connection string is given', async () => {
    const store = openEventStore({ dataDir: '/nonexistent', connectionString: 'esdb://localhost:2113?tls=false' });
    expect(store).toBeInstanceOf(EventStoreDbEventStore);
    await store.close();
  });
});
