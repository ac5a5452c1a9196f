import { z } from 'zod';
import shippedGuide from './penalty-guide.json' with { type: 'json' };
import { INFRACTIONS, PENALTIES, type Infraction, type Penalty, type PenaltyKind } from './judging-types.js';

/**
 * Crónica's penalty guide, shipped as data: for each infraction its section, the rule it rests
 * on, the default penalty and how repeated warnings escalate. The tournament rules only say an
 * irregularity is "susceptible de sanción" (002_a36596f8eaed8fcc.txt, C.3 "PREBANQUILLO", C.4
 * "PRESENTACIÓN DE LISTADOS") and that accumulated sanctions lose the game (A.7.4); the ladder
 * warning → game loss → match loss → disqualification, and escalating a repeated warning of the
 * same infraction, are what judges of other card games expect (see the judging research notes).
 * The platform enforces the rules of play, so the guide centres on procedure, deck lists, time
 * and conduct.
 */
const localized = z.object({ es: z.string().min(1), en: z.string().min(1) }).strict();
const penalty = z.enum(PENALTIES);

export const penaltyGuideSchema = z
  .object({
    id: z.string().min(1),
    version: z.string().min(1),
    infractions: z
      .array(
        z
          .object({
            code: z.enum(INFRACTIONS),
            section: z.string().min(1),
            name: localized,
            rule: z.string().min(1),
            base: penalty,
            /** The `repeat`-th warning for this infraction in the same tournament is issued as `to` instead. */
            escalation: z
              .object({ repeat: z.number().int().min(2), to: penalty })
              .strict()
              .nullable(),
          })
          .strict(),
      )
      .length(INFRACTIONS.length),
  })
  .strict();

export type PenaltyGuide = z.infer<typeof penaltyGuideSchema>;
export type GuideEntry = PenaltyGuide['infractions'][number];

export const PENALTY_GUIDE: PenaltyGuide = penaltyGuideSchema.parse(shippedGuide);

export function guideEntry(infraction: Infraction, guide: PenaltyGuide = PENALTY_GUIDE): GuideEntry {
  return guide.infractions.find((entry) => entry.code === infraction)!;
}

const severity = (kind: PenaltyKind) => PENALTIES.indexOf(kind);

export interface GuidedPenalty {
  readonly penalty: PenaltyKind;
  /** The penalty asked for, when the guide escalated it. */
  readonly escalatedFrom: PenaltyKind | null;
  /** The earlier warnings of the same infraction behind an escalation. */
  readonly prior: readonly string[];
}

/**
 * The penalty the guide gives for a requested one: a warning that is the player's `repeat`-th for
 * the same infraction in this tournament is issued as the guide's escalation (never milder than
 * asked). Other penalties stand as the judge chose them.
 */
export function guidedPenalty(
  requested: PenaltyKind,
  infraction: Infraction,
  playerId: string,
  earlier: readonly Penalty[],
  guide: PenaltyGuide = PENALTY_GUIDE,
): GuidedPenalty {
  const escalation = guideEntry(infraction, guide).escalation;
  if (requested !== 'warning' || escalation === null) return { penalty: requested, escalatedFrom: null, prior: [] };
  const warnings = earlier.filter(
    (p) => p.playerId === playerId && p.infraction === infraction && p.penalty === 'warning',
  );
  if (warnings.length + 1 < escalation.repeat || severity(escalation.to) <= severity(requested))
    return { penalty: requested, escalatedFrom: null, prior: [] };
  return { penalty: escalation.to, escalatedFrom: 'warning', prior: warnings.map((p) => p.penaltyId) };
}
