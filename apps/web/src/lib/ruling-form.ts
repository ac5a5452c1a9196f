import { localized as l, type Localized } from '@cronica/util';
import type { GuideEntry, JudgeRulingInput } from '../graphql/audit';
import { rulingMessages } from './audit-messages';

export const RULING_KINDS = ['uphold', 'backUp', 'correct', 'loss'] as const;
export type RulingKind = (typeof RULING_KINDS)[number];

/** The "rule cited" of a penalty guide entry: the guide's section and the rulebook file and section it rests on. */
export const guideRule = (guideId: string, entry: Pick<GuideEntry, 'section' | 'rule'>): string =>
  `${guideId} ${entry.section} (${entry.rule})`;

export interface RulingFields {
  readonly infraction: string;
  readonly rule: string;
  readonly remedy: string;
}

const NONE = 'none';

/** What the API takes as a ruling, or what the judge still has to fill in. */
export function rulingInput(fields: RulingFields): JudgeRulingInput | { error: Localized } {
  const infraction = fields.infraction.trim() || NONE;
  // With no infraction nothing was infringed, so there is no rule to cite ("none" reads "Ninguna").
  const rule = fields.rule.trim() || (infraction === NONE ? NONE : '');
  const remedy = fields.remedy.trim();
  if (rule === '') return { error: rulingMessages.needRule };
  if (remedy === '') return { error: rulingMessages.needRemedy };
  return { infraction, rule, remedy };
}

/** A corrected value typed by a judge: a path split on "/" and a JSON value. */
export function correction(path: string, value: string): { path: string[]; value: unknown } | { error: Localized } {
  const segments = path
    .split('/')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  if (segments.length === 0) return { error: l('Escribe la ruta del valor.', 'Write the value’s path.') };
  try {
    return { path: segments, value: JSON.parse(value) as unknown };
  } catch {
    return { error: rulingMessages.badValue };
  }
}
