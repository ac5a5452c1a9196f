import type { Localized } from '@cronica/util';
import { deckListSchema, normalizeCardName, type DeckEntry, type DeckList, type DeckValidationError } from './deck.js';

/**
 * The plain-text deck list players write:
 *
 *     # comment            // comment too
 *     Faction: Orden del Alba
 *     Heroes
 *     1 Belain Thalier
 *     Actions:
 *     2x Cuchillada Precisa
 *
 * Section headers come from the game (aliases in both languages, compared without case or
 * accents, with an optional trailing `:` or `(n)`). Problems are reported with line numbers.
 */

export interface DeckSectionSpec {
  /** The section key in the JSON form, e.g. `battle`. */
  readonly key: string;
  /** Header words players write, e.g. `['Battle', 'Batalla', 'Mazo de batalla']`. */
  readonly aliases: readonly string[];
}

export interface DeckTextSpec {
  readonly game: string;
  readonly sections: readonly DeckSectionSpec[];
  /** Section for card lines before any header; without it such lines are errors. */
  readonly defaultSection?: string;
}

const FACTION_KEYS = new Set(['faction', 'faccion', 'realm', 'reino']);
const MAX_COUNT = 999;

const text = {
  badLine: (line: string): Localized => ({
    es: `Línea no reconocida: «${line}». Se espera «2 Nombre de carta» o un encabezado de sección.`,
    en: `Unrecognised line: "${line}". Expected "2 Card Name" or a section header.`,
  }),
  noSection: (): Localized => ({
    es: 'Carta antes de cualquier encabezado de sección.',
    en: 'Card listed before any section header.',
  }),
  badCount: (count: string): Localized => ({
    es: `Cantidad no válida: ${count} (entre 1 y ${MAX_COUNT}).`,
    en: `Invalid count: ${count} (between 1 and ${MAX_COUNT}).`,
  }),
  empty: (): Localized => ({ es: 'La lista no contiene ninguna carta.', en: 'The list contains no cards.' }),
};

function stripComment(line: string): string {
  const withoutHash = line.replace(/(^|\s)#.*$/, '');
  return withoutHash.replace(/(^|\s)\/\/.*$/, '').trim();
}

function headerKey(line: string, headers: ReadonlyMap<string, string>): string | undefined {
  const bare = line.replace(/\s*\(\s*\d+\s*\)\s*$/, '').replace(/:\s*$/, '');
  return headers.get(normalizeCardName(bare));
}

const CARD_LINE = /^(\d+)\s*[x×]?\s+(\S.*)$/i;
const META_LINE = /^([\p{L}]+)\s*:\s*(\S.*)$/u;

export interface ParsedDeckText {
  readonly deck: DeckList;
  readonly errors: readonly DeckValidationError[];
}

/** Each section's key and header words, compared as `normalizeCardName` leaves them, to the section's key. */
export function sectionHeaders(spec: DeckTextSpec): Map<string, string> {
  const headers = new Map<string, string>();
  for (const section of spec.sections) {
    for (const alias of [section.key, ...section.aliases]) headers.set(normalizeCardName(alias), section.key);
  }
  return headers;
}

/**
 * The section each line of a text list falls under (index 0: line 1), as `parseDeckText` reads
 * it: a problem the validator finds in one section points at the card's line in that section, not
 * at the same card listed in another.
 */
export function deckTextSections(source: string, spec: DeckTextSpec): readonly (string | undefined)[] {
  const headers = sectionHeaders(spec);
  let current = spec.defaultSection;
  return source.split(/\r?\n/).map((raw) => {
    const header = headerKey(stripComment(raw), headers);
    if (header === undefined) return current;
    current = header;
    return undefined;
  });
}

export function parseDeckText(source: string, spec: DeckTextSpec): ParsedDeckText {
  const headers = sectionHeaders(spec);
  const sections: Record<string, DeckEntry[]> = {};
  const errors: DeckValidationError[] = [];
  let current = spec.defaultSection;
  let faction: string | undefined;
  source.split(/\r?\n/).forEach((raw, index) => {
    const line = stripComment(raw);
    const lineNo = index + 1;
    if (line === '') return;
    const header = headerKey(line, headers);
    if (header !== undefined) {
      current = header;
      return;
    }
    const card = CARD_LINE.exec(line);
    if (card) {
      const [, countText, name] = card as unknown as [string, string, string];
      const count = Number(countText);
      if (count < 1 || count > MAX_COUNT)
        return errors.push({ code: 'deck.text.bad-count', message: text.badCount(countText), line: lineNo });
      if (current === undefined)
        return errors.push({ code: 'deck.text.no-section', message: text.noSection(), line: lineNo });
      (sections[current] ??= []).push({ card: name.trim(), count });
      return;
    }
    const meta = META_LINE.exec(line);
    if (meta && FACTION_KEYS.has(normalizeCardName(meta[1]!))) {
      faction = meta[2]!.trim();
      return;
    }
    errors.push({ code: 'deck.text.bad-line', message: text.badLine(line), line: lineNo });
  });
  if (Object.keys(sections).length === 0 && errors.length === 0)
    errors.push({ code: 'deck.text.empty', message: text.empty() });
  return { deck: { game: spec.game, ...(faction === undefined ? {} : { faction }), sections }, errors };
}

function wrongGame(declared: string, expected: string): DeckValidationError {
  return {
    code: 'deck.wrong-game',
    message: {
      es: `La lista es de «${declared}», no de «${expected}».`,
      en: `The list is for "${declared}", not "${expected}".`,
    },
  };
}

export type DeckSource =
  | {
      readonly kind: 'deck';
      readonly format: 'json' | 'text';
      readonly deck: DeckList;
      readonly errors: readonly DeckValidationError[];
    }
  | { readonly kind: 'unreadable'; readonly message: Localized };

/**
 * A deck file in either form: JSON (`{ game, sections }`) when it starts with `{`, plain text
 * otherwise. Broken JSON, or JSON that is not a deck list, is unreadable; a text list's bad lines
 * are validation errors (the player fixes those lines).
 */
export function parseDeckSource(source: string, spec: DeckTextSpec): DeckSource {
  const trimmed = source.replace(/^\uFEFF/, '').trimStart();
  if (!trimmed.startsWith('{')) return { kind: 'deck', format: 'text', ...parseDeckText(trimmed, spec) };
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    const detail = (error as Error).message;
    return { kind: 'unreadable', message: { es: `JSON no válido: ${detail}`, en: `Invalid JSON: ${detail}` } };
  }
  const parsed = deckListSchema.safeParse(json);
  if (!parsed.success) {
    const detail = (root: string) =>
      parsed.error.issues.map((issue) => `${issue.path.join('.') || root}: ${issue.message}`).join('; ');
    return {
      kind: 'unreadable',
      message: { es: `No es una lista de mazo: ${detail('(raíz)')}`, en: `Not a deck list: ${detail('(root)')}` },
    };
  }
  const errors = parsed.data.game === spec.game ? [] : [wrongGame(parsed.data.game, spec.game)];
  return { kind: 'deck', format: 'json', deck: parsed.data, errors };
}
