import { describe, expect, it } from 'vitest';
import { LANGS } from '@cronica/util';
import { MIN_CAPACITY } from '@cronica/tournament';
import { deskRegistrationMessages } from './desk-registration-messages';
import { dictionaryTexts, numbersOrWords } from '../testing/dictionary-texts';

/** Every dictionary of visible words: the site's and each game board's. */
const modules = {
  ...import.meta.glob('./*messages.ts', { eager: true }),
  ...import.meta.glob('./rulebook.ts', { eager: true }),
  ...import.meta.glob('../components/match/{kit,boards/*}/{words,messages}.ts', { eager: true }),
};

const dictionaries = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports as Record<string, unknown>)
    .filter(([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value))
    .map(([name, value]) => [`${file}:${name}`, value as object] as const),
);

/**
 * A count of one followed by a plural word («1 cartas», "1 players"). Words ending in s that follow a
 * number without counting it are not plurals («1 más», «(1 antes del inicio)», "1 of 1 has", "1 as");
 * sampling puts 1 where a text takes a name too, so a name and its verb ("1 wins") is not a count.
 */
const NOT_A_PLURAL = [
  'más',
  'antes',
  'as',
  'is',
  'was',
  'has',
  'does',
  'wins',
  'invites',
  'calls',
  'leaves',
  'appeals',
  'plays',
];
const ONE_THEN_PLURAL = new RegExp(
  `(?<![\\d.,–])\\b1 (?!(?:${[...NOT_A_PLURAL, 'rules', 'faces', 'attacks', 'points at'].join('|')})\\b)\\p{L}+s\\b`,
  'u',
);

/** Texts whose count is never one, with the reason; every other count of one must read singular. */
const NEVER_ONE: Record<string, string> = {
  'registration.places(1)': `an event's places are at least MIN_CAPACITY (${MIN_CAPACITY})`,
  'cut.startConfirm(1)': 'a top cut seats at least two players',
  'draft.picked(1)': 'a Blades draft offers more heroes than one',
};

const singularProblems = (name: string, dictionary: object) =>
  dictionaryTexts(dictionary, name, { sample: numbersOrWords(), at: [1] })
    .filter(([path]) => !Object.keys(NEVER_ONE).some((text) => path.endsWith(text)))
    .flatMap(([path, text]) =>
      LANGS.filter((lang) => ONE_THEN_PLURAL.test(text[lang])).map((lang) => `${path}.${lang}: ${text[lang]}`),
    );

describe('counts in every visible sentence', () => {
  it('finds the dictionaries of the site and of each board', () => {
    expect(dictionaries.length).toBeGreaterThan(40);
    expect(dictionaries.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        '../components/match/boards/ecg/words.ts:ecgWords',
        '../components/match/kit/words.ts:kitWords',
        './messages.ts:messages',
      ]),
    );
  });

  it('says a count of one in the singular, in Spanish and English', () => {
    expect(dictionaries.flatMap(([name, dictionary]) => singularProblems(name, dictionary))).toEqual([]);
  });

  it('tells the desk one place is left in the singular', () => {
    expect(deskRegistrationMessages.registration.places(7, 8, 1)).toEqual({
      es: '7 de 8 plazas ocupadas: queda 1.',
      en: '7 of 8 places taken: 1 left.',
    });
    expect(deskRegistrationMessages.registration.places(6, 8, 2).es).toBe('6 de 8 plazas ocupadas: quedan 2.');
  });
});
