import { byType, localized as l, type ByType, type Localized } from '@cronica/util';
import type { BladesCommand } from '../engine/commands.js';
import type { BladesState } from '../engine/state.js';
import { activeHero } from '../engine/heroes.js';
import { ability, card, count, dice, hero, list, say, when } from './words.js';
import { pendingName } from './faces.js';

/**
 * A command in words, for the acting seat or a judge (000_7cbcfc9bc47f1014.txt: the rulebook's
 * own words for each choice): "Usar Cuchillada Precisa sobre Ayranel (pagas rojo 2)".
 */
export function describeCommand(command: BladesCommand, state: BladesState): Localized {
  return byType(COMMAND_LINES, command, state);
}

const COMMAND_LINES: ByType<BladesCommand, [BladesState], Localized> = {
  PickHeroes: (command, state) =>
    say(
      { h: list(command.data.keep.map((p) => hero(state, command.data.seat * 5 + p))) },
      (w) => `Quedarte con ${w.h}`,
      (w) => `Keep ${w.h}`,
    ),
  Mulligan: (command, state) => {
    const discard = command.data.discard;
    if (discard.length === 0) return l('Quedarte la mano', 'Keep your hand');
    const n = count(discard.length, l('carta', 'card'), l('cartas', 'cards'));
    return say(
      { c: list(discard.map((id) => card(state, id))), n },
      (w) => `Descartar ${w.c} y robar ${w.n}`,
      (w) => `Discard ${w.c} and draw ${w.n}`,
    );
  },
  ChooseRole: (command) =>
    command.data.role === 'attacker'
      ? l('Ser el atacante', 'Be the attacker')
      : l('Ser el defensor', 'Be the defender'),
  PairHeroes: (command, state) =>
    say(
      { a: hero(state, command.data.hero), b: hero(state, command.data.rival) },
      (w) => `Emparejar ${w.a} contra ${w.b}`,
      (w) => `Pair ${w.a} against ${w.b}`,
    ),
  RerollDice: (command, state) =>
    say(
      { d: dice(state, command.data.seat, command.data.dice) },
      (w) => `Volver a tirar ${w.d}`,
      (w) => `Reroll ${w.d}`,
    ),
  KeepDice: () => l('Quedarte los dados', 'Keep the dice'),
  PlayCard: (command, state) =>
    paid(
      state,
      command,
      say(
        { c: card(state, command.data.card) },
        (w) => `Jugar ${w.c}`,
        (w) => `Play ${w.c}`,
      ),
    ),
  ActivateAbility: (command, state) => abilityUse(state, command),
  DrawCard: (command, state) => paid(state, command, l('Robar una carta', 'Draw a card')),
  Pass: (_command, state) =>
    (state.clash?.stack.length ?? 0) > 0
      ? l('No responder: que se resuelva', 'Do not respond: let it resolve')
      : l('Pasar', 'Pass'),
  OrderTrigger: (command, state) => triggerFirst(state, command),
  DiscardCard: (command, state) =>
    say(
      { c: card(state, command.data.card) },
      (w) => `Descartar ${w.c}`,
      (w) => `Discard ${w.c}`,
    ),
  Concede: () => l('Rendirte', 'Concede'),
};

/** Using the active hero's ability, and how it is paid. */
function abilityUse(state: BladesState, command: Extract<BladesCommand, { type: 'ActivateAbility' }>): Localized {
  const seat = command.data.seat;
  const performer = activeHero(state, seat);
  const name =
    performer === null
      ? l(command.data.ability, command.data.ability)
      : ability(state, performer, command.data.ability);
  return paid(
    state,
    command,
    say(
      { a: name },
      (w) => `Usar ${w.a}`,
      (w) => `Use ${w.a}`,
    ),
  );
}

/** Which of several triggered actions goes on the stack first (000, "Resolución de Acciones"). */
function triggerFirst(state: BladesState, command: Extract<BladesCommand, { type: 'OrderTrigger' }>): Localized {
  const pending = state.clash?.pending[command.data.pending];
  if (pending === undefined) return l('Ordenar una acción disparada', 'Order a triggered action');
  return say(
    {
      h: hero(state, pending.hero),
      p: pendingName(state, pending.hero, pending.on, pending.effects),
      on: when(pending.on),
    },
    (w) => `Apilar primero ${w.p} de ${w.h} (${w.on})`,
    (w) => `Stack ${w.h}'s ${w.p} first (${w.on})`,
  );
}

function paid(
  state: BladesState,
  command: Extract<BladesCommand, { data: { dice: readonly number[] } }>,
  what: Localized,
): Localized {
  const target = 'target' in command.data ? command.data.target : undefined;
  const on =
    target === undefined
      ? l('', '')
      : say(
          { t: hero(state, target) },
          (w) => ` sobre ${w.t}`,
          (w) => ` on ${w.t}`,
        );
  return say(
    { what, on, d: dice(state, command.data.seat, command.data.dice) },
    (w) => `${w.what}${w.on} (pagas ${w.d})`,
    (w) => `${w.what}${w.on} (paying ${w.d})`,
  );
}
