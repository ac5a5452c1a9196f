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

export function pick(text: Localized, lang: Lang = DEFAULT_LANG): string {
  return text[lang];
}
