import { rulebookMapSchema, rulesGoverning } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { diceRace } from './module.js';

describe("the test game's rulebook map", () => {
  it('is a valid map the module carries, naming only command and event types the game has', () => {
    expect(rulebookMapSchema.safeParse(diceRace.rulebook).success).toBe(true);
    const types = new Set(diceRace.rulebook!.lines.flatMap((line) => [...line.commands, ...line.events]));
    const known = [
      'StartMatch',
      'RollDie',
      'PlayCard',
      'DecksShuffled',
      'HandDrawn',
      'DieRolled',
      'CardPlayed',
      'CardDrawn',
      'RaceWon',
    ];
    expect([...types].filter((type) => !known.includes(type))).toEqual([]);
  });

  it('governs a roll by the turn and the die lines, never by the line the platform does not apply', () => {
    expect(rulesGoverning(diceRace.rulebook!, 'commands', 'RollDie')).toEqual(['999:7', '999:8']);
  });
});
