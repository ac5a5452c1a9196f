import { describe, expect, it } from 'vitest';
import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';
import { deciderSpecification } from '../../kernel/src/testing/decider-specification.js';
import type { DiceRaceCommand } from './decide.js';
import { diceRace } from './module.js';
import type { DiceRaceEvent, DiceRaceState } from './state.js';

// The race's rules are the ones state.ts states: seat 0 starts, two cards each, then in turn a die
// (1–6) or a card from hand (its value, then a draw), first to the target wins.
const SEED = new Uint8Array(32).fill(7);
const raceTo = (target: number) =>
  deciderSpecification(
    {
      initialState: () =>
        diceRace.initialState({
          target,
          decks: [
            [3, 5, 7, 9],
            [2, 4, 6, 8],
          ],
        }),
      decide: diceRace.decide,
      evolve: diceRace.evolve,
    },
    (state: DiceRaceState) => ({
      random: createRandomSource({ keyFor: keysFromMatchSeed(SEED), counters: diceRace.randomCounters(state) }),
    }),
  );
const race = raceTo(30);

/** A player's command as the platform parses it from the table. */
const as = (seat: number, type: DiceRaceCommand['type'], card?: number): DiceRaceCommand =>
  diceRace.commandSchema.parse({ type, data: card === undefined ? { seat } : { seat, card } });
const played = (seat: number, card: number): DiceRaceEvent => ({ type: 'CardPlayed', data: { seat, card } });
const drew = (seat: number, card: number): DiceRaceEvent => ({ type: 'CardDrawn', data: { seat, card } });

/** Started with the decks as dealt (no shuffle drawn): seat 0 holds 3 and 5, seat 1 holds 2 and 4. */
const started: DiceRaceEvent[] = [
  { type: 'DecksShuffled', data: { sizes: [4, 4] } },
  { type: 'HandDrawn', data: { seat: 0, cards: [3, 5] } },
  { type: 'HandDrawn', data: { seat: 1, cards: [2, 4] } },
];

describe('dice race, given what happened, when a player acts', () => {
  it('seat 0 starts it: both decks shuffled by recorded draws, two cards dealt to each from the top', () => {
    const state = race
      .given([])
      .when(as(0, 'StartMatch'))
      .then([
        {
          type: 'DecksShuffled',
          data: { sizes: [4, 4] },
          metadata: {
            random: [
              expect.objectContaining({ kind: 'shuffle', label: 'deck:seat0', size: 4 }),
              expect.objectContaining({ kind: 'shuffle', label: 'deck:seat1', size: 4 }),
            ],
          },
        },
        { type: 'HandDrawn', data: { seat: 0, cards: [expect.any(Number), expect.any(Number)] } },
        { type: 'HandDrawn', data: { seat: 1, cards: [expect.any(Number), expect.any(Number)] } },
      ]);
    expect([...state.hands[0]!, ...state.decks[0]!].sort()).toEqual([3, 5, 7, 9]);
    expect([...state.hands[1]!, ...state.decks[1]!].sort()).toEqual([2, 4, 6, 8]);
    race.given([]).when(as(1, 'StartMatch')).thenRefused('dice-race.cannot-start');
    race.given(started).when(as(0, 'StartMatch')).thenRefused('dice-race.cannot-start');
  });

  it('a die adds 1 to 6 from a recorded draw and passes the turn', () => {
    const state = race
      .given(started)
      .when(as(0, 'RollDie'))
      .then([
        {
          type: 'DieRolled',
          data: { seat: 0, value: expect.any(Number) },
          metadata: { random: [expect.objectContaining({ kind: 'int', label: 'dice:roll', bound: 6 })] },
        },
      ]);
    expect(state.scores[0]).toBeGreaterThanOrEqual(1);
    expect(state.scores[0]).toBeLessThanOrEqual(6);
    expect(state.turn).toBe(1);
  });

  it('a card adds its value, and its player draws the next card of their deck', () => {
    const state = race
      .given(started)
      .when(as(0, 'PlayCard', 5))
      .then([played(0, 5), drew(0, 7)]);
    expect(state.hands[0]).toEqual([3, 7]);
    expect(state.scores).toEqual([5, 0]);
  });

  it('the card that reaches the target wins the race, and nothing is played after it', () => {
    const history = [...started, played(0, 5), drew(0, 7), played(1, 4), drew(1, 6)];
    const won: DiceRaceEvent[] = [...history, played(0, 7), drew(0, 9), { type: 'RaceWon', data: { seat: 0 } }];
    raceTo(12)
      .given(history)
      .when(as(0, 'PlayCard', 7))
      .then([played(0, 7), drew(0, 9), { type: 'RaceWon', data: { seat: 0 } }]);
    raceTo(12).given(won).when(as(1, 'RollDie')).thenRefused('dice-race.over');
  });

  it('refuses a move out of turn, a card not in hand and a move before the start', () => {
    race.given(started).when(as(1, 'RollDie')).thenRefused('dice-race.not-your-turn');
    race
      .given(started)
      .when(as(0, 'PlayCard', 9))
      .thenRefused('dice-race.card-not-in-hand');
    race.given([]).when(as(0, 'RollDie')).thenRefused('dice-race.not-started');
  });

  it('lets either seat concede at any moment, before the start or out of turn', () => {
    race
      .given([])
      .when(as(1, 'Concede'))
      .then([{ type: 'RaceConceded', data: { seat: 1 } }]);
    race
      .given(started)
      .when(as(1, 'Concede'))
      .then([{ type: 'RaceConceded', data: { seat: 1 } }]);
  });
});
