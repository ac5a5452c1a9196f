import { LOCALES } from './locale.js';
import type { Lang, Localized } from './localized.js';

/**
 * A count in words, in both languages, chosen by each language's plural rules
 * (`Intl.PluralRules`) rather than `n === 1`: `{n}` in a form is replaced by the number.
 * Each language gives its form for one and its form for every other count (Spanish and English
 * need no more), Spanish first as in `localized`:
 *
 *     counted(3, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards'])
 */
export type OneAndOther = readonly [one: string, other: string];

const rules: Partial<Record<Lang, Intl.PluralRules>> = {};
const numbers: Partial<Record<Lang, Intl.NumberFormat>> = {};

function form(n: number, lang: Lang, [one, other]: OneAndOther): string {
  const rule = (rules[lang] ??= new Intl.PluralRules(LOCALES[lang])).select(n);
  const number = (numbers[lang] ??= new Intl.NumberFormat(LOCALES[lang])).format(n);
  return (rule === 'one' ? one : other).replaceAll('{n}', number);
}

export function counted(n: number, es: OneAndOther, en: OneAndOther): Localized {
  return { es: form(n, 'es', es), en: form(n, 'en', en) };
}
