import type { DeckList, GameReport, GameResult, Seat } from '@cronica/rules-kernel';
import type { Effect, TriggerOn } from '../cards/effects.js';
import type { FieldObject, Keyword, Token } from '../cards/vocabulary.js';
import type { WotCard } from '../catalog.js';
import type { WotOptions } from './options.js';
import type { z } from 'zod';
import type { StrikeTargetSchema, TargetRefSchema } from './command-schema.js';

/**
 * The state of one match (one game, or a best-of-N played game after game). Compact on purpose:
 * cards are catalog indices, and `evolve` copies only what an event touches. Deck order lives in
 * the state but never in a view; the seed is never in the state.
 */

export type Phase = 'sideboard' | 'mulligan' | 'resources' | 'summoning' | 'tactical' | 'end' | 'over';
/** A.3: "Paso 1 – Añadir maná", "Paso 2 – Añadir oro", "Paso 3 – Robar carta". */
export type ResourceStep = 'mana' | 'gold' | 'draw';
export type DeckKind = 'battle' | 'construction';

export interface StatBonus {
  readonly atk: number;
  readonly life: number;
  readonly speed: number;
}
export const NO_BONUS: StatBonus = { atk: 0, life: 0, speed: 0 };

/** An object card in play (A.4): in the armory or carried by a troop. */
export interface ObjectState {
  readonly uid: number;
  readonly seat: Seat;
  readonly card: number;
  /** Durability left; null for accessories (A.4.1). */
  readonly durability: number | null;
}

export interface TroopState {
  /** A new number every time it enters the battlefield (A.6.1: a new object). */
  readonly uid: number;
  readonly seat: Seat;
  /** Catalog index, or null for a token (A.5). */
  readonly card: number | null;
  readonly token: Token | null;
  readonly zone: number;
  readonly damage: number;
  /** Volteada: deactivated, no threat area (A.9.3), no movement. */
  readonly flipped: boolean;
  /** The turn it entered the battlefield (A.8 Turno de Preparación). */
  readonly enteredTurn: number;
  /** Zones moved this turn. */
  readonly moved: number;
  /** It has fought this turn (its tension, A.9.2, is resolved). */
  readonly fought: boolean;
  readonly objects: readonly ObjectState[];
  readonly bonus: StatBonus;
  readonly turnBonus: StatBonus;
  readonly keywords: readonly Keyword[];
  readonly turnKeywords: readonly Keyword[];
}

export interface PlaceState {
  readonly uid: number;
  readonly card: number;
}

/** A field object on the battlefield (A.4.3). */
export interface FieldObjectState {
  readonly uid: number;
  readonly seat: Seat;
  readonly def: FieldObject;
  readonly zone: number;
  readonly durability: number;
}

/** A deck as it stands for the next game: catalog indices, sorted (a multiset). */
export interface DeckComposition {
  readonly hero: number;
  readonly battle: readonly number[];
  readonly construction: readonly number[];
  readonly sideboard: readonly number[];
}

export interface PlayerState {
  readonly hero: number;
  readonly life: number;
  readonly mana: number;
  readonly gold: number;
  /** Hero power points (A.3). */
  readonly power: number;
  /** Top of each deck is the END of the array. Never in any view. */
  readonly battle: readonly number[];
  readonly construction: readonly number[];
  readonly hand: readonly number[];
  /** Public, oldest first. */
  readonly discard: readonly number[];
  readonly places: readonly PlaceState[];
  readonly armory: readonly ObjectState[];
  readonly mulligan: 'pending' | 'taken' | 'kept';
  /** The deck for the next game after pre-sideboard swaps (C.3); reset to the registration each match. */
  readonly deck: DeckComposition;
  /** C.3: the player has finished swapping and is ready to play. */
  readonly ready: boolean;
  /** A.3: the hero got its power point this turn. */
  readonly heroPoint: boolean;
  /** A.3: "contratar refuerzos" this turn. */
  readonly hired: boolean;
  /** Hero powers used this turn (each once per turn). */
  readonly powersUsed: readonly string[];
  /** Sudden abilities used this turn, as `uid:ability` (each once per turn, RULES-NOTES.md). */
  readonly abilitiesUsed: readonly string[];
}

/** What a spell, ability or power aims at: the shape `TargetRefSchema` parses. */
export type TargetRef = z.infer<typeof TargetRefSchema>;

export type ItemKind = 'spell' | 'sudden' | 'shout' | 'ability' | 'trigger';

/** An item on the stack: a card being cast, an ability or a triggered ability. */
export interface StackItem {
  readonly id: number;
  readonly seat: Seat;
  readonly kind: ItemKind;
  /** The card cast, or whose ability/trigger it is (catalog index; null for tokens and heroes). */
  readonly card: number | null;
  /** The troop or place it comes from. */
  readonly source: number | null;
  /** Which ability or trigger (`enter`, `summoned`, an ability id). */
  readonly ability: string | null;
  readonly effects: readonly Effect[];
  readonly target: TargetRef | null;
  /** An enter/summoned trigger: its controller may not answer it (A.6.1). */
  readonly entry: boolean;
}

/**
 * A response window. `entry` (A.6.1): the rival may answer an entry trigger once, its controller
 * may answer that once and has the last word, then everything resolves. `open` (A.9.1 paso 2, and
 * spells in the tactical phase): priority alternates; two passes in a row resolve the top item.
 */
export interface StackState {
  readonly items: readonly StackItem[];
  readonly priority: Seat;
  readonly passes: number;
  readonly mode: 'entry' | 'open';
  /** Items added after the entry trigger in an `entry` chain (at most 2). */
  readonly answers: number;
  /** The chain is closed and resolves without more answers. */
  readonly resolving: boolean;
}

/** What the attacking troop strikes (A.9.3, A.10). */
/** What an attack strikes: the shape `StrikeTargetSchema` parses. */
export type StrikeTarget = z.infer<typeof StrikeTargetSchema>;

export type CombatKind = 'move' | 'melee' | 'ranged';

/**
 * A combat (A.9.1). It is fought by zones: whoever stands in them at the strike step strikes
 * (A.9.3.4).
 */
export interface CombatState {
  readonly kind: CombatKind;
  readonly seat: Seat;
  readonly attacker: number;
  readonly attackerZone: number;
  /** Enemy troops' zones in the combat; `obliged`: its threat was invaded, so it strikes anyway (A.9.3). */
  readonly defenders: readonly { readonly zone: number; readonly obliged: boolean }[];
  readonly strike: StrikeTarget;
  readonly step: 'declare' | 'sudden';
  /** The defender has finished its flip reaction (A.9.1 paso 1). */
  readonly reacted: boolean;
}

export interface PendingTrigger {
  readonly source: number;
  readonly seat: Seat;
  readonly card: number | null;
  readonly on: TriggerOn;
  readonly effects: readonly Effect[];
}

export interface TimeCall {
  readonly calledAt: number;
  readonly lastTurn: number;
}

export interface WotState {
  readonly options: WotOptions;
  readonly catalog: readonly WotCard[];
  readonly cardIndex: Readonly<Record<string, number>>;
  readonly decks: readonly [DeckList, DeckList];
  readonly registered: readonly [DeckComposition, DeckComposition];
  readonly players: readonly [PlayerState, PlayerState];
  readonly troops: readonly TroopState[];
  readonly fieldObjects: readonly FieldObjectState[];
  readonly phase: Phase;
  readonly step: ResourceStep | null;
  readonly turn: number;
  readonly active: Seat;
  readonly first: Seat;
  readonly stack: StackState | null;
  readonly pending: readonly PendingTrigger[];
  readonly combat: CombatState | null;
  /** The active player declared the end phase with troops in tension (A.9.2). */
  readonly forcing: boolean;
  readonly time: TimeCall | null;
  /** The game being played (1-based) and the games finished. */
  readonly game: number;
  readonly games: readonly GameReport[];
  readonly nextUid: number;
  readonly nextItem: number;
  readonly random: Readonly<Record<string, number>>;
  readonly result: GameResult | null;
}

export interface WotSetup {
  /** The registered lists, seat 0 first (already validated by `create`). */
  readonly decks: readonly [DeckList, DeckList];
  readonly options: WotOptions;
}

export const other = (seat: Seat): Seat => (seat === 0 ? 1 : 0);
export const SEATS: readonly Seat[] = [0, 1];
