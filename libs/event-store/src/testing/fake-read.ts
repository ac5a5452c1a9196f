// Streams.Read for FakeEventStoreDb (tests only): reads of a stream or `$all` in either direction,
// and catch-up subscriptions — confirmation, history after the checkpoint, caughtUp (servers from
// 23.10), then live events — as EventStoreDB's Enumerators (ReadStreamForwards/Backwards,
// ReadAll*, StreamSubscription, AllSubscriptionFiltered) answer them. Subscription checkpoints
// are exclusive ("You will only receive the next event after the subscribed position",
// docs.kurrent.io/clients/golang/v1.0/subscriptions.html); a stream that does not exist yet is
// caught up at once (fixed in KurrentDB 24.2; see github.com/kurrent-io/KurrentDB/issues/4115).
import { randomUUID } from 'node:crypto';
import type * as grpc from '@grpc/grpc-js';
import type { FakeLog, FakeQuery, FakeRecord } from './fake-log.js';
import { pb, readResp, streamDeleted, streamName, streamNotFoundResp, toServiceError } from './fake-protocol.js';

/* eslint-disable @typescript-eslint/no-explicit-any -- the generated protobuf classes are untyped CommonJS */

export interface LiveSubscription {
  readonly call: grpc.ServerWritableStream<any, any>;
  /** The subscribed stream; undefined for `$all`. */
  readonly stream: string | undefined;
  /** Hands a newly written record to the subscription, which sends it if its filter lets it through. */
  offer(record: FakeRecord): void;
}

export interface ReadHost {
  readonly log: FakeLog;
  readonly caughtUp: boolean;
  readonly live: Set<LiveSubscription>;
}

export function serveRead(call: grpc.ServerWritableStream<any, any>, host: ReadHost): void {
  const options = call.request.getOptions();
  if (options.hasSubscription()) return subscribe(call, options, host);
  const stream = options.hasStream() ? streamName(options.getStream().getStreamIdentifier()) : undefined;
  // RpcExceptions.StreamDeleted for a tombstoned stream; StreamNotFound for one never written or soft-deleted.
  if (stream !== undefined && host.log.isTombstoned(stream)) {
    return void call.emit('error', toServiceError(streamDeleted(stream)));
  }
  if (stream !== undefined && !host.log.hasStream(stream)) {
    call.write(streamNotFoundResp(options.getStream().getStreamIdentifier()));
    return void call.end();
  }
  for (const record of host.log.read(readQuery(options, stream))) call.write(readResp(record, stream === undefined));
  call.end();
}

function subscribe(call: grpc.ServerWritableStream<any, any>, options: any, host: ReadHost): void {
  const all = options.hasAll();
  const stream = all ? undefined : streamName(options.getStream().getStreamIdentifier());
  if (stream !== undefined && host.log.isTombstoned(stream)) {
    return void call.emit('error', toServiceError(streamDeleted(stream)));
  }
  const after = all ? allCheckpoint(options.getAll()) : streamCheckpoint(options.getStream());
  call.write(
    new pb.ReadResp().setConfirmation(new pb.ReadResp.SubscriptionConfirmation().setSubscriptionId(randomUUID())),
  );
  const sub = liveSubscription(call, options, stream);
  const history = all
    ? host.log.records.filter((r) => after === undefined || r.position > after)
    : host.log.visible(stream!).filter((r) => after === undefined || r.revision > after);
  for (const record of history) sub.offer(record);
  if (host.caughtUp) call.write(new pb.ReadResp().setCaughtUp(new pb.ReadResp.CaughtUp()));
  host.live.add(sub);
  call.on('cancelled', () => host.live.delete(sub));
  call.on('close', () => host.live.delete(sub));
}

/**
 * The adapter's `$all` filter excludes system events (`excludeSystemEvents`, a regex on the
 * event type); the server then sends a checkpoint every `max × checkpointIntervalMultiplier`
 * events it looked at, passed or not, "since the results of a server-side filtering subscription
 * can be sparsely spread out" (hexdocs.pm/spear Spear.Filter.Checkpoint; AllSubscriptionFiltered).
 * The commit and prepare positions are equal: gRPC appends are single-record transactions.
 */
function liveSubscription(call: grpc.ServerWritableStream<any, any>, options: any, stream: string | undefined) {
  const filter = options.hasFilter() ? options.getFilter() : undefined;
  const pattern = filter?.hasEventType() ? new RegExp(filter.getEventType().getRegex()) : undefined;
  const interval = filter ? (filter.getMax() || 32) * Math.max(filter.getCheckpointintervalmultiplier(), 1) : 0;
  let seen = 0;
  const sub: LiveSubscription = {
    call,
    stream,
    offer(record) {
      if (stream !== undefined && record.stream !== stream) return;
      if (pattern === undefined || pattern.test(record.type)) call.write(readResp(record, stream === undefined));
      seen += 1;
      if (interval > 0 && seen % interval === 0) call.write(checkpointResp(record.position));
    },
  };
  return sub;
}

function checkpointResp(position: bigint): any {
  const checkpoint = new pb.ReadResp.Checkpoint().setCommitPosition(String(position));
  return new pb.ReadResp().setCheckpoint(checkpoint.setPreparePosition(String(position)));
}

function allCheckpoint(all: any): bigint | undefined {
  return all.hasPosition() ? BigInt(all.getPosition().getCommitPosition()) : undefined;
}

function streamCheckpoint(stream: any): bigint | undefined {
  return stream.hasRevision() ? BigInt(stream.getRevision()) : undefined;
}

function readQuery(options: any, stream: string | undefined): FakeQuery {
  const backwards = options.getReadDirection() === pb.ReadReq.Options.ReadDirection.BACKWARDS;
  const count = Number(options.getCount());
  const at = stream !== undefined ? options.getStream() : options.getAll();
  const from =
    stream !== undefined && at.hasRevision()
      ? BigInt(at.getRevision())
      : stream === undefined && at.hasPosition()
        ? BigInt(at.getPosition().getCommitPosition())
        : at.hasEnd()
          ? ('end' as const)
          : ('start' as const);
  return { stream, backwards, count, from };
}
