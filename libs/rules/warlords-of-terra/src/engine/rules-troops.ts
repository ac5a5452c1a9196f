import type { CommandOf } from './commands.js';
import { declareCombat } from './combat.js';
import type { Decision } from './decision.js';
import type { Emitter } from './emitter.js';
import { canAttack, inTension, meleeTargets, moveZones, rangedTargets, threatsFor } from './threat.js';
import type { WotViolationCode } from './violations.js';
import type { StrikeTarget, TroopState, WotState } from './state.js';
import { troopByUid } from './update.js';

/** Movement and the three ways a combat is declared (002_a36596f8eaed8fcc.txt, A.9.1 a, b, c). */

export type TroopCommand = CommandOf<'MoveTroop' | 'Attack' | 'RangedAttack'>;

export function sameStrike(a: StrikeTarget, b: StrikeTarget): boolean {
  if (a.kind !== b.kind) return false;
  return a.kind === 'player' || a.kind === 'area' || a.zone === (b as { zone: number }).zone;
}

const ownTroop = (state: WotState, seat: number, uid: number): TroopState | undefined => {
  const troop = troopByUid(state, uid);
  return troop?.seat === seat ? troop : undefined;
};

export function checkTroop(state: WotState, command: TroopCommand, decision: Decision): WotViolationCode | null {
  const troop = ownTroop(state, command.data.seat, command.data.troop);
  if (troop === undefined) return 'wot.no-such-troop';
  switch (command.type) {
    case 'MoveTroop': {
      if (!moveZones(state, troop).includes(command.data.to)) return 'wot.cannot-move';
      const strike = command.data.strike;
      // A.9.1 a: walking into a threat area it cannot ignore starts a combat at once.
      if (threatsFor(state, troop, command.data.to).length === 0) return strike === undefined ? null : 'wot.bad-strike';
      if (!canAttack(state, troop)) return 'wot.cannot-move';
      return strike !== undefined && meleeTargets(state, troop, command.data.to).some((s) => sameStrike(s, strike))
        ? null
        : 'wot.bad-strike';
    }
    case 'Attack': {
      if (!canAttack(state, troop)) return 'wot.cannot-attack';
      if (decision.kind === 'forced' && !inTension(state, troop)) return 'wot.tension';
      return meleeTargets(state, troop).some((s) => sameStrike(s, command.data.strike)) ? null : 'wot.bad-strike';
    }
    case 'RangedAttack':
      return rangedTargets(state, troop).includes(command.data.zone) ? null : 'wot.bad-strike';
  }
}

export function applyTroop(em: Emitter, command: TroopCommand): void {
  const troop = troopByUid(em.state, command.data.troop)!;
  switch (command.type) {
    case 'MoveTroop': {
      em.emit('TroopMoved', { uid: troop.uid, from: troop.zone, to: command.data.to });
      if (command.data.strike !== undefined)
        declareCombat(em, troopByUid(em.state, troop.uid)!, 'move', command.data.strike);
      return;
    }
    case 'Attack':
      return declareCombat(em, troop, 'melee', command.data.strike);
    case 'RangedAttack':
      return declareCombat(em, troop, 'ranged', { kind: 'troop', zone: command.data.zone });
  }
}
