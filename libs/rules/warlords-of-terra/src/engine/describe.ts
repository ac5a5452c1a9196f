import { withJudgeLines, type GameDescriber } from '@cronica/rules-kernel';
import { byType, type ByType, type Localized } from '@cronica/util';
import { zoneName } from './board.js';
import type { WotCommand } from './commands.js';
import { describeDraw } from './describe-draws.js';
import { describeEvent } from './describe-events.js';
import type { WotEvent } from './events.js';
import type { WotState } from './state.js';
import { describeSecret } from './describe-secrets.js';
import { cardWords, deckWords, join, l, objectWords, seatName, strikeWords, targetWords, troopWords } from './words.js';

const on = (s: WotState, target: Parameters<typeof targetWords>[1]) => {
  const t = targetWords(s, target);
  return t === null ? '' : join(l(' sobre ', ' on '), t);
};

const COMMAND_LINES: ByType<WotCommand, [WotState], Localized> = {
  SwapSideboardCard: (command, s) =>
    join(l('Cambiar ', 'Swap '), cardWords(s, command.data.out), l(' por ', ' for '), cardWords(s, command.data.in)),
  ResetSideboard: () => l('Restablecer el mazo registrado', 'Restore the registered deck'),
  ConfirmDeck: () => l('Listo para jugar', 'Ready to play'),
  Mulligan: () => l('Cambiar de mano', 'Take a mulligan'),
  KeepHand: () => l('Quedarse la mano', 'Keep the hand'),
  AddMana: (command) =>
    command.data.heroPoint
      ? l('Añadir maná y 1 punto de poder al héroe', 'Add mana and 1 power point to the hero')
      : l('Añadir maná', 'Add mana'),
  AddGold: (command) =>
    join(
      command.data.heroPoint
        ? l('Añadir oro y 1 punto de poder al héroe', 'Add gold and 1 power point to the hero')
        : l('Añadir oro', 'Add gold'),
      command.data.hire ? l('; contratar refuerzos', '; hire reinforcements') : '',
    ),
  DrawCard: (command) => join(l('Robar del ', 'Draw from the '), deckWords(command.data.deck)),
  SummonTroop: (command, s) =>
    join(
      l('Invocar ', 'Summon '),
      cardWords(s, command.data.card),
      l(` en ${zoneName(command.data.zone)}`, ` to ${zoneName(command.data.zone)}`),
    ),
  BuildPlace: (command, s) => join(l('Construir ', 'Build '), cardWords(s, command.data.card)),
  ForgeObject: (command, s) => join(l('Forjar ', 'Forge '), cardWords(s, command.data.card)),
  EquipObject: (command, s) =>
    join(
      l('Equipar ', 'Equip '),
      objectWords(s, command.data.object),
      l(' a ', ' to '),
      troopWords(s, command.data.troop),
    ),
  CastSpell: (command, s) => join(l('Lanzar ', 'Cast '), cardWords(s, command.data.card), on(s, command.data.target)),
  ActivateAbility: (command, s) =>
    join(
      l('Usar una habilidad', 'Use an ability'),
      l(' de ', ' of '),
      s.troops.some((t) => t.uid === command.data.source)
        ? troopWords(s, command.data.source)
        : l('un lugar', 'a place'),
      on(s, command.data.target),
    ),
  UseHeroPower: (command, s) => {
    const power = s.catalog[s.players[command.data.seat === 0 ? 0 : 1].hero]?.hero?.powers.find(
      (p) => p.id === command.data.power,
    );
    return join(l('Usar el poder ', 'Use the power '), power?.name ?? command.data.power, on(s, command.data.target));
  },
  MoveTroop: (command, s) =>
    join(
      l('Mover ', 'Move '),
      troopWords(s, command.data.troop),
      ` → ${zoneName(command.data.to)}`,
      command.data.strike === undefined
        ? ''
        : join(l(' y golpear a ', ' and strike '), strikeWords(s, command.data.strike, command.data.seat)),
    ),
  Attack: (command, s) =>
    join(
      l('Atacar con ', 'Attack with '),
      troopWords(s, command.data.troop),
      l(' a ', ': '),
      strikeWords(s, command.data.strike, command.data.seat),
    ),
  RangedAttack: (command, s) =>
    join(
      l('Disparar con ', 'Shoot with '),
      troopWords(s, command.data.troop),
      l(' a ', ' at '),
      strikeWords(s, { kind: 'troop', zone: command.data.zone }, command.data.seat),
    ),
  Pass: () => l('Pasar', 'Pass'),
  EndPhase: (command, s) =>
    s.phase === 'summoning'
      ? l('Pasar a la fase táctica', 'Go to the tactical phase')
      : l('Terminar el turno', 'End the turn'),
  DiscardCard: (command, s) => join(l('Descartar ', 'Discard '), cardWords(s, command.data.card)),
  DestroyObject: (command, s) => join(l('Destruir ', 'Destroy '), objectWords(s, command.data.object)),
  Concede: (command) =>
    command.data.scope === 'game'
      ? l('Rendirse en esta partida', 'Concede this game')
      : l('Rendirse', 'Concede the match'),
  CallTime: () => l('Cantar tiempo de ronda', "Call the round's time"),
  JudgeRuling: (command) => join(l('Sanción a ', 'Sanction for '), seatName(command.data.against)),
};

/** A command in words, for the acting seat or a judge ("Invocar Guerrero de Hierro en C1"). */
export function describeCommand(command: WotCommand, state: WotState): Localized {
  return byType(COMMAND_LINES, command, state);
}

/** Bookkeeping events, in words for a judge's audit (the players' log leaves them out). */
const JUDGE_LINES = {
  TurnEnded: { es: 'Fin del turno', en: 'End of the turn' },
  StackClosed: { es: 'La pila queda vacía', en: 'The stack is empty' },
  AbilityUsed: {
    es: 'Se paga una habilidad súbita (su efecto se indica al apilarla)',
    en: 'A sudden ability is paid for (its effect is told as it goes on the stack)',
  },
  CombatEnded: { es: 'Fin del combate', en: 'End of the combat' },
} as const;

export const describer: GameDescriber<WotState, WotCommand, WotEvent> = {
  event: withJudgeLines(describeEvent, JUDGE_LINES),
  command: describeCommand,
  secret: describeSecret,
  draw: describeDraw,
};
