import { describe, expect, it } from 'vitest';
import { seatNames } from './seat-names.js';

const names: Record<string, string> = { ana: 'Ana', bea: 'Bea' };

describe('the names of a match’s seats', () => {
  it('names people by their display name and one bot "Bot"', () => {
    expect(seatNames(['ana', 'bot:greedy'], (id) => names[id]!)).toEqual(['Ana', 'Bot']);
  });

  it('numbers several bots in seat order, people between them keeping their names', () => {
    expect(seatNames(['bot:gm', 'ana', 'bot:greedy', 'bea'], (id) => names[id]!)).toEqual([
      'Bot 1',
      'Ana',
      'Bot 2',
      'Bea',
    ]);
  });
});
