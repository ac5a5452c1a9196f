import { unwordedEndReasons } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { accionGame } from '../game.js';

describe('why an encounter ended, in words', () => {
  it('words every reason its rules give a result: objectives, enemies, the party, the threat, rounds and time', () => {
    // decide-flow.ts (sideWins, drawnEncounter; the game master conceding gives gm-conceded).
    const wins = ['objectives-complete', 'enemies-defeated', 'party-down', 'threat-complete'];
    const ends = [...wins, 'round-limit', 'gm-conceded', 'time-called'];
    expect(unwordedEndReasons(accionGame.endReasons, ends)).toEqual([]);
  });
});
