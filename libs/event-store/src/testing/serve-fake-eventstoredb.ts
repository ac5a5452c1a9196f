// Runs the EventStoreDB stand-in (fake-eventstoredb.ts) in a process of its own, for tools that
// need a server several API processes can share (`bench api --apart`): prints its connection
// string on the first line of stdout, and stops on SIGTERM or SIGINT. FAKE_EVENTSTOREDB_PORT
// chooses the port (0 or unset: a free one).
import { FakeEventStoreDb } from './fake-eventstoredb.js';

const fake = await FakeEventStoreDb.start({ port: Number(process.env.FAKE_EVENTSTOREDB_PORT ?? 0) });
process.stdout.write(`${fake.connectionString}\n`);
const stop = () => void fake.stop().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
