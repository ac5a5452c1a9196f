import type { Localized } from '@cronica/util';

/**
 * The rulebooks by the file names code and maps cite them by (docs/rulebooks.md), as people name
 * them: a page or a citation shows "Espadas de Ceniza", never `000_7cbcfc9bc47f1014.txt`.
 */
const RULEBOOK_TITLES: Readonly<Record<string, Localized>> = {
  '000_7cbcfc9bc47f1014.txt': { es: 'Espadas de Ceniza', en: 'Blades of Ash (Spanish original)' },
  '001_f8669d75003bf5b9.txt': { es: 'Blades of Ash (traducción inglesa)', en: 'Blades of Ash' },
  '002_a36596f8eaed8fcc.txt': { es: 'Warlords of Terra, reglas ampliadas', en: 'Warlords of Terra, extended rules' },
  '003_9d379b4d763b9b92.txt': { es: 'La Regla de Acción', en: 'La Regla de Acción' },
  '004_e0e2bf9ed9dd62bf.txt': { es: 'ECG v1.0', en: 'ECG v1.0' },
};

/** A rulebook's title, or undefined for a file that is not one of the rulebooks. */
export function rulebookTitle(file: string): Localized | undefined {
  return RULEBOOK_TITLES[file];
}

const RULE_LINE = /^(\d{3}):(\d{1,5})$/;

/**
 * A rule line by its id (`000:39`: the rulebook's number and the line of its file, as a "why?"
 * names it) as people name it: "Espadas de Ceniza, línea 39"; undefined for any other text.
 */
export function ruleLineName(id: string): Localized | undefined {
  const line = RULE_LINE.exec(id.trim());
  const file = line ? Object.keys(RULEBOOK_TITLES).find((name) => name.startsWith(`${line[1]}_`)) : undefined;
  const title = file === undefined ? undefined : RULEBOOK_TITLES[file];
  return title && line ? { es: `${title.es}, línea ${line[2]}`, en: `${title.en}, line ${line[2]}` } : undefined;
}
