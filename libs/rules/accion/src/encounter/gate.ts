import type { Seat } from '@cronica/rules-kernel';
import { activeEnemy, activePlayer, controllerOf, overHandLimit } from './rules.js';
import { GM_SEAT, isPlayerId, type AccionState, type EnemyState, type PlayerState } from './state.js';

/**
 * Who the table is waiting for, and for what. `decide` and `legalCommands` both start here, so a
 * command is accepted exactly when its seat is one the gate names. Concede (a standing player or
 * the GM) and CallTime (the platform) are open at every gate until the end.
 */
export type Gate =
  | { readonly kind: 'ended' }
  | { readonly kind: 'setup' }
  | { readonly kind: 'discard'; readonly player: PlayerState }
  | { readonly kind: 'aid'; readonly ally: Seat; readonly requester: Seat }
  | { readonly kind: 'flank'; readonly ally: Seat; readonly requester: Seat; readonly enemy: string }
  | { readonly kind: 'interception'; readonly seats: readonly Seat[] }
  | { readonly kind: 'tie'; readonly seats: readonly Seat[] }
  | { readonly kind: 'handoff'; readonly chooser: Seat }
  | { readonly kind: 'player-turn'; readonly player: PlayerState }
  | { readonly kind: 'enemy-turn'; readonly enemy: EnemyState };

export function gateOf(state: AccionState): Gate {
  if (state.phase === 'ended') return { kind: 'ended' };
  if (state.phase === 'setup') return { kind: 'setup' };
  const over = overHandLimit(state);
  if (over !== undefined) return { kind: 'discard', player: over };
  const p = state.pending;
  if (p?.kind === 'aid') return { kind: 'aid', ally: p.ally, requester: p.requester };
  if (p?.kind === 'flank') return { kind: 'flank', ally: p.ally, requester: p.requester, enemy: p.enemy };
  if (p?.kind === 'interception')
    return { kind: 'interception', seats: p.eligible.filter((s) => !p.passed.includes(s)) };
  if (state.phase === 'tie') return { kind: 'tie', seats: [...new Set((state.tied ?? []).map(controllerOf))] };
  if (state.phase === 'handoff') return { kind: 'handoff', chooser: state.handoff!.chooser };
  const player = activePlayer(state);
  if (player !== undefined) return { kind: 'player-turn', player };
  const enemy = activeEnemy(state);
  if (enemy !== undefined) return { kind: 'enemy-turn', enemy };
  throw new Error(`no gate for phase ${state.phase}`);
}

/** The seats the gate waits for (Concede and CallTime aside). */
export function gateSeats(gate: Gate): readonly Seat[] {
  switch (gate.kind) {
    case 'ended':
      return [];
    case 'setup':
      return [GM_SEAT];
    case 'discard':
      return [gate.player.seat];
    case 'aid':
    case 'flank':
      return [gate.ally];
    case 'interception':
    case 'tie':
      return gate.seats;
    case 'handoff':
      return gate.chooser === GM_SEAT ? [GM_SEAT] : [gate.chooser, GM_SEAT];
    case 'player-turn':
      return [gate.player.seat];
    case 'enemy-turn':
      return [GM_SEAT];
  }
}

export const isPlayerTurn = (state: AccionState): boolean => state.turn !== null && isPlayerId(state.turn.actor);
