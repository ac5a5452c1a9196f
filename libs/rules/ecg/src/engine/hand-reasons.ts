import type { Seat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import { RESOURCE_NAMES } from '../cards/vocabulary.js';
import { targetChoices } from './board.js';
import type { CardDef } from './cards.js';
import { playCost, problem } from './checks.js';
import type { EcgCommand } from './commands.js';
import { legalCommands } from './legal.js';
import { cardNeed, readyPayers, type ResourceNeed } from './payment.js';
import { responder } from './stack.js';
import { playerOf, type EcgState } from './state.js';
import { refuse } from './violations.js';

/**
 * Why each card of the seat's hand can't be played now, by card id, as `decide` would refuse it
 * (the same `problem` checks, so the reason and the refusal agree), with a missing cost in numbers
 * ("Armando tu economía y pagando costes": "Necesitas 3 de Fe, tienes 1"). Empty while the seat
 * is not choosing what to play (another player's turn, a discard, the reinforce step).
 */
export function handReasons(state: EcgState, seat: Seat): Record<string, Localized> {
  if (!choosing(state, seat)) return {};
  const played = new Set(legalCommands(state, seat).flatMap((c) => ('card' in c.data ? [c.data.card] : [])));
  const reasons: Record<string, Localized> = {};
  for (const index of playerOf(state, seat).hand) {
    const def = state.catalog[index]!;
    if (played.has(def.id) || reasons[def.id] !== undefined) continue;
    reasons[def.id] = reasonFor(state, seat, def);
  }
  return reasons;
}

/** Her own action phase, or her answer to what the rival put on the stack ("Fase de Acción", "Reacciones"). */
function choosing(state: EcgState, seat: Seat): boolean {
  if (state.phase !== 'action' || state.pending !== null) return false;
  return state.stack.length > 0 ? responder(state) === seat : state.active === seat;
}

/** The command that would play the card: a troop trained in its line, any other card played at its first target. */
function probe(state: EcgState, seat: Seat, def: CardDef): EcgCommand {
  const card = def.id;
  if (def.type === 'troop')
    return { type: 'Train', data: { seat, card, line: def.formation === 'support' ? 'support' : 'infantry' } };
  const target = def.target === null || def.type === 'reaction' ? undefined : targetChoices(state, seat, def.target)[0];
  return { type: 'PlayCard', data: target === undefined ? { seat, card } : { seat, card, target } };
}

const NO_TARGET = l('No hay ningún objetivo válido para esta carta ahora.', 'This card has no valid target now.');

/** The most telling refusal first: a realm that can never play the card ("-") before a missing target. */
function reasonFor(state: EcgState, seat: Seat, def: CardDef): Localized {
  const priced = def.type === 'troop' || ['hero', 'resource'].includes(def.type) || playCost(state, seat, def) !== null;
  const code = priced ? (problem(state, probe(state, seat, def)) ?? 'ecg.not-now') : 'ecg.not-for-realm';
  if (code === 'ecg.bad-target') return NO_TARGET;
  if (code !== 'ecg.cannot-pay') return refuse(code, null).message;
  const need = def.type === 'troop' ? cardNeed(state, seat, def) : (playCost(state, seat, def)?.need ?? null);
  return need === null ? refuse(code, null).message : (short(state, seat, need) ?? refuse(code, null).message);
}

/** "Necesitas 3 de Fe, tienes 1"; null when the resources reach (the cost that fails is renown, morale or a wound). */
function short(state: EcgState, seat: Seat, need: ResourceNeed): Localized | null {
  const have = readyPayers(state, seat, need.resource);
  if (have >= need.amount) return null;
  const what = need.resource === 'any' ? l('recursos', 'resources') : RESOURCE_NAMES[need.resource];
  return l(
    `Necesitas ${need.amount} de ${what.es}, tienes ${have} preparados`,
    `Needs ${need.amount} ${what.en}, you have ${have} ready`,
  );
}
