import { DEFAULT_LANG, LANGS, type Lang } from '@cronica/util';

/** Cookie that remembers the reader's language; `?lang=en` on any URL sets it (see proxy.ts). */
export const LANG_COOKIE = 'lang';
/** Request header the proxy uses to hand the language chosen by `?lang=` to this same render. */
export const LANG_HEADER = 'x-cronica-lang';

/** The language switch link: same page, same query, another language. */
export function langHref(query: string, lang: string): string {
  const params = new URLSearchParams(query);
  params.delete('lang');
  params.set('lang', lang);
  return `?${params.toString()}`;
}

export function parseLang(value: string | null | undefined): Lang | null {
  const candidate = value?.trim().toLowerCase();
  return LANGS.find((lang) => lang === candidate) ?? null;
}

/** First valid choice wins: the explicit query parameter, then the cookie, then Spanish. */
export function resolveLang(...choices: Array<string | null | undefined>): Lang {
  for (const choice of choices) {
    const lang = parseLang(choice);
    if (lang) return lang;
  }
  return DEFAULT_LANG;
}
