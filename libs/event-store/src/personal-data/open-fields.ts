import { isSealedText } from './sealed-text.js';
import type { PersonalDataVault } from './vault.js';

function collect(value: unknown, found: Set<string>): void {
  if (isSealedText(value)) found.add(value);
  else if (Array.isArray(value)) for (const item of value) collect(item, found);
  else if (value !== null && typeof value === 'object') for (const item of Object.values(value)) collect(item, found);
}

/** The value with its sealed texts replaced; the same object when it held none (no needless copies). */
function replace(value: unknown, opened: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'string') return opened.get(value) ?? value;
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value);
  const replaced = entries.map(([, item]) => replace(item, opened));
  if (replaced.every((item, i) => item === entries[i]![1])) return value;
  if (Array.isArray(value)) return replaced;
  return Object.fromEntries(entries.map(([key], i) => [key, replaced[i]]));
}

/**
 * The same values with every sealed text opened: the person's text, or `erased` once their key is
 * gone. Plain text (events written before sealing) passes as it is. One look at the erasures
 * for the whole batch; values without sealed text are answered as given, without the vault.
 */
export async function openSealedFields<T>(
  vault: PersonalDataVault,
  values: readonly T[],
  erased: string,
): Promise<T[]> {
  const found = new Set<string>();
  for (const value of values) collect(value, found);
  if (found.size === 0) return [...values];
  const sealed = [...found];
  const texts = await vault.openMany(sealed);
  const opened = new Map(sealed.map((value, i) => [value, texts[i] ?? erased]));
  return values.map((value) => replace(value, opened) as T);
}

/** Events with their data opened (see openSealedFields); metadata never holds personal fields. */
export async function openSealedEvents<E extends { readonly data: unknown }>(
  vault: PersonalDataVault,
  events: readonly E[],
  erased: string,
): Promise<E[]> {
  const data = await openSealedFields(
    vault,
    events.map((event) => event.data),
    erased,
  );
  return events.map((event, i) => (data[i] === event.data ? event : { ...event, data: data[i] }));
}

/** A stream of events opened as they go by (a rebuild from `$all`), a page at a time. */
export async function* openSealedStream<E extends { readonly data: unknown }>(
  vault: PersonalDataVault,
  events: AsyncIterable<E>,
  erased: string,
  pageSize = 500,
): AsyncGenerator<E> {
  let page: E[] = [];
  for await (const event of events) {
    page.push(event);
    if (page.length >= pageSize) {
      yield* await openSealedEvents(vault, page, erased);
      page = [];
    }
  }
  yield* await openSealedEvents(vault, page, erased);
}
