/** Every text a user sees exists in Spanish (the default) and English. */
export type Lang = 'es' | 'en';

export const LANGS: readonly Lang[] = ['es', 'en'];
export const DEFAULT_LANG: Lang = 'es';

export interface Localized {
  readonly es: string;
  readonly en: string;
}

export function localized(es: string, en: string): Localized {
  return { es, en };
}

/** A text that reads the same in both languages: an id, a name, what a person wrote. */
export const sameInBoth = (text: string): Localized => ({ es: text, en: text });

/** Whether a value from outside (an API answer, a game's view) is a text in both languages. */
export function isLocalized(value: unknown): value is Localized {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Localized).es === 'string' &&
    typeof (value as Localized).en === 'string'
  );
}

export function pick(text: Localized, lang: Lang = DEFAULT_LANG): string {
  return text[lang];
}
