import { z } from 'zod';

/**
 * The encounter the game master sets, and the table's options (zod, strict, bounded, every field
 * defaulted: parsing `{}` gives a playable 5×5 combat encounter). What the rulebook leaves to the
 * rest of the game (threat levels, objective bars, enemies' stats, what a roll is compared with)
 * is the small model documented in RULES-NOTES.md.
 */

const text = (max: number) => z.string().trim().min(1).max(max);
export const localizedTextSchema = z.object({ es: text(80), en: text(80) }).strict();
const longText = z.object({ es: text(400), en: text(400) }).strict();

/** Ids of scenes, enemies, objectives and skills: short, lower case; `p1`–`p4` name the players. */
export const idSchema = z
  .string()
  .regex(/^[a-z][a-z0-9-]{0,23}$/, 'id: a–z, 0–9 and "-", starting with a letter, at most 24')
  .refine((id) => !/^p[0-9]+$/.test(id), 'p1, p2… are the players’ ids');

export const MAX_GRID = 12;
export const squareSchema = z.tuple([
  z
    .number()
    .int()
    .min(0)
    .max(MAX_GRID - 1),
  z
    .number()
    .int()
    .min(0)
    .max(MAX_GRID - 1),
]);
export type Square = readonly [number, number];

export const ATTACK_KINDS = ['physical', 'social', 'magical'] as const;
export const attackKindSchema = z.enum(ATTACK_KINDS);
export type AttackKind = z.infer<typeof attackKindSchema>;
const kindsSchema = z
  .array(attackKindSchema)
  .min(1)
  .max(3)
  .refine((k) => new Set(k).size === k.length, 'kinds repeat');

/** Threat levels 1 (lowest) to 5 (RULES-NOTES.md, "Threat"). */
export const MAX_THREAT = 5;
const threatSchema = z.number().int().min(1).max(MAX_THREAT);

/** 003, "Escenas y casillas": "El tamaño estándar es 5 × 5, pero el GM puede ajustarlo". */
export const sceneSchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    description: longText.optional(),
    width: z.number().int().min(1).max(MAX_GRID).default(5),
    height: z.number().int().min(1).max(MAX_GRID).default(5),
  })
  .strict();

export const enemySchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    /** The scene it starts in (the first scene when absent). */
    scene: idSchema.optional(),
    /** Its square on a tactical encounter (placed from the top right when absent). */
    position: squareSchema.optional(),
    hp: z.number().int().min(1).max(999),
    threat: threatSchema.default(2),
    /** Damage of a hit (its attacks and charges). */
    damage: z.number().int().min(0).max(99).default(3),
    /** 003, "Daño por fallo": 1d6 (null) "o más según el tipo enemigo" (a fixed value). */
    missDamage: z.number().int().min(1).max(99).nullable().default(null),
    actions: z.number().int().min(1).max(3).default(3),
    speed: z.number().int().min(1).max(MAX_GRID).default(5),
    reach: z.enum(['melee', 'ranged']).default('melee'),
    /** The kinds of attack that wear it down. */
    kinds: kindsSchema.default(['physical', 'magical']),
    openingHand: z.number().int().min(0).max(8).default(2),
  })
  .strict();

export const objectiveSchema = z
  .object({
    id: idSchema,
    name: localizedTextSchema,
    /** Effort that fills the bar. */
    size: z.number().int().min(1).max(999),
    threat: threatSchema.default(2),
    kinds: kindsSchema.default(['physical', 'social', 'magical']),
    /** The scene where it can be worked on (anywhere when null). */
    scene: idSchema.nullable().default(null),
  })
  .strict();

const skillEffectSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('attack'), kind: attackKindSchema, power: z.number().int().min(0).max(99) }).strict(),
  z.object({ op: z.literal('heal'), amount: z.number().int().min(1).max(99) }).strict(),
  z.object({ op: z.literal('ward') }).strict(),
]);

/** 003, "Usar una Habilidad Arcana: paga su costo en MP". */
export const skillSchema = z
  .object({ id: idSchema, name: localizedTextSchema, cost: z.number().int().min(0).max(20), effect: skillEffectSchema })
  .strict();

export const characterSchema = z
  .object({
    name: text(40).optional(),
    hp: z.number().int().min(1).max(99).optional(),
    mp: z.number().int().min(0).max(50).optional(),
    guard: z.number().int().min(1).max(13).optional(),
    scene: idSchema.optional(),
    position: squareSchema.optional(),
  })
  .strict();

export const DEFAULT_SKILLS: z.input<typeof skillSchema>[] = [
  {
    id: 'descarga',
    name: { es: 'Descarga arcana', en: 'Arcane bolt' },
    cost: 2,
    effect: { op: 'attack', kind: 'magical', power: 10 },
  },
  { id: 'sanar', name: { es: 'Sanar', en: 'Mend' }, cost: 2, effect: { op: 'heal', amount: 5 } },
  { id: 'escudo', name: { es: 'Escudo arcano', en: 'Arcane ward' }, cost: 1, effect: { op: 'ward' } },
];

export const tableOptionsSchema = z
  .object({
    /** 003, "Límite de mano": "tope de 8 cartas (puede ajustarse por preferencia de mesa)". */
    handLimit: z.number().int().min(1).max(20).default(8),
    /** Cards an attack or an arcane skill draws before the greed rule (RULES-NOTES.md). */
    abilityDraw: z.number().int().min(0).max(5).default(2),
    /** A combo's Effort: its highest card +1 per other card, or the sum of its cards (RULES-NOTES.md, "Effort"). */
    comboEffort: z.enum(['highest-plus', 'sum']).default('highest-plus'),
    /** Most cards one attack combines. */
    maxCombo: z.number().int().min(1).max(3).default(3),
    /** Greed counts repeats over the whole turn or only back to back (RULES-NOTES.md). */
    greedCounts: z.enum(['turn', 'consecutive']).default('turn'),
    /** Who strikes back on a failed roll next to enemies (RULES-NOTES.md). */
    missRetaliation: z.enum(['target-only', 'each-adjacent']).default('target-only'),
    /** Whether enemies reveal their bottom card for the opening order too. */
    enemiesRevealInitiative: z.boolean().default(false),
    /** The number a d8 check must reach at threat levels 1–5. */
    threatTargets: z
      .tuple([
        z.number().int().min(1).max(9),
        z.number().int().min(1).max(9),
        z.number().int().min(1).max(9),
        z.number().int().min(1).max(9),
        z.number().int().min(1).max(9),
      ])
      .default([2, 3, 4, 5, 6]),
    /** Rounds the scene lasts before the enemies' side prevails (null: no limit). */
    roundLimit: z.number().int().min(1).max(99).nullable().default(10),
  })
  .strict();

export const partySchema = z
  .object({
    hp: z.number().int().min(1).max(99).default(20),
    mp: z.number().int().min(0).max(50).default(3),
    /** What an enemy's chaotic die must reach to hit a player (RULES-NOTES.md, "Enemies"). */
    guard: z.number().int().min(1).max(13).default(6),
    openingHand: z.number().int().min(0).max(8).default(5),
  })
  .strict();

const DEFAULT_SCENE = { id: 'escena', name: { es: 'Escena', en: 'Scene' } };
const DEFAULT_ENEMIES = [
  { id: 'bandido', name: { es: 'Bandido', en: 'Bandit' }, hp: 24, threat: 2, damage: 3 },
  { id: 'arquera', name: { es: 'Arquera', en: 'Archer' }, hp: 16, threat: 3, damage: 2, reach: 'ranged' as const },
];

export const encounterOptionsSchema = z
  .object({
    // Not a sample's name: the standard encounter (one bandit, one archer, a bare scene) is not the
    // "Ambush on the road" sample (samples.ts), and a table must not show two encounters as one.
    name: localizedTextSchema.default({ es: 'Encuentro estándar', en: 'Standard encounter' }),
    description: longText.optional(),
    /** 003, "Importante para encuentros sociales o de exploración". */
    mode: z.enum(['combat', 'social', 'exploration']).default('combat'),
    /** 003, "Regla de tácticas y miniaturas (opcional)": played on squares, or narrative. */
    tactical: z.boolean().default(true),
    scenes: z.array(sceneSchema).min(1).max(6).prefault([DEFAULT_SCENE]),
    enemies: z.array(enemySchema).min(1).max(8).prefault(DEFAULT_ENEMIES),
    objectives: z.array(objectiveSchema).max(4).default([]),
    /** The enemies' own bar: when it fills, their side prevails (null: none). */
    threatClock: z
      .object({ name: localizedTextSchema, size: z.number().int().min(1).max(999) })
      .strict()
      .nullable()
      .default(null),
    /** What the party must do: fill every objective bar, defeat every enemy, or either. */
    victory: z.enum(['objectives', 'enemies', 'either']).default('either'),
    /** 003, "Bonos de habilidad": the player seat that started the fight (+2 to its card). */
    initiator: z.number().int().min(1).max(4).nullable().default(null),
    /** Per player seat (first entry is seat 1): name and what differs from the party's stats. */
    characters: z.array(characterSchema).max(4).default([]),
    skills: z.array(skillSchema).max(8).prefault(DEFAULT_SKILLS),
    party: partySchema.prefault({}),
    table: tableOptionsSchema.prefault({}),
  })
  .strict()
  .superRefine((o, ctx) => {
    const issue = (message: string, path: (string | number)[]) => ctx.addIssue({ code: 'custom', message, path });
    const ids = [...o.scenes.map((s) => s.id), ...o.enemies.map((e) => e.id), ...o.objectives.map((b) => b.id)];
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) issue(`id "${id}" is used twice`, []);
    });
    const skillIds = o.skills.map((s) => s.id);
    skillIds.forEach((id, i) => {
      if (skillIds.indexOf(id) !== i) issue(`skill id "${id}" is used twice`, ['skills', i]);
    });
    const scenes = new Map(o.scenes.map((s) => [s.id, s]));
    const inScene = (scene: string | undefined, position: Square | undefined, path: (string | number)[]) => {
      const s = scene === undefined ? o.scenes[0] : scenes.get(scene);
      if (s === undefined) return issue(`unknown scene "${scene}"`, [...path, 'scene']);
      if (position !== undefined && (position[0] >= s.width || position[1] >= s.height))
        issue('position outside the scene', [...path, 'position']);
    };
    o.enemies.forEach((e, i) => inScene(e.scene, e.position, ['enemies', i]));
    o.characters.forEach((c, i) => inScene(c.scene, c.position, ['characters', i]));
    o.objectives.forEach((b, i) => {
      if (b.scene !== null && !scenes.has(b.scene)) issue(`unknown scene "${b.scene}"`, ['objectives', i, 'scene']);
    });
    if (o.victory === 'objectives' && o.objectives.length === 0)
      issue('victory by objectives needs at least one objective', ['victory']);
    if (o.party.openingHand > o.table.handLimit)
      issue('the opening hand is above the hand limit', ['party', 'openingHand']);
  });

export type AccionOptions = z.output<typeof encounterOptionsSchema>;
export type AccionOptionsInput = z.input<typeof encounterOptionsSchema>;
export type SceneOptions = z.output<typeof sceneSchema>;
export type EnemyOptions = z.output<typeof enemySchema>;
export type ObjectiveOptions = z.output<typeof objectiveSchema>;
export type SkillOptions = z.output<typeof skillSchema>;
export type SkillEffect = SkillOptions['effect'];
export type TableOptions = z.output<typeof tableOptionsSchema>;

/** Parses encounter options (throws a ZodError on bad input; the platform maps it). */
export function encounterOptions(input: AccionOptionsInput = {}): AccionOptions {
  return encounterOptionsSchema.parse(input);
}
