import { describe, expect, it } from 'vitest';
import { coinTossWon, diceRolled, fillSeats, playModuleBotMatch, type RandomDraw } from '@cronica/rules-kernel';
import { readyDecks } from '../content/decks.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesEvent } from '../engine/events.js';
import { describeDraw } from './describe-draws.js';

const DECKS = readyDecks();
const match = playModuleBotMatch({
  module: bladesOfAsh,
  setup: { decks: [DECKS[0]!.deck, DECKS[1]!.deck] },
  seed: new Uint8Array(32).map((_, i) => (i * 7 + 3) % 256),
  bots: ['greedy', 'greedy'],
});
const drawsOf = (event: BladesEvent) => (event.metadata?.random ?? []) as readonly RandomDraw[];
const names = (text: string) => fillSeats(text, (seat) => ['Ana', 'Bruno'][seat]!);

describe('a Blades draw in words for a judge', () => {
  it('reads each roll of the dice as the faces the event rolled, in the order rolled', () => {
    const rolls = match.events.filter((e) => e.type === 'DiceRolled');
    expect(rolls.length).toBeGreaterThan(2);
    for (const roll of rolls) {
      const [draw, ...more] = drawsOf(roll);
      expect(more).toEqual([]);
      expect(describeDraw(draw!)).toEqual(
        diceRolled(
          roll.data.dice.map((die) => die.face),
          6,
        ),
      );
    }
  });

  it('reads the draw for attacker and defender as the toss its winner won', () => {
    const won = match.events.find((e) => e.type === 'RoleDrawWon')!;
    expect(describeDraw(drawsOf(won)[0]!)).toEqual(coinTossWon(won.data.seat));
  });

  it('reads the opening shuffles as each player’s deck, with its size', () => {
    const shuffles = match.events.flatMap(drawsOf).filter((draw) => draw.kind === 'shuffle');
    expect(shuffles.map((draw) => names(describeDraw(draw)!.es))).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Se baraja el mazo de Ana \(\d+ cartas\)$/),
        expect.stringMatching(/^Se baraja el mazo de Bruno \(\d+ cartas\)$/),
      ]),
    );
  });
});
