import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanName, nameProblem, NAME_RULES, type NameKind } from './names.js';

const KINDS = Object.keys(NAME_RULES) as NameKind[];
const kindOf = (raw: string, kind: NameKind = 'displayName') => nameProblem(raw, kind)?.kind ?? null;

describe('the name rule', () => {
  it('keeps the names people have: accents, ñ, apostrophes, hyphens, other scripts and emoji', () => {
    for (const name of [
      'Julián Juez',
      'Carla Núñez',
      "D'Artagnan O'Neill",
      'Ana-María',
      '王小明',
      'Ἀλέξανδρος',
      'محمد',
      'Zoë 🐉',
      'Equipo 👩‍💻',
      'Amor ❤️',
      'Mesa 1️⃣',
      'Familia 👨‍👩‍👧',
    ]) {
      expect(nameProblem(name, 'displayName'), name).toBeNull();
    }
  });

  it('stores names in NFC, trimmed, with one space between words', () => {
    expect(cleanName('  Jose\u0301   Luis\u00a0 Pérez  ')).toBe('José Luis Pérez');
    expect(cleanName('Torneo\u3000de\u2003otoño')).toBe('Torneo de otoño');
  });

  it.each([
    ['NUL', 'a\u0000b'],
    ['line feed', 'Ana\nRobles'],
    ['carriage return and line feed', 'abc\r\n=1+1'],
    ['tab', 'Ana\tRobles'],
    ['DEL', 'Ana\u007f'],
    ['C1 next line (NEL)', 'Ana\u0085Robles'],
    ['C1 control U+009B', 'Ana\u009bRobles'],
    ['line separator', 'Ana\u2028Robles'],
    ['paragraph separator', 'Ana\u2029Robles'],
  ])('refuses a control character: %s', (_what, raw) => {
    expect(kindOf(raw)).toBe('control');
  });

  it.each([
    ['right-to-left mark + Arabic letter mark after a real name', 'Julián Juez\u200f\u061c'],
    ['zero-width space before a formula', '\u200b=1+1'],
    ['right-to-left override', 'Torneo \u202egnp.exe'],
    ['left-to-right embedding', '\u202aJuez\u202c'],
    ['first strong isolate', '\u2068Juez\u2069'],
    ['left-to-right mark', 'Juez\u200e'],
    ['zero-width non-joiner', 'Ju\u200cez'],
    ['zero-width joiner between letters', 'Ju\u200dez'],
    ['word joiner', 'Ju\u2060ez'],
    ['byte order mark', '\ufeffJuez'],
    ['soft hyphen', 'Ju\u00adez'],
    ['invisible times', 'Ju\u2062ez'],
    ['a tag character', 'Juez\u{e0041}'],
    ['a variation selector after a letter', 'Juez\ufe00'],
    ['the emoji variation selector after a letter', 'Juez\ufe0f'],
    ['combining grapheme joiner', 'Ju\u034fez'],
    ['Hangul filler', 'Juez\u3164'],
    ['Mongolian vowel separator', 'Ju\u180eez'],
    ['blank Braille pattern', 'Juez\u2800'],
    ['a name of only a zero-width space', '\u200b'],
  ])('refuses an invisible or formatting character: %s', (_what, raw) => {
    expect(kindOf(raw)).toBe('invisible');
  });

  it('refuses lone surrogates, which would be stored as U+FFFD', () => {
    expect(kindOf('x\ud800y')).toBe('surrogate');
    expect(kindOf('x\udc00')).toBe('surrogate');
    expect(kindOf('a\u0000b\ud800c', 'tournamentName')).toBe('surrogate');
    expect(kindOf('emoji 🐉 entero')).toBeNull();
  });

  it('bounds the length after cleaning, per kind, counting characters rather than UTF-16 units', () => {
    expect(kindOf('a'.repeat(60))).toBeNull();
    expect(kindOf('a'.repeat(61))).toBe('length');
    expect(kindOf('🐉'.repeat(60))).toBeNull();
    expect(kindOf('   ')).toBe('length');
    expect(kindOf(`  ${'a'.repeat(60)}  `)).toBeNull();
    expect(kindOf('a'.repeat(61), 'playerName')).toBe('length');
    expect(kindOf('a'.repeat(120), 'tournamentName')).toBeNull();
    expect(kindOf('a'.repeat(121), 'tournamentName')).toBe('length');
    expect(kindOf('ab', 'campaignName')).toBe('length');
    expect(kindOf('a'.repeat(81), 'sceneName')).toBe('length');
  });

  it('says what is wrong in Spanish and English, naming the field', () => {
    expect(nameProblem('Juez\u200f', 'displayName')?.message).toEqual({
      es: 'El nombre visible no puede tener caracteres invisibles ni de formato (de cambio de dirección del texto, espacios de anchura cero…).',
      en: 'The display name cannot hold invisible or formatting characters (text-direction marks, zero-width spaces…).',
    });
    expect(nameProblem('a'.repeat(121), 'tournamentName')?.message).toEqual({
      es: 'El nombre del torneo debe tener entre 1 y 120 caracteres.',
      en: "The tournament's name must be 1 to 120 characters long.",
    });
  });

  it('accepts exactly the names whose cleaned form holds no control, invisible or broken character and fits the bounds', () => {
    // Letters and spaces mixed with every class the rule refuses (and the emoji joiners it keeps).
    const piece = fc.oneof(
      fc.string({ maxLength: 8 }),
      fc.constantFrom(
        ' ',
        '\u00a0',
        '\u3000',
        'é',
        'e\u0301',
        'ñ',
        '王',
        '🐉',
        '👩\u200d💻',
        '❤\ufe0f',
        '\n',
        '\u0085',
        '\u2028',
        '\u200b',
        '\u200f',
        '\u061c',
        '\u202e',
        '\u2066',
        '\ufeff',
        '\u00ad',
        '\u2800',
        '\ufe0f',
        '\u200d',
        '\ud800',
        '\udfff',
      ),
    );
    const anyText = fc.array(piece, { maxLength: 24 }).map((pieces) => pieces.join(''));
    fc.assert(
      fc.property(anyText, fc.constantFrom(...KINDS), (raw, kind) => {
        const problem = nameProblem(raw, kind);
        if (problem !== null) return;
        const name = cleanName(raw);
        expect(/[\p{Cc}\p{Cs}\u2028\u2029]/u.test(name)).toBe(false);
        expect(/[\u200b\u200c\u200e\u200f\u202a-\u202e\u2066-\u2069\u061c\ufeff]/u.test(name)).toBe(false);
        // A zero-width joiner only ever joins two emoji.
        expect(
          /(?<!\p{Extended_Pictographic}\p{Emoji_Modifier}?\ufe0f?)\u200d|\u200d(?!\p{Extended_Pictographic})/u.test(
            name,
          ),
        ).toBe(false);
        expect([...name].length).toBeGreaterThanOrEqual(NAME_RULES[kind].min);
        expect([...name].length).toBeLessThanOrEqual(NAME_RULES[kind].max);
        expect(name).toBe(name.trim());
        expect(cleanName(name)).toBe(name);
      }),
      { numRuns: 500 },
    );
  });
});
