// Streams.BatchAppend and ServerFeatures for FakeEventStoreDb (tests only). Servers from 21.10
// list BatchAppend among their features, and the client then sends every append through one
// long-lived BatchAppend call per connection (@eventstore/db-client
// dist/streams/appendToStream/index.js, batchAppend.js): the production path.
import { createRequire } from 'node:module';
import * as grpc from '@grpc/grpc-js';
import type { FakeLog, FakeOutcome, FakeRecord } from './fake-log.js';
import {
  batchAppendError,
  batchAppendNotHandled,
  batchAppendResp,
  expectedOf,
  streamName,
  toFakeInput,
  toServiceError,
  type FakeError,
} from './fake-protocol.js';

const require = createRequire(import.meta.url);
/* eslint-disable @typescript-eslint/no-explicit-any -- the generated protobuf classes are untyped CommonJS */
const features = require('@eventstore/db-client/generated/serverfeatures_pb') as any;
export const { ServerFeaturesService } = require('@eventstore/db-client/generated/serverfeatures_grpc_pb') as {
  ServerFeaturesService: grpc.ServiceDefinition;
};

/** What the BatchAppend handler needs from the server. */
export interface BatchAppendHost {
  readonly log: FakeLog;
  readonly stalled: boolean;
  takeFailure(): FakeError | undefined;
  publish(records: readonly FakeRecord[]): void;
}

/** ServerFeatures.GetSupportedMethods, naming the Streams methods this stand-in serves. */
export function supportedMethods(batchAppend: boolean): any {
  const methods = ['read', 'append', 'delete', 'tombstone', ...(batchAppend ? ['batchappend'] : [])];
  const list = methods.map((name) =>
    new features.SupportedMethod().setServiceName('event_store.client.streams.streams').setMethodName(name),
  );
  return new features.SupportedMethods().setMethodsList(list).setEventStoreServerVersion('24.10.0');
}

/**
 * One BatchAppend call: each append is one or more requests with the same correlation id, the
 * first carrying the options, the last `is_final`; each gets one answer with that id
 * (Streams.BatchAppend.cs). An append whose deadline (in its options) passes unanswered is
 * answered Status.Timeout, as the server's ClientWriteRequest timer does.
 */
export function serveBatchAppend(call: grpc.ServerDuplexStream<any, any>, host: () => BatchAppendHost): void {
  const pending = new Map<string, { options: any; events: any[] }>();
  call.on('data', (request: any) => {
    const id = request.getCorrelationId().getString() as string;
    if (request.hasOptions()) pending.set(id, { options: request.getOptions(), events: [] });
    const write = pending.get(id);
    if (!write) return;
    write.events.push(...request.getProposedMessagesList());
    if (!request.getIsFinal()) return;
    pending.delete(id);
    answer(call, host(), request, write.options, write.events);
  });
  call.on('end', () => call.end());
  call.on('error', () => undefined);
}

function answer(
  call: grpc.ServerDuplexStream<any, any>,
  host: BatchAppendHost,
  request: any,
  options: any,
  events: any[],
) {
  const stream = streamName(options.getStreamIdentifier());
  const failure = host.takeFailure();
  if (failure) return failWith(call, request, stream, failure);
  const deadline = deadlineOf(options);
  if (host.stalled) {
    const timer = setTimeout(() => write(call, batchAppendError(request, stream, 'Timeout')), deadline - Date.now());
    call.on('close', () => clearTimeout(timer));
    return;
  }
  if (deadline <= Date.now()) return write(call, batchAppendError(request, stream, 'Timeout'));
  const expected = expectedOf(options);
  const outcome: FakeOutcome = host.log.appendExpecting(stream, expected, events.map(toFakeInput));
  if (outcome.kind === 'ok') host.publish(outcome.written);
  write(call, batchAppendResp(request, stream, outcome, expected));
}

/**
 * A failure injected by a test: access denied, a deleted stream and a server not ready or too
 * busy are answers to the one append (Status.AccessDenied, Status.StreamDeleted, NotHandled);
 * anything else (not leader, unavailable, internal) fails the whole call, as the server's
 * RpcExceptions do.
 */
function failWith(call: grpc.ServerDuplexStream<any, any>, request: any, stream: string, failure: FakeError) {
  const exception = failure.metadata?.['exception'];
  if (exception === 'access-denied') return write(call, batchAppendError(request, stream, 'AccessDenied'));
  if (exception === 'stream-deleted') {
    return write(call, batchAppendResp(request, stream, { kind: 'deleted' }, 'any'));
  }
  if (failure.code === grpc.status.UNAVAILABLE && /not ready|busy/i.test(failure.details)) {
    return write(call, batchAppendNotHandled(request, stream, failure.details));
  }
  call.emit('error', toServiceError(failure));
}

function deadlineOf(options: any): number {
  if (!options.hasDeadline()) return Number.POSITIVE_INFINITY;
  const deadline = options.getDeadline();
  return Number(deadline.getSeconds()) * 1000 + Math.floor(deadline.getNanos() / 1e6);
}

function write(call: grpc.ServerDuplexStream<any, any>, resp: any): void {
  if (!call.destroyed) call.write(resp);
}
