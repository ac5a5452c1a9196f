import type { DeckList, GameResult, Seat } from '@cronica/rules-kernel';
import { playerSetupFromDeck } from '../content/decks.js';
import type { ActionCard, Hero } from '../cards/schema.js';
import type { Effect, TriggerEvent } from '../cards/effects.js';
import { COUNTERS, STATS, type DieColor } from '../cards/vocabulary.js';
import { formatWith, type FormatOptions } from './format.js';

/**
 * The state of one skirmish. Compact on purpose: heroes and cards are indices, per-hero
 * numbers are small arrays, and `evolve` copies only what an event touches.
 */

/** One action die (000_7cbcfc9bc47f1014.txt, "Preparar Dados de Acción": Dados Preparados / Gastados keep their faces). */
export interface Die {
  readonly color: DieColor;
  readonly face: number;
  readonly spent: boolean;
}

/** A triggered action granted by an effect until the end of the clash. */
export interface GrantedTrigger {
  readonly on: TriggerEvent;
  readonly effects: readonly Effect[];
  /** The card's own per-clash limit; absent when its text sets none. */
  readonly limitPerClash?: number;
}

export interface HeroState {
  readonly def: Hero;
  readonly seat: Seat;
  readonly life: number;
  /** Fuera de combate: stays out for the rest of the skirmish (RULES-NOTES.md). */
  readonly out: boolean;
  /** Count per counter, in COUNTERS order. */
  readonly counters: readonly number[];
  /** Stat changes for the rest of the skirmish, in STATS order. */
  readonly mods: readonly number[];
  /** Stat changes until the end of the current clash, in STATS order. */
  readonly clashMods: readonly number[];
  /** Equipment attached: catalog indices. */
  readonly equipment: readonly number[];
  readonly granted: readonly GrantedTrigger[];
}

export interface PlayerState {
  /** Catalog indices; the top of the deck is the END of the array. Never in any view. */
  readonly deck: readonly number[];
  readonly hand: readonly number[];
  /** Public and ordered, oldest first ("Robo de Mano Inicial": cementerio). */
  readonly graveyard: readonly number[];
  /** List positions (0..4) kept in the draft; secret until revealed. */
  readonly picks: readonly number[] | null;
  readonly mulliganed: boolean;
  /** The cards chosen for the mulligan (ids); secret until both seats have chosen, then discarded. */
  readonly redraw: readonly string[];
  readonly dice: readonly Die[];
}

export type ItemSource =
  | { readonly kind: 'card'; readonly card: number }
  | { readonly kind: 'ability'; readonly ability: string }
  | { readonly kind: 'trigger'; readonly on: TriggerEvent };

/** An item on the resolution stack ("Resolución de Acciones": pila de resolución, LIFO). */
export interface StackItem {
  readonly id: number;
  readonly seat: Seat;
  readonly source: ItemSource;
  readonly effects: readonly Effect[];
  /** The hero performing it: the active hero that played it, or the host of the trigger. */
  readonly performer: number;
  readonly target: number | null;
  readonly eventSource: number | null;
}

export interface PendingTrigger {
  readonly hero: number;
  readonly on: TriggerEvent;
  readonly effects: readonly Effect[];
  readonly eventSource: number | null;
}

/**
 * One seat's "Preparar Dados de Acción": rerolls made and allowed, and how many dice the previous
 * reroll kept (0 before the first), since each reroll must keep at least one more.
 */
export type DiceStep = {
  readonly seat: Seat;
  readonly rerollsUsed: number;
  readonly rerollsAllowed: number;
  readonly kept: number;
};

export interface ClashState {
  readonly index: number;
  /** Both active heroes, by seat. */
  readonly heroes: readonly [number, number];
  readonly diceStep: DiceStep | null;
  readonly initiative: Seat | null;
  /** Whose activation it is ("Resolución de Acciones": Activación). */
  readonly activation: Seat;
  /** Who may act now: the activation player, or the rival answering the top of the stack. */
  readonly priority: Seat;
  /** The activation player has taken this activation's action; when the stack empties the activation ends. */
  readonly acted: boolean;
  /** Consecutive passes with an empty stack; two end the clash. */
  readonly passes: number;
  readonly stack: readonly StackItem[];
  readonly pending: readonly PendingTrigger[];
  /** One entry per use this clash: `hero:ability` or a trigger key. */
  readonly uses: readonly string[];
  /** Rerolls each seat may make this clash. */
  readonly rerolls: readonly [number, number];
}

export type Phase = 'draft' | 'mulligan' | 'role' | 'pairing' | 'dice' | 'actions' | 'handLimit' | 'over';

export interface BladesState {
  readonly format: FormatOptions;
  /** Every distinct action card of both decks. */
  readonly catalog: readonly ActionCard[];
  /** Card id → catalog index. */
  readonly cardIndex: Readonly<Record<string, number>>;
  /** Both hero lists: seat 0 at 0..4, seat 1 at 5..9. */
  readonly heroes: readonly HeroState[];
  readonly players: readonly [PlayerState, PlayerState];
  readonly phase: Phase;
  readonly round: number;
  readonly attacker: Seat | null;
  readonly roleChooser: Seat | null;
  readonly revealed: boolean;
  /** This round's pairings in order: [seat 0 hero, seat 1 hero]. */
  readonly pairings: readonly (readonly [number, number])[];
  readonly clash: ClashState | null;
  readonly random: Readonly<Record<string, number>>;
  readonly nextItemId: number;
  readonly result: GameResult | null;
}

/** What a player brings (000_7cbcfc9bc47f1014.txt, "Selección de Facción, Héroes y Mazo de Acción"). */
export interface PlayerSetup {
  readonly faction: string;
  readonly heroes: readonly Hero[];
  /** The action deck, one entry per copy. */
  readonly actions: readonly ActionCard[];
}

/**
 * A skirmish's setup. Matches are set up from each seat's deck list, resolved against the shipped
 * card set (`decks`: small, and what a verifier compares with the committed deck hashes); the
 * engine's own tests may hand it the cards themselves (`players`). One of the two is given.
 */
export interface BladesSetup {
  readonly decks?: readonly [DeckList, DeckList];
  readonly players?: readonly [PlayerSetup, PlayerSetup];
  readonly format?: Partial<FormatOptions>;
}

function playersOf(setup: BladesSetup): readonly [PlayerSetup, PlayerSetup] {
  if (setup.players !== undefined) return setup.players;
  if (setup.decks === undefined) throw new RangeError('a setup needs the deck lists or the players');
  return [playerSetupFromDeck(setup.decks[0]), playerSetupFromDeck(setup.decks[1])];
}

export const HEROES_PER_LIST = 5;
const zeros = (n: number): number[] => new Array<number>(n).fill(0);

function heroState(def: Hero, seat: Seat): HeroState {
  return {
    def,
    seat,
    life: def.life,
    out: false,
    counters: zeros(COUNTERS.length),
    mods: zeros(STATS.length),
    clashMods: zeros(STATS.length),
    equipment: [],
    granted: [],
  };
}

export function initialState(setup: BladesSetup): BladesState {
  const players = playersOf(setup);
  const { catalog, cardIndex, decks } = cardCatalog(players);
  const player = (deck: number[]): PlayerState => ({
    deck,
    hand: [],
    graveyard: [],
    picks: null,
    mulliganed: false,
    redraw: [],
    dice: [],
  });
  return {
    format: formatWith(setup.format),
    catalog,
    cardIndex,
    heroes: heroesOf(players),
    players: [player(decks[0]), player(decks[1])],
    phase: 'draft',
    round: 0,
    attacker: null,
    roleChooser: null,
    revealed: false,
    pairings: [],
    clash: null,
    random: {},
    nextItemId: 1,
    result: null,
  };
}

/** Every distinct action card of both decks once, by index, and each deck as indices into it. */
function cardCatalog(players: readonly [PlayerSetup, PlayerSetup]) {
  const catalog: ActionCard[] = [];
  const cardIndex: Record<string, number> = {};
  const deckOf = (cards: readonly ActionCard[]): number[] =>
    cards.map((card) => {
      let index = cardIndex[card.id];
      if (index === undefined) {
        index = catalog.length;
        catalog.push(card);
        cardIndex[card.id] = index;
      }
      return index;
    });
  const decks = [deckOf(players[0].actions), deckOf(players[1].actions)] as const;
  return { catalog, cardIndex, decks };
}

/** Both seats' heroes in seat order, each list exactly HEROES_PER_LIST long. */
function heroesOf(players: readonly PlayerSetup[]): HeroState[] {
  const heroes: HeroState[] = [];
  players.forEach((player, seat) => {
    if (player.heroes.length !== HEROES_PER_LIST)
      throw new RangeError(`seat ${seat}: a hero list has ${HEROES_PER_LIST} heroes`);
    for (const def of player.heroes) heroes.push(heroState(def, seat));
  });
  return heroes;
}

/**
 * After both players passed in a row (\`passes\` ≥ 2) the clash's actions are over: what is still
 * to resolve (triggers "at the end of the clash", and what they set off) resolves at once, unanswered.
 */
export const clashEnding = (clash: ClashState): boolean => clash.passes >= 2;

/** How many times a key was used this clash. */
export function usesOf(clash: ClashState, key: string): number {
  let n = 0;
  for (const used of clash.uses) if (used === key) n += 1;
  return n;
}

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);

/**
 * A seat's entry of a per-seat pair (players, active heroes, rerolls). A skirmish has seats 0 and 1
 * and `decide` refuses a command from any other seat (`isWellFormedCommand`), so another seat here
 * is a fault in the engine, not a refusal.
 */
export function atSeat<T>(pair: readonly [T, T], seat: Seat): T {
  if (seat !== 0 && seat !== 1) throw new Error(`Blades of Ash: no seat ${seat}; a skirmish has seats 0 and 1`);
  return pair[seat];
}

/** A seat's player (see `atSeat`). */
export const playerOf = (state: BladesState, seat: Seat): PlayerState => atSeat(state.players, seat);
export const heroIndex = (seat: Seat, position: number): number => seat * HEROES_PER_LIST + position;
