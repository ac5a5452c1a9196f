import { readsSeatSecrets, type GameResult, type Seat, type Viewer } from '@cronica/rules-kernel';
import type { Localized } from '@cronica/util';
import type { Card } from '../cards.js';
import type { AccionOptions, SkillEffect, Square, TableOptions } from '../options.js';
import { breakOptions } from './decide-flow.js';
import { gateOf, gateSeats } from './gate.js';
import { controllerOf } from './rules.js';
import { actionMenu, repeatName, type ActionOption } from './menu.js';
import { enemyLabels, playerMarker } from './names.js';
import {
  GM_SEAT,
  playerId,
  type AccionState,
  type ActorId,
  type Handoff,
  type InitiativeReveal,
  type Pending,
  type Phase,
  enemyStats,
  type EnemyState,
  type EnemyStats,
  type ObjectiveState,
  type PlayerState,
} from './state.js';

/**
 * What a viewer may see. Players' hands: only their own (the GM does not see them); the enemies'
 * hands (the GM's hand): only the GM; judges see every hand. Deck order: nobody, judges included
 * (counts only). The seed is never in the state. A card lent for a flank: its owner and the
 * player it was lent to.
 */

export type Role = 'gm' | 'player' | 'spectator' | 'judge';

export interface PlayerView {
  readonly seat: Seat;
  readonly actor: ActorId;
  readonly name: string | null;
  /** The square's marker on the grid ("J1" / "P1"). */
  readonly marker: Localized;
  readonly hp: number;
  readonly maxHp: number;
  readonly mp: number;
  readonly guard: number;
  readonly identity: Card;
  /** Null when hidden from this viewer. */
  readonly hand: readonly Card[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly discard: readonly Card[];
  readonly scene: string;
  readonly position: Square | null;
  readonly prepared: boolean;
  readonly concentration: 'none' | 'next' | 'active';
  readonly nextTurnActions: number;
  readonly fallen: boolean;
  readonly withdrawn: boolean;
}

export interface EnemyView extends EnemyStats {
  readonly id: string;
  /** Distinct among the encounter's enemies in each language ("Bandit 1", "Bandit 2"). */
  readonly name: Localized;
  /** The square's marker on the grid, distinct too ("B1", "B2", "A"). */
  readonly marker: Localized;
  readonly hp: number;
  readonly maxHp: number;
  readonly scene: string;
  readonly position: Square | null;
  /** Null unless the viewer is the GM or a judge. */
  readonly hand: readonly Card[] | null;
  readonly handCount: number;
  readonly deckCount: number;
  readonly discard: readonly Card[];
  readonly defeated: boolean;
  readonly interrupted: boolean;
}

/** An objective's bar is public: everyone sees it as the state holds it. */
export type ObjectiveView = ObjectiveState;

export interface TurnView {
  readonly actor: ActorId;
  readonly actionsLeft: number;
  readonly actionsUsed: number;
  readonly manaCharged: boolean;
  readonly flankAsked: boolean;
  /** Draw actions repeated this turn (003, "Regla de la Avaricia"): key and times. */
  readonly repeats: readonly { readonly key: string; readonly name: Localized; readonly times: number }[];
  readonly hardDraw: boolean;
  readonly relevant: boolean;
  readonly damaged: readonly string[];
  /** The lent card; `card` null for viewers other than its owner and borrower. */
  readonly lent: { readonly card: Card | null; readonly owner: Seat; readonly enemy: string } | null;
}

export interface InitiativeView {
  readonly round: number;
  readonly reveals: readonly InitiativeReveal[];
  /** Who acted this round, in order, and who still waits. */
  readonly acted: readonly ActorId[];
  readonly waiting: readonly ActorId[];
  readonly passed: readonly ActorId[];
  readonly tied: readonly ActorId[] | null;
  readonly handoff: Handoff | null;
  /** Enemies the GM may break the flow to now. */
  readonly breakTo: readonly ActorId[];
}

export interface AccionView {
  readonly viewer: Viewer;
  readonly role: Role;
  readonly seat: Seat | null;
  readonly phase: Phase;
  readonly encounter: Pick<
    AccionOptions,
    'name' | 'description' | 'mode' | 'tactical' | 'victory' | 'scenes' | 'initiator'
  >;
  readonly rules: TableOptions;
  readonly skills: readonly {
    readonly id: string;
    readonly name: Localized;
    readonly cost: number;
    readonly effect: SkillEffect;
  }[];
  readonly turn: TurnView | null;
  readonly initiative: InitiativeView;
  /** Seats the table waits for now. */
  readonly waitingFor: readonly Seat[];
  readonly players: readonly PlayerView[];
  readonly enemies: readonly EnemyView[];
  readonly objectives: readonly ObjectiveView[];
  readonly threat: { readonly name: Localized; readonly size: number; readonly progress: number } | null;
  /** Donated cards, by slot (003, "Asistir a un aliado"): public. */
  readonly table: readonly { readonly slot: number; readonly card: Card; readonly donor: Seat }[];
  readonly pending: Pending | null;
  readonly result: GameResult | null;
  /** The viewer's own turn as a menu (each option's cost in actions and why it can't be taken); null otherwise. */
  readonly menu: readonly ActionOption[] | null;
}

export function roleOf(viewer: Viewer): Role {
  if (viewer.kind !== 'seat') return viewer.kind;
  return viewer.seat === GM_SEAT ? 'gm' : 'player';
}

export function view(state: AccionState, viewer: Viewer): AccionView {
  const o = state.options;
  const labels = enemyLabels(o.enemies);
  return {
    viewer,
    role: roleOf(viewer),
    seat: viewer.kind === 'seat' ? viewer.seat : null,
    phase: state.phase,
    encounter: {
      name: o.name,
      description: o.description,
      mode: o.mode,
      tactical: o.tactical,
      victory: o.victory,
      scenes: o.scenes,
      initiator: o.initiator,
    },
    rules: o.table,
    skills: o.skills.map((s) => ({ id: s.id, name: s.name, cost: s.cost, effect: s.effect })),
    turn: turnView(state, viewer),
    initiative: initiativeView(state),
    waitingFor: gateSeats(gateOf(state)),
    players: state.players.map((p) => playerView(p, viewer)),
    enemies: state.enemies.map((e) => enemyView(e, labels, viewer)),
    objectives: state.objectives.map((b) => ({ ...b })),
    threat: state.threat === null || o.threatClock === null ? null : { name: o.threatClock.name, ...state.threat },
    table: state.table.map((t, slot) => ({ slot, card: t.card, donor: t.donor })),
    pending: state.pending,
    result: state.result,
    menu: viewer.kind === 'seat' ? actionMenu(state, viewer.seat) : null,
  };
}

/** A player's character: the hand only for its own seat and judges, its count for everyone. */
function playerView(p: PlayerState, viewer: Viewer): PlayerView {
  return {
    seat: p.seat,
    actor: playerId(p.seat),
    name: p.name,
    marker: playerMarker(p.seat),
    hp: p.hp,
    maxHp: p.maxHp,
    mp: p.mp,
    guard: p.guard,
    identity: p.identity,
    hand: readsSeatSecrets(viewer, p.seat) ? p.hand : null,
    handCount: p.hand.length,
    deckCount: p.deck.length,
    discard: p.discard,
    scene: p.scene,
    position: p.at,
    prepared: p.prepared,
    concentration: p.concentration,
    nextTurnActions: p.nextTurnActions,
    fallen: p.fallen,
    withdrawn: p.withdrawn,
  };
}

/** An enemy by its table label: the hand only for the GM and judges. */
function enemyView(e: EnemyState, labels: ReturnType<typeof enemyLabels>, viewer: Viewer): EnemyView {
  return {
    id: e.id,
    name: labels.get(e.id)?.name ?? e.name,
    marker: labels.get(e.id)?.marker ?? e.name,
    hp: e.hp,
    maxHp: e.maxHp,
    ...enemyStats(e),
    scene: e.scene,
    position: e.at,
    hand: readsSeatSecrets(viewer, GM_SEAT) ? e.hand : null,
    handCount: e.hand.length,
    deckCount: e.deck.length,
    discard: e.discard,
    defeated: e.defeated,
    interrupted: e.interrupted,
  };
}

function turnView(state: AccionState, viewer: Viewer): TurnView | null {
  const t = state.turn;
  if (t === null) return null;
  const keys = [...new Set(t.repeats)];
  const lent =
    t.lent === null
      ? null
      : {
          card:
            readsSeatSecrets(viewer, t.lent.owner) || readsSeatSecrets(viewer, controllerOf(t.actor))
              ? t.lent.card
              : null,
          owner: t.lent.owner,
          enemy: t.lent.enemy,
        };
  return {
    actor: t.actor,
    actionsLeft: t.actionsLeft,
    actionsUsed: t.actionsUsed,
    manaCharged: t.manaCharged,
    flankAsked: t.flankAsked,
    repeats: keys.map((key) => ({
      key,
      name: repeatName(state, key),
      times: t.repeats.filter((k) => k === key).length,
    })),
    hardDraw: t.hardDraw,
    relevant: t.relevant,
    damaged: t.damaged,
    lent,
  };
}

function initiativeView(state: AccionState): InitiativeView {
  const standing = [
    ...state.players.filter((p) => !p.fallen && !p.withdrawn).map((p) => playerId(p.seat)),
    ...state.enemies.filter((e) => !e.defeated).map((e) => e.id),
  ];
  return {
    round: state.round,
    reveals: state.reveals,
    acted: state.acted,
    waiting: state.phase === 'setup' ? [] : standing.filter((a) => !state.acted.includes(a) && a !== state.turn?.actor),
    passed: state.passed,
    tied: state.tied,
    handoff: state.handoff,
    breakTo: breakOptions(state),
  };
}
