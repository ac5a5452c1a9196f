import { localized as l } from '@cronica/util';
import type { Translate } from './i18n';

/**
 * The name the API hands out, in both languages at once, wherever an erased person's name was
 * (README "Personal data"; the schema's `eraseMyAccount` says so): their key is gone, so the name
 * no longer opens. A page shows it in its reader's language only.
 */
export const ERASED_NAME = 'jugador eliminado / deleted player';

export const erasedPerson = l('jugador eliminado', 'deleted player');

/** Whether this name is an erased person's: their page then shows no username either. */
export function isErasedName(name: string | null | undefined): boolean {
  return name === ERASED_NAME;
}

/** A person's name as the page shows it: their own, or "deleted player" in the reader's language. */
export function personName(name: string, t: Translate): string {
  return isErasedName(name) ? t(erasedPerson) : name;
}
