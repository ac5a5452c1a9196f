import { describe, expect, it } from 'vitest';
import { interactiveAt } from './bench-page-measure.js';
import { floorHtml, median } from './bench-page.js';

describe('the page half of bench event', () => {
  it('writes a floor page of exactly the size of the page it stands beside', () => {
    for (const bytes of [400, 4_096, 123_457, 1_500_000]) {
      const html = floorHtml(bytes);
      expect(Buffer.byteLength(html), String(bytes)).toBe(bytes);
      expect(html).toMatch(/^<!doctype html>/);
      expect(html).toContain('</html>');
    }
  });

  it('reports the middle run', () => {
    expect(median([900, 300, 600])).toBe(600);
    expect(median([400, 200])).toBe(300);
  });

  it('waits for the hydration mark, then for the last long task and a quiet window after it', () => {
    const clock = { now: 1_000, domContentLoaded: 300, hydrated: null, lastLongTaskEnd: 0 };
    expect(interactiveAt(clock, true)).toBeNull();
    expect(interactiveAt({ ...clock, hydrated: 700 }, true)).toBeNull();
    expect(interactiveAt({ ...clock, now: 2_800, hydrated: 700 }, true)).toBe(700);
    expect(interactiveAt({ ...clock, now: 2_800, hydrated: 700, lastLongTaskEnd: 1_200 }, true)).toBeNull();
    expect(interactiveAt({ ...clock, now: 3_300, hydrated: 700, lastLongTaskEnd: 1_200 }, true)).toBe(1_200);
  });

  it('takes DOMContentLoaded for a static page, which leaves no mark', () => {
    expect(interactiveAt({ now: 2_400, domContentLoaded: 250, hydrated: null, lastLongTaskEnd: 0 }, false)).toBe(250);
  });
});
