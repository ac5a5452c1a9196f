import { describe, expect, it } from 'vitest';
import { coveredHeight, scrollInset } from './bottom-inset';

describe('bottom inset of a fixed panel', () => {
  it('is the panel’s whole height, rounded up, while it is fixed over the bottom of a phone’s screen', () => {
    expect(coveredHeight('fixed', 212.4)).toBe(213);
  });

  it('is nothing while the panel flows with the page (a laptop keeps it sticky in the table)', () => {
    expect(coveredHeight('sticky', 212.4)).toBe(0);
    expect(coveredHeight('static', 90)).toBe(0);
  });
});

describe('scroll padding for the choice panel', () => {
  it('keeps what gets focus clear of the panel while it is sticky at the bottom of a laptop’s table, as when it is fixed on a phone', () => {
    expect(scrollInset('sticky', 212.4)).toBe(213);
    expect(scrollInset('fixed', 90)).toBe(90);
    expect(scrollInset('static', 90)).toBe(0);
  });
});
