// Child process of the crash test (src/sqlite/crash.int.spec.ts): appends batches of BATCH events
// with a marker to three streams in a loop, and prints one line per acknowledged append:
//   ack <batch> <stream> <nextExpectedRevision>
// until it is killed. Plain JavaScript so it runs on Node 20 without a TypeScript loader; it
// loads the adapter from the build the test made.
// usage: node crash-writer.mjs <buildDir> <dataDir> <firstBatch>
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [buildDir, dataDir, firstBatch] = process.argv.slice(2);
const { SqliteEventStore } = await import(pathToFileURL(join(buildDir, 'sqlite', 'sqlite-event-store.js')).href);
const BATCH = 5;
const STREAMS = ['crash-0', 'crash-1', 'crash-2'];

const store = new SqliteEventStore({ dataDir });
const next = new Map();
for (const stream of STREAMS) {
  try {
    for await (const event of store.readStream(stream, { direction: 'backwards', maxCount: 1 }))
      next.set(stream, event.revision);
  } catch {
    next.set(stream, 'no_stream');
  }
}

for (let batch = Number(firstBatch); ; batch++) {
  const stream = STREAMS[batch % STREAMS.length];
  const events = Array.from({ length: BATCH }, (_, index) => ({
    id: randomUUID(),
    type: 'CrashTested',
    data: { batch, index, padding: 'x'.repeat(512) },
    metadata: { batch, size: BATCH },
  }));
  const result = await store.appendToStream(stream, events, { expectedRevision: next.get(stream) });
  next.set(stream, result.nextExpectedRevision);
  process.stdout.write(`ack ${batch} ${stream} ${result.nextExpectedRevision}\n`);
}
