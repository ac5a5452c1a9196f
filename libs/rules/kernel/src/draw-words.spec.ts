import { describe, expect, it } from 'vitest';
import { createRandomSource, keysFromMatchSeed } from './random.js';
import { coinTossWon, deckDrawWords, diceRolled, labelSeat } from './draw-words.js';
import { fillSeats } from './game-module.js';

const seeded = (fill: number) => createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32).fill(fill)) });
const names = (seat: number) => ['Ana', 'Bruno'][seat]!;

describe('a draw in words for a judge', () => {
  it('finds the seat a stream names, and none where it names none', () => {
    expect(labelSeat('deck:seat1')).toBe(1);
    expect(labelSeat('deck:seat0:army')).toBe(0);
    expect(labelSeat('dice')).toBeNull();
    expect(labelSeat('dice:seat12x')).toBeNull();
  });

  it('reads a shuffle of a seat’s deck as that deck shuffled, with its size', () => {
    const random = seeded(7);
    random.shuffle(
      'deck:seat1',
      Array.from({ length: 30 }, (_, i) => i),
    );
    const [draw] = random.takeDraws();
    expect(fillSeats(deckDrawWords(draw!)!.es, names)).toBe('Se baraja el mazo de Bruno (30 cartas)');
    expect(fillSeats(deckDrawWords(draw!)!.en, names)).toBe("Bruno's deck is shuffled (30 cards)");
  });

  it('reads a number on a deck stream as a card of that seat’s hand, counted from 1', () => {
    const random = seeded(3);
    const at = random.int('deck:seat0', 5);
    const [draw] = random.takeDraws();
    expect(fillSeats(deckDrawWords(draw!)!.es, names)).toBe(`Al azar de la mano de Ana: la carta ${at + 1} de 5`);
  });

  it('leaves a draw on any other stream to the game', () => {
    const random = seeded(1);
    random.int('dice', 6);
    expect(deckDrawWords(random.takeDraws()[0]!)).toBeNull();
  });

  it('lists dice as people do, and names a toss’s winner', () => {
    expect(diceRolled([5, 3, 1], 6)).toEqual({ es: 'Dados (3d6): 5, 3 y 1', en: 'Dice (3d6): 5, 3 and 1' });
    expect(diceRolled([4], 8, { es: 'Resistencia', en: 'Resist' })).toEqual({
      es: 'Resistencia: Dado (d8): 4',
      en: 'Resist: Die (d8): 4',
    });
    expect(fillSeats(coinTossWon(1).es, names)).toBe('Sorteo: lo gana Bruno');
  });
});
