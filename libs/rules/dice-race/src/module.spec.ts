import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold, isRuleViolation, playModuleBotMatch, unwordedDrawProblems, type Viewer } from '@cronica/rules-kernel';
import { diceRace } from './module.js';
import type { DiceRaceSetup } from './state.js';

const setupOf = (target = 30): DiceRaceSetup => {
  const created = diceRace.setup.create([null, null], diceRace.setup.optionsSchema.parse({ target }));
  if (isRuleViolation(created)) throw new Error(created.code);
  return created;
};

describe('dice race as a GameModule', () => {
  it('1,000 bot games from random seeds end with a result, their events fold to the final state, and every draw reads in words', () => {
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.constantFrom('greedy', 'random'),
        fc.constantFrom('greedy', 'random'),
        fc.integer({ min: 5, max: 80 }),
        (seed, a, b, target) => {
          const match = playModuleBotMatch({ module: diceRace, setup: setupOf(target), seed, bots: [a, b] });
          expect(match.result.outcome).toBe('win');
          expect(fold(diceRace, match.initial, match.events)).toEqual(match.state);
          expect(diceRace.matchReport(match.state)?.games[0]?.life).toEqual(match.state.scores);
          expect(unwordedDrawProblems(diceRace, match)).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('validates its options and decks, and gives the deck lists back to a verifier', () => {
    expect(diceRace.setup.optionsSchema.safeParse({ target: 4 }).success).toBe(false);
    expect(diceRace.setup.optionsSchema.safeParse({ target: 30, extra: true }).success).toBe(false);
    const bad = { game: 'dice-race', sections: { cards: [{ card: '12', count: 1 }] } };
    expect(diceRace.setup.create([bad, null], { target: 30 })).toMatchObject({ code: 'dice-race.setup.invalid-deck' });
    const ready = diceRace.setup.readyDecks()[0]!.deck;
    const setup = diceRace.setup.create([ready, ready], { target: 30 }) as DiceRaceSetup;
    expect(diceRace.setup.deckLists(setup)).toEqual([ready, ready]);
  });

  it('names a drawn card only to its owner and judges', () => {
    const match = playModuleBotMatch({
      module: diceRace,
      setup: setupOf(),
      seed: new Uint8Array(32).fill(3),
      bots: ['random', 'random'],
    });
    let state = match.initial;
    for (const event of match.events) {
      if (event.type === 'CardDrawn') {
        const line = (viewer: Viewer) => diceRace.describer.event(event, state, viewer)!.es;
        expect(line({ kind: 'seat', seat: event.data.seat })).toContain(String(event.data.card));
        expect(line({ kind: 'judge' })).toContain(String(event.data.card));
        expect(line({ kind: 'seat', seat: 1 - event.data.seat })).not.toMatch(/\d$/);
        expect(line({ kind: 'spectator' })).toMatch(/roba una carta$/);
      }
      state = diceRace.evolve(state, event);
    }
  });

  it('accepts Concede from either seat at any moment (the rival wins), never listing it', () => {
    const state = diceRace.initialState(setupOf());
    expect(diceRace.legalCommands(state, 1).some((c) => c.type === 'Concede')).toBe(false);
    const events = diceRace.decide({ type: 'Concede', data: { seat: 1 } }, state, {
      random: { int: () => 0, shuffle: (_l, items) => [...items], takeDraws: () => [] },
    });
    expect(isRuleViolation(events)).toBe(false);
    const over = fold(diceRace, state, events as never);
    expect(diceRace.result(over)).toEqual({ outcome: 'win', winner: 0, reason: 'concede' });
    expect(diceRace.matchReport(over)?.games[0]?.endedEarly).toBe(true);
    expect(diceRace.commandSchema.safeParse({ type: 'Concede', data: { seat: 0 } }).success).toBe(true);
    expect(diceRace.commandSchema.safeParse({ type: 'PlayCard', data: { seat: 0, card: 10 } }).success).toBe(false);
  });
});
