import { describe, expect, it } from 'vitest';
import { coveredHeight } from './bottom-inset';

describe('bottom inset of a fixed panel', () => {
  it('is the panel’s whole height, rounded up, while it is fixed over the bottom of a phone’s screen', () => {
    expect(coveredHeight('fixed', 212.4)).toBe(213);
  });

  it('is nothing while the panel flows with the page (a laptop keeps it sticky in the table)', () => {
    expect(coveredHeight('sticky', 212.4)).toBe(0);
    expect(coveredHeight('static', 90)).toBe(0);
  });
});
