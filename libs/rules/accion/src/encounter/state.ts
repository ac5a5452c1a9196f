import type { Localized } from '@cronica/util';
import type { DeckList, Seat } from '@cronica/rules-kernel';
import type { Card } from '../cards.js';
import type { AccionOptions, AttackKind, Square } from '../options.js';
import type { AccionResult } from './result.js';

/**
 * An encounter of La Regla de Acción (003_9d379b4d763b9b92.txt). Seat 0 is the game master (GM),
 * who runs every enemy; seats 1–4 are the players, each with one character. Actors are the
 * figures that take turns: players (`p1`…`p4`) and enemies (their ids).
 */

export const GM_SEAT: Seat = 0;
/** 003, "La Regla de Acción": "En tu turno, dispones de 3 acciones". */
export const ACTIONS_PER_TURN = 3;
/** 003, "Moverte dentro de la escena": "hasta 5 casillas". */
export const MOVE_SQUARES = 5;
/** 003, "Ataque Embestida": "+1 de daño por cada casilla recorrida (máx. +5)". */
export const MAX_CHARGE_BONUS = 5;
/** 003, "Valor Recompensado": "+2 de Esfuerzo adicional". */
export const ADJACENT_BONUS = 2;
/** 003, "Bonos de habilidad": the initiator's card "tiene un +2 a su valor". */
export const INITIATOR_BONUS = 2;
/** 003, "Asistir a un aliado": "Máximo 3 cartas donadas por mesa". */
export const MAX_TABLE_CARDS = 3;

export type ActorId = string;
export const playerId = (seat: Seat): ActorId => `p${seat}`;
export const isPlayerId = (id: ActorId): boolean => /^p[1-9]$/.test(id);
export const seatOfPlayer = (id: ActorId): Seat => Number(id.slice(1));

/** What a player and an enemy both have on the table: hit points, cards and a square in a scene. */
interface FigureState {
  readonly hp: number;
  readonly maxHp: number;
  /** Top first. */
  readonly deck: readonly Card[];
  readonly hand: readonly Card[];
  readonly discard: readonly Card[];
  readonly scene: string;
  readonly at: Square | null;
}

export interface PlayerState extends FigureState {
  readonly seat: Seat;
  readonly name: string | null;
  readonly mp: number;
  readonly guard: number;
  /** The character's identity card (003, "Carga de Mana": "Usar tu Carta identidad vale 5 mana"). */
  readonly identity: Card;
  readonly fallen: boolean;
  /** Left the encounter (conceded). */
  readonly withdrawn: boolean;
  /** 003, "Prepararte": waiting for the next action against this player. */
  readonly prepared: boolean;
  /** 003, "Concentración": `next` until the next turn starts, `active` during it. */
  readonly concentration: 'none' | 'next' | 'active';
  /** 003, "Intercepción": 1 for the turn after an interception, else 3. */
  readonly nextTurnActions: number;
}

/** An enemy's stat block, as its profile prints it: the same in the options, the state and every view. */
export interface EnemyStats {
  readonly threat: number;
  readonly damage: number;
  readonly missDamage: number | null;
  readonly actions: number;
  readonly speed: number;
  readonly reach: 'melee' | 'ranged';
  readonly kinds: readonly AttackKind[];
}
const ENEMY_STATS = [
  'threat',
  'damage',
  'missDamage',
  'actions',
  'speed',
  'reach',
  'kinds',
] as const satisfies readonly (keyof EnemyStats)[];

/** The stat block of an enemy profile, state or view, field for field. */
export function enemyStats(e: EnemyStats): EnemyStats {
  return Object.fromEntries(ENEMY_STATS.map((field) => [field, e[field]])) as unknown as EnemyStats;
}

export interface EnemyState extends EnemyStats, FigureState {
  readonly id: string;
  readonly name: Localized;
  readonly defeated: boolean;
  /** 003, "Interrumpir": its next action rolls 2d12 and keeps the lower. */
  readonly interrupted: boolean;
}

export interface ObjectiveState {
  readonly id: string;
  readonly name: Localized;
  readonly size: number;
  readonly progress: number;
  readonly threat: number;
  readonly kinds: readonly AttackKind[];
  readonly scene: string | null;
}

/** A card on the table (003, "Asistir a un aliado"); its donor may not use it. */
export interface TableCard {
  readonly card: Card;
  readonly donor: Seat;
}

/** A card a flanking ally lent for attacks on one enemy this turn (003, "Flanqueo"). */
export interface LentCard {
  readonly card: Card;
  readonly owner: Seat;
  readonly enemy: string;
}

export interface TurnState {
  readonly actor: ActorId;
  readonly actionsLeft: number;
  readonly actionsUsed: number;
  readonly manaCharged: boolean;
  readonly flankAsked: boolean;
  /** Repeat keys of the actions that draw, in order (003, "Regla de la Avaricia"). */
  readonly repeats: readonly string[];
  readonly hardDraw: boolean;
  /** A relevant roll against a threat, or Effort toward a bar, this turn. */
  readonly relevant: boolean;
  /** Enemies this player damaged this turn (003, "Daño por fallo"). */
  readonly damaged: readonly string[];
  readonly lent: LentCard | null;
}

/** Whose choice the next actor is, after a turn ends (003, "Iniciativa popcorn"). */
export interface Handoff {
  readonly from: ActorId;
  readonly chooser: Seat;
  readonly options: readonly ActorId[];
  /** The round ended: the choice is who opens the next one. */
  readonly roundEnd: boolean;
  /** The flow broke: the enemies take the initiative, the GM choosing. */
  readonly broken: boolean;
}

export type Pending =
  | { readonly kind: 'aid'; readonly requester: Seat; readonly ally: Seat }
  | { readonly kind: 'flank'; readonly requester: Seat; readonly ally: Seat; readonly enemy: string }
  | {
      readonly kind: 'interception';
      readonly enemy: string;
      readonly target: Seat;
      readonly path: readonly Square[];
      readonly eligible: readonly Seat[];
      readonly passed: readonly Seat[];
    };

export type Phase = 'setup' | 'tie' | 'turn' | 'handoff' | 'ended';

export interface InitiativeReveal {
  readonly actor: ActorId;
  readonly card: Card;
  readonly value: number;
  readonly bonus: number;
}

export interface AccionSetup {
  readonly options: AccionOptions;
  /** Seat 1 first: each player's identity card. */
  readonly players: readonly { readonly seat: Seat; readonly identity: Card }[];
  /** The lists as given, by seat (null for the GM and players without one), for deck commitments. */
  readonly decks: readonly (DeckList | null)[];
}

export interface AccionState {
  readonly options: AccionOptions;
  readonly phase: Phase;
  readonly round: number;
  /** Actors that have taken their turn this round, in order. */
  readonly acted: readonly ActorId[];
  /** Players whose turn this round ended without an action (003, "todos pasaron"). */
  readonly passed: readonly ActorId[];
  readonly turn: TurnState | null;
  readonly handoff: Handoff | null;
  readonly tied: readonly ActorId[] | null;
  readonly reveals: readonly InitiativeReveal[];
  readonly players: readonly PlayerState[];
  readonly enemies: readonly EnemyState[];
  readonly objectives: readonly ObjectiveState[];
  readonly threat: { readonly progress: number; readonly size: number } | null;
  readonly table: readonly TableCard[];
  readonly pending: Pending | null;
  readonly result: AccionResult | null;
  readonly random: Readonly<Record<string, number>>;
}
