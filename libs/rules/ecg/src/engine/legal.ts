import { sortedCardIds, subMultisets, type Seat } from '@cronica/rules-kernel';
import { MANEUVERS, type Line } from '../cards/vocabulary.js';
import { targetChoices, troopsOf } from './board.js';
import { problem, zoneOf } from './checks.js';
import { canManeuver, maneuverTargets, needsTarget } from './combat.js';
import type { EcgCommand } from './commands.js';
import { discardsNeeded } from './draw.js';
import { reinforceLimit, reshuffleOffered } from './flow.js';
import { playerOf, type EcgState } from './state.js';

/**
 * legalCommands(state, seat): exactly the game moves `decide` accepts from that seat, each once
 * (cards by id, troops by instance). Candidates are generated generously and kept when the same
 * checks `decide` runs accept them. Concede and the platform's CallTime are accepted at any time
 * and are not listed (RULES-NOTES.md, "Commands").
 */
export function legalCommands(state: EcgState, seat: Seat): EcgCommand[] {
  if (state.phase === 'over' || (seat !== 0 && seat !== 1)) return [];
  return candidates(state, seat).filter((command) => problem(state, command) === null);
}

function candidates(state: EcgState, seat: Seat): EcgCommand[] {
  if (state.pending !== null) {
    return state.pending.seat !== seat
      ? []
      : subMultisets(handIds(state, seat), state.pending.count).map((cards) => ({
          type: 'Discard',
          data: { seat, cards },
        }));
  }
  switch (state.phase) {
    case 'opening':
      return [{ type: 'DrawOpeningHand', data: { seat } }];
    case 'order':
      return (['first', 'second'] as const).map((go) => ({ type: 'ChooseTurnOrder', data: { seat, go } }));
    case 'reinforce':
      if (state.active !== seat) return [];
      return reshuffleOffered(state)
        ? [true, false].map((shuffle) => ({ type: 'Reshuffle', data: { seat, shuffle } }))
        : reinforcements(state, seat);
    case 'action':
      return state.stack.length > 0 ? answers(state, seat) : state.active === seat ? mainActions(state, seat) : [];
    case 'over':
      return [];
  }
}

const handIds = (state: EcgState, seat: Seat): string[] => sortedCardIds(state.catalog, playerOf(state, seat).hand);

/** Each distinct card id of the hand once, in id order. */
const distinctHand = (state: EcgState, seat: Seat): string[] => [...new Set(handIds(state, seat))];

function reinforcements(state: EcgState, seat: Seat): EcgCommand[] {
  const commands: EcgCommand[] = [];
  for (let draw = 0; draw <= reinforceLimit(state); draw += 1) {
    for (const discard of subMultisets(handIds(state, seat), discardsNeeded(state, seat, draw))) {
      commands.push({ type: 'Reinforce', data: { seat, draw, discard } });
    }
  }
  return commands;
}

/** With something on the stack: pass, or a reaction from hand. */
function answers(state: EcgState, seat: Seat): EcgCommand[] {
  const reactions = distinctHand(state, seat)
    .filter((id) => state.catalog[state.cardIndex[id]!]!.type === 'reaction')
    .map((card): EcgCommand => ({ type: 'PlayCard', data: { seat, card } }));
  return [{ type: 'Pass', data: { seat } }, ...reactions];
}

function mainActions(state: EcgState, seat: Seat): EcgCommand[] {
  const commands: EcgCommand[] = [];
  for (const card of distinctHand(state, seat)) {
    const def = state.catalog[state.cardIndex[card]!]!;
    if (def.type === 'troop' || def.type === 'general') commands.push({ type: 'PlayToCourt', data: { seat, card } });
    if (def.type === 'troop')
      for (const line of ['infantry', 'support'] as Line[])
        commands.push({ type: 'Train', data: { seat, card, line } });
    if (def.type !== 'troop' && def.type !== 'reaction') {
      if (def.target === null) commands.push({ type: 'PlayCard', data: { seat, card } });
      else
        for (const target of targetChoices(state, seat, def.target))
          commands.push({ type: 'PlayCard', data: { seat, card, target } });
    }
  }
  commands.push(...abilityUses(state, seat), ...maneuvers(state, seat), { type: 'EndTurn', data: { seat } });
  return commands;
}

function abilityUses(state: EcgState, seat: Seat): EcgCommand[] {
  const p = playerOf(state, seat);
  const inPlay = [{ instance: p.heroInstance, card: p.hero }, ...p.court, ...p.legacy, ...p.infantry, ...p.support];
  const commands: EcgCommand[] = [];
  for (const { instance: source, card } of inPlay) {
    const def = state.catalog[card]!;
    const zone = zoneOf(state, seat, source);
    def.abilities.forEach((ability, at) => {
      // Only abilities of the zone the card is in, not yet used if [x1] ("Tropas y sus habilidades", "Habilidades").
      if (ability.zone !== zone || (ability.x1 && state.flags.x1.includes(`${def.id}#${at}`))) return;
      if (ability.target === undefined) commands.push({ type: 'UseAbility', data: { seat, source, ability: at } });
      else
        for (const target of targetChoices(state, seat, ability.target))
          commands.push({ type: 'UseAbility', data: { seat, source, ability: at, target } });
    });
  }
  return commands;
}

function maneuvers(state: EcgState, seat: Seat): EcgCommand[] {
  const commands: EcgCommand[] = [];
  for (const { troop } of troopsOf(state, seat)) {
    if (!canManeuver(state, seat, troop.instance)) continue;
    for (const maneuver of MANEUVERS) {
      if (!needsTarget(maneuver)) commands.push({ type: 'Maneuver', data: { seat, troop: troop.instance, maneuver } });
      else
        for (const target of maneuverTargets(state, seat, troop.instance, maneuver))
          commands.push({ type: 'Maneuver', data: { seat, troop: troop.instance, maneuver, target } });
    }
  }
  return commands;
}
