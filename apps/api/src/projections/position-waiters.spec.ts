import { isTransientStoreError } from '@cronica/event-store';
import { describe, expect, it, vi } from 'vitest';
import { clientErrorOf } from '../common/exception.filter.js';
import { PositionWaiters } from './position-waiters.js';

describe('waiting for the read models to reach a position', () => {
  it('answers at once for a position already projected, and when a later one arrives', async () => {
    const waiters = new PositionWaiters();
    waiters.advance(10n);
    await expect(waiters.wait(5n, 1000)).resolves.toBeUndefined();
    const later = waiters.wait(20n, 1000);
    waiters.advance(20n);
    await expect(later).resolves.toBeUndefined();
  });

  it('gives up with a retryable store error, which the client sees as STORE_UNAVAILABLE with a retry delay, not a masked fault', async () => {
    vi.useFakeTimers();
    try {
      const waiters = new PositionWaiters();
      waiters.advance(1n);
      const waiting = waiters.wait(99n, 5000);
      const settled = waiting.catch((error: unknown) => error);
      await vi.advanceTimersByTimeAsync(5000);
      const error = await settled;
      expect(isTransientStoreError(error)).toBe(true);
      const told = clientErrorOf(error);
      expect(told?.extensions).toMatchObject({ code: 'STORE_UNAVAILABLE', retryAfterSeconds: expect.any(Number) });
    } finally {
      vi.useRealTimers();
    }
  });
});
