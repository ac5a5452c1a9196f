import { eventsOf, type DecideAndFold } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import { parseCommand } from './command-schema.js';
import type { WotCommand } from './commands.js';
import { decisionOf, type Decision } from './decision.js';
import { Emitter } from './emitter.js';
import type { WotEvent } from './events.js';
import { advance } from './flow.js';
import { gate } from './gate.js';
import { applyCard, checkCard, type CardCommand } from './rules-cards.js';
import { applyMatch, checkMatch, type MatchCommand } from './rules-match.js';
import { applyTroop, checkTroop, type TroopCommand } from './rules-troops.js';
import type { WotState } from './state.js';
import { refuse, type WotViolationCode } from './violations.js';

/** `decide` plus the state its events fold to (computed on the way, so bots looking ahead skip folding again). */
export const decideAndFold: DecideAndFold<WotState, WotCommand, WotEvent> = (command, state, ctx) => {
  const parsed = parseCommand(command);
  if (parsed === null) return refuse('wot.bad-command', command);
  const problem = commandProblem(state, parsed);
  if (problem !== null) return refuse(problem, command);
  const em = new Emitter(state, ctx.random);
  apply(em, parsed);
  advance(em);
  return em.applied();
};

/**
 * decide(command, state, ctx): the events a command causes, or a RuleViolation (state
 * unchanged). Every check runs before the first event or random draw.
 */
export const decide = eventsOf(decideAndFold);

/** Why a well-formed command cannot be played now, or null. `legalCommands` lists exactly those with null. */
export function commandProblem(
  state: WotState,
  command: WotCommand,
  decision: Decision = decisionOf(state),
): WotViolationCode | null {
  const gated = gate(state, command, decision);
  if (gated !== null) return gated;
  const kind = group(command);
  switch (kind.group) {
    case 'match':
      return checkMatch(state, kind.command);
    case 'card':
      return checkCard(state, kind.command, decision);
    case 'troop':
      return checkTroop(state, kind.command, decision);
  }
}

function apply(em: Emitter, command: WotCommand): void {
  const kind = group(command);
  switch (kind.group) {
    case 'match':
      return applyMatch(em, kind.command);
    case 'card':
      return applyCard(em, kind.command);
    case 'troop':
      return applyTroop(em, kind.command);
  }
}

type Grouped =
  | { readonly group: 'match'; readonly command: MatchCommand }
  | { readonly group: 'card'; readonly command: CardCommand }
  | { readonly group: 'troop'; readonly command: TroopCommand };

function group(command: WotCommand): Grouped {
  switch (command.type) {
    case 'SwapSideboardCard':
    case 'ResetSideboard':
    case 'ConfirmDeck':
    case 'Mulligan':
    case 'KeepHand':
    case 'AddMana':
    case 'AddGold':
    case 'DrawCard':
    case 'Pass':
    case 'EndPhase':
    case 'DiscardCard':
    case 'DestroyObject':
    case 'Concede':
    case 'CallTime':
    case 'JudgeRuling':
      return { group: 'match', command };
    case 'SummonTroop':
    case 'BuildPlace':
    case 'ForgeObject':
    case 'EquipObject':
    case 'CastSpell':
    case 'ActivateAbility':
    case 'UseHeroPower':
      return { group: 'card', command };
    case 'MoveTroop':
    case 'Attack':
    case 'RangedAttack':
      return { group: 'troop', command };
    default:
      return assertNever(command, 'command');
  }
}
