// The messages FakeEventStoreDb speaks (tests only), built from the message definitions the client
// package ships (generated/*_pb): the server's answers as EventStoreDB's gRPC services write them
// (EventStore/EventStore, src/EventStore.Core/Services/Transport/Grpc: Streams.Append.cs,
// Streams.BatchAppend.cs, Status.cs, BatchAppendResp.cs, RpcExceptions.cs).
import { createRequire } from 'node:module';
import * as grpc from '@grpc/grpc-js';
import type { FakeExpected, FakeInput, FakeOutcome, FakeRecord } from './fake-log.js';

const require = createRequire(import.meta.url);
const fromClient = createRequire(require.resolve('@eventstore/db-client'));
/* eslint-disable @typescript-eslint/no-explicit-any -- the generated protobuf classes are untyped CommonJS */
export const pb = require('@eventstore/db-client/generated/streams_pb') as any;
export const shared = require('@eventstore/db-client/generated/shared_pb') as any;
const rpc = require('@eventstore/db-client/generated/status_pb') as any;
const code = require('@eventstore/db-client/generated/code_pb') as any;
const { Any } = fromClient('google-protobuf/google/protobuf/any_pb') as any;
const { Empty } = fromClient('google-protobuf/google/protobuf/empty_pb') as any;

/** A gRPC error as the server sends it: status code, details and the `exception` metadata. */
export interface FakeError {
  readonly code: grpc.status;
  readonly details: string;
  readonly metadata?: Record<string, string>;
}

export function toServiceError(error: FakeError): Partial<grpc.ServiceError> {
  const metadata = new grpc.Metadata();
  for (const [key, value] of Object.entries(error.metadata ?? {})) metadata.set(key, value);
  return { code: error.code, details: error.details, metadata, name: 'Error', message: error.details };
}

/** RpcExceptions.StreamDeleted: what reads, subscriptions and the plain Append answer for a tombstoned stream. */
export function streamDeleted(stream: string): FakeError {
  return {
    code: grpc.status.FAILED_PRECONDITION,
    details: `Event stream '${stream}' is deleted.`,
    metadata: { exception: 'stream-deleted', 'stream-name': stream },
  };
}

/**
 * RpcExceptions.WrongExpectedVersion, as Delete and Tombstone answer a conflict: the stream's name,
 * the expected and the actual version (-1 for no stream) in the metadata. The client reads all
 * three and fails outside the call (an uncaught TypeError) when the name is missing.
 */
export function wrongExpectedVersionError(
  stream: string,
  current: bigint | undefined,
  expected: FakeExpected,
): FakeError {
  return {
    code: grpc.status.FAILED_PRECONDITION,
    details: 'WrongExpectedVersion',
    metadata: {
      exception: 'wrong-expected-version',
      'stream-name': stream,
      'actual-version': String(current ?? -1n),
      'expected-version': String(typeof expected === 'bigint' ? expected : -1n),
    },
  };
}

export function streamName(identifier: any): string {
  return Buffer.from(identifier.getStreamName_asU8()).toString('utf8');
}

export function identifierOf(stream: string): any {
  return new shared.StreamIdentifier().setStreamName(Buffer.from(stream));
}

/** The expected revision of Append, BatchAppend, Delete and Tombstone options (one oneof, names vary). */
export function expectedOf(options: any): FakeExpected {
  if (options.hasRevision?.()) return BigInt(options.getRevision());
  if (options.hasStreamPosition?.()) return BigInt(options.getStreamPosition());
  if (options.hasNoStream()) return 'no_stream';
  if (options.hasStreamExists()) return 'stream_exists';
  return 'any';
}

export function toFakeInput(message: any): FakeInput {
  const map = message.getMetadataMap();
  return {
    id: message.getId().getString(),
    type: map.get('type'),
    contentType: map.get('content-type'),
    data: Buffer.from(message.getData_asU8()),
    metadata: Buffer.from(message.getCustomMetadata_asU8()),
  };
}

/** Streams.Append's answer (AppendResp); a tombstoned stream is a call error instead. */
export function appendResp(outcome: Exclude<FakeOutcome, { kind: 'deleted' }>): any {
  if (outcome.kind === 'conflict') {
    const wrong = new pb.AppendResp.WrongExpectedVersion();
    if (outcome.current === undefined) wrong.setCurrentNoStream(new shared.Empty());
    else wrong.setCurrentRevision(String(outcome.current));
    return new pb.AppendResp().setWrongExpectedVersion(wrong);
  }
  const success = new pb.AppendResp.Success();
  if (outcome.revision === undefined) success.setNoStream(new shared.Empty());
  else success.setCurrentRevision(String(outcome.revision));
  if (outcome.position === undefined) success.setNoPosition(new shared.Empty());
  else {
    const position = String(outcome.position);
    success.setPosition(new pb.AppendResp.Position().setCommitPosition(position).setPreparePosition(position));
  }
  return new pb.AppendResp().setSuccess(success);
}

/** Streams.BatchAppend's answer to one append (BatchAppendResp), errors as google.rpc.Status (Status.cs). */
export function batchAppendResp(request: any, stream: string, outcome: FakeOutcome, expected: FakeExpected): any {
  const resp = new pb.BatchAppendResp().setCorrelationId(request.getCorrelationId());
  resp.setStreamIdentifier(identifierOf(stream));
  if (outcome.kind === 'deleted') {
    const deleted = new shared.StreamDeleted().setStreamIdentifier(identifierOf(stream));
    return resp.setError(status(code.Code.NOT_FOUND, 'StreamDeleted', deleted, 'StreamDeleted'));
  }
  if (outcome.kind === 'conflict') {
    return resp.setError(
      status(
        code.Code.ALREADY_EXISTS,
        'WrongExpectedVersion',
        wrongDetails(outcome.current, expected),
        'WrongExpectedVersion',
      ),
    );
  }
  const success = new pb.BatchAppendResp.Success();
  if (outcome.revision === undefined) success.setNoStream(new Empty());
  else success.setCurrentRevision(String(outcome.revision));
  if (outcome.position === undefined) success.setNoPosition(new Empty());
  else {
    const position = String(outcome.position);
    success.setPosition(new shared.AllStreamPosition().setCommitPosition(position).setPreparePosition(position));
  }
  return resp.setSuccess(success);
}

/** Status.Timeout, Status.AccessDenied and the like, for one append of a BatchAppend call. */
export function batchAppendError(request: any, stream: string, kind: 'Timeout' | 'AccessDenied'): any {
  const resp = new pb.BatchAppendResp().setCorrelationId(request.getCorrelationId());
  resp.setStreamIdentifier(identifierOf(stream));
  const detail = kind === 'Timeout' ? new shared.Timeout() : new shared.AccessDenied();
  const grpcCode = kind === 'Timeout' ? code.Code.DEADLINE_EXCEEDED : code.Code.PERMISSION_DENIED;
  return resp.setError(status(grpcCode, kind, detail, kind));
}

/**
 * ClientMessage.NotHandled on the BatchAppend path (server not ready or too busy): a Status with
 * no code and an empty `google.protobuf.Empty` detail, only its message saying why.
 */
export function batchAppendNotHandled(request: any, stream: string, message: string): any {
  const resp = new pb.BatchAppendResp().setCorrelationId(request.getCorrelationId());
  resp.setStreamIdentifier(identifierOf(stream));
  const packed = new Any();
  packed.pack(new Empty().serializeBinary(), 'google.protobuf.Empty');
  return resp.setError(new rpc.Status().setMessage(message).setDetails(packed));
}

function status(grpcCode: number, message: string, detail: any, typeName: string): any {
  const packed = new Any();
  packed.pack(detail.serializeBinary(), `event_store.client.${typeName}`);
  return new rpc.Status().setCode(grpcCode).setMessage(message).setDetails(packed);
}

function wrongDetails(current: bigint | undefined, expected: FakeExpected): any {
  const wrong = new shared.WrongExpectedVersion();
  if (current === undefined) wrong.setCurrentNoStream(new Empty());
  else wrong.setCurrentStreamRevision(String(current));
  if (expected === 'any') wrong.setExpectedAny(new Empty());
  else if (expected === 'no_stream') wrong.setExpectedNoStream(new Empty());
  else if (expected === 'stream_exists') wrong.setExpectedStreamExists(new Empty());
  else wrong.setExpectedStreamPosition(String(expected));
  return wrong;
}

/** One event of a read or subscription (ReadResp.ReadEvent), with its `$all` position when asked. */
export function readResp(record: FakeRecord, withCommitPosition: boolean): any {
  const recorded = new pb.ReadResp.ReadEvent.RecordedEvent();
  recorded.setId(new shared.UUID().setString(record.id));
  recorded.setStreamIdentifier(identifierOf(record.stream));
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

export function streamNotFoundResp(identifier: any): any {
  return new pb.ReadResp().setStreamNotFound(new pb.ReadResp.StreamNotFound().setStreamIdentifier(identifier));
}
