/** The longest name search the web sends and the API accepts (the search box's own limit). */
export const MAX_NAME_SEARCH = 80;

/** A name as the search compares it: lower case, accents and other marks dropped ("José" → "jose"). */
export function foldName(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es').trim();
}

/** Whether a name contains the searched text, blind to case and accents; an empty search matches everyone. */
export function nameMatches(name: string, search: string): boolean {
  const folded = foldName(search);
  return folded === '' || foldName(name).includes(folded);
}
