import { describe, expect, it } from 'vitest';
import { newerView } from './newest-view';

interface View {
  readonly status: string;
  readonly eventCount: number;
  readonly version: number;
}

// A friendly match: created (1 event), my seed (2), the rival's seed and the match seeded (4).
const created: View = { status: 'awaiting-seeds', eventCount: 0, version: 1 };
const mySeedIn: View = { status: 'awaiting-seeds', eventCount: 0, version: 2 };
const started: View = { status: 'live', eventCount: 0, version: 4 };
const firstMove: View = { status: 'live', eventCount: 1, version: 5 };

describe('the view a match page keeps', () => {
  it('keeps the started match when the answer to my seed arrives after the push of the rival’s seed', () => {
    expect(newerView(started, mySeedIn)).toBe(started);
  });

  it('takes the started match when its push arrives after the answer to my seed', () => {
    expect(newerView(mySeedIn, started)).toBe(started);
  });

  it('keeps a move already shown when an older push arrives late', () => {
    expect(newerView(firstMove, started)).toBe(firstMove);
    expect(newerView(firstMove, created)).toBe(firstMove);
  });

  it('takes a view of the same version (the same events, read again)', () => {
    const again: View = { ...started };
    expect(newerView(started, again)).toBe(again);
  });
});
