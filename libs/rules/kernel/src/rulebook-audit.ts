import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { ruleId, type RuleLine, type RulebookMap } from './rulebook-map.js';

/** A test naming a rule line it proves: `@rule 000:39` in the spec file `file`. */
export interface RuleCitation {
  readonly file: string;
  readonly id: string;
}

/** A test citing a section by heading: `000_7cbcfc9bc47f1014.txt, "Draft de Héroes"`. */
export interface SectionCitation {
  readonly file: string;
  readonly rulebook: string;
  readonly heading: string;
}

const RULE_TAG = /@rule\s+(\d{3}:\d+)/g;
const SECTION_CITATION = /(\d{3}_[0-9a-f]{16}\.txt),?\s*["«“]([^"»”\n]{1,80})["»”]/g;

/** Every `@rule` tag and quoted section citation in one spec file's source. */
export function citationsIn(file: string, source: string): { rules: RuleCitation[]; sections: SectionCitation[] } {
  const rules = [...source.matchAll(RULE_TAG)].map((match) => ({ file, id: match[1]! }));
  const sections = [...source.matchAll(SECTION_CITATION)].map((match) => ({
    file,
    rulebook: match[1]!,
    heading: match[2]!,
  }));
  return { rules, sections };
}

/** A rulebook line as compared with a map: no Markdown marks, single spaces. */
export function plainLine(text: string): string {
  return text
    .replace(/\*\*/g, '')
    .replace(/^\s*#+\s*/, '')
    .replace(/^\s*[-*•]\s+/, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

const headingKey = (text: string) => plainLine(text).replace(/[–—]/g, '-').toLocaleLowerCase('es');
const sameHeading = (a: string, b: string) => headingKey(a) === headingKey(b);

export interface RulebookAuditInput {
  readonly citations: readonly RuleCitation[];
  /** The game's format option keys: a documented choice names one of them. */
  readonly options: readonly string[];
  /** The rulebook's text when this machine has it: then every line must be mapped. */
  readonly text?: string;
  /** The game's RULES-NOTES.md: every entry a line cites must be one of its headings or gaps. */
  readonly rulesNotes?: string;
}

/** What is wrong with a game's map: each problem as a sentence naming the rule line. */
export function auditRulebookMap(map: RulebookMap, input: RulebookAuditInput): string[] {
  const cited = new Set(input.citations.map((citation) => citation.id));
  const problems = [...duplicateLines(map)];
  for (const line of map.lines) problems.push(...lineProblems(map, line, cited, input.options));
  if (input.text !== undefined) problems.push(...textProblems(map, input.text));
  if (input.rulesNotes !== undefined) problems.push(...rulesNotesProblems(map, input.rulesNotes));
  return problems;
}

/**
 * The entries of a game's RULES-NOTES.md a map can cite: its headings (`## Effort`) and the gaps
 * its tables name in their first column (`| **The cost of Robar una Carta** | …`).
 */
function rulesNotesEntries(markdown: string): Set<string> {
  const headings = [...markdown.matchAll(/^#{2,4}\s+(.+?)\s*$/gm)].map((match) => match[1]!);
  const gaps = [...markdown.matchAll(/^\|\s*(?:\*\*(.+?)\*\*|([^|*-][^|]*?))\s*\|/gm)].map(
    (match) => (match[1] ?? match[2])!,
  );
  return new Set([...headings, ...gaps]);
}

function rulesNotesProblems(map: RulebookMap, markdown: string): string[] {
  const entries = rulesNotesEntries(markdown);
  return map.lines.flatMap((line) =>
    line.rulesNotes
      .filter((entry) => !entries.has(entry))
      .map((entry) => `${ruleId(map, line.line)} cites «${entry}», which the game's rules notes do not have`),
  );
}

function duplicateLines(map: RulebookMap): string[] {
  const seen = new Set<number>();
  const problems: string[] = [];
  for (const line of [...map.sections.map((s) => s.line), ...map.lines.map((l) => l.line)]) {
    if (seen.has(line)) problems.push(`${ruleId(map, line)} is mapped twice`);
    seen.add(line);
  }
  return problems;
}

function lineProblems(
  map: RulebookMap,
  line: RuleLine,
  cited: ReadonlySet<string>,
  options: readonly string[],
): string[] {
  const id = ruleId(map, line.line);
  const named = `${id} «${line.starts}»`;
  const problems: string[] = [];
  if (line.status === 'not-applicable') {
    if (line.note === undefined) problems.push(`${named} is not applicable but says not why (note)`);
    return problems;
  }
  if (!cited.has(id)) problems.push(`${named} (${line.status}) has no test naming it (@rule ${id})`);
  if (line.code.length === 0) problems.push(`${named} (${line.status}) names no code`);
  // The rulebook page shows the note; the rules notes are the developers' record and not on the web.
  if (line.status === 'choice' && line.note === undefined)
    problems.push(`${named} is a choice but says not why (note)`);
  if (line.option !== undefined && !options.includes(line.option))
    problems.push(`${named} names the option ${line.option}, which the game's format does not have`);
  return problems;
}

function textProblems(map: RulebookMap, text: string): string[] {
  if (bytesToHex(sha256(utf8ToBytes(text))) !== map.sha256)
    return [`${map.rulebook}: this text is not the document the map was made of (sha256 differs)`];
  const sections = new Map(map.sections.map((section) => [section.line, section]));
  const lines = new Map(map.lines.map((line) => [line.line, line]));
  const problems: string[] = [];
  text.split('\n').forEach((raw, index) => {
    const number = index + 1;
    const plain = plainLine(raw);
    if (plain === '' || /^-+$/.test(plain)) return;
    const section = sections.get(number);
    const line = lines.get(number);
    if (section !== undefined) {
      if (!sameHeading(section.heading, plain))
        problems.push(`${ruleId(map, number)}: the heading is «${plain}», the map says «${section.heading}»`);
    } else if (line === undefined) problems.push(`${ruleId(map, number)} «${plain.slice(0, 50)}» is not in the map`);
    else if (!plain.startsWith(plainLine(line.starts)))
      problems.push(`${ruleId(map, number)}: the line starts «${plain.slice(0, 50)}», the map says «${line.starts}»`);
  });
  return problems;
}

/**
 * Tests citing what no map has: a `@rule` tag for a line that isn't a mapped rule line, or a quoted
 * section heading the rulebook (or its translation) doesn't have.
 */
export function auditCitations(
  maps: readonly RulebookMap[],
  rules: readonly RuleCitation[],
  sections: readonly SectionCitation[],
): string[] {
  const ids = new Set(maps.flatMap((map) => map.lines.map((line) => ruleId(map, line.line))));
  const problems = rules
    .filter((citation) => !ids.has(citation.id))
    .map((c) => `${c.file}: @rule ${c.id} names no rule line of any map`);
  for (const citation of sections) {
    const headings = headingsOf(maps, citation.rulebook);
    if (headings === null) continue;
    if (!headings.some((heading) => sameHeading(heading, citation.heading)))
      problems.push(`${citation.file}: ${citation.rulebook} has no section «${citation.heading}»`);
  }
  return problems;
}

function headingsOf(maps: readonly RulebookMap[], rulebook: string): string[] | null {
  for (const map of maps) {
    if (map.rulebook === rulebook) return map.sections.map((section) => section.heading);
    if (map.translation?.rulebook === rulebook)
      return map.sections.flatMap((section) => (section.translated === undefined ? [] : [section.translated]));
  }
  return null;
}
