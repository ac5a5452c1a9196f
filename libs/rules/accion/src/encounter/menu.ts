import type { Seat } from '@cronica/rules-kernel';
import { counted, localized as l, type Localized } from '@cronica/util';
import type { AccionCommandType } from './commands.js';
import { gateOf } from './gate.js';
import { legalCommands } from './legal.js';
import { isTeamPlay } from './rules.js';
import type { AccionState } from './state.js';
import { violationMessage } from './violations.js';

/**
 * A player's turn as a menu (003, "La Regla de Acción": 3 actions, options of 1, 2 and 3 actions,
 * free actions): every option with its cost in actions and, when it can't be taken now, why. A
 * board asks for the action first, then its target, then its cards, instead of listing every
 * combination. Available means `legalCommands` lists at least one command of that type.
 */
export interface ActionOption {
  readonly type: AccionCommandType;
  readonly name: Localized;
  /** Actions it spends (0: free). */
  readonly cost: number;
  readonly unavailable: Localized | null;
}

const OPTIONS: readonly (readonly [AccionCommandType, number, string, string, Localized])[] = [
  [
    'Attack',
    1,
    'Atacar',
    'Attack',
    l(
      'No hay ningún enemigo ni barra de objetivo en tu escena, o no tienes cartas para el combo.',
      'No enemy or objective bar in your scene, or no cards for a combo.',
    ),
  ],
  ['UseSkill', 1, 'Usar una habilidad', 'Use a skill', violationMessage('not-enough-mp')],
  [
    'Move',
    1,
    'Moverte',
    'Move',
    l(
      'No hay casilla libre a tu alcance (o el encuentro no usa casillas).',
      'No free square in reach (or the encounter has no squares).',
    ),
  ],
  ['ChangeScene', 1, 'Cambiar de escena', 'Change scene', violationMessage('unknown-scene')],
  [
    'ForcedDraw',
    1,
    'Robo forzado (1 MP por carta)',
    'Forced draw (1 MP a card)',
    l('Necesitas MP y cartas en el mazo.', 'You need MP and cards in your deck.'),
  ],
  [
    'Recover',
    1,
    'Recuperar del descarte',
    'Recover from the discard',
    l('Tu descarte está vacío.', 'Your discard pile is empty.'),
  ],
  ['Prepare', 1, 'Prepararte', 'Prepare', violationMessage('already-prepared')],
  [
    'Assist',
    1,
    'Donar una carta a la mesa',
    'Donate a card to the table',
    l(
      'Solo en juego en equipo, con sitio en la mesa y cartas en la mano.',
      'Only in team play, with room on the table and cards in hand.',
    ),
  ],
  [
    'RequestAid',
    1,
    'Pedir ayuda a un aliado',
    'Ask an ally for help',
    l('Ningún aliado puede darte una carta ahora.', 'No ally can give you a card now.'),
  ],
  ['SafeMove', 2, 'Movimiento seguro', 'Safe move', violationMessage('unknown-scene')],
  [
    'Interrupt',
    2,
    'Interrumpir a un enemigo',
    'Interrupt an enemy',
    l('No hay enemigo sin interrumpir en tu escena.', 'No enemy in your scene left to interrupt.'),
  ],
  ['ResetHand', 2, 'Reiniciar tu mano', 'Reset your hand', violationMessage('empty-hand')],
  ['Concentrate', 3, 'Concentración', 'Concentrate', violationMessage('no-actions')],
  ['HardDraw', 3, 'Robo duro', 'Hard draw', violationMessage('empty-deck')],
  ['Charge', 3, 'Embestida', 'Charge', violationMessage('no-charge-line')],
  [
    'ChargeMana',
    0,
    'Cargar maná',
    'Charge mana',
    l(
      'Ya cargaste maná este turno, o no tienes 2 cartas, un Rey, un As o tu carta identidad.',
      'Already charged this turn, or you lack 2 cards, a King, an Ace or your identity card.',
    ),
  ],
  ['RequestFlank', 0, 'Pedir un flanqueo', 'Ask for a flank', violationMessage('no-flank')],
  ['CedeInitiative', 0, 'Ceder la iniciativa', 'Cede the initiative', violationMessage('cannot-cede')],
  ['EndTurn', 0, 'Terminar el turno', 'End the turn', violationMessage('not-your-turn')],
];

/** The acting player's options now, or null when it is not this seat's own turn. */
export function actionMenu(state: AccionState, seat: Seat): ActionOption[] | null {
  const gate = gateOf(state);
  if (gate.kind !== 'player-turn' || gate.player.seat !== seat) return null;
  const left = state.turn!.actionsLeft;
  const offered = new Set(legalCommands(state, seat).map((c) => c.type));
  const o = state.options;
  const exists = (type: AccionCommandType): boolean => {
    if (type === 'Assist' || type === 'RequestAid') return isTeamPlay(state);
    if (type === 'Move' || type === 'RequestFlank') return o.tactical;
    if (type === 'ChangeScene' || type === 'SafeMove') return o.scenes.length > 1;
    if (type === 'UseSkill') return o.skills.length > 0;
    return true;
  };
  return OPTIONS.filter(([type]) => exists(type)).map(([type, cost, es, en, why]) => ({
    type,
    name: l(es, en),
    cost,
    unavailable: offered.has(type) ? null : cost > left ? costWords(cost, left) : why,
  }));
}

function costWords(cost: number, left: number): Localized {
  const costs = counted(cost, ['Cuesta {n} acción', 'Cuesta {n} acciones'], ['Costs {n} action', 'Costs {n} actions']);
  const leftOver = counted(
    left,
    ['te queda {n} acción', 'te quedan {n} acciones'],
    ['you have {n} action left', 'you have {n} actions left'],
  );
  return l(`${costs.es}; ${leftOver.es}.`, `${costs.en}; ${leftOver.en}.`);
}

/** 003, "Regla de la Avaricia": a repeated draw action in words ("Ataque mágico ×2"), not its key. */
export function repeatName(state: AccionState, key: string): Localized {
  const [kind, detail] = key.split(':') as [string, string | undefined];
  switch (kind) {
    case 'attack':
      return detail === 'magical'
        ? l('Ataque mágico', 'Magical attack')
        : detail === 'social'
          ? l('Ataque social', 'Social attack')
          : l('Ataque físico', 'Physical attack');
    case 'skill':
      return state.options.skills.find((s) => s.id === detail)?.name ?? l('Habilidad', 'Skill');
    case 'forced-draw':
      return l('Robo forzado', 'Forced draw');
    case 'hard-draw':
      return l('Robo duro', 'Hard draw');
    case 'charge':
      return l('Embestida', 'Charge');
    default:
      return l(key, key);
  }
}
