import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Seat } from '@cronica/rules-kernel';
import { deckBotGames } from '../../../kernel/src/testing/bot-game-properties.js';
import { playBladesBotMatch } from '../bots/blades-match.js';
import type { BotName } from '../bots/bot.js';
import { readyDecks } from '../content/decks.js';
import { bladesOfAsh } from './module.js';
import type { BladesState } from './state.js';

// The view's `moving` is the engine's own turn rule (000_7cbcfc9bc47f1014.txt, each phase's steps),
// so a board says whose move it is without re-deriving it: in every state a game reaches, the seats
// the view names are exactly the seats `legalCommands` lists a command for.

const DECKS = readyDecks();
const SEATS: readonly Seat[] = [0, 1];

const seatsWithCommands = (state: BladesState): Seat[] =>
  SEATS.filter((seat) => bladesOfAsh.legalCommands(state, seat).length > 0);

function checkMoving(state: BladesState): void {
  const expected = seatsWithCommands(state);
  for (const viewer of [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }] as const) {
    expect(bladesOfAsh.view(state, viewer).moving, `${state.phase}, ${viewer.kind}`).toEqual(expected);
  }
}

describe('who must decide now, in the view', () => {
  it('names exactly the seats with a legal command in every state of random and greedy bot games', () => {
    const bots = fc.tuple(fc.constantFrom<BotName>('random', 'greedy'), fc.constantFrom<BotName>('random', 'greedy'));
    const phases = new Set<string>();
    fc.assert(
      fc.property(deckBotGames(DECKS.length, bots), ({ seed, decks, bots: pair }) => {
        const match = playBladesBotMatch({
          seed,
          decks: [DECKS[decks[0]]!.deck, DECKS[decks[1]]!.deck],
          bots: pair,
          observe: ({ state }) => {
            phases.add(state.phase);
            checkMoving(state);
          },
        });
        checkMoving(match.state);
        expect(bladesOfAsh.view(match.state, { kind: 'spectator' }).moving).toEqual([]);
      }),
      { numRuns: 12 },
    );
    // The games went through every phase a seat decides in.
    expect([...phases].sort()).toEqual(['actions', 'dice', 'draft', 'handLimit', 'mulligan', 'pairing', 'role']);
  }, 120_000);
});
