/**
 * When the server recorded an event: the `at` (ISO 8601) its command bus stamps on every event's
 * metadata; null for an event written without one.
 */
export function recordedAt(metadata: unknown): string | null {
  const at = (metadata as { at?: unknown } | null | undefined)?.at;
  return typeof at === 'string' ? at : null;
}
