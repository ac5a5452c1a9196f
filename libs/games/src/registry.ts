import type { Localized } from '@cronica/util';
import type { DeckTextSpec, DeckValidator, GameDecider, Message } from '@cronica/rules-kernel';
import { BLADES_DECK_TEXT_SPEC, CardSetSchema, bladesDeckValidator, bladesOfAsh } from '@cronica/blades-of-ash';
import { ecgDeckTextSpec, ecgDeckValidator, parseEcgCatalog } from '@cronica/ecg';
import { parseWotCatalog, wotDeckTextSpec, wotDeckValidator } from '@cronica/warlords-of-terra';

/**
 * The games the platform knows, by id (issues 3 and 4): names, deck sections, the header words of
 * plain-text lists, the deck validator and, for games the platform plays, the GameDecider.
 */

export type CatalogCheck = { readonly ok: true } | { readonly ok: false; readonly message: Localized };

export interface DeckSectionInfo {
  readonly key: string;
  readonly name: Localized;
}

export interface GameEntry {
  readonly id: string;
  readonly name: Localized;
  readonly deckSections: readonly DeckSectionInfo[];
  /** Plain-text list headers per section (both languages). */
  readonly deckText: DeckTextSpec;
  readonly deckValidator: DeckValidator;
  /** Checks an imported catalog before validation; absent when the game takes none. */
  readonly parseCatalog?: (json: unknown) => CatalogCheck;
  /** Whether `legendaryLimit` means something for this game (002 C.5). */
  readonly legendaryLimit: boolean;
  /** The rules engine, for games the platform plays in full. */
  // Methods of GameDecider are bivariant, so any concrete module fits here.
  readonly module?: GameDecider<unknown, Message, Message, unknown, unknown>;
}

export const warlordsOfTerra: GameEntry = {
  id: 'warlords-of-terra',
  name: { es: 'Warlords of Terra', en: 'Warlords of Terra' },
  deckSections: [
    { key: 'hero', name: { es: 'Héroe', en: 'Hero' } },
    { key: 'battle', name: { es: 'Mazo de batalla', en: 'Battle deck' } },
    { key: 'construction', name: { es: 'Mazo de construcción', en: 'Construction deck' } },
    { key: 'sideboard', name: { es: 'Prebanquillo', en: 'Pre-sideboard' } },
  ],
  deckText: wotDeckTextSpec,
  deckValidator: wotDeckValidator,
  parseCatalog: parseWotCatalog,
  legendaryLimit: true,
};

export const ecg: GameEntry = {
  id: 'ecg',
  name: { es: 'ECG', en: 'ECG' },
  deckSections: [
    { key: 'hero', name: { es: 'Héroe', en: 'Hero' } },
    { key: 'resource', name: { es: 'Recurso', en: 'Resource' } },
    { key: 'main', name: { es: 'Mazo', en: 'Deck' } },
  ],
  deckText: ecgDeckTextSpec,
  deckValidator: ecgDeckValidator,
  parseCatalog: parseEcgCatalog,
  legendaryLimit: false,
};

const BLADES_TEXT_FALLBACK: DeckTextSpec = {
  game: 'blades-of-ash',
  sections: [
    { key: 'heroes', aliases: ['Héroes', 'Heroes'] },
    { key: 'actions', aliases: ['Acciones', 'Actions', 'Mazo de acciones', 'Action deck'] },
  ],
};

/**
 * Blades of Ash's registry entry from what `@cronica/blades-of-ash` exports: its deck validator,
 * its plain-text spec (`BLADES_DECK_TEXT_SPEC`) and its GameDecider (`bladesOfAsh`).
 */
export function bladesOfAshEntry(parts: {
  readonly deckValidator: DeckValidator;
  readonly deckText?: DeckTextSpec;
  readonly parseCatalog?: GameEntry['parseCatalog'];
  readonly module?: GameEntry['module'];
}): GameEntry {
  return {
    id: 'blades-of-ash',
    name: { es: 'Espadas de Ceniza: Choque de Leyendas', en: 'Blades of Ash: Clash of Legends' },
    deckSections: [
      { key: 'heroes', name: { es: 'Héroes', en: 'Heroes' } },
      { key: 'actions', name: { es: 'Acciones', en: 'Actions' } },
    ],
    deckText: parts.deckText ?? BLADES_TEXT_FALLBACK,
    deckValidator: parts.deckValidator,
    legendaryLimit: false,
    ...(parts.parseCatalog === undefined ? {} : { parseCatalog: parts.parseCatalog }),
    ...(parts.module === undefined ? {} : { module: parts.module }),
  };
}

/** An imported Blades of Ash card set must pass the engine's card schema (issue 3, "Card set"). */
function checkBladesCatalog(json: unknown): CatalogCheck {
  const parsed = CardSetSchema.safeParse(json);
  if (parsed.success) return { ok: true };
  const detail = parsed.error.issues.slice(0, 5).map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  return { ok: false, message: { es: `Catálogo de Espadas de Ceniza no válido: ${detail}`, en: `Invalid Blades of Ash catalog: ${detail}` } };
}

export const bladesOfAshGame: GameEntry = bladesOfAshEntry({
  deckValidator: bladesDeckValidator,
  deckText: BLADES_DECK_TEXT_SPEC,
  parseCatalog: checkBladesCatalog,
  module: bladesOfAsh,
});

/** Every registered game. */
export const GAMES: readonly GameEntry[] = [bladesOfAshGame, warlordsOfTerra, ecg];

export const KNOWN_GAME_IDS = ['blades-of-ash', 'warlords-of-terra', 'ecg'] as const;

export function findGame(id: string, games: readonly GameEntry[] = GAMES): GameEntry | undefined {
  return games.find((game) => game.id === id);
}
