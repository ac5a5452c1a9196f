import { describe, expect, it } from 'vitest';
import { recordedAt } from './recorded-at.js';

describe('recordedAt', () => {
  it('reads the time stamped on the metadata', () => {
    expect(recordedAt({ at: '2026-03-01T10:00:00.000Z', actor: 'x' })).toBe('2026-03-01T10:00:00.000Z');
  });

  it('is null without metadata, without a stamp, or with a stamp that is not text', () => {
    for (const metadata of [undefined, null, {}, { at: 5 }]) expect(recordedAt(metadata)).toBeNull();
  });
});
