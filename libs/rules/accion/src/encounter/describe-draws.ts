import { deckDrawWords, deckShuffled, diceRolled, type RandomDraw } from '@cronica/rules-kernel';
import { localized, type Localized } from '@cronica/util';
import { nameOf } from './names.js';
import type { AccionState } from './state.js';

/** What each die of the encounter is rolled for, by its stream (`dice:<what>`), in 003's words. */
const ROLLS: Readonly<Record<string, Localized>> = {
  check: localized('Tirada', 'Roll'),
  chaos: localized('Dado caótico', 'Chaotic die'),
  resist: localized('Tirada para resistir', 'Resisting roll'),
  retaliation: localized('Daño por fallo', 'Damage on a miss'),
  penalty: localized('Robo Duro', 'Hard draw'),
};

/** The card an enemy's harrying takes from the hero's hand: the `at`-th of `size`, counted from 1. */
const harriedHandCard = (at: number, size: number): Localized =>
  localized(
    `Hostigamiento: pierde al azar la carta ${at + 1} de las ${size} de su mano`,
    `Harried: loses card ${at + 1} of the ${size} in their hand, at random`,
  );

/** An enemy's deck stream (`deck:seat0:<enemy>`, the GM's family) names the enemy. */
const ENEMY_DECK = /^deck:seat0:(.+)$/;

/**
 * A draw of the encounter as a judge reads it: a die and what it was rolled for (003: the d8 of a
 * roll, the chaotic d12, 1d6 of damage on a miss or of Robo Duro), the card an enemy's harrying takes
 * from a hand, or a hero's or an enemy's deck shuffled.
 */
export function describeDraw(draw: RandomDraw, before: AccionState): Localized | null {
  const enemy = ENEMY_DECK.exec(draw.label)?.[1];
  if (enemy !== undefined && draw.kind === 'shuffle') return deckShuffled(nameOf(before, enemy), draw.size);
  if (draw.kind === 'shuffle' || !draw.label.startsWith('dice:')) return deckDrawWords(draw);
  const what = draw.label.slice('dice:'.length);
  if (what === 'hex') return harriedHandCard(draw.value, draw.bound);
  const roll = ROLLS[what];
  return roll === undefined ? null : diceRolled([draw.value + 1], draw.bound, roll);
}
