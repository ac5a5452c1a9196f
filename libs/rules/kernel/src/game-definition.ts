import type { Localized } from '@cronica/util';
import type { CardList } from './card-list.js';
import type { DeckValidator } from './deck.js';
import { endReasonProblems, type EndReasonWords } from './end-reasons.js';
import type { DeckTextSpec } from './deck-text.js';
import type { GameFormatSpec } from './format-spec.js';
import type { AnyGameModule } from './game-module.js';

/**
 * A game as the platform knows it: names, deck sections, the header words of plain-text lists,
 * the deck validator and, for games the platform plays online, the `GameModule`. Each rules
 * library writes its own with `defineGame`; the registry (`@cronica/games`) only lists them, and
 * every layer (API, CLI, web, replay verifier, tournament formats) reads its games from there.
 */

export type CatalogCheck = { readonly ok: true } | { readonly ok: false; readonly message: Localized };

export interface DeckSectionInfo {
  readonly key: string;
  readonly name: Localized;
}

export interface GameDefinition {
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
  /** The game's printed card set, listed; absent when its cards come from a catalog each tournament imports. */
  readonly cardList?: () => CardList;
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
  /**
   * Why its matches end, in words, for every `reason` its rules give a result (the platform's own,
   * such as a concession or a judge's loss, are worded in end-reasons.ts). Every game played online has them.
   */
  readonly endReasons?: EndReasonWords;
}

/** What is wrong with a definition, each in words a library author can act on. */
function definitionProblems(game: GameDefinition): string[] {
  const problems: string[] = [];
  if (game.id.trim() === '') problems.push('its id is empty');
  if (game.name.es.trim() === '' || game.name.en.trim() === '') problems.push('its name needs Spanish and English');
  if (game.deckText.game !== game.id) problems.push(`deckText.game is "${game.deckText.game}"`);
  const keys = game.deckSections.map((section) => section.key);
  if (keys.length === 0) problems.push('it has no deck sections');
  if (new Set(keys).size !== keys.length) problems.push(`its deck section keys repeat (${keys.join(', ')})`);
  // checkDeckSource reads plain-text lists by deckText and shows them by deckSections.
  const textKeys = game.deckText.sections.map((section) => section.key);
  if (textKeys.join('\n') !== keys.join('\n'))
    problems.push(`deckText sections (${textKeys.join(', ')}) differ from deckSections (${keys.join(', ')})`);
  if (game.module !== undefined && game.module.id !== game.id) problems.push(`module.id is "${game.module.id}"`);
  // Replay headers name the library of every game played online.
  if (game.module !== undefined && (game.library ?? '').trim() === '') problems.push('it has a module but no library');
  // Result banners and match lists read why a match ended from here.
  if (game.module !== undefined && game.endReasons === undefined) problems.push('it has a module but no endReasons');
  return [...problems, ...endReasonProblems(game.endReasons ?? {})];
}

/**
 * A game's definition, checked where it is written: a mismatch here (a module of another game,
 * text headers for other sections) would otherwise surface far away, as an unknown game in a
 * replay or a list that never validates. Throws on the first load of the library that wrote it.
 */
export function defineGame(definition: GameDefinition): GameDefinition {
  const problems = definitionProblems(definition);
  if (problems.length > 0) throw new Error(`defineGame("${definition.id}") is inconsistent: ${problems.join('; ')}.`);
  return definition;
}
