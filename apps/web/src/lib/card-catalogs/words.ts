import { localized as l, type Localized } from '@cronica/util';

/** "lobo-blanco" → "Lobo blanco": catalog ids shown when the catalog names them no other way. */
export function humanizeId(id: string): Localized {
  const words = id.replace(/[-_]+/g, ' ').trim();
  const text = words.charAt(0).toUpperCase() + words.slice(1);
  return l(text, text);
}

export const yesNo = (value: boolean): Localized => (value ? l('Sí', 'Yes') : l('No', 'No'));

/** Parts joined with " · " in each language (empty parts left out). */
export function joinParts(parts: readonly (Localized | null | undefined)[]): Localized {
  const present = parts.filter((p): p is Localized => p !== null && p !== undefined && p.es !== '');
  return l(present.map((p) => p.es).join(' · '), present.map((p) => p.en).join(' · '));
}
