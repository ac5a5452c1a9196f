import { unwordedEndReasons } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { ecgGame } from '../game.js';

describe('why a game of ECG ended, in words', () => {
  it('words every reason its rules give a result: the victory paths, time, the turn limit and a concession', () => {
    // flow.ts (victory, timeResult) and acts.ts (a concession).
    const victories = ['battle', 'battle-both', 'renown', 'blessing', 'renown-both', 'blessing-both'];
    const reasons = [...victories, 'renown-and-blessing', 'time', 'turn-limit', 'concede'];
    expect(unwordedEndReasons(ecgGame.endReasons, reasons)).toEqual([]);
  });
});
