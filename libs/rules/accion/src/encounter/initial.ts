import type { Seat } from '@cronica/rules-kernel';
import { STANDARD_DECK } from '../cards.js';
import { squareKey } from '../grid.js';
import type { AccionOptions, Square } from '../options.js';
import {
  enemyStats,
  type AccionSetup,
  type AccionState,
  type EnemyState,
  type ObjectiveState,
  type PlayerState,
} from './state.js';

/**
 * Where every figure starts. Explicit positions first; then players fill the first scene's
 * bottom row from the left (upwards), enemies its top row from the right (downwards). Narrative
 * encounters have no squares (003, "Regla de tácticas y miniaturas": the grid is optional).
 */
export interface Placement {
  readonly scene: string;
  readonly at: Square | null;
}

export type Placements = { readonly players: readonly Placement[]; readonly enemies: readonly Placement[] };

export function placeFigures(
  options: AccionOptions,
  playerSeats: readonly Seat[],
): Placements | { readonly error: string } {
  const first = options.scenes[0]!.id;
  const characterOf = (seat: Seat) => options.characters[seat - 1];
  const sceneOfPlayer = (seat: Seat) => characterOf(seat)?.scene ?? first;
  if (!options.tactical) {
    return {
      players: playerSeats.map((seat) => ({ scene: sceneOfPlayer(seat), at: null })),
      enemies: options.enemies.map((e) => ({ scene: e.scene ?? first, at: null })),
    };
  }
  const squares = new SquareClaims(options);
  const fixed = [
    ...playerSeats.map((seat) => [sceneOfPlayer(seat), characterOf(seat)?.position] as const),
    ...options.enemies.map((e) => [e.scene ?? first, e.position] as const),
  ];
  for (const [scene, position] of fixed) {
    const clash = position === undefined ? null : squares.claim(scene, position);
    if (clash !== null) return { error: clash };
  }
  const players = playerSeats.map((seat) => squares.place(sceneOfPlayer(seat), characterOf(seat)?.position, false));
  const enemies = options.enemies.map((e) => squares.place(e.scene ?? first, e.position, true));
  if (players.includes(null) || enemies.includes(null))
    return { error: 'a scene has no free square left for every figure' };
  return { players: players as Placement[], enemies: enemies as Placement[] };
}

/** The squares figures already stand on, scene by scene; a figure without a position takes the next free one. */
class SquareClaims {
  private readonly taken = new Set<string>();

  constructor(private readonly options: AccionOptions) {}

  /** Takes a square, or says why not (another figure starts there). */
  claim(scene: string, square: Square): string | null {
    const key = `${scene}/${squareKey(square)}`;
    if (this.taken.has(key)) return `two figures start on square ${squareKey(square)} of "${scene}"`;
    this.taken.add(key);
    return null;
  }

  place(scene: string, position: Square | undefined, fromTop: boolean): Placement | null {
    const at = position ?? this.freeSquare(scene, fromTop);
    return at === null ? null : { scene, at };
  }

  /** Players from the bottom row's left, upwards; enemies from the top row's right, downwards. */
  private freeSquare(scene: string, fromTop: boolean): Square | null {
    const s = this.options.scenes.find((x) => x.id === scene)!;
    for (let r = 0; r < s.height; r += 1) {
      for (let c = 0; c < s.width; c += 1) {
        const square: Square = fromTop ? [s.width - 1 - c, r] : [c, s.height - 1 - r];
        if (this.claim(scene, square) === null) return square;
      }
    }
    return null;
  }
}

/** The encounter before the GM opens it: decks in standard order, nothing dealt. */
export function initialState(setup: AccionSetup): AccionState {
  const { options } = setup;
  const placed = placeFigures(
    options,
    setup.players.map((p) => p.seat),
  );
  if ('error' in placed) throw new Error(`unplayable setup: ${placed.error}`);
  return {
    options,
    phase: 'setup',
    round: 0,
    acted: [],
    passed: [],
    turn: null,
    handoff: null,
    tied: null,
    reveals: [],
    players: setup.players.map((player, i) => initialPlayer(options, player, placed.players[i]!)),
    enemies: options.enemies.map((e, i) => initialEnemy(e, placed.enemies[i]!)),
    objectives: options.objectives.map(initialObjective),
    threat: options.threatClock === null ? null : { progress: 0, size: options.threatClock.size },
    table: [],
    pending: null,
    result: null,
    random: {},
  };
}

/** A player's character as the options give it, or the party's defaults. */
function initialPlayer(
  options: AccionOptions,
  { seat, identity }: AccionSetup['players'][number],
  placed: Placement,
): PlayerState {
  const character = options.characters[seat - 1];
  const hp = character?.hp ?? options.party.hp;
  return {
    seat,
    name: character?.name ?? null,
    hp,
    maxHp: hp,
    mp: character?.mp ?? options.party.mp,
    guard: character?.guard ?? options.party.guard,
    identity,
    deck: STANDARD_DECK,
    hand: [],
    discard: [],
    scene: placed.scene,
    at: placed.at,
    fallen: false,
    withdrawn: false,
    prepared: false,
    concentration: 'none',
    nextTurnActions: 3,
  };
}

function initialEnemy(e: AccionOptions['enemies'][number], placed: Placement): EnemyState {
  return {
    id: e.id,
    name: e.name,
    hp: e.hp,
    maxHp: e.hp,
    ...enemyStats(e),
    deck: STANDARD_DECK,
    hand: [],
    discard: [],
    scene: placed.scene,
    at: placed.at,
    defeated: false,
    interrupted: false,
  };
}

function initialObjective(o: AccionOptions['objectives'][number]): ObjectiveState {
  return { id: o.id, name: o.name, size: o.size, progress: 0, threat: o.threat, kinds: o.kinds, scene: o.scene };
}
