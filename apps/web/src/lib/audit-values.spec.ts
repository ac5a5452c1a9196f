import { describe, expect, it } from 'vitest';
import { decisionIndexOf } from './audit-values';

const decided = (actor: number) => ({ kind: 'event', actor, decision: { type: 'Decide' } });
const follows = (actor: number) => ({ kind: 'event', actor, decision: null });
const ruling = { kind: 'ruling', actor: null, decision: null };

describe('which decision an audited event follows from', () => {
  // 0: seat 0 decides; 1–2 follow; 3: seat 1 decides; 4 follows; 5: a ruling; 6: a seat-1 event after it.
  const log = [decided(0), follows(0), follows(0), decided(1), follows(1), ruling, follows(1)];

  it('finds the nearest earlier event of the same seat that carries the decision', () => {
    expect(decisionIndexOf(log, 1)).toBe(0);
    expect(decisionIndexOf(log, 2)).toBe(0);
    expect(decisionIndexOf(log, 4)).toBe(3);
  });

  it('has none for a decision’s own event, a ruling, or an event a ruling or another seat stands before', () => {
    expect(decisionIndexOf(log, 0)).toBeNull();
    expect(decisionIndexOf(log, 3)).toBeNull();
    expect(decisionIndexOf(log, 5)).toBeNull();
    expect(decisionIndexOf(log, 6)).toBeNull();
    expect(decisionIndexOf([follows(1), follows(0)], 1)).toBeNull();
    expect(decisionIndexOf(log, 99)).toBeNull();
  });
});
