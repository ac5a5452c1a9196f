/** Yields `read()` now and then every `intervalMs` until the subscriber leaves (the round clock ticks). */
export function ticker<T>(read: () => T, intervalMs: number): AsyncIterableIterator<T> {
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  let done = false;
  let first = true;
  const iterator: AsyncIterableIterator<T> = {
    async next() {
      if (done) return { done: true, value: undefined };
      if (!first) {
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, intervalMs);
        });
      }
      first = false;
      return done ? { done: true, value: undefined } : { done: false, value: read() };
    },
    async return() {
      done = true;
      clearTimeout(timer);
      wake?.();
      return { done: true, value: undefined };
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
