import { describe, expect, it } from 'vitest';
import { diceRace, type DiceRaceEvent, type DiceRaceState } from '@cronica/dice-race';
import type { Viewer } from '@cronica/rules-kernel';
import type { LegalCommand } from '../../../../graphql/match';
import { plainText } from '../../../../testing/markup';
import { boardMarkup } from '../board-markup';
import { DiceRaceBoard } from './DiceRaceBoard';

// The test game's board draws the library's view as it is: scores against the target, each hand's
// size, the seat to move, the viewer's own hand and the moves the API lists (RULES-NOTES.md).

/** A race to `target` as recorded: seat 0 holds 3 and 5, seat 1 holds 2 and 4, then `more` happened. */
function raceTo(target: number, ...more: DiceRaceEvent[]): DiceRaceState {
  const history: DiceRaceEvent[] = [
    { type: 'DecksShuffled', data: { sizes: [4, 4] } },
    { type: 'HandDrawn', data: { seat: 0, cards: [3, 5] } },
    { type: 'HandDrawn', data: { seat: 1, cards: [2, 4] } },
    ...more,
  ];
  const decks = [
    [3, 5, 7, 9],
    [2, 4, 6, 8],
  ];
  return history.reduce(diceRace.evolve, diceRace.initialState({ target, decks }));
}

const seat = (n: number): Viewer => ({ kind: 'seat', seat: n });

/** The moves the API would list for `n`, each in the game's own words. */
const movesOf = (state: DiceRaceState, n: number): LegalCommand[] =>
  diceRace.legalCommands(state, n).map((command) => ({
    command,
    text: diceRace.describer.command(command, state).es,
    rules: [],
  }));

describe('the dice race board', () => {
  it("shows each seat's score against the target and whose turn it is, and the viewer's own hand only", () => {
    const state = raceTo(20, { type: 'DieRolled', data: { seat: 0, value: 6 } });
    const text = plainText(boardMarkup(DiceRaceBoard, { state: diceRace.view(state, seat(1)), mySeat: 1 }));
    expect(text).toContain('Meta: 20');
    expect(text).toContain('Asiento 1: 6 · 2 cartas');
    expect(text).toContain('Asiento 2: 0 · 2 cartas · turno');
    expect(text).toContain('Tu mano: 2 · 4');
    expect(text).not.toMatch(/3 · 5/);
  });

  it('shows a spectator the scores and the sizes of the hands, never a hand', () => {
    const state = raceTo(20);
    const html = boardMarkup(DiceRaceBoard, { state: diceRace.view(state, { kind: 'spectator' }) });
    expect(plainText(html)).toContain('Asiento 1: 0 · 2 cartas · turno');
    expect(plainText(html)).not.toContain('Tu mano');
  });

  it('offers the seat to move one button per legal move, in the words of the game', () => {
    const state = raceTo(20);
    const moves = movesOf(state, 0);
    const html = boardMarkup(DiceRaceBoard, {
      state: diceRace.view(state, seat(0)),
      mySeat: 0,
      canAct: true,
      legal: moves,
    });
    const buttons = [...html.matchAll(/<button[^>]*data-testid="dice-race-move"[^>]*>(.*?)<\/button>/g)];
    expect(buttons.map((b) => plainText(b[1]!).trim())).toEqual(moves.map((m) => m.text));
    expect(moves.length).toBeGreaterThanOrEqual(3);
  });

  it('offers no move while the viewer may not act, even with moves listed', () => {
    const state = raceTo(20);
    const html = boardMarkup(DiceRaceBoard, {
      state: diceRace.view(state, seat(0)),
      mySeat: 0,
      canAct: false,
      legal: movesOf(state, 0),
    });
    expect(html).not.toContain('dice-race-move');
  });

  it('marks nobody to move once the race is won', () => {
    const state = raceTo(6, { type: 'DieRolled', data: { seat: 0, value: 6 } }, { type: 'RaceWon', data: { seat: 0 } });
    const text = plainText(boardMarkup(DiceRaceBoard, { state: diceRace.view(state, seat(0)), mySeat: 0 }));
    expect(text).toContain('Asiento 1: 6');
    expect(text).not.toContain('turno');
  });
});
