// A stand-in for an EventStoreDB / KurrentDB node, for tests only: no real server can run on
// these machines (no Docker engine, no server package). It serves the parts of the gRPC protocol
// the adapter uses — ServerFeatures, Streams.Read (reads and catch-up subscriptions),
// Streams.BatchAppend (what the client uses once the server lists it, as from 21.10),
// Streams.Append (older servers: `batchAppend: false`), Delete and Tombstone — with the message
// definitions the client package ships (generated/*_pb), behind a TCP proxy so a test can cut or
// refuse connections as a restart or a network fault would. The append rules are the server's
// (fake-log.ts), the messages its gRPC services' (fake-protocol.ts).
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createServer, Socket, type Server as NetServer } from 'node:net';
import * as grpc from '@grpc/grpc-js';
import { serveBatchAppend, ServerFeaturesService, supportedMethods } from './fake-batch-append.js';
import { FakeLog, type FakeRecord } from './fake-log.js';
import {
  appendResp,
  expectedOf,
  pb,
  streamDeleted,
  streamName,
  toFakeInput,
  toServiceError,
  wrongExpectedVersionError,
  type FakeError,
} from './fake-protocol.js';
import { serveRead, type LiveSubscription } from './fake-read.js';

export type { FakeError } from './fake-protocol.js';

const require = createRequire(import.meta.url);
const { StreamsService } = require('@eventstore/db-client/generated/streams_grpc_pb') as {
  StreamsService: grpc.ServiceDefinition;
};
/* eslint-disable @typescript-eslint/no-explicit-any -- the generated protobuf classes are untyped CommonJS */

export type FakeMethod = 'read' | 'subscribe' | 'append';

export interface FakeOptions {
  /** Send the caughtUp message after history (servers from 23.10 do; older ones never do). */
  readonly caughtUp?: boolean;
  /** List BatchAppend in ServerFeatures, as servers from 21.10 do (default); false: the plain Append path. */
  readonly batchAppend?: boolean;
  /** The port clients connect to (0 or absent: a free one). */
  readonly port?: number;
}

export class FakeEventStoreDb {
  log = new FakeLog();
  /** Methods that accept a call and then never answer (a hung server). */
  readonly stalled = new Set<FakeMethod>();
  /** Calls served per gRPC method, to tell which path the client took. */
  readonly calls = { append: 0, batchAppend: 0, read: 0, delete: 0, tombstone: 0 };
  /** Errors the next calls of a method fail with, first in first out. */
  private readonly failures = new Map<FakeMethod, FakeError[]>();
  private readonly live = new Set<LiveSubscription>();
  private readonly sockets = new Set<Socket>();
  private refusing = false;
  private grpcServer!: grpc.Server;
  private proxy!: NetServer;
  private proxyPort = 0;
  caughtUp: boolean;
  readonly batchAppend: boolean;

  private constructor(options: FakeOptions) {
    this.caughtUp = options.caughtUp ?? true;
    this.batchAppend = options.batchAppend ?? true;
  }

  static async start(options: FakeOptions = {}): Promise<FakeEventStoreDb> {
    const fake = new FakeEventStoreDb(options);
    const grpcPort = await fake.startGrpc();
    await fake.startProxy(grpcPort, options.port ?? 0);
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
      batchAppend: (call: grpc.ServerDuplexStream<any, any>) => {
        this.calls.batchAppend += 1;
        serveBatchAppend(call, () => this.batchHost());
      },
      delete: (call: grpc.ServerUnaryCall<any, any>, done: grpc.sendUnaryData<any>) => this.remove(call, done, false),
      tombstone: (call: grpc.ServerUnaryCall<any, any>, done: grpc.sendUnaryData<any>) => this.remove(call, done, true),
    });
    this.grpcServer.addService(ServerFeaturesService, {
      getSupportedMethods: (_call: unknown, done: grpc.sendUnaryData<any>) =>
        done(null, supportedMethods(this.batchAppend)),
    });
    return new Promise((resolve, reject) =>
      this.grpcServer.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (error, port) =>
        error ? reject(error) : resolve(port),
      ),
    );
  }

  private startProxy(grpcPort: number, port: number): Promise<void> {
    this.proxy = createServer((client) => {
      if (this.refusing) return void client.destroy();
      const upstream = new Socket();
      // Without it Nagle's algorithm and delayed ACKs hold small frames back: the plain Append path
      // took 55 ms per append here instead of 20 ms (200 single-event appends, loaded machine).
      client.setNoDelay(true);
      upstream.setNoDelay(true);
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
      this.proxy.listen(port, '127.0.0.1', () => {
        this.proxyPort = (this.proxy.address() as { port: number }).port;
        resolve();
      }),
    );
  }

  private read(call: grpc.ServerWritableStream<any, any>): void {
    this.calls.read += 1;
    const subscribing = call.request.getOptions().hasSubscription();
    const method: FakeMethod = subscribing ? 'subscribe' : 'read';
    const failure = this.takeFailure(method);
    if (failure) return void call.emit('error', toServiceError(failure));
    if (this.stalled.has(method)) return;
    serveRead(call, { log: this.log, caughtUp: this.caughtUp, live: this.live });
  }

  private append(call: grpc.ServerReadableStream<any, any>, done: grpc.sendUnaryData<any>): void {
    this.calls.append += 1;
    const requests: any[] = [];
    call.on('data', (request) => requests.push(request));
    call.on('end', () => {
      const failure = this.takeFailure('append');
      if (failure) return done(toServiceError(failure));
      if (this.stalled.has('append')) return;
      const options = requests[0].getOptions();
      const stream = streamName(options.getStreamIdentifier());
      const proposed = requests.slice(1).map((r) => toFakeInput(r.getProposedMessage()));
      const outcome = this.log.appendExpecting(stream, expectedOf(options), proposed);
      if (outcome.kind === 'deleted') return done(toServiceError(streamDeleted(stream)));
      if (outcome.kind === 'ok') this.publish(outcome.written);
      done(null, appendResp(outcome));
    });
  }

  /** Streams.Delete (soft) and Streams.Tombstone (hard); the rules are in FakeLog.remove. */
  private remove(call: grpc.ServerUnaryCall<any, any>, done: grpc.sendUnaryData<any>, hard: boolean): void {
    this.calls[hard ? 'tombstone' : 'delete'] += 1;
    const options = call.request.getOptions();
    const stream = streamName(options.getStreamIdentifier());
    const expected = expectedOf(options);
    const outcome = this.log.remove(stream, expected, hard);
    if (outcome.kind === 'deleted') return done(toServiceError(streamDeleted(stream)));
    if (outcome.kind === 'conflict')
      return done(toServiceError(wrongExpectedVersionError(stream, outcome.current, expected)));
    this.publish(outcome.written);
    if (hard) this.dropSubscriptionsOf(stream);
    const Resp = hard ? pb.TombstoneResp : pb.DeleteResp;
    const position = String(outcome.position);
    done(null, new Resp().setPosition(new Resp.Position().setCommitPosition(position).setPreparePosition(position)));
  }

  /** A tombstone ends the stream's subscriptions with StreamDeleted (SubscriptionDropReason.StreamDeleted). */
  private dropSubscriptionsOf(stream: string): void {
    for (const sub of this.live) {
      if (sub.stream !== stream) continue;
      this.live.delete(sub);
      sub.call.emit('error', toServiceError(streamDeleted(stream)));
    }
  }

  private batchHost() {
    return {
      log: this.log,
      stalled: this.stalled.has('append'),
      takeFailure: () => this.takeFailure('append'),
      publish: (records: readonly FakeRecord[]) => this.publish(records),
    };
  }

  private publish(records: readonly FakeRecord[]): void {
    for (const sub of this.live) {
      for (const record of records) sub.offer(record);
    }
  }
}
