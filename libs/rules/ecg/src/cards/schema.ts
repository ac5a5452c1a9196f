import { localizedCardNameSchema } from '@cronica/rules-kernel';
import { z } from 'zod';
import {
  AbilitySchema,
  CostSchema,
  EffectSchema,
  PassiveSchema,
  TargetPoolSchema,
  usesSelector,
  type Ability,
} from './effects.js';
import { FormationSchema, LocalizedSchema, REALMS, SorcerySchema, StackSourceKindSchema } from './vocabulary.js';

/**
 * One ECG card format for the deck validator and the engine (004_e0e2bf9ed9dd62bf.txt, "Tipos de
 * Cartas", "Estadísticas de una Carta", "Estadísticas de un Héroe"). A catalog a tournament imports
 * only to validate decks may stop at the deck fields (id, name, type, realm, copies, titles,
 * prayer); a card the engine plays also carries its play fields (`ecgPlayableCardSchema`).
 */

export const ECG_CARD_TYPES = [
  'hero',
  'resource',
  'troop',
  'general',
  'action',
  'reaction',
  'spell',
  'blessing',
  'legacy',
] as const;
export type EcgCardType = (typeof ECG_CARD_TYPES)[number];

/** A cost printed per realm: "-" means the realm cannot play the card ("Armando tu economía"). */
const RealmCostSchema = z.union([z.number().int().min(0).max(10), z.literal('-')]);

const stat = (min: number, max: number) => z.number().int().min(min).max(max);

const cardShape = {
  id: z.string().trim().min(1),
  name: localizedCardNameSchema,
  type: z.enum(ECG_CARD_TYPES),
  realm: z.string().trim().min(1).nullable().default(null),
  /** "Copias": how many copies a deck may hold (required for cards of the 40-card deck). */
  copies: z.number().int().min(1).max(40).optional(),
  /** Titles such as `mercenario`, `devoto`, `salvaje`, `locura`. */
  titles: z.array(z.string().trim().min(1)).default([]),
  /** The "Oración" blessing ("Jugando Bendiciones"). */
  prayer: z.boolean().default(false),
  /** The card's rules text, as the board shows it. */
  text: LocalizedSchema.optional(),
  // Heroes ("Estadísticas de un Héroe": Moral, Renombre inicial, Mano inicial), and who may cast spells.
  morale: stat(1, 60).optional(),
  renown: stat(0, 29).optional(),
  hand: stat(0, 8).optional(),
  sorceries: z.array(SorcerySchema).max(2).default([]),
  // Costs: troops and generals in their realm's resource; other cards per the hero's realm.
  cost: stat(0, 10).optional(),
  realmCosts: z.partialRecord(z.enum(REALMS), RealmCostSchema).default({}),
  // Troops ("Fuerza", "Línea de formación", preparation) and madness ("locura N").
  strength: stat(0, 10).optional(),
  preparation: stat(0, 3).optional(),
  formation: FormationSchema.optional(),
  madness: stat(0, 6).optional(),
  abilities: z.array(AbilitySchema).max(3).default([]),
  passives: z.array(PassiveSchema).max(2).default([]),
  onTrain: z.array(EffectSchema).max(4).default([]),
  onWin: z.array(EffectSchema).max(4).default([]),
  // Actions, reactions and spells.
  target: TargetPoolSchema.optional(),
  effects: z.array(EffectSchema).max(6).default([]),
  sorcery: SorcerySchema.optional(),
  /** Reactions: what they may answer ("todo según la misma carta lo especifique"). */
  answers: z.array(StackSourceKindSchema).min(1).max(3).default(['card', 'ability', 'maneuver']),
  /** Oración: what the n-th prayer in play asks for ("al tener 1, al tener 2, 3 o 4"). */
  requirements: z.array(CostSchema).max(10).default([]),
};

const needsCopies = {
  check: (card: { type: EcgCardType; copies?: number | undefined }) =>
    card.type === 'hero' || card.type === 'resource' || card.copies !== undefined,
  message: { message: 'cards of the 40-card deck need "copies"', path: ['copies'] },
};

/** A catalog card; unknown fields are dropped, so an imported catalog may carry notes of its own. */
export const ecgCardSchema = z.object(cardShape).refine(needsCopies.check, needsCopies.message);

export type EcgCardInput = z.output<typeof ecgCardSchema>;

const ZONES_OF: Readonly<Record<EcgCardType, readonly Ability['zone'][]>> = {
  hero: ['hero'],
  resource: [],
  troop: ['battle', 'court'],
  general: ['legacy'],
  legacy: ['legacy'],
  action: [],
  reaction: [],
  spell: [],
  blessing: [],
};

type Problem = readonly [string, string];

/** What a card needs before the engine can play it; empty when it is complete. */
export function playProblems(card: EcgCardInput): Problem[] {
  const problems: Problem[] = [];
  const need = (field: keyof EcgCardInput, when = true) => {
    if (when && card[field] === undefined) problems.push([field, `a ${card.type} needs "${field}" to be played`]);
  };
  need('text', card.type !== 'resource');
  if (card.type === 'hero') ['morale', 'renown', 'hand'].forEach((f) => need(f as keyof EcgCardInput));
  if (card.type === 'hero' || card.type === 'resource') {
    if (card.realm === null || !(REALMS as readonly string[]).includes(card.realm))
      problems.push(['realm', `a ${card.type} needs one of the realms ${REALMS.join(', ')}`]);
  }
  if (card.type !== 'hero' && card.type !== 'resource') need('cost');
  if (card.type === 'troop') ['strength', 'preparation', 'formation'].forEach((f) => need(f as keyof EcgCardInput));
  if (card.type === 'spell') need('sorcery');
  if (['action', 'reaction', 'spell'].includes(card.type) && card.effects.length === 0)
    problems.push(['effects', 'needs effects']);
  if (card.type === 'blessing' && card.requirements.length === 0)
    problems.push(['requirements', 'a blessing needs its requirements']);
  for (const ability of card.abilities) {
    if (!ZONES_OF[card.type].includes(ability.zone))
      problems.push(['abilities', `a ${card.type} has no ${ability.zone} abilities`]);
  }
  return [...problems, ...targetProblems(card)];
}

function targetProblems(card: EcgCardInput): Problem[] {
  const problems: Problem[] = [];
  if (usesSelector(card.effects, 'target') !== (card.target !== undefined))
    problems.push(['target', 'effects aimed at "target" need a target pool, and only they']);
  for (const ability of card.abilities) {
    if (usesSelector(ability.effects, 'target') !== (ability.target !== undefined))
      problems.push(['abilities', 'an ability aimed at "target" needs a target pool, and only it']);
  }
  // On-train effects have no chosen troop; on-win effects know the beaten one as "target".
  if (
    usesSelector(card.onTrain, 'target') ||
    usesSelector(card.onTrain, 'itemTarget') ||
    usesSelector(card.onWin, 'itemTarget')
  ) {
    problems.push(['onTrain', 'on-train effects name no "target" or "itemTarget", on-win effects no "itemTarget"']);
  }
  if (card.type !== 'reaction' && usesSelector(card.effects, 'itemTarget'))
    problems.push(['effects', 'only reactions read "itemTarget"']);
  if (card.type !== 'reaction' && card.effects.some((e) => e.op === 'cancel'))
    problems.push(['effects', 'only reactions cancel']);
  // A reaction window opens only for a player with ready resources (RULES-NOTES.md, "Reactions").
  if (card.type === 'reaction' && card.cost === 0) problems.push(['cost', 'a reaction costs at least 1']);
  return problems;
}

/** The schema of a card the engine can play: the catalog card with its play fields complete. */
export const ecgPlayableCardSchema = z
  .object(cardShape)
  .strict()
  .refine(needsCopies.check, needsCopies.message)
  .superRefine((card, ctx) => {
    for (const [path, message] of playProblems(card)) ctx.addIssue({ code: 'custom', path: [path], message });
  });
