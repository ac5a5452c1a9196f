import type { ExpectedRevision } from './types.js';

export class WrongExpectedVersionError extends Error {
  override readonly name = 'WrongExpectedVersionError';
  constructor(
    readonly streamName: string,
    readonly expectedVersion: ExpectedRevision,
    /** The stream's current revision, or 'no_stream' when it does not exist. */
    readonly actualVersion: bigint | 'no_stream',
  ) {
    super(`Wrong expected version on ${streamName}: expected ${String(expectedVersion)}, actual ${String(actualVersion)}`);
  }
}

export class StreamNotFoundError extends Error {
  override readonly name = 'StreamNotFoundError';
  constructor(readonly streamName: string) {
    super(`Stream not found: ${streamName}`);
  }
}

export class MaxAppendSizeExceededError extends Error {
  override readonly name = 'MaxAppendSizeExceededError';
  constructor(readonly size: number, readonly maxSize: number) {
    super(`Append of ${size} bytes exceeds the maximum of ${maxSize}`);
  }
}
