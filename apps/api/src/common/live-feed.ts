/**
 * A live feed that starts with the present: it listens to `source` first, then yields `now()`,
 * then every value the source yields. A page rendered a moment before it subscribed therefore
 * never misses a change made in between: the change is either in `now()` or queued in the source.
 */
export async function* presentThenChanges<T>(source: AsyncIterableIterator<T>, now: () => T): AsyncGenerator<T> {
  // The pub/sub iterator registers its listener on its first `next()`, before any value is read.
  let next = source.next();
  try {
    yield now();
    for (;;) {
      const change = await next;
      if (change.done) return;
      next = source.next();
      yield change.value;
    }
  } finally {
    await source.return?.();
  }
}

/** Yields `read()` now and after each change of the source, skipping a value equal to the last one sent. */
export async function* readOnChange<T>(
  source: AsyncIterableIterator<unknown>,
  read: () => T,
  options: { distinct?: boolean; while?: () => boolean } = {},
): AsyncGenerator<T> {
  let last: string | undefined;
  for await (const _ of presentThenChanges<unknown>(source, () => null)) {
    if (options.while && !options.while()) return;
    const value = read();
    if (options.distinct) {
      const key = JSON.stringify(value);
      if (key === last) continue;
      last = key;
    }
    yield value;
  }
}
