import { describe, expect, it } from 'vitest';
import type { AnyGameModule } from '@cronica/rules-kernel';
import { legalCommandsOf } from './legal-commands.js';

/** A module whose lists say which state and seat they were listed for, counting how often it is asked. */
function countingModule() {
  const asked: string[] = [];
  const module = {
    legalCommands: (game: { turn: number }, seat: number) => {
      asked.push(`${game.turn}:${seat}`);
      if (seat < 0) throw new Error('no such seat');
      return [{ type: 'Pass', data: { turn: game.turn, seat } }];
    },
  } as unknown as AnyGameModule;
  return { module, asked };
}

describe('a game state’s legal commands', () => {
  it('are listed once per state and seat, and the same list is given again', () => {
    const { module, asked } = countingModule();
    const game = { turn: 1 };
    const first = legalCommandsOf(module, game, 0);
    expect(legalCommandsOf(module, game, 0)).toBe(first);
    expect(legalCommandsOf(module, game, 1)).toEqual([{ type: 'Pass', data: { turn: 1, seat: 1 } }]);
    expect(asked).toEqual(['1:0', '1:1']);
  });

  it('of another state are listed for that state, even when it looks the same', () => {
    const { module, asked } = countingModule();
    legalCommandsOf(module, { turn: 1 }, 0);
    expect(legalCommandsOf(module, { turn: 2 }, 0)).toEqual([{ type: 'Pass', data: { turn: 2, seat: 0 } }]);
    legalCommandsOf(module, { turn: 1 }, 0);
    expect(asked).toEqual(['1:0', '2:0', '1:0']);
  });

  it('are asked again after the module could not list them', () => {
    const { module, asked } = countingModule();
    const game = { turn: 3 };
    expect(() => legalCommandsOf(module, game, -1)).toThrow('no such seat');
    expect(() => legalCommandsOf(module, game, -1)).toThrow('no such seat');
    expect(asked).toEqual(['3:-1', '3:-1']);
  });
});
