import type { Localized } from '@cronica/util';

/** A dictionary of visible texts: texts, parameterised texts, and nested dictionaries. */
type Entry = Localized | ((...args: never[]) => Localized) | { readonly [key: string]: Entry };
type Parameterised = (...args: unknown[]) => Localized;

/** How a parameterised text is called for a sample: `n` is the number it is sampled at. */
export type Sample = (call: Parameterised, n: number) => Localized;

/** Calls a parameterised text with numbers, or with `word(n)` in every place where it wants text. */
export const numbersOrWords =
  (word: (n: number) => string = () => 'a'): Sample =>
  (call, n) => {
    try {
      return call(...Array.from({ length: call.length }, () => n));
    } catch {
      return call(...Array.from({ length: call.length }, () => word(n)));
    }
  };

export interface SampleOptions {
  readonly sample?: Sample;
  /** The numbers each parameterised text is sampled at. */
  readonly at?: readonly number[];
}

/**
 * Every text of a dictionary with its path (`name.key.key`, `name.key(n)` for a sampled one), so a
 * spec can check that each exists in Spanish and English and reads as a sentence.
 */
export function dictionaryTexts(
  dictionary: object,
  path: string,
  { sample = numbersOrWords(), at = [0, 1, 2, 21] }: SampleOptions = {},
): Array<[string, Localized]> {
  const entry = dictionary as Entry;
  if (typeof entry === 'function')
    return at.map((n) => [`${path}(${n})`, sample(entry as Parameterised, n)] as [string, Localized]);
  if (typeof entry !== 'object' || entry === null) return []; // a symbol or a limit kept beside the words
  if ('es' in entry && 'en' in entry && typeof entry.es === 'string') return [[path, entry as Localized]];
  return Object.entries(entry).flatMap(([key, value]) =>
    dictionaryTexts(value as object, `${path}.${key}`, { sample, at }),
  );
}
