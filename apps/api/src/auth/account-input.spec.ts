import { describe, expect, it } from 'vitest';
import { checkSignUp, displayNameProblem, passwordProblem, usernameProblem } from './account-input.js';
import { needsRehash, kdfFromCost, DEFAULT_KDF } from './password.js';

describe('display names', () => {
  it('are trimmed and counted in characters, 1 to 60', () => {
    expect(
      checkSignUp({ username: 'Ana', displayName: '  Ana López ', password: 'una-clave-larga', language: 'es' }),
    ).toMatchObject({ username: 'ana', displayName: 'Ana López' });
    expect(displayNameProblem('🃏'.repeat(60))).toBeNull();
    expect(displayNameProblem('🃏'.repeat(61))).not.toBeNull();
    expect(displayNameProblem(' \t ')).not.toBeNull();
  });

  it('refuse control characters and every bidirectional embedding, override and isolate', () => {
    for (const c of [
      '\u0000',
      '\u001b',
      '\u007f',
      '\u0085',
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
      '\u2028',
      '\u2029',
    ]) {
      expect(displayNameProblem(`Ana${c}Bea`), `U+${c.codePointAt(0)!.toString(16)}`).toMatchObject({
        es: expect.any(String),
        en: expect.any(String),
      });
    }
    expect(displayNameProblem('José 😀 مريم')).toBeNull();
  });

  it('refuse invisible marks and lone surrogates, so no name passes for another', () => {
    // RLM + ALM render as nothing: the judge's name exactly; ZWSP hides before a formula.
    for (const name of [
      'Julián Juez\u200f\u061c',
      '\u200b=1+1',
      'Ju\u200bez',
      'x\ud800y',
      'Juez\ufe0f',
      'Juez\u2800',
    ]) {
      expect(displayNameProblem(name), JSON.stringify(name)).toMatchObject({
        es: expect.any(String),
        en: expect.any(String),
      });
    }
  });

  it('are stored with one space between words', () => {
    expect(
      checkSignUp({
        username: 'ana',
        displayName: 'Ana   López\u00a0Ruiz',
        password: 'una-clave-larga',
        language: 'es',
      }).displayName,
    ).toBe('Ana López Ruiz');
  });
});

describe('usernames', () => {
  it('refuse the prefix every erased account is shown by, in both languages, and nothing else near it', () => {
    const problem = usernameProblem('deleted-0123456789abcdef01234567');
    expect(problem?.es).toContain('deleted-');
    expect(problem?.en).toContain('reserved');
    expect(usernameProblem('deleted-ana')).not.toBeNull();
    for (const fine of ['deleted', 'deletedana', 'ana-deleted-1']) expect(usernameProblem(fine)).toBeNull();
  });
});

describe('passwords', () => {
  it('refuse the common ones and the username with little else', () => {
    for (const p of ['123456789', 'iloveyou', 'PASSWORD', 'contraseña', 'cronica-demo'])
      expect(passwordProblem(p, 'someone'), p).not.toBeNull();
    expect(passwordProblem('marta123', 'marta')).not.toBeNull();
    expect(passwordProblem('clave-de-marta', 'marta')).toBeNull();
    expect(passwordProblem('siete77', 'x')).not.toBeNull();
  });

  it('are hashed at the floor or above, and weaker hashes are made again', () => {
    expect(DEFAULT_KDF.N * DEFAULT_KDF.r * DEFAULT_KDF.p).toBe(2 ** 15 * 8 * 3);
    expect(() => kdfFromCost(14)).toThrow();
    expect(needsRehash('scrypt$32768$8$1$c2FsdA$aGFzaA')).toBe(true);
    expect(needsRehash('scrypt$32768$8$3$c2FsdA$aGFzaA')).toBe(false);
    expect(needsRehash('not-a-hash')).toBe(true);
  });
});
