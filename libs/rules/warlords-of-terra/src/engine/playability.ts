import type { Seat } from '@cronica/rules-kernel';
import { localized as l, type Localized } from '@cronica/util';
import type { Power } from '../cards/play-schema.js';
import type { Cost } from '../cards/vocabulary.js';
import type { WotCard } from '../catalog.js';
import { lineZones } from './board.js';
import type { WotCommand } from './commands.js';
import { commandProblem } from './decide.js';
import { decisionOf, type Decision } from './decision.js';
import { decidingSeats } from './gate.js';
import { targetsFor } from './targets.js';
import { violationMessage, type WotViolationCode } from './violations.js';
import type { PlayerState, WotState } from './state.js';
import { playerOf, troopAt } from './update.js';

/**
 * Why a card of the viewer's hand, or a power of her hero, can't be played now, as the engine
 * refuses it (`commandProblem`, so the reason and the refusal never disagree), in words a player
 * reads: "Necesitas 3 de oro, tienes 1". Null when it can be played, or when the seat is not
 * choosing cards now (another player's turn, a resource step, the opening hand).
 */

/** A.3: what is missing, resource by resource. */
export function shortOf(p: Pick<PlayerState, 'mana' | 'gold'>, cost: Cost): Localized | null {
  const parts: [string, string][] = [];
  if (p.mana < cost.mana)
    parts.push([`${cost.mana} de maná, tienes ${p.mana}`, `${cost.mana} mana, you have ${p.mana}`]);
  if (p.gold < cost.gold)
    parts.push([`${cost.gold} de oro, tienes ${p.gold}`, `${cost.gold} gold, you have ${p.gold}`]);
  if (parts.length === 0) return null;
  return l(`Necesitas ${parts.map((x) => x[0]).join(' y ')}`, `Needs ${parts.map((x) => x[1]).join(' and ')}`);
}

const choosing = (decision: Decision): decision is Extract<Decision, { kind: 'main' | 'priority' }> =>
  decision.kind === 'main' || decision.kind === 'priority';

/** The command that would play the card, aimed at its first free zone or first legal target. */
function probe(state: WotState, seat: Seat, card: WotCard): WotCommand | null {
  switch (card.playType) {
    case 'troop':
      return {
        type: 'SummonTroop',
        data: {
          seat,
          card: card.id,
          zone: lineZones(seat).find((z) => troopAt(state, z) === undefined) ?? lineZones(seat)[0]!,
        },
      };
    case 'place':
      return { type: 'BuildPlace', data: { seat, card: card.id } };
    case 'object':
      return { type: 'ForgeObject', data: { seat, card: card.id } };
    case 'spell':
    case 'sudden':
    case 'shout': {
      const target =
        card.target === undefined ? undefined : targetsFor(state, seat, card.target, card.playType !== 'shout')[0];
      return {
        type: 'CastSpell',
        data: target === undefined ? { seat, card: card.id } : { seat, card: card.id, target },
      };
    }
    default:
      return null;
  }
}

// The summoning phase is Crónica's reading of the turn (RULES-NOTES.md, "Turn"): a player reads the
// rule, not the notes file it is written in.
const PERMANENT = l(
  'Tropas, lugares y objetos se juegan en tu fase de invocación.',
  'Troops, places and objects are played in your summoning phase.',
);
const SPELL = l(
  'Hechizos y gritos se lanzan en tu fase táctica, con la pila vacía (A.6.1).',
  'Spells and shouts are cast in your tactical phase, with an empty stack (A.6.1).',
);
const SUDDEN = l(
  'Los súbitos se lanzan en tu fase táctica o en respuesta, cuando hay algo en la pila (A.6.1).',
  'Sudden spells are cast in your tactical phase or in answer, while something is on the stack (A.6.1).',
);
const NO_TARGET = l('No hay ningún objetivo válido para esta carta ahora.', 'This card has no valid target now.');
const LINE_FULL = l(
  'Tu línea de invocación está llena: no queda zona libre (A.8).',
  'Your summoning line is full: no free zone is left (A.8).',
);

function wordsFor(state: WotState, seat: Seat, card: WotCard, code: WotViolationCode): Localized {
  switch (code) {
    case 'wot.cannot-pay':
      return (
        shortOf(playerOf(state, seat), { mana: card.cost?.mana ?? 0, gold: card.cost?.gold ?? 0 }) ??
        violationMessage(code)
      );
    case 'wot.wrong-phase':
    case 'wot.timing':
      if (card.playType === 'troop' || card.playType === 'place' || card.playType === 'object') return PERMANENT;
      return card.playType === 'sudden' ? SUDDEN : code === 'wot.timing' ? violationMessage(code) : SPELL;
    case 'wot.bad-target':
      return NO_TARGET;
    case 'wot.bad-zone':
      return LINE_FULL;
    default:
      return violationMessage(code);
  }
}

/** Why this hand card can't be played now, or null (playable, or no card choice is asked). */
export function handCardReason(state: WotState, seat: Seat, card: WotCard): Localized | null {
  const decision = decisionOf(state);
  if (!choosing(decision) || !decidingSeats(state, decision).includes(seat)) return null;
  const command = probe(state, seat, card);
  if (command === null) return violationMessage('wot.wrong-card-type');
  const code = commandProblem(state, command, decision);
  return code === null ? null : wordsFor(state, seat, card, code);
}

/** Why a hero power can't be used now (A.3 power points, once per turn; RULES-NOTES.md «Heroes»), or null. */
export function powerReason(state: WotState, seat: Seat, power: Power): Localized | null {
  const p = playerOf(state, seat);
  if (p.powersUsed.includes(power.id)) return l('Ya lo has usado este turno.', 'Already used this turn.');
  if (p.power < power.cost)
    return l(
      `Necesitas ${power.cost} ${power.cost === 1 ? 'punto' : 'puntos'} de poder, tienes ${p.power}`,
      `Needs ${power.cost} power ${power.cost === 1 ? 'point' : 'points'}, you have ${p.power}`,
    );
  const decision = decisionOf(state);
  if (decision.kind !== 'main' || decision.seat !== seat) {
    return l(
      'Los poderes se usan en tu fase de invocación o táctica.',
      'Powers are used in your summoning or tactical phase.',
    );
  }
  if (power.target !== undefined && targetsFor(state, seat, power.target, false).length === 0) return NO_TARGET;
  const command: WotCommand = { type: 'UseHeroPower', data: { seat, power: power.id } };
  const code = power.target === undefined ? commandProblem(state, command, decision) : null;
  return code === null ? null : violationMessage(code);
}
