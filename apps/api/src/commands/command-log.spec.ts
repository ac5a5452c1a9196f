import { describe, expect, it } from 'vitest';
import { belongsElsewhere, fingerprintOf } from './command-log.js';

describe('what makes a resend the same command', () => {
  it('fingerprints a payload whatever the order of its keys, ignoring absent values', () => {
    expect(fingerprintOf({ a: 1, b: { c: [1, 2], d: 'x' } })).toBe(
      fingerprintOf({ b: { d: 'x', c: [1, 2] }, a: 1, e: undefined }),
    );
    expect(fingerprintOf({ a: 1 })).not.toBe(fingerprintOf({ a: 2 }));
    expect(fingerprintOf({ list: [1, 2] })).not.toBe(fingerprintOf({ list: [2, 1] }));
  });

  it('tells a reuse for another stream, command type or payload from a true resend', () => {
    const stored = { stream: 'tournament-t', command: 'CreateTournament', fingerprint: fingerprintOf({ name: 'A' }) };
    expect(belongsElsewhere(stored, { ...stored })).toBe(false);
    expect(belongsElsewhere(stored, { ...stored, stream: 'tournament-u' })).toBe(true);
    expect(belongsElsewhere(stored, { ...stored, command: 'OpenRegistration' })).toBe(true);
    expect(belongsElsewhere(stored, { ...stored, fingerprint: fingerprintOf({ name: 'B' }) })).toBe(true);
    // Rows written before payloads were kept, and callers that give none, compare stream and type only.
    expect(belongsElsewhere({ stream: 'tournament-t', command: 'CreateTournament' }, stored)).toBe(false);
    expect(belongsElsewhere(stored, { ...stored, fingerprint: undefined })).toBe(false);
  });
});
