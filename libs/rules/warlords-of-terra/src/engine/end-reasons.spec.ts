import { unwordedEndReasons } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { warlordsOfTerraGame } from '../game.js';

describe('why a match of Warlords of Terra ended, in words', () => {
  it('words every reason its rules give a result: each way to lose a game, games won, time and a concession', () => {
    // flow-turn.ts (endGame, recordGame) and rules-match.ts (a concession, a sanction).
    const games = ['life', 'decked', 'reinforcements', 'mixed-realms', 'sanction', 'time', 'concede'];
    expect(unwordedEndReasons(warlordsOfTerraGame.endReasons, [...games, 'games'])).toEqual([]);
  });
});
