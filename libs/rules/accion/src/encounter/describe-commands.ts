import type { Localized } from '@cronica/util';
import { cardLabel } from '../cards.js';
import type { AccionCommand, CardRef } from './commands.js';
import { both, cardsText, KIND_NAMES, nameOf, seatName, squareText } from './names.js';
import { greedAllows } from './rules.js';
import type { AccionState } from './state.js';

/** A command in words, for the acting seat or a judge ("Atacar (físico) a Bandido con Q♥, 7♠"). */
export function describeCommand(c: AccionCommand, state: AccionState): Localized {
  const n = (id: string) => nameOf(state, id);
  const s = (seat: number) => seatName(state, seat);
  const refs = (cards: readonly CardRef[]) =>
    cards
      .map((r) =>
        r.from === 'hand'
          ? cardLabel(r.card)
          : r.from === 'table'
            ? `${cardLabel(state.table[r.slot]?.card ?? '?S')}*`
            : '⚔',
      )
      .join(', ');
  const t = (es: string, en: string): Localized => ({ es, en });
  switch (c.type) {
    case 'StartEncounter':
      return t('Empezar el encuentro', 'Start the encounter');
    case 'ChooseOpener':
      return both((l) => `${l === 'es' ? 'Que abra' : 'Let open:'} ${n(c.data.actor)[l]}`);
    case 'Attack':
      return both(
        (l) =>
          `${l === 'es' ? 'Atacar' : 'Attack'} (${KIND_NAMES[c.data.kind][l]}) ${n(c.data.target)[l]} — ${refs(c.data.cards)}`,
      );
    case 'UseSkill':
      return both((l) => `${n(c.data.skill)[l]} → ${n(c.data.target)[l]}`);
    case 'Move':
      return both((l) => `${l === 'es' ? 'Moverte a' : 'Move to'} ${squareText(c.data.to)}`);
    case 'ChangeScene':
      return both((l) => `${l === 'es' ? 'Ir a' : 'Go to'} ${n(c.data.scene)[l]} ${squareText(c.data.to)}`);
    case 'SafeMove':
      return both(
        (l) => `${l === 'es' ? 'Movimiento seguro a' : 'Safe move to'} ${n(c.data.scene)[l]} ${squareText(c.data.to)}`,
      );
    case 'ForcedDraw':
      return forcedDraw(state, c.data.count);
    case 'Recover':
      return both((l) => `${l === 'es' ? 'Recuperar' : 'Recover'} ${cardLabel(c.data.card)}`);
    case 'Prepare':
      return t('Prepararte', 'Prepare');
    case 'Assist':
      return both((l) => `${l === 'es' ? 'Donar a la mesa' : 'Donate to the table'} ${cardLabel(c.data.card)}`);
    case 'RequestAid':
      return both((l) => `${l === 'es' ? 'Pedir ayuda a' : 'Ask for help from'} ${s(c.data.ally)[l]}`);
    case 'Interrupt':
      return both((l) => `${l === 'es' ? 'Interrumpir a' : 'Interrupt'} ${n(c.data.enemy)[l]}`);
    case 'ResetHand':
      return t('Reiniciar tu mano', 'Reset your hand');
    case 'Concentrate':
      return t('Concentración', 'Concentrate');
    case 'HardDraw':
      return t('Robo duro', 'Hard draw');
    case 'Charge':
      return both((l) => `${l === 'es' ? 'Embestida contra' : 'Charge'} ${n(c.data.enemy)[l]} — ${refs(c.data.cards)}`);
    case 'ChargeMana':
      return both((l) => `${l === 'es' ? 'Cargar mana con' : 'Charge mana with'} ${cardsText(c.data.cards)}`);
    case 'CedeInitiative':
      return t('Ceder la iniciativa', 'Cede the initiative');
    case 'RequestFlank':
      return both(
        (l) =>
          `${l === 'es' ? 'Pedir flanqueo a' : 'Ask for a flank from'} ${s(c.data.ally)[l]} (${n(c.data.enemy)[l]})`,
      );
    case 'EndTurn':
      return t('Terminar el turno', 'End the turn');
    case 'PassInitiative':
      return both((l) => `${l === 'es' ? 'Que siga' : 'Next:'} ${n(c.data.to)[l]}`);
    case 'BreakFlow':
      return both((l) => `${l === 'es' ? 'Romper el flujo:' : 'Break the flow:'} ${n(c.data.to)[l]}`);
    case 'Concede':
      return t('Abandonar el encuentro', 'Leave the encounter');
    case 'CallTime':
      return t('Fin del tiempo', 'Time is up');
    default:
      return describeReplyOrEnemy(c, state);
  }
}

/** Answers to another's request (aid, flank, interception, discard) and the game master's enemies' moves. */
type ReplyOrEnemyCommand = Extract<
  AccionCommand,
  {
    type:
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
      | 'EnemyCharge';
  }
>;

function describeReplyOrEnemy(c: ReplyOrEnemyCommand, state: AccionState): Localized {
  const n = (id: string) => nameOf(state, id);
  const s = (seat: number) => seatName(state, seat);
  const t = (es: string, en: string): Localized => ({ es, en });
  switch (c.type) {
    case 'GiveAid':
      return both((l) => `${l === 'es' ? 'Ayudar con' : 'Help with'} ${cardLabel(c.data.card)}`);
    case 'RefuseAid':
      return t('No ayudar', 'Do not help');
    case 'LendCard':
      return both((l) => `${l === 'es' ? 'Prestar' : 'Lend'} ${cardLabel(c.data.card)}`);
    case 'DeclineFlank':
      return t('No prestar carta', 'Lend no card');
    case 'Intercept':
      return both((l) => `${l === 'es' ? 'Interceptar en' : 'Intercept at'} ${squareText(c.data.to)}`);
    case 'LetPass':
      return t('Dejar pasar', 'Let it pass');
    case 'Discard':
      return both((l) => `${l === 'es' ? 'Descartar' : 'Discard'} ${cardLabel(c.data.card)}`);
    case 'EnemyAttack':
      return both((l) => `${l === 'es' ? 'Atacar a' : 'Attack'} ${s(c.data.target)[l]}`);
    case 'EnemyHex':
      return both((l) => `${l === 'es' ? 'Hostigar a' : 'Harry'} ${s(c.data.target)[l]}`);
    case 'EnemyScheme':
      return both(
        (l) => `${l === 'es' ? 'Tramar' : 'Scheme'}${c.data.cards.length > 0 ? ` — ${cardsText(c.data.cards)}` : ''}`,
      );
    case 'EnemyMove':
      return both((l) => `${l === 'es' ? 'Mover a' : 'Move to'} ${squareText(c.data.to)}`);
    case 'EnemyChangeScene':
      return both((l) => `${l === 'es' ? 'Ir a' : 'Go to'} ${n(c.data.scene)[l]} ${squareText(c.data.to)}`);
    case 'EnemyCharge':
      return both((l) => `${l === 'es' ? 'Embestir a' : 'Charge'} ${s(c.data.target)[l]}`);
  }
}

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
