import type { CardFace, GameReport, GameResult, Seat, Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { Keyword, Token } from '../cards/vocabulary.js';
import type { CardView } from './card-view.js';
import type { CombatState, Phase, ResourceStep, TargetRef, TimeCall } from './state.js';
import type { PowerView } from './view-faces.js';

/**
 * What a viewer may see (no seat's or spectator's view holds the rival's hand, the rival's deck
 * list after pre-sideboard swaps, any deck order or the seed). Deck order is in no view, judges
 * included; the seed is never in the state. `cards` describes every card the view names, and
 * only those.
 */

export interface ZoneView {
  readonly zone: number;
  readonly column: number;
  readonly row: number;
  /** "A1" … "E5", rows counted from seat 0's summoning line. */
  readonly name: string;
  /** Whose summoning line it is on, if any. */
  readonly lineOf: Seat | null;
  readonly troop: number | null;
  readonly fieldObject: number | null;
  /** Seats with a troop whose threat area covers the zone (for a troop that does not fly). */
  readonly threatenedBy: readonly Seat[];
}

export interface ObjectView {
  readonly uid: number;
  readonly seat: Seat;
  readonly card: string;
  readonly durability: number | null;
}

export interface TroopView {
  readonly uid: number;
  readonly seat: Seat;
  readonly card: string | null;
  readonly token: Token | null;
  readonly name: Localized;
  readonly zone: number;
  readonly atk: number;
  readonly life: number;
  readonly damage: number;
  readonly mechanical: boolean;
  readonly speed: number;
  readonly moved: number;
  readonly escudoIgneo: number;
  readonly level: number;
  readonly keywords: readonly { readonly id: Keyword; readonly name: Localized }[];
  readonly flipped: boolean;
  /** A.8: entered this turn (Turno de Preparación). */
  readonly preparing: boolean;
  readonly tension: boolean;
  readonly objects: readonly ObjectView[];
  /** The troop as a card: ATQ / VIDA left / VEL the rules use now, printed values beside, text. */
  readonly face: CardFace;
}

export interface PlayerView {
  readonly seat: Seat;
  readonly life: number;
  readonly mana: number;
  readonly gold: number;
  readonly power: number;
  readonly production: { readonly mana: number; readonly gold: number };
  readonly hero: string;
  /** The hero's powers with their cost in power points; for the viewer's own hero, why one can't be used now. */
  readonly powers: readonly PowerView[];
  readonly powersUsed: readonly string[];
  /** Card ids; null when hidden from this viewer. */
  readonly hand: readonly string[] | null;
  readonly handCount: number;
  readonly battleCount: number;
  readonly constructionCount: number;
  readonly discard: readonly string[];
  readonly places: readonly { readonly uid: number; readonly card: string }[];
  readonly armory: readonly ObjectView[];
  /** The deck for the next game after swaps (counts by card, not order); null when hidden. */
  readonly deck: {
    readonly battle: readonly string[];
    readonly construction: readonly string[];
    readonly sideboard: readonly string[];
  } | null;
  readonly ready: boolean;
  readonly mulligan: 'pending' | 'taken' | 'kept';
  readonly heroPoint: boolean;
  readonly hired: boolean;
}

export interface StackItemView {
  readonly id: number;
  readonly seat: Seat;
  readonly kind: string;
  readonly card: string | null;
  readonly ability: string | null;
  readonly target: TargetRef | null;
  readonly entry: boolean;
  /** What it is, its cost, stats and text, readable before anyone answers it. */
  readonly face: CardFace;
}

export interface WotView {
  readonly viewer: Viewer;
  readonly game: number;
  readonly bestOf: number;
  readonly games: readonly GameReport[];
  readonly phase: Phase;
  readonly step: ResourceStep | null;
  /** The phase and step in words, and what the decision at hand asks where the phase does not say it. */
  readonly labels: { readonly phase: Localized; readonly step: Localized | null; readonly decision: Localized | null };
  readonly turn: number;
  readonly active: Seat;
  readonly first: Seat;
  /** Who must act now, and on what. */
  readonly decision: { readonly kind: string; readonly seats: readonly Seat[] };
  readonly board: {
    readonly columns: number;
    readonly rows: number;
    readonly lines: readonly [number, number];
    readonly zones: readonly ZoneView[];
  };
  readonly troops: readonly TroopView[];
  readonly fieldObjects: readonly {
    readonly uid: number;
    readonly seat: Seat;
    readonly zone: number;
    readonly name: Localized;
    readonly durability: number;
    readonly aura: { readonly atk: number; readonly life: number };
  }[];
  readonly players: readonly [PlayerView, PlayerView];
  readonly stack: readonly StackItemView[];
  readonly priority: Seat | null;
  readonly combat: CombatState | null;
  /** A.9.2: the end phase was declared with troops in tension. */
  readonly forcing: boolean;
  readonly time: TimeCall | null;
  readonly result: GameResult | null;
  readonly cards: Readonly<Record<string, CardView>>;
  /** What each named card shows where a player decides (cost, kind, stats, text; why the viewer can't play it now). */
  readonly faces: Readonly<Record<string, CardFace>>;
  /** False before the decks are shuffled and dealt (the pre-sideboard, 002 C.3): deck sizes are not counts yet. */
  readonly dealt: boolean;
}
