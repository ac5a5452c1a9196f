import type { Localized } from '@cronica/util';
import {
  validationResult,
  type AnyGameModule,
  type DeckTextSpec,
  type DeckValidator,
  type GameFormatSpec,
} from '@cronica/rules-kernel';
import { ACCION_DECK_TEXT_SPEC, accion, accionDeckValidator } from '@cronica/accion';
import {
  BLADES_DECK_TEXT_SPEC,
  BLADES_FORMAT,
  CardSetSchema,
  bladesDeckValidator,
  bladesOfAsh,
} from '@cronica/blades-of-ash';
import { DICE_RACE_FORMAT, deckValues, diceRace } from '@cronica/dice-race';
import { ECG_FORMAT, ecg as ecgModule, ecgDeckTextSpec, ecgDeckValidator, parseEcgCatalog } from '@cronica/ecg';
import {
  WOT_FORMAT,
  parseWotCatalog,
  warlordsOfTerra as wotModule,
  wotDeckTextSpec,
  wotDeckValidator,
} from '@cronica/warlords-of-terra';

/**
 * The games the platform knows, by id: names, deck sections, the header words of plain-text
 * lists, the deck validator and, for games the platform plays online, the `GameModule`. Every
 * layer (API, CLI, web, replay verifier, tournament formats) derives its list of games from here:
 * a new game is its rules library plus one line below (and a board in the web).
 */

export type CatalogCheck = { readonly ok: true } | { readonly ok: false; readonly message: Localized };

export interface DeckSectionInfo {
  readonly key: string;
  readonly name: Localized;
}

export interface GameEntry {
  readonly id: string;
  readonly name: Localized;
  /** The name lists and badges use, when shorter than `name`. */
  readonly shortName?: Localized;
  readonly deckSections: readonly DeckSectionInfo[];
  /** Plain-text list headers per section (both languages). */
  readonly deckText: DeckTextSpec;
  readonly deckValidator: DeckValidator;
  /** Checks an imported catalog before validation; absent when the game takes none. */
  readonly parseCatalog?: (json: unknown) => CatalogCheck;
  /** Whether `legendaryLimit` means something for this game (002 C.5). */
  readonly legendaryLimit: boolean;
  /** The rules library, for games the platform plays online (matches, bots, replays). */
  // Methods of GameModule are bivariant, so any concrete module fits here.
  readonly module?: AnyGameModule;
  /**
   * The game's format as an organizer sets it (its options in words, tiebreakers, round minutes),
   * from its rules library: a tournament of the game holds its options, and every match gets them.
   */
  // Its deckRules is a method (bivariant), so a spec of the game's own options fits here.
  readonly format?: GameFormatSpec;
  /** The npm package of the rules library, named in every replay header. */
  readonly library?: string;
  /**
   * How organized play runs the game: `swiss` (the default) as Swiss tournaments of registered
   * deck lists; `sessions` as encounters a game master runs for a table, recorded as the sessions
   * of a campaign rather than paired rounds.
   */
  readonly organizedPlay?: 'swiss' | 'sessions';
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
  module: wotModule,
  format: WOT_FORMAT,
  library: '@cronica/warlords-of-terra',
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
  module: ecgModule,
  format: ECG_FORMAT,
  library: '@cronica/ecg',
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
  readonly format?: GameEntry['format'];
}): GameEntry {
  const played =
    parts.module === undefined
      ? {}
      : {
          module: parts.module,
          library: '@cronica/blades-of-ash',
          ...(parts.format === undefined ? {} : { format: parts.format }),
        };
  return {
    id: 'blades-of-ash',
    name: { es: 'Espadas de Ceniza: Choque de Leyendas', en: 'Blades of Ash: Clash of Legends' },
    // 000_7cbcfc9bc47f1014.txt is the Spanish original, 001_f8669d75003bf5b9.txt its translation.
    shortName: { es: 'Espadas de Ceniza', en: 'Blades of Ash' },
    deckSections: [
      { key: 'heroes', name: { es: 'Héroes', en: 'Heroes' } },
      { key: 'actions', name: { es: 'Acciones', en: 'Actions' } },
    ],
    deckText: parts.deckText ?? BLADES_TEXT_FALLBACK,
    deckValidator: parts.deckValidator,
    legendaryLimit: false,
    ...(parts.parseCatalog === undefined ? {} : { parseCatalog: parts.parseCatalog }),
    ...played,
  };
}

/** An imported Blades of Ash card set must pass the engine's card schema. */
function checkBladesCatalog(json: unknown): CatalogCheck {
  const parsed = CardSetSchema.safeParse(json);
  if (parsed.success) return { ok: true };
  const detail = parsed.error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    .join('; ');
  return {
    ok: false,
    message: {
      es: `Catálogo de Espadas de Ceniza no válido: ${detail}`,
      en: `Invalid Blades of Ash catalog: ${detail}`,
    },
  };
}

export const bladesOfAshGame: GameEntry = bladesOfAshEntry({
  deckValidator: bladesDeckValidator,
  deckText: BLADES_DECK_TEXT_SPEC,
  parseCatalog: checkBladesCatalog,
  module: bladesOfAsh,
  format: BLADES_FORMAT,
});

/**
 * The test game (`@cronica/dice-race`): played through the API, the web table and the verifier by
 * the tests, and registered only when they ask (`gameRegistry({ testGames: true })`).
 */
export const diceRaceGame: GameEntry = {
  id: diceRace.id,
  name: diceRace.name,
  deckSections: [{ key: 'cards', name: { es: 'Cartas', en: 'Cards' } }],
  deckText: { game: diceRace.id, sections: [{ key: 'cards', aliases: ['Cartas', 'Cards'] }] },
  deckValidator: {
    validate: (deck) =>
      validationResult(
        deckValues(deck) === null
          ? [
              {
                code: 'dice-race.deck.invalid',
                message: {
                  es: 'De 2 a 40 cartas del 1 al 9, hasta 4 copias de cada una.',
                  en: '2 to 40 cards from 1 to 9, up to 4 copies each.',
                },
              },
            ]
          : [],
      ),
  },
  legendaryLimit: false,
  module: diceRace,
  format: DICE_RACE_FORMAT,
  library: '@cronica/dice-race',
};

/** La Regla de Acción (003_9d379b4d763b9b92.txt): encounters with a game master at seat 0. */
export const accionGame: GameEntry = {
  id: accion.id,
  name: { es: 'La Regla de Acción', en: 'La Regla de Acción' },
  deckSections: [{ key: 'identity', name: { es: 'Carta identidad', en: 'Identity card' } }],
  deckText: ACCION_DECK_TEXT_SPEC,
  deckValidator: accionDeckValidator,
  legendaryLimit: false,
  module: accion,
  library: '@cronica/accion',
  organizedPlay: 'sessions',
};

/** Every game real users see, in the order lists show them. */
export const GAMES: readonly GameEntry[] = [bladesOfAshGame, warlordsOfTerra, ecg, accionGame];

/** The games organizers run Swiss tournaments of (registered deck lists, pairings, standings). */
export const SWISS_GAMES: readonly GameEntry[] = GAMES.filter((game) => (game.organizedPlay ?? 'swiss') === 'swiss');

/** Games only tests register. */
export const TEST_GAMES: readonly GameEntry[] = [diceRaceGame];

/** The ids of `SWISS_GAMES`, for tournament schemas that take one of them (`z.enum`). */
export const KNOWN_GAME_IDS = SWISS_GAMES.map((game) => game.id) as unknown as readonly [string, ...string[]];

export function findGame(id: string, games: readonly GameEntry[] = GAMES): GameEntry | undefined {
  return games.find((game) => game.id === id);
}

/** One registry: the games, and the rules library of those the platform plays online. */
export interface GameRegistry {
  readonly games: readonly GameEntry[];
  find(id: string): GameEntry | undefined;
  /** The game's module, or undefined when the game is unknown or not played online. */
  module(id: string): AnyGameModule | undefined;
  /** Modules by id, for the replay verifier. */
  modules(): Readonly<Record<string, AnyGameModule>>;
}

export function gameRegistry(options: { readonly testGames?: boolean } = {}): GameRegistry {
  const games = options.testGames === true ? [...GAMES, ...TEST_GAMES] : GAMES;
  const modules = Object.fromEntries(
    games.flatMap((game) => (game.module === undefined ? [] : [[game.module.id, game.module] as const])),
  );
  return {
    games,
    find: (id) => findGame(id, games),
    module: (id) => (Object.hasOwn(modules, id) ? modules[id] : undefined),
    modules: () => modules,
  };
}
