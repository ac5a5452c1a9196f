/**
 * Per-state memo for what legal-command listing asks many times of one state (payments, targets,
 * passive strength). States are never changed in place, so a value found for a state stays true
 * for it; the cache goes with the state (WeakMap). Pure: same state, same answer.
 */
const caches = new WeakMap<object, Map<string, unknown>>();

export function memo<T>(state: object, key: string, compute: () => T): T {
  let cache = caches.get(state);
  if (cache === undefined) {
    cache = new Map();
    caches.set(state, cache);
  }
  if (cache.has(key)) return cache.get(key) as T;
  const value = compute();
  cache.set(key, value);
  return value;
}
