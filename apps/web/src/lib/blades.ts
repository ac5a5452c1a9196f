import { actionById, heroById, DIE_COLOR_NAMES, type BladesView, type Die } from '@cronica/blades-of-ash';
import { localized as l, type Lang, type Localized } from '@cronica/util';
import type { GameCommand } from '../graphql/match';

/** Names and command texts for the Blades of Ash match page, built from the card data. */

export function parseBladesView(state: string | null): BladesView | null {
  if (!state) return null;
  try {
    return JSON.parse(state) as BladesView;
  } catch {
    return null;
  }
}

export function cardName(id: string): Localized {
  return actionById(id)?.name ?? l(id, id);
}

export function cardText(id: string): Localized | null {
  return actionById(id)?.text ?? null;
}

/** An active ability of a hero on the table or of an equipment card, by ability id. */
export function abilityName(view: BladesView, abilityId: string): Localized {
  for (const hero of view.heroes) {
    const own = heroById(hero.id)?.abilities.find((a) => a.id === abilityId);
    if (own) return own.name;
    for (const cardId of hero.equipment) {
      const gear = actionById(cardId)?.equipment?.ability;
      if (gear?.id === abilityId) return gear.name;
    }
  }
  return l(abilityId, abilityId);
}

/** Triggered actions ("Acciones Disparadas", 000_7cbcfc9bc47f1014.txt, "Resolución de Acciones"). */
const TRIGGERS: Readonly<Record<string, Localized>> = {
  clashStart: l('al empezar el choque', 'at the start of the clash'),
  clashEnd: l('al terminar el choque', 'at the end of the clash'),
  damageTaken: l('al recibir daño', 'on taking damage'),
  damageDealt: l('al causar daño', 'on dealing damage'),
  healed: l('al curarse', 'on being healed'),
  rivalCardPlayed: l('cuando el rival juega una carta', 'when the opponent plays a card'),
  allyCardPlayed: l('cuando su jugador juega una carta', 'when its player plays a card'),
  rivalKnockedOut: l('cuando su rival queda fuera de combate', 'when its rival is knocked out'),
};

export function triggerName(on: string): Localized {
  const when = TRIGGERS[on] ?? l(on, on);
  return l(`Acción desencadenada ${when.es}`, `Triggered action ${when.en}`);
}

export function heroName(view: BladesView, index: number | null | undefined): Localized {
  if (index === null || index === undefined) return l('—', '—');
  return view.heroes[index]?.name ?? l(`#${index}`, `#${index}`);
}

function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'es' ? ' y ' : ' and ';
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1)}`;
}

/** Joins localized parts per language. */
function joined(parts: readonly Localized[]): Localized {
  return l(joinList(parts.map((p) => p.es), 'es'), joinList(parts.map((p) => p.en), 'en'));
}

export function dieLabel(die: Die): Localized {
  const color = DIE_COLOR_NAMES[die.color];
  return l(`${color.es} ${die.face}`, `${color.en} ${die.face}`);
}

function diceOf(view: BladesView, seat: number, indices: readonly number[] | null | undefined): Localized {
  const dice = view.players[seat]?.dice ?? [];
  return joined((indices ?? []).map((i) => (dice[i] ? dieLabel(dice[i]!) : l(`#${i}`, `#${i}`))));
}

const on = (view: BladesView, target: number | null | undefined): Localized => {
  if (target === null || target === undefined) return l('', '');
  const name = heroName(view, target);
  return l(` sobre ${name.es}`, ` on ${name.en}`);
};

const paying = (view: BladesView, command: GameCommand): Localized => {
  if (!command.dice || command.dice.length === 0) return l('', '');
  const dice = diceOf(view, command.seat, command.dice);
  return l(` (pagas ${dice.es})`, ` (paying ${dice.en})`);
};

const concat = (...parts: Localized[]): Localized => l(parts.map((p) => p.es).join(''), parts.map((p) => p.en).join(''));

/** What a legal command does, in the words of the rulebook (000_7cbcfc9bc47f1014.txt). */
export function describeCommand(view: BladesView, command: GameCommand): Localized {
  switch (command.type) {
    case 'PickHeroes': {
      const names = joined((command.keep ?? []).map((pos) => heroName(view, command.seat * 5 + pos)));
      return l(`Quedarte con ${names.es}`, `Keep ${names.en}`);
    }
    case 'Mulligan': {
      const discard = command.discard ?? [];
      if (discard.length === 0) return l('Quedarte la mano', 'Keep your hand');
      const names = joined(discard.map(cardName));
      return l(`Descartar ${names.es} y robar ${discard.length}`, `Discard ${names.en} and draw ${discard.length}`);
    }
    case 'ChooseRole':
      return command.role === 'attacker' ? l('Ser atacante', 'Be the attacker') : l('Ser defensor', 'Be the defender');
    case 'PairHeroes': {
      const [mine, theirs] = [heroName(view, command.hero), heroName(view, command.rival)];
      return l(`Emparejar ${mine.es} contra ${theirs.es}`, `Pair ${mine.en} against ${theirs.en}`);
    }
    case 'RerollDice': {
      const dice = diceOf(view, command.seat, command.dice);
      return l(`Volver a tirar ${dice.es}`, `Reroll ${dice.en}`);
    }
    case 'KeepDice':
      return l('Quedarte los dados', 'Keep the dice');
    case 'PlayCard':
      return concat(l('Jugar ', 'Play '), cardName(command.card ?? ''), on(view, command.target), paying(view, command));
    case 'ActivateAbility':
      return concat(l('Usar ', 'Use '), abilityName(view, command.ability ?? ''), on(view, command.target), paying(view, command));
    case 'DrawCard':
      return concat(l('Robar una carta', 'Draw a card'), paying(view, command));
    case 'Pass':
      return (view.clash?.stack.length ?? 0) > 0 ? l('Pasar: que se resuelva la pila', 'Pass: let the stack resolve') : l('Pasar', 'Pass');
    case 'OrderTrigger': {
      const pending = view.clash?.pending[command.pending ?? -1];
      const hero = heroName(view, pending?.hero);
      const what = triggerName(pending?.on ?? '');
      return l(`Apilar primero: ${what.es} (${hero.es})`, `Stack first: ${what.en} (${hero.en})`);
    }
    case 'DiscardCard':
      return concat(l('Descartar ', 'Discard '), cardName(command.card ?? ''));
    default:
      return l(command.type, command.type);
  }
}

/** A command as `GameCommandInput`: no seat (the server takes it from the session), no empty fields. */
export function commandInput(command: GameCommand): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(command).filter(([key, value]) => key !== 'seat' && key !== '__typename' && value !== null && value !== undefined),
  );
}
