import {
  MaxAppendSizeExceededError as EsdbMaxAppendSizeExceededError,
  StreamNotFoundError as EsdbStreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import { describe, expect, it } from 'vitest';
import {
  MaxAppendSizeExceededError,
  StoreFaultError,
  StoreUnavailableError,
  StreamNotFoundError,
  WrongExpectedVersionError,
} from '../errors.js';
import { prepareAppend } from '../prepare-events.js';
import { isSystemEvent, mapEsdbError, toEsdbEvents, toEsdbExpected, toRecordedEvent } from './mapping.js';

describe('EventStoreDB mapping', () => {
  it('maps the client errors to ours, keeping expected and actual versions', () => {
    const conflict = new EsdbWrongExpectedVersionError(undefined, { streamName: 'match-1', expected: 3n, current: 5n });
    const mapped = mapEsdbError(conflict, {
      operation: 'append',
      stream: 'match-1',
      expected: 3n,
    }) as WrongExpectedVersionError;
    expect(mapped).toBeInstanceOf(WrongExpectedVersionError);
    expect([mapped.streamName, mapped.expectedVersion, mapped.actualVersion]).toEqual(['match-1', 3n, 5n]);
    const missing = new EsdbWrongExpectedVersionError(undefined, {
      streamName: 'match-2',
      expected: 'stream_exists',
      current: 'no_stream',
    });
    expect(
      (
        mapEsdbError(missing, {
          operation: 'append',
          stream: 'match-2',
          expected: 'stream_exists',
        }) as WrongExpectedVersionError
      ).actualVersion,
    ).toBe('no_stream');
    expect(
      mapEsdbError(new EsdbStreamNotFoundError(undefined, 'match-3'), { operation: 'read', stream: 'match-3' }),
    ).toBeInstanceOf(StreamNotFoundError);
    const tooBig = mapEsdbError(new EsdbMaxAppendSizeExceededError(undefined, 1_048_576), {
      operation: 'append',
      stream: 'm',
      size: 2_000_000,
    }) as MaxAppendSizeExceededError;
    expect([tooBig.size, tooBig.maxSize]).toEqual([2_000_000, 1_048_576]);
  });

  it('wraps errors that are not the client own: network ones as unavailable, the rest as faults, keeping the cause', () => {
    const network = new Error('connect ECONNREFUSED 127.0.0.1:2113');
    const unavailable = mapEsdbError(network, { operation: 'read', stream: 'm' });
    expect(unavailable).toBeInstanceOf(StoreUnavailableError);
    expect(unavailable.cause).toBe(network);
    const odd = mapEsdbError(new Error('something else'), { operation: 'read', stream: 'm' });
    expect(odd).toBeInstanceOf(StoreFaultError);
    expect(odd.text.es).not.toBe(odd.text.en);
  });

  it('passes expected revisions through as the client spells them', () => {
    expect(['any', 'no_stream', 'stream_exists', 7n].map((e) => toEsdbExpected(e as never))).toEqual([
      'any',
      'no_stream',
      'stream_exists',
      7n,
    ]);
  });

  it('sends JSON events with their ids and reads them back as our records', () => {
    const events = [
      { id: '6F1C2D3E-0000-4000-8000-000000000001', type: 'Played', data: { card: 'x' }, metadata: { by: 'p1' } },
    ];
    const [sent] = toEsdbEvents(events, prepareAppend(events));
    expect(sent).toEqual({
      id: '6f1c2d3e-0000-4000-8000-000000000001',
      contentType: 'application/json',
      type: 'Played',
      data: { card: 'x' },
      metadata: { by: 'p1' },
    });
    const created = new Date(0);
    const recorded = toRecordedEvent({
      event: {
        streamId: 's',
        id: sent!.id,
        isJson: true,
        revision: 4n,
        type: 'Played',
        created,
        data: { card: 'x' },
        metadata: undefined,
        position: { commit: 90n, prepare: 90n },
      },
    });
    expect(recorded).toEqual({
      id: sent!.id,
      streamId: 's',
      type: 'Played',
      revision: 4n,
      position: 90n,
      data: { card: 'x' },
      metadata: null,
      created,
    });
  });

  it('treats the server own streams and event types as system events', () => {
    const event = (streamId: string, type: string) => ({
      event: {
        streamId,
        id: 'x',
        isJson: true as const,
        revision: 0n,
        type,
        created: new Date(0),
        data: {},
        metadata: undefined,
      },
    });
    expect(isSystemEvent(event('$stats-0.0.0.0:2113', 'x'))).toBe(true);
    expect(isSystemEvent(event('match-1', '$metadata'))).toBe(true);
    expect(isSystemEvent(event('match-1', 'Played'))).toBe(false);
  });
});
