import type { Lang, Localized } from '@cronica/util';

/**
 * A count in words, in both languages, chosen by each language's plural rules
 * (`Intl.PluralRules`) rather than `n === 1`: `{n}` in a form is replaced by the number.
 *
 *     counted(3, { es: { one: '{n} carta', other: '{n} cartas' }, en: { one: '{n} card', other: '{n} cards' } })
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { readonly other: string };

const LOCALES: Readonly<Record<Lang, string>> = { es: 'es-ES', en: 'en-GB' };
const rules: Partial<Record<Lang, Intl.PluralRules>> = {};
const numbers: Partial<Record<Lang, Intl.NumberFormat>> = {};

function form(n: number, lang: Lang, forms: PluralForms): string {
  const rule = (rules[lang] ??= new Intl.PluralRules(LOCALES[lang])).select(n);
  const number = (numbers[lang] ??= new Intl.NumberFormat(LOCALES[lang])).format(n);
  return (forms[rule] ?? forms.other).replaceAll('{n}', number);
}

export function counted(n: number, forms: { readonly es: PluralForms; readonly en: PluralForms }): Localized {
  return { es: form(n, 'es', forms.es), en: form(n, 'en', forms.en) };
}
