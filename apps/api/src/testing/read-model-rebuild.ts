import Database from 'better-sqlite3';
import type { EventStore } from '@cronica/event-store';
import { dumpReadModels, migrateReadModels, rebuildReadModels, type ReadDb } from '@cronica/projections';
import { EVENT_STORE, READ_DB } from '../store/tokens.js';
import { readAllOpened } from './child-api.js';
import type { TestApi } from './harness.js';

/**
 * The API's live read models and the same models rebuilt from its store in a fresh database, both
 * dumped: a spec expects them equal (nothing a projection keeps is lost to a rebuild), after what
 * it checks of the live ones.
 */
export async function liveAndRebuiltReadModels(api: TestApi) {
  const rebuilt = new Database(':memory:');
  migrateReadModels(rebuilt);
  await rebuildReadModels(rebuilt, readAllOpened(api.app.get<EventStore>(EVENT_STORE)));
  return { live: dumpReadModels(api.app.get<ReadDb>(READ_DB)), rebuilt: dumpReadModels(rebuilt) };
}
