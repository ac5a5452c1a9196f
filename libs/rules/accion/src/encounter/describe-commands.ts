import { byType, type ByType, type Localized } from '@cronica/util';
import { cardLabel } from '../cards.js';
import type { AccionCommand, CardRef, CommandOf } from './commands.js';
import { both, cardsText, KIND_NAMES, nameOf, seatName, squareText } from './names.js';
import { greedAllows } from './rules.js';
import type { AccionState } from './state.js';

/** A command in words, for the acting seat or a judge ("Atacar (físico) a Bandido con Q♥, 7♠"). */
export function describeCommand(c: AccionCommand, state: AccionState): Localized {
  return byType(COMMAND_LINES, c, state);
}

const t = (es: string, en: string): Localized => ({ es, en });
const n = (state: AccionState, id: string, l: 'es' | 'en') => nameOf(state, id)[l];
const s = (state: AccionState, seat: number, l: 'es' | 'en') => seatName(state, seat)[l];

/** The cards of an attack or a charge: from hand, from the table (marked *) or the flank (⚔). */
function refs(state: AccionState, cards: readonly CardRef[]): string {
  return cards
    .map((r) =>
      r.from === 'hand'
        ? cardLabel(r.card)
        : r.from === 'table'
          ? `${cardLabel(state.table[r.slot]?.card ?? '?S')}*`
          : '⚔',
    )
    .join(', ');
}

type Lines<T extends AccionCommand['type']> = ByType<CommandOf<T>, [AccionState], Localized>;

/** The acting character's own moves. */
const ACTION_LINES: Lines<
  Exclude<AccionCommand['type'], ReplyOrEnemyCommand['type'] | 'StartEncounter' | 'Concede' | 'CallTime'>
> = {
  ChooseOpener: (c, state) => both((l) => `${l === 'es' ? 'Que abra' : 'Let open:'} ${n(state, c.data.actor, l)}`),
  Attack: (c, state) =>
    both(
      (l) =>
        `${l === 'es' ? 'Atacar' : 'Attack'} (${KIND_NAMES[c.data.kind][l]}) ${n(state, c.data.target, l)} — ${refs(state, c.data.cards)}`,
    ),
  UseSkill: (c, state) => both((l) => `${n(state, c.data.skill, l)} → ${n(state, c.data.target, l)}`),
  Move: (c) => both((l) => `${l === 'es' ? 'Moverte a' : 'Move to'} ${squareText(c.data.to)}`),
  ChangeScene: (c, state) =>
    both((l) => `${l === 'es' ? 'Ir a' : 'Go to'} ${n(state, c.data.scene, l)} ${squareText(c.data.to)}`),
  SafeMove: (c, state) =>
    both(
      (l) =>
        `${l === 'es' ? 'Movimiento seguro a' : 'Safe move to'} ${n(state, c.data.scene, l)} ${squareText(c.data.to)}`,
    ),
  ForcedDraw: (c, state) => forcedDraw(state, c.data.count),
  Recover: (c) => both((l) => `${l === 'es' ? 'Recuperar' : 'Recover'} ${cardLabel(c.data.card)}`),
  Prepare: () => t('Prepararte', 'Prepare'),
  Assist: (c) => both((l) => `${l === 'es' ? 'Donar a la mesa' : 'Donate to the table'} ${cardLabel(c.data.card)}`),
  RequestAid: (c, state) =>
    both((l) => `${l === 'es' ? 'Pedir ayuda a' : 'Ask for help from'} ${s(state, c.data.ally, l)}`),
  Interrupt: (c, state) => both((l) => `${l === 'es' ? 'Interrumpir a' : 'Interrupt'} ${n(state, c.data.enemy, l)}`),
  ResetHand: () => t('Reiniciar tu mano', 'Reset your hand'),
  Concentrate: () => t('Concentración', 'Concentrate'),
  HardDraw: () => t('Robo duro', 'Hard draw'),
  Charge: (c, state) =>
    both(
      (l) =>
        `${l === 'es' ? 'Embestida contra' : 'Charge'} ${n(state, c.data.enemy, l)} — ${refs(state, c.data.cards)}`,
    ),
  ChargeMana: (c) => both((l) => `${l === 'es' ? 'Cargar mana con' : 'Charge mana with'} ${cardsText(c.data.cards)}`),
  CedeInitiative: () => t('Ceder la iniciativa', 'Cede the initiative'),
  RequestFlank: (c, state) =>
    both(
      (l) =>
        `${l === 'es' ? 'Pedir flanqueo a' : 'Ask for a flank from'} ${s(state, c.data.ally, l)} (${n(state, c.data.enemy, l)})`,
    ),
  EndTurn: () => t('Terminar el turno', 'End the turn'),
  PassInitiative: (c, state) => both((l) => `${l === 'es' ? 'Que siga' : 'Next:'} ${n(state, c.data.to, l)}`),
  BreakFlow: (c, state) =>
    both((l) => `${l === 'es' ? 'Romper el flujo:' : 'Break the flow:'} ${n(state, c.data.to, l)}`),
};

/** Answers to another's request (aid, flank, interception, discard) and the game master's enemies' moves. */
type ReplyOrEnemyCommand = CommandOf<
  | 'GiveAid'
  | 'RefuseAid'
  | 'LendCard'
  | 'DeclineFlank'
  | 'Intercept'
  | 'LetPass'
  | 'Discard'
  | 'EnemyAttack'
  | 'EnemyHex'
  | 'EnemyScheme'
  | 'EnemyMove'
  | 'EnemyChangeScene'
  | 'EnemyCharge'
>;

const REPLY_OR_ENEMY_LINES: Lines<ReplyOrEnemyCommand['type']> = {
  GiveAid: (c) => both((l) => `${l === 'es' ? 'Ayudar con' : 'Help with'} ${cardLabel(c.data.card)}`),
  RefuseAid: () => t('No ayudar', 'Do not help'),
  LendCard: (c) => both((l) => `${l === 'es' ? 'Prestar' : 'Lend'} ${cardLabel(c.data.card)}`),
  DeclineFlank: () => t('No prestar carta', 'Lend no card'),
  Intercept: (c) => both((l) => `${l === 'es' ? 'Interceptar en' : 'Intercept at'} ${squareText(c.data.to)}`),
  LetPass: () => t('Dejar pasar', 'Let it pass'),
  Discard: (c) => both((l) => `${l === 'es' ? 'Descartar' : 'Discard'} ${cardLabel(c.data.card)}`),
  EnemyAttack: (c, state) => both((l) => `${l === 'es' ? 'Atacar a' : 'Attack'} ${s(state, c.data.target, l)}`),
  EnemyHex: (c, state) => both((l) => `${l === 'es' ? 'Hostigar a' : 'Harry'} ${s(state, c.data.target, l)}`),
  EnemyScheme: (c) =>
    both((l) => `${l === 'es' ? 'Tramar' : 'Scheme'}${c.data.cards.length > 0 ? ` — ${cardsText(c.data.cards)}` : ''}`),
  EnemyMove: (c) => both((l) => `${l === 'es' ? 'Mover a' : 'Move to'} ${squareText(c.data.to)}`),
  EnemyChangeScene: (c, state) =>
    both((l) => `${l === 'es' ? 'Ir a' : 'Go to'} ${n(state, c.data.scene, l)} ${squareText(c.data.to)}`),
  EnemyCharge: (c, state) => both((l) => `${l === 'es' ? 'Embestir a' : 'Charge'} ${s(state, c.data.target, l)}`),
};

const COMMAND_LINES: ByType<AccionCommand, [AccionState], Localized> = {
  StartEncounter: () => t('Empezar el encuentro', 'Start the encounter'),
  ...ACTION_LINES,
  ...REPLY_OR_ENEMY_LINES,
  Concede: () => t('Abandonar el encuentro', 'Leave the encounter'),
  CallTime: () => t('Fin del tiempo', 'Time is up'),
};

/**
 * "Robar X cartas (forzado)" with what the greed rule leaves of it said before the player commits:
 * the MP is paid in full even when the repeat draws half or none (003, "Regla de la Avaricia":
 * "solo afecta el robo de cartas"; RULES-NOTES.md, "Greed").
 */
function forcedDraw(state: AccionState, count: number): Localized {
  const { allowed } = greedAllows(state, 'forced-draw', count);
  if (allowed >= count) return { es: `Robar ${count} (pagar ${count} MP)`, en: `Draw ${count} (pay ${count} MP)` };
  return {
    es: `Robar ${count} (pagar ${count} MP; por la avaricia robas ${allowed})`,
    en: `Draw ${count} (pay ${count} MP; greed: you draw ${allowed})`,
  };
}
