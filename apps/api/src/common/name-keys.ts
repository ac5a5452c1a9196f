import unhomoglyph from 'unhomoglyph';
import { cleanName, type Localized } from '@cronica/util';

/**
 * UTS #39 skeleton (section 4, "Confusable Detection"): NFD, every character replaced by its
 * prototype from Unicode's confusables.txt (`unhomoglyph` ships that table), NFD again. Two
 * strings with the same skeleton look alike: Cyrillic «А» and Latin «A», «0lga» and «Olga», «rn» and «m».
 */
const skeleton = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/** Blind to case and accents: «JULIÁN», «julian» and «Julián» fold alike. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('es');

/**
 * The keys two look-alike names share: the skeleton of the name and the skeleton of its folded
 * form, both folded. The first catches «Ian» against «lan» (capital I against small L), the second
 * «ian» against «IAN»; names are confusable when any key is shared.
 */
export function nameKeys(name: string): readonly string[] {
  const clean = cleanName(name);
  return [...new Set([fold(skeleton(clean)), fold(skeleton(fold(clean)))])];
}

export function confusable(a: string, b: string): boolean {
  const keys = new Set(nameKeys(a));
  return nameKeys(b).some((key) => keys.has(key));
}

/** Keys of names already seen, so checking one name against many costs one computation per name. */
export class NameKeyCache {
  private readonly keys = new Map<string, readonly string[]>();

  of(name: string): readonly string[] {
    let found = this.keys.get(name);
    if (!found) {
      found = nameKeys(name);
      this.keys.set(name, found);
    }
    return found;
  }

  /** The first of `existing` that looks like `name`, if any. */
  lookalike<T extends { readonly name: string }>(name: string, existing: Iterable<T>): T | undefined {
    const keys = new Set(this.of(name));
    for (const other of existing) if (this.of(other.name).some((key) => keys.has(key))) return other;
    return undefined;
  }
}

/** What a person is told when the name they chose looks like one already there (es/en). */
export function lookalikeMessage(subject: Localized, where: Localized, existing: string): Localized {
  return {
    es: `${subject.es} se confunde con «${existing}», ${where.es}; elige otro que se distinga a simple vista.`,
    en: `${subject.en} looks like "${existing}", ${where.en}; choose one that can be told apart at a glance.`,
  };
}
