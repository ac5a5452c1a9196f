// A stand-in for an EventStoreDB / KurrentDB node, for tests only: no real server can run on
// these machines (no Docker engine, no server package). It serves the parts of the gRPC
// protocol the adapter uses — Streams.Read (reads and catch-up subscriptions) and Streams.Append —
// with the message definitions the client package ships (generated/streams_pb), behind a TCP
// proxy so a test can cut or refuse connections as a restart or a network fault would.
// Leaving out ServerFeatures makes the client take its plain Append path, as with older servers.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, Socket, type Server as NetServer } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { FakeLog, type FakeRecord } from './fake-log.js';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- the generated protobuf classes are untyped CommonJS */
const pb = require('@eventstore/db-client/generated/streams_pb') as any;
const shared = require('@eventstore/db-client/generated/shared_pb') as any;
const { StreamsService } = require('@eventstore/db-client/generated/streams_grpc_pb') as {
  StreamsService: grpc.ServiceDefinition;
};

export type FakeMethod = 'read' | 'subscribe' | 'append';

/** A gRPC error as the server sends it: status code, details and the `exception` metadata. */
export interface FakeError {
  readonly code: grpc.status;
  readonly details: string;
  readonly metadata?: Record<string, string>;
}

export interface FakeOptions {
  /** Send the caughtUp message after history (servers from 23.10 do; older ones never do). */
  readonly caughtUp?: boolean;
}

interface LiveSubscription {
  readonly call: grpc.ServerWritableStream<any, any>;
  readonly matches: (record: FakeRecord) => boolean;
}

export class FakeEventStoreDb {
  log = new FakeLog();
  /** Methods that accept a call and then never answer (a hung server). */
  readonly stalled = new Set<FakeMethod>();
  /** Errors the next calls of a method fail with, first in first out. */
  private readonly failures = new Map<FakeMethod, FakeError[]>();
  private readonly live = new Set<LiveSubscription>();
  private readonly sockets = new Set<Socket>();
  private refusing = false;
  private grpcServer!: grpc.Server;
  private proxy!: NetServer;
  private proxyPort = 0;
  caughtUp: boolean;

  private constructor(options: FakeOptions) {
    this.caughtUp = options.caughtUp ?? true;
  }

  static async start(options: FakeOptions = {}): Promise<FakeEventStoreDb> {
    const fake = new FakeEventStoreDb(options);
    const grpcPort = await fake.startGrpc();
    await fake.startProxy(grpcPort);
    return fake;
  }

  get connectionString(): string {
    return `esdb://127.0.0.1:${this.proxyPort}?tls=false`;
  }

  /** Client connections open through the proxy right now. */
  openConnections(): number {
    return this.sockets.size;
  }

  failNext(method: FakeMethod, error: FakeError): void {
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** Drops every connection, as a server restart or a network cut does. */
  cutConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** While true, new connections are closed at once (server down). */
  refuseConnections(refuse: boolean): void {
    this.refusing = refuse;
  }

  /** Writes events straight into the log (another client, or while clients are cut off) and pushes them to subscribers. */
  write(stream: string, datas: readonly object[], type = 'Written'): void {
    const inputs = datas.map((data) => ({
      id: randomUUID(),
      type,
      contentType: 'application/json',
      data: Buffer.from(JSON.stringify(data)),
      metadata: Buffer.alloc(0),
    }));
    this.publish(this.log.append(stream, inputs));
  }

  /** Adds a server-written event (statistics, settings) to `$all`. */
  appendSystemEvent(stream: string, type: string): void {
    this.write(stream, [{}], type);
  }

  /** Starts again on an empty log, as a server whose volume was wiped. */
  reset(): void {
    this.log = new FakeLog();
    for (const sub of this.live) sub.call.end();
    this.live.clear();
    this.cutConnections();
  }

  async stop(): Promise<void> {
    for (const sub of this.live) sub.call.end();
    this.live.clear();
    this.cutConnections();
    await new Promise<void>((resolve) => this.proxy.close(() => resolve()));
    this.grpcServer.forceShutdown();
  }

  private takeFailure(method: FakeMethod): FakeError | undefined {
    return this.failures.get(method)?.shift();
  }

  private startGrpc(): Promise<number> {
    this.grpcServer = new grpc.Server();
    this.grpcServer.addService(StreamsService, {
      read: (call: grpc.ServerWritableStream<any, any>) => this.read(call),
      append: (call: grpc.ServerReadableStream<any, any>, done: grpc.sendUnaryData<any>) => this.append(call, done),
    });
    return new Promise((resolve, reject) =>
      this.grpcServer.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) =>
        error ? reject(error) : resolve(port),
      ),
    );
  }

  private startProxy(grpcPort: number): Promise<void> {
    this.proxy = createServer((client) => {
      if (this.refusing) return void client.destroy();
      const upstream = new Socket();
      upstream.connect(grpcPort, '127.0.0.1');
      client.pipe(upstream).pipe(client);
      this.sockets.add(client);
      const close = () => {
        this.sockets.delete(client);
        client.destroy();
        upstream.destroy();
      };
      client.on('close', close).on('error', close);
      upstream.on('close', close).on('error', close);
    });
    return new Promise((resolve) =>
      this.proxy.listen(0, '127.0.0.1', () => {
        this.proxyPort = (this.proxy.address() as { port: number }).port;
        resolve();
      }),
    );
  }

  private read(call: grpc.ServerWritableStream<any, any>): void {
    const options = call.request.getOptions();
    const subscribing = options.hasSubscription();
    const method: FakeMethod = subscribing ? 'subscribe' : 'read';
    const failure = this.takeFailure(method);
    if (failure) return void call.emit('error', toServiceError(failure));
    if (this.stalled.has(method)) return;
    if (subscribing) return this.subscribe(call, options);
    const stream = options.hasStream() ? streamName(options.getStream().getStreamIdentifier()) : undefined;
    if (stream !== undefined && !this.log.hasStream(stream)) {
      const notFound = new pb.ReadResp.StreamNotFound();
      notFound.setStreamIdentifier(options.getStream().getStreamIdentifier());
      call.write(new pb.ReadResp().setStreamNotFound(notFound));
      return void call.end();
    }
    for (const record of this.log.read(readQuery(options, stream))) call.write(readResp(record, stream === undefined));
    call.end();
  }

  private subscribe(call: grpc.ServerWritableStream<any, any>, options: any): void {
    const all = options.hasAll();
    const stream = all ? undefined : streamName(options.getStream().getStreamIdentifier());
    const skipSystem = all && options.hasFilter();
    const after = all ? allCheckpoint(options.getAll()) : streamCheckpoint(options.getStream());
    const matches = (r: FakeRecord) => (all ? !(skipSystem && r.system) : r.stream === stream);
    call.write(
      new pb.ReadResp().setConfirmation(new pb.ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())),
    );
    const history = this.log.records.filter(
      (r) => matches(r) && (after === undefined || (all ? r.position > after : r.revision > after)),
    );
    for (const record of history) call.write(readResp(record, all));
    if (this.caughtUp) call.write(new pb.ReadResp().setCaughtUp(new pb.ReadResp.CaughtUp()));
    const sub: LiveSubscription = { call, matches };
    this.live.add(sub);
    call.on('cancelled', () => this.live.delete(sub));
    call.on('close', () => this.live.delete(sub));
  }

  private append(call: grpc.ServerReadableStream<any, any>, done: grpc.sendUnaryData<any>): void {
    const requests: any[] = [];
    call.on('data', (request) => requests.push(request));
    call.on('end', () => {
      const failure = this.takeFailure('append');
      if (failure) return done(toServiceError(failure));
      if (this.stalled.has('append')) return;
      const options = requests[0].getOptions();
      const stream = streamName(options.getStreamIdentifier());
      const proposed = requests.slice(1).map((r) => r.getProposedMessage());
      const outcome = this.log.appendExpecting(stream, expectedOf(options), proposed.map(toFakeInput));
      if (outcome.kind === 'conflict') return done(null, wrongExpectedVersion(outcome.current));
      this.publish(outcome.written);
      const last = this.log.last(stream)!;
      const success = new pb.AppendResp.Success().setCurrentRevision(String(last.revision));
      success.setPosition(
        new pb.AppendResp.Position().setCommitPosition(String(last.position)).setPreparePosition(String(last.position)),
      );
      done(null, new pb.AppendResp().setSuccess(success));
    });
  }

  private publish(records: readonly FakeRecord[]): void {
    for (const sub of this.live) {
      for (const record of records) if (sub.matches(record)) sub.call.write(readResp(record, true));
    }
  }
}

function toServiceError(error: FakeError): Partial<grpc.ServiceError> {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(error.metadata ?? {})) metadata.set(key, value);
  return { code: error.code, details: error.details, metadata, name: 'Error', message: error.details };
}

function streamName(identifier: any): string {
  return Buffer.from(identifier.getStreamName_asU8()).toString('utf8');
}

function allCheckpoint(all: any): bigint | undefined {
  return all.hasPosition() ? BigInt(all.getPosition().getCommitPosition()) : undefined;
}

function streamCheckpoint(stream: any): bigint | undefined {
  return stream.hasRevision() ? BigInt(stream.getRevision()) : undefined;
}

function readQuery(options: any, stream: string | undefined) {
  const backwards = options.getReadDirection() === pb.ReadReq.Options.ReadDirection.BACKWARDS;
  const count = Number(options.getCount());
  if (stream !== undefined) {
    const s = options.getStream();
    return {
      stream,
      backwards,
      count,
      from: s.hasRevision() ? BigInt(s.getRevision()) : s.hasEnd() ? ('end' as const) : ('start' as const),
    };
  }
  const a = options.getAll();
  return {
    stream,
    backwards,
    count,
    from: a.hasPosition()
      ? BigInt(a.getPosition().getCommitPosition())
      : a.hasEnd()
        ? ('end' as const)
        : ('start' as const),
  };
}

function expectedOf(options: any): 'any' | 'no_stream' | 'stream_exists' | bigint {
  if (options.hasRevision()) return BigInt(options.getRevision());
  if (options.hasNoStream()) return 'no_stream';
  if (options.hasStreamExists()) return 'stream_exists';
  return 'any';
}

function toFakeInput(message: any) {
  const map = message.getMetadataMap();
  return {
    id: message.getId().getString(),
    type: map.get('type'),
    contentType: map.get('content-type'),
    data: Buffer.from(message.getData_asU8()),
    metadata: Buffer.from(message.getCustomMetadata_asU8()),
  };
}

function wrongExpectedVersion(current: bigint | undefined): any {
  const wrong = new pb.AppendResp.WrongExpectedVersion();
  if (current === undefined) wrong.setCurrentNoStream(new shared.Empty());
  else wrong.setCurrentRevision(String(current));
  return new pb.AppendResp().setWrongExpectedVersion(wrong);
}

function readResp(record: FakeRecord, withCommitPosition: boolean): any {
  const recorded = new pb.ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(new shared.UUID().setString(record.id));
  recorded.setStreamIdentifier(new shared.StreamIdentifier().setStreamName(Buffer.from(record.stream)));
  recorded.setStreamRevision(String(record.revision));
  recorded.setCommitPosition(String(record.position)).setPreparePosition(String(record.position));
  const map = recorded.getMetadataMap();
  map.set('type', record.type);
  map.set('content-type', record.contentType);
  map.set('created', String(record.createdTicks));
  recorded.setData(record.data).setCustomMetadata(record.metadata);
  const read = new pb.ReadResp.ReadEvent().setEvent(recorded);
  if (withCommitPosition) read.setCommitPosition(String(record.position));
  else read.setNoPosition(new shared.Empty());
  return new pb.ReadResp().setEvent(read);
}
