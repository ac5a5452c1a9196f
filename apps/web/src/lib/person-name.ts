import { ERASED_NAME, LOCALES, localized as l, type Lang } from '@cronica/util';
import type { Translate } from './i18n';

/** The name the API hands out where an erased person's was (README "Personal data"), in the reader's language. */
export const erasedPerson = l('jugador eliminado', 'deleted player');

/** Whether this name is an erased person's: their page then shows no username either. */
export function isErasedName(name: string | null | undefined): boolean {
  return name === ERASED_NAME;
}

/** A person's name as the page shows it: their own, or "deleted player" in the reader's language. */
export function personName(name: string, t: Translate): string {
  return isErasedName(name) ? t(erasedPerson) : name;
}

/** A line of text the API wrote with a person's name in it (a game log line), an erased person's in the reader's language. */
export function withPersonNames(text: string, t: Translate): string {
  return text.replaceAll(ERASED_NAME, t(erasedPerson));
}

/**
 * The API's answer with every erased person's name (and every text they typed, which the API hands out
 * the same way) in the reader's language: for a page that shows names all over, before it draws
 * or sorts them. Objects and lists are copied, never changed.
 */
export function inReaderLang<T>(data: T, t: Translate): T {
  if (typeof data === 'string') return personName(data, t) as T;
  if (Array.isArray(data)) return data.map((item: unknown) => inReaderLang(item, t)) as T;
  if (data === null || typeof data !== 'object' || Object.getPrototypeOf(data) !== Object.prototype) return data;
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, inReaderLang(value, t)])) as T;
}

/**
 * How every list of people is ordered: by name as the reader's language sorts it, accents and case
 * aside ("Álvaro" with the A's), and numbers as numbers: a desk's walk-ins "Invitado 2" before
 * "Invitado 10", as a person scanning the wall list looks for them.
 */
export function byName(lang: Lang): (a: string, b: string) => number {
  return new Intl.Collator(LOCALES[lang], { sensitivity: 'base', numeric: true }).compare;
}
