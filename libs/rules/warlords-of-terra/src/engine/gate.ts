import { SYSTEM_SEAT, type Seat } from '@cronica/rules-kernel';
import { SYSTEM_COMMANDS, type WotCommand, type WotCommandType } from './commands.js';
import { decisionOf, type Decision } from './decision.js';
import type { WotViolationCode } from './violations.js';
import { SEATS, type WotState } from './state.js';
import { playerOf } from './update.js';

/**
 * Which commands each kind of decision admits, and from whom. Concede and the platform's commands
 * are accepted at any moment before the result.
 */
const ALLOWED: Readonly<Record<Decision['kind'], readonly WotCommandType[]>> = {
  none: [],
  sideboard: ['SwapSideboardCard', 'ResetSideboard', 'ConfirmDeck'],
  mulligan: ['Mulligan', 'KeepHand'],
  armory: ['DestroyObject'],
  resource: [],
  priority: ['CastSpell', 'ActivateAbility', 'Pass'],
  reaction: ['ActivateAbility', 'Pass'],
  forced: ['Attack'],
  main: [],
  discard: ['DiscardCard'],
};

/** A.3 / A.8 / A.9: what the summoning and tactical phases admit. */
const MAIN: Readonly<Record<'summoning' | 'tactical', readonly WotCommandType[]>> = {
  summoning: ['SummonTroop', 'BuildPlace', 'ForgeObject', 'EquipObject', 'UseHeroPower', 'EndPhase'],
  tactical: [
    'MoveTroop',
    'Attack',
    'RangedAttack',
    'ActivateAbility',
    'CastSpell',
    'UseHeroPower',
    'EquipObject',
    'EndPhase',
  ],
};

const ANYTIME: readonly WotCommandType[] = ['Concede', ...SYSTEM_COMMANDS];

/** A.3: each step of the resource phase has its own command. */
const STEP: Readonly<Record<'mana' | 'gold' | 'draw', readonly WotCommandType[]>> = {
  mana: ['AddMana'],
  gold: ['AddGold'],
  draw: ['DrawCard'],
};

export function allowedFor(decision: Decision): readonly WotCommandType[] {
  if (decision.kind === 'main') return MAIN[decision.phase];
  return decision.kind === 'resource' ? STEP[decision.step] : ALLOWED[decision.kind];
}

/** Seats deciding now (both for the simultaneous choices before a game). */
export function decidingSeats(state: WotState, decision: Decision = decisionOf(state)): Seat[] {
  switch (decision.kind) {
    case 'none':
      return [];
    case 'sideboard':
      return SEATS.filter((s) => !playerOf(state, s).ready);
    case 'mulligan':
      return SEATS.filter((s) => playerOf(state, s).mulligan === 'pending');
    default:
      return [decision.seat];
  }
}

/** The first refusal of the moment: not this seat's decision, or not a command for it. */
export function gate(state: WotState, command: WotCommand, decision: Decision): WotViolationCode | null {
  if (state.phase === 'over') return 'wot.match-over';
  const seat = command.data.seat;
  const system = (SYSTEM_COMMANDS as readonly string[]).includes(command.type);
  if (system !== (seat === SYSTEM_SEAT)) return system ? 'wot.system-only' : 'wot.bad-command';
  if (ANYTIME.includes(command.type)) return null;
  if (!decidingSeats(state, decision).includes(seat)) {
    return decision.kind === 'armory' ? 'wot.armory-full' : 'wot.not-your-decision';
  }
  if (allowedFor(decision).includes(command.type)) return null;
  return decision.kind === 'forced'
    ? 'wot.tension'
    : decision.kind === 'armory'
      ? 'wot.armory-full'
      : 'wot.wrong-phase';
}
