import { createRequire } from 'node:module';

type ClientModule = typeof import('@eventstore/db-client');
/** The part of a gRPC channel used here. */
interface Channel {
  close(): void;
}
export type EsdbClient = InstanceType<ClientModule['EventStoreDBClient']>;

const require = createRequire(import.meta.url);
let loaded: ClientModule | undefined;

/**
 * The EventStoreDB client, loaded on first use: with gRPC and protobuf it costs ~120 ms to load,
 * which every command line call and every embedded-store process would otherwise pay.
 */
export function esdb(): ClientModule {
  loaded ??= require('@eventstore/db-client') as ClientModule;
  return loaded;
}

/**
 * A client from a connection string, and a way to close its gRPC channels. The client's
 * `dispose()` cancels calls but leaves the channel (and its socket) open, so each channel it
 * opens (one per connection, a new one after a reconnection) is remembered and closed here.
 */
export function createClient(connectionString: string): { client: EsdbClient; closeChannels: () => Promise<void> } {
  const client = esdb().EventStoreDBClient.connectionString(connectionString);
  const opened: Array<Promise<Channel>> = [];
  const internal = client as unknown as { getChannel: () => Promise<Channel> };
  const getChannel = internal.getChannel;
  internal.getChannel = () => {
    const channel = getChannel();
    if (!opened.includes(channel)) opened.push(channel);
    return channel;
  };
  const closeChannels = async () => {
    await client.dispose();
    for (const channel of opened.splice(0)) (await channel.catch(() => undefined))?.close();
  };
  return { client, closeChannels };
}

/**
 * Remembers the gRPC stream the client pipes into one of its read or subscription streams, and
 * returns a function that keeps it flowing once the call is cancelled. Unpiped (the reader left
 * early) a gRPC stream stays paused, never delivers the cancellation, never ends, and the
 * client's dispose() — which waits for every call to end — hangs.
 */
export function drainOnCancel(source: object): () => void {
  let grpc: NodeJS.ReadableStream | undefined;
  (source as NodeJS.EventEmitter).on('pipe', (piped: NodeJS.ReadableStream) => (grpc = piped));
  return () => {
    const stream = grpc;
    if (!stream) return;
    stream.on('pause', () => setImmediate(() => stream.resume()));
    stream.resume();
  };
}
