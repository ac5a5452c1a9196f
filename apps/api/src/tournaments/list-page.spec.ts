import { describe, expect, it } from 'vitest';
import { MAX_PAGE_ROWS, pageOf, pageProblems } from './list-page.js';

const field = Array.from({ length: 2048 }, (_, n) => n + 1);

describe('one page of a long tournament list', () => {
  it('gives the rows at the offset and the total', () => {
    expect(pageOf(field, 50, 50)).toMatchObject({ total: 2048, offset: 50, limit: 50, rows: field.slice(50, 100) });
  });

  it('caps the limit and turns an offset past the end into the last page', () => {
    expect(pageOf(field, 0, 5000).limit).toBe(MAX_PAGE_ROWS);
    expect(pageOf(field, 999_950, 50)).toMatchObject({ offset: 2000, rows: field.slice(2000) });
    expect(pageOf([], 100, 50)).toMatchObject({ total: 0, offset: 0, rows: [] });
  });

  it('refuses a negative offset, a limit below 1 and an overlong search', () => {
    expect(pageProblems({ offset: 0, limit: 50, q: 'jose' })).toEqual([]);
    expect(pageProblems({ offset: -1, limit: 0, q: 'x'.repeat(81) }).map((p) => p.path)).toEqual([
      'offset',
      'limit',
      'q',
    ]);
  });
});
