import type { ReplayRecord } from '@cronica/replay';

/**
 * Hidden values are stored in fixed-size form. A match event holds each secret of its replay
 * record in clear twice (in the game's `data` or the draw's `random`, and in the record's reveal)
 * and a hidden decision once (in its reveal). Left as they are, the stored size of an event —
 * and so any byte position of the store — would tell a drawn card's id by its length. Each secret
 * is therefore accounted at a fixed width, and `metadata.pad` carries the difference, so events
 * that differ only in hidden values have the same stored size (SECURITY.md, "Hidden information").
 *
 * A value longer than the width takes the next multiple of it: no secret of the games' own bot
 * matches comes near (secret-padding.spec.ts measures every registered game).
 */
export const SECRET_WIDTH = 256;

const UTF8 = new TextEncoder();
const bytes = (value: unknown): number => UTF8.encode(JSON.stringify(value) ?? 'null').length;

/** The stored width of one secret of `size` bytes. */
export function paddedWidth(size: number): number {
  return Math.max(1, Math.ceil(size / SECRET_WIDTH)) * SECRET_WIDTH;
}

/** How many times a reveal's value is stored in clear: a decision only in its reveal. */
function copiesOf(path: readonly (string | number)[]): number {
  return path[0] === 'decision' ? 1 : 2;
}

/** The spaces that bring the event's secrets to their fixed widths (empty when it has none). */
export function secretPadding(record: ReplayRecord): string {
  let missing = 0;
  for (const reveal of record.reveals ?? []) {
    const size = bytes(reveal.value);
    missing += copiesOf(reveal.path) * (paddedWidth(size) - size);
  }
  return ' '.repeat(missing);
}
