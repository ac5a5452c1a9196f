import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventNumber, eventNumberOfSeq, logIndexOf, OPENING_SEQ, seqOfEventNumber } from './event-numbers.js';

describe('the one event numbering people read', () => {
  it('numbers the first event of the log 1 and the opening state 0', () => {
    expect(eventNumber(0)).toBe(1);
    expect(eventNumber(-1)).toBe(0);
    expect(eventNumberOfSeq(OPENING_SEQ)).toBe(0);
  });

  it('gives a log position and its replay chain line the same number', () => {
    // The chain is the header (0), the seeds line (1), then one line per log entry in order.
    fc.assert(
      fc.property(fc.nat(100_000), (index) => {
        const seq = index + 2;
        expect(eventNumberOfSeq(seq)).toBe(eventNumber(index));
        expect(seqOfEventNumber(eventNumber(index))).toBe(seq);
        expect(logIndexOf(eventNumber(index))).toBe(index);
      }),
    );
  });
});
