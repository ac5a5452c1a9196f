import { z } from 'zod';

/**
 * A game's rulebook map: every line of its rulebook (a paragraph or a list item of the text file
 * as received; docs/rulebooks.md) traced to the code that implements it and the tests that prove
 * it. A rule line is named `BOOK:LINE`, the rulebook's number and the file's line number
 * (`000:39`); tests name the rules they prove with `@rule 000:39` in their title or in a comment,
 * and `auditRulebookMap` fails a map whose faithful or chosen lines no test names.
 */
export const RULE_STATUSES = ['faithful', 'choice', 'not-applicable'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

const localized = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) });
const rulebookFile = z.string().regex(/^\d{3}_[0-9a-f]{16}\.txt$/);

export const rulebookSectionSchema = z.object({
  /** The heading's line in the file. */
  line: z.number().int().positive(),
  /** The heading as the rulebook prints it (without Markdown's `#`). */
  heading: z.string().trim().min(1),
  /** The same section's heading in the translation, where the game has one (001 for 000). */
  translated: z.string().trim().min(1).optional(),
});

export const ruleLineSchema = z.object({
  line: z.number().int().positive(),
  /** The line's first words, exactly as printed: what a reader finds it by. */
  starts: z.string().trim().min(3).max(80),
  status: z.enum(RULE_STATUSES),
  /** The rule in the platform's own words, for the "why?" a player opens at the table. */
  summary: localized,
  /** Repository paths of the code that applies it (empty only when not applicable). */
  code: z.array(z.string().min(1)).default([]),
  /** For a documented choice: the format option that selects the other reading. */
  option: z.string().min(1).optional(),
  /** Why a line is not applicable, or what the choice is, in people's words (the rulebook page shows it). */
  note: localized.optional(),
  /**
   * Where the game's RULES-NOTES.md records the choice: each entry's heading, or the gap's name in
   * its table of gaps, exactly as written there.
   */
  rulesNotes: z.array(z.string().trim().min(1)).max(4).default([]),
  /**
   * Command and event types this line governs: the "why?" beside a move or a log line. An event
   * listed as `Type.case` is governed only in that case (the module's `ruleCase` names it: an
   * attack provoked by leaving a scene, not every attack); listed as `Type`, in every case.
   */
  commands: z.array(z.string().min(1)).default([]),
  events: z.array(z.string().min(1)).default([]),
});

export const rulebookMapSchema = z.object({
  rulebook: rulebookFile,
  /** sha256 of the file as received: the map is of that document and no other. */
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  translation: z.object({ rulebook: rulebookFile, sha256: z.string().regex(/^[0-9a-f]{64}$/) }).optional(),
  sections: z.array(rulebookSectionSchema).min(1),
  lines: z.array(ruleLineSchema).min(1),
});

export type RulebookSection = z.infer<typeof rulebookSectionSchema>;
export type RuleLine = z.infer<typeof ruleLineSchema>;
export type RulebookMap = z.infer<typeof rulebookMapSchema>;

/** A rule line's name: the rulebook's number and the line (`000:39`). */
export function ruleId(map: Pick<RulebookMap, 'rulebook'>, line: number): string {
  return `${map.rulebook.slice(0, 3)}:${line}`;
}

/** The section a line belongs to: the last heading above it. */
export function sectionOf(map: Pick<RulebookMap, 'sections'>, line: number): RulebookSection | undefined {
  let found: RulebookSection | undefined;
  for (const section of map.sections) if (section.line < line) found = section;
  return found;
}

/** Whether a listed type governs a type met in play: the same, or its bare type governing each of its cases. */
const governs = (listed: string, met: string): boolean => met === listed || met.startsWith(`${listed}.`);

/**
 * The rule lines that govern a command or an event type (an event's `Type.case` where its module
 * tells cases apart), for a "why?" beside it.
 */
export function rulesGoverning(map: RulebookMap, kind: 'commands' | 'events', type: string): string[] {
  return map.lines
    .filter((line) => line.status !== 'not-applicable' && line[kind].some((listed) => governs(listed, type)))
    .map((line) => ruleId(map, line.line));
}

/** The type an event is cited under: `Type.case` when its module tells that case apart (`ruleCase`), else its type. */
export function citedType(event: { readonly type: string }, ruleCase: string | undefined): string {
  return ruleCase ? `${event.type}.${ruleCase}` : event.type;
}
