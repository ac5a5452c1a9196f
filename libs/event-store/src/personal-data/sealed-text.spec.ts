import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PersonalDataError } from './errors.js';
import { isSealedText, newDataKey, openWithKey, parseSealedText, sealWithKey } from './sealed-text.js';

const codeOf = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return (error as PersonalDataError).code;
  }
  return undefined;
};

describe('sealed text', () => {
  const key = newDataKey();

  it('opens to the text it sealed, for any text, and never shows the text itself', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 0, maxLength: 80 }), (text) => {
        const sealed = sealWithKey('person-1', key, text);
        expect(isSealedText(sealed)).toBe(true);
        expect(openWithKey(parseSealedText(sealed), key)).toBe(text);
        if (text.length >= 8) expect(sealed.includes(text)).toBe(false);
      }),
    );
  });

  it('seals the same name differently each time, so equal names cannot be matched across events', () => {
    const a = sealWithKey('person-1', key, 'Íñigo Núñez');
    const b = sealWithKey('person-1', key, 'Íñigo Núñez');
    expect(a).not.toBe(b);
    expect(a).not.toContain('Íñigo');
    expect(a.startsWith('pd1:person-1:')).toBe(true);
  });

  it('refuses text altered, moved to another person or opened with another key', () => {
    const sealed = sealWithKey('person-1', key, 'Ana');
    const [prefix, person, iv, body] = sealed.split(':');
    const flipped = `${body!.slice(0, -2)}${body!.at(-2) === 'A' ? 'B' : 'A'}${body!.at(-1)}`;
    expect(codeOf(() => openWithKey(parseSealedText([prefix, person, iv, flipped].join(':')), key))).toBe(
      'SEALED_TEXT_INVALID',
    );
    expect(codeOf(() => openWithKey(parseSealedText([prefix, 'person-2', iv, body].join(':')), key))).toBe(
      'SEALED_TEXT_INVALID',
    );
    expect(codeOf(() => openWithKey(parseSealedText(sealed), newDataKey()))).toBe('SEALED_TEXT_INVALID');
  });

  it('refuses values that are not sealed text and person ids that are not plain ids', () => {
    expect(codeOf(() => parseSealedText('Ana'))).toBe('SEALED_TEXT_INVALID');
    expect(codeOf(() => parseSealedText('pd1:person-1:AAAA:BBBB'))).toBe('SEALED_TEXT_INVALID');
    expect(codeOf(() => parseSealedText('pd9:person-1:a:b'))).toBe('SEALED_TEXT_INVALID');
    expect(codeOf(() => sealWithKey('person:1', key, 'Ana'))).toBe('PERSON_ID_INVALID');
    expect(codeOf(() => sealWithKey('', key, 'Ana'))).toBe('PERSON_ID_INVALID');
  });
});
