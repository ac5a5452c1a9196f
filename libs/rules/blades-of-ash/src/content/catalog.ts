/**
 * The Blades of Ash card set: JSON data in ./data, validated by the engine's card schema when
 * the module loads, and looked up by id or by name in either language.
 * 000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción".
 */
import { createCardIndex } from '@cronica/rules-kernel';
import { z } from 'zod';
import {
  ActionCardSchema,
  FactionSchema,
  HeroSchema,
  MERCENARIOS,
  type ActionCard,
  type Faction,
  type Hero,
} from '../cards/schema.js';
import alba from './data/orden-del-alba.json' with { type: 'json' };
import cuervo from './data/corte-del-cuervo.json' with { type: 'json' };
import ceniza from './data/circulo-de-ceniza.json' with { type: 'json' };
import mercenarios from './data/mercenarios.json' with { type: 'json' };

/** One data file: a faction with its heroes and action cards. */
export const FactionFileSchema = z.object({
  faction: FactionSchema,
  heroes: z.array(HeroSchema),
  actions: z.array(ActionCardSchema),
});
export type FactionFile = z.infer<typeof FactionFileSchema>;

export type BladesCard = Hero | ActionCard;

/** The raw data files, in catalog order (for the content tests). */
export const FACTION_FILES: readonly unknown[] = [alba, cuervo, ceniza, mercenarios];

const files: readonly FactionFile[] = FACTION_FILES.map((file) => FactionFileSchema.parse(file));
const heroes: readonly Hero[] = files.flatMap((f) => f.heroes);
const actions: readonly ActionCard[] = files.flatMap((f) => f.actions);
const cards: readonly BladesCard[] = [...heroes, ...actions];
const index = createCardIndex(cards);

/** Every faction, Mercenarios last. */
export const FACTIONS: readonly Faction[] = files.map((f) => f.faction);
/** The factions a player may choose; Mercenarios joins every one of them. */
export const PLAYABLE_FACTIONS: readonly Faction[] = FACTIONS.filter((f) => f.id !== MERCENARIOS);

export const allCards = (): readonly BladesCard[] => cards;
export const allHeroes = (): readonly Hero[] => heroes;
export const allActions = (): readonly ActionCard[] => actions;

export function cardById(id: string): BladesCard | undefined {
  return index.byId(id);
}

/** By name in Spanish or English, ignoring case and accents; ids are accepted too. */
export function cardByName(name: string): BladesCard | undefined {
  return index.resolve(name);
}

export function heroById(id: string): Hero | undefined {
  const card = index.byId(id);
  return card?.kind === 'hero' ? card : undefined;
}

export function actionById(id: string): ActionCard | undefined {
  const card = index.byId(id);
  return card === undefined || card.kind === 'hero' ? undefined : card;
}

export function factionById(id: string): Faction | undefined {
  return FACTIONS.find((f) => f.id === id);
}
