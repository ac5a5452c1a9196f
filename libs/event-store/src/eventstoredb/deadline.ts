import { DeadlineExceededError } from '../errors.js';

/**
 * Yields from `source` while each next item arrives within `ms`; otherwise throws
 * DeadlineExceededError. The client's reads have no deadline of their own (it sets none on
 * streaming calls), so a server that stops answering would hang a read forever. Time the
 * consumer spends between items does not count.
 */
export async function* withIdleDeadline<T>(source: AsyncIterable<T>, ms: number, operation: string): AsyncGenerator<T> {
  const iterator = source[Symbol.asyncIterator]();
  let finished = false;
  try {
    for (;;) {
      let timer: NodeJS.Timeout | undefined;
      const next = iterator.next();
      const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
      const result = await Promise.race([next, timeout]).finally(() => clearTimeout(timer));
      if (result === 'timeout') {
        next.catch(() => undefined);
        throw new DeadlineExceededError(operation, ms);
      }
      if (result.done) {
        finished = true;
        return;
      }
      yield result.value;
    }
  } finally {
    if (!finished) void iterator.return?.()?.catch(() => undefined);
  }
}

/** Resolves like `promise`, or rejects with DeadlineExceededError after `ms`. */
export async function withDeadline<T>(promise: Promise<T>, ms: number, operation: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>(
    (_, reject) => (timer = setTimeout(() => reject(new DeadlineExceededError(operation, ms)), ms)),
  );
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
    promise.catch(() => undefined);
  }
}
