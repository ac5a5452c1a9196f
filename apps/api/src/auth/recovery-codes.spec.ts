import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newRecoveryCode, readRecoveryCode } from './recovery-codes.js';

describe('recovery codes as a person copies and types them', () => {
  it('are five groups of four symbols of Crockford base32, never I, L, O or U', () => {
    for (let i = 0; i < 200; i += 1)
      expect(newRecoveryCode()).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  });

  it('differ from one another (100 random bits each)', () => {
    const codes = new Set(Array.from({ length: 500 }, newRecoveryCode));
    expect(codes.size).toBe(500);
  });

  it('read back as the same code in any case, with or without dashes and spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom('upper', 'lower', 'spaced', 'bare'), (style) => {
        const code = newRecoveryCode();
        const bare = code.replaceAll('-', '');
        const typed = {
          upper: code,
          lower: code.toLowerCase(),
          spaced: code.replaceAll('-', ' '),
          bare,
        }[style];
        expect(readRecoveryCode(typed)).toBe(bare);
      }),
      { numRuns: 200 },
    );
  });

  it('take an O for a zero and an I or an L for a one, as the alphabet means them', () => {
    expect(readRecoveryCode('OOOO-IIII-LLLL-0000-1111')).toBe('00001111111100001111');
  });

  it('are not read from a wrong length or a symbol outside the alphabet', () => {
    expect(readRecoveryCode('AAAA-BBBB-CCCC-DDDD')).toBeNull();
    expect(readRecoveryCode('AAAA-BBBB-CCCC-DDDD-EEEEE')).toBeNull();
    expect(readRecoveryCode('AAAA-BBBB-CCCC-DDDD-EEEU')).toBeNull();
    expect(readRecoveryCode('AAAA-BBBB-CCCC-DDDD-EEE*')).toBeNull();
    expect(readRecoveryCode('')).toBeNull();
  });
});
