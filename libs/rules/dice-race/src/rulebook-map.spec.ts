import { readFileSync } from 'node:fs';
import { auditRulebookMap, rulebookMapSchema, rulesGoverning } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { diceRace } from './module.js';
import { diceRaceOptionsSchema } from './setup.js';

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

  it('cites only entries its rules notes have, and the option its setup has', () => {
    const rulesNotes = readFileSync(new URL('../RULES-NOTES.md', import.meta.url), 'utf8');
    const choices = diceRace.rulebook!.lines.filter((line) => line.status === 'choice');
    expect(choices.map((line) => line.rulesNotes)).toEqual([['Winning']]);
    const options = Object.keys(diceRaceOptionsSchema.shape);
    const problems = auditRulebookMap(diceRace.rulebook!, { citations: [], options, rulesNotes });
    expect(problems.filter((problem) => !problem.includes('has no test naming it'))).toEqual([]);
  });

  it('governs a roll by the turn and the die lines, never by the line the platform does not apply', () => {
    expect(rulesGoverning(diceRace.rulebook!, 'commands', 'RollDie')).toEqual(['999:7', '999:8']);
  });
});
