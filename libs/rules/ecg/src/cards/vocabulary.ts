import type { Localized } from '@cronica/util';
import { z } from 'zod';

/**
 * The fixed words ECG card data is written in (004_e0e2bf9ed9dd62bf.txt, "Armando tu economía y
 * pagando costes", "Zonas de Juego", "Estadísticas de una Carta", "Maniobras de Batalla").
 * Choices where the rulebook names a thing without listing it are in RULES-NOTES.md.
 */

export const LocalizedSchema = z.object({ es: z.string().trim().min(1), en: z.string().trim().min(1) }).strict();

/** The six realms ("Armando tu economía": Sol, Lechuza, Ciervo, Lobo Blanco, León, Devoto), as catalog slugs. */
export const REALMS = ['sol', 'lechuza', 'ciervo', 'lobo-blanco', 'leon', 'devoto'] as const;
export const RealmSchema = z.enum(REALMS);
export type Realm = z.infer<typeof RealmSchema>;
export const isRealm = (value: string | null): value is Realm =>
  value !== null && (REALMS as readonly string[]).includes(value);

export const REALM_NAMES: Readonly<Record<Realm, Localized>> = {
  sol: { es: 'Sol', en: 'Sun' },
  lechuza: { es: 'Lechuza', en: 'Owl' },
  ciervo: { es: 'Ciervo', en: 'Stag' },
  'lobo-blanco': { es: 'Lobo Blanco', en: 'White Wolf' },
  leon: { es: 'León', en: 'Lion' },
  devoto: { es: 'Devoto', en: 'Devout' },
};

/** "Sol se debe pagar con Fe. Lechuza … Saber. Ciervo … Orgullo. Lobo Blanco … Ira. León … Disciplina. Devoto … Devoción." */
export const RESOURCES = ['fe', 'saber', 'orgullo', 'ira', 'disciplina', 'devocion'] as const;
export type Resource = (typeof RESOURCES)[number];
export const RESOURCE_OF_REALM: Readonly<Record<Realm, Resource>> = {
  sol: 'fe',
  lechuza: 'saber',
  ciervo: 'orgullo',
  'lobo-blanco': 'ira',
  leon: 'disciplina',
  devoto: 'devocion',
};
export const RESOURCE_NAMES: Readonly<Record<Resource, Localized>> = {
  fe: { es: 'Fe', en: 'Faith' },
  saber: { es: 'Saber', en: 'Lore' },
  orgullo: { es: 'Orgullo', en: 'Pride' },
  ira: { es: 'Ira', en: 'Wrath' },
  disciplina: { es: 'Disciplina', en: 'Discipline' },
  devocion: { es: 'Devoción', en: 'Devotion' },
};

/** "La zona de batalla se divide en Infantería y Soporte". */
export const LINES = ['infantry', 'support'] as const;
export const LineSchema = z.enum(LINES);
export type Line = z.infer<typeof LineSchema>;
export const LINE_NAMES: Readonly<Record<Line, Localized>> = {
  infantry: { es: 'Infantería', en: 'Infantry' },
  support: { es: 'Soporte', en: 'Support' },
};

/** "Línea de formación": one line, or "formación doble" (either, chosen when trained). */
export const FormationSchema = z.enum(['infantry', 'support', 'double']);
export type Formation = z.infer<typeof FormationSchema>;

/** "Los hechizos se dividen según su tipo de hechicería … del Dios Sol o la Diosa Luna." */
export const SorcerySchema = z.enum(['sol', 'luna']);
export type Sorcery = z.infer<typeof SorcerySchema>;
export const SORCERY_NAMES: Readonly<Record<Sorcery, Localized>> = {
  sol: { es: 'hechicería del Sol', en: 'Sun sorcery' },
  luna: { es: 'hechicería de la Luna', en: 'Moon sorcery' },
};

/** The battle maneuvers (RULES-NOTES.md, "Battle maneuvers": the rulebook names them but gives no list). */
export const MANEUVERS = ['clash', 'charge', 'regroup', 'rally'] as const;
export const ManeuverSchema = z.enum(MANEUVERS);
export type Maneuver = z.infer<typeof ManeuverSchema>;
export const MANEUVER_NAMES: Readonly<Record<Maneuver, Localized>> = {
  clash: { es: 'Enfrentamiento', en: 'Clash' },
  charge: { es: 'Carga', en: 'Charge' },
  regroup: { es: 'Reagrupar', en: 'Regroup' },
  rally: { es: 'Arenga', en: 'Rally' },
};

/** Where an ability may be used ("Tropas y sus habilidades": battle, court; heroes; the legacy zone). */
export const AbilityZoneSchema = z.enum(['battle', 'court', 'hero', 'legacy']);
export type AbilityZone = z.infer<typeof AbilityZoneSchema>;

/** Titles the rules read ("mercenario", "devoto", "salvaje", "locura"), in either language. */
export const TITLE_WORDS = {
  mercenary: ['mercenario', 'mercenary'],
  devout: ['devoto', 'devout'],
  wild: ['salvaje', 'wild'],
  madness: ['locura', 'madness'],
} as const;
export type RuleTitle = keyof typeof TITLE_WORDS;
export const hasTitle = (titles: readonly string[], title: RuleTitle): boolean =>
  titles.some((t) => (TITLE_WORDS[title] as readonly string[]).includes(t));

/** What goes on the stack and may be answered by a reaction: a played card, an ability, a maneuver. */
export const StackSourceKindSchema = z.enum(['card', 'ability', 'maneuver']);
export type StackSourceKind = z.infer<typeof StackSourceKindSchema>;
