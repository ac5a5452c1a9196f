import { counted, localized, type Localized } from '@cronica/util';
import type { RandomDraw, Seat } from './decider.js';
import { seatMark } from './game-module.js';

/**
 * A draw of the seeded generator as a judge reads it, in the words of the game that made it: what
 * the draw decided («Dados (2d6): 5 y 3»), not the stream's label and counter, which the audit
 * shows beside it. The describer's optional `draw` makes these; players are written as
 * `seatMark(seat)`, as in every describer line.
 */

/** The seat a stream's label names (`deck:seat1`, `deck:seat0:army`), or null for one that names none. */
export function labelSeat(label: string): Seat | null {
  const match = /(?:^|:)seat(\d+)(?::|$)/.exec(label);
  return match === null ? null : Number(match[1]);
}

/** «5, 3 y 1» / "5, 3 and 1": the way people list a few values. */
function listed(values: readonly (string | number)[], and: string): string {
  const words = values.map(String);
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

/** The seat a draw between the two seats picked: the one who starts, or who chooses. */
export const coinTossWon = (winner: Seat): Localized =>
  localized(`Sorteo: lo gana ${seatMark(winner)}`, `Coin toss: ${seatMark(winner)} wins it`);

/** Dice rolled together, their faces in the order rolled: «Dados (2d6): 5 y 3»; `what` names the roll. */
export function diceRolled(faces: readonly number[], sides: number, what?: Localized): Localized {
  const dice = `${faces.length}d${sides}`;
  const es = faces.length === 1 ? `Dado (d${sides})` : `Dados (${dice})`;
  const en = faces.length === 1 ? `Die (d${sides})` : `Dice (${dice})`;
  return localized(
    `${what ? `${what.es}: ` : ''}${es}: ${listed(faces, 'y')}`,
    `${what ? `${what.en}: ` : ''}${en}: ${listed(faces, 'and')}`,
  );
}

/** Whose deck or hand a draw took from: a seat (its player's name), or a name the game gives. */
export type DrawOwner = Seat | Localized;

const ownerWords = (owner: DrawOwner): Localized =>
  typeof owner === 'number' ? localized(seatMark(owner), seatMark(owner)) : owner;

/** A deck put in a new order; `deck` names which one where its owner has several. */
export function deckShuffled(owner: DrawOwner, size: number, deck?: Localized): Localized {
  const cards = counted(size, ['{n} carta', '{n} cartas'], ['{n} card', '{n} cards']);
  const whose = ownerWords(owner);
  return localized(
    `Se baraja ${deck ? deck.es : 'el mazo'} de ${whose.es} (${cards.es})`,
    `${whose.en}'s ${deck ? deck.en : 'deck'} is shuffled (${cards.en})`,
  );
}

/** One card of a hand taken at random: the `at`-th of `size`, counted from 1 in hand order. */
export function takenFromHand(owner: DrawOwner, at: number, size: number): Localized {
  const whose = ownerWords(owner);
  return localized(
    `Al azar de la mano de ${whose.es}: la carta ${at + 1} de ${size}`,
    `At random from ${whose.en}'s hand: card ${at + 1} of ${size}`,
  );
}

/**
 * The draws every game here makes the same way, on a `deck:seatN…` stream: a shuffle is that
 * seat's deck, a number a card of that seat's hand at random. Null for any other draw.
 */
export function deckDrawWords(draw: RandomDraw): Localized | null {
  const seat = labelSeat(draw.label);
  if (seat === null || !draw.label.startsWith('deck:')) return null;
  return draw.kind === 'shuffle' ? deckShuffled(seat, draw.size) : takenFromHand(seat, draw.value, draw.bound);
}
