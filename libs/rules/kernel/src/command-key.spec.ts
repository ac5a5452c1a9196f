import { describe, expect, it } from 'vitest';
import { commandKey } from './command-key.js';

describe('commandKey', () => {
  it('is the same for a command whatever the order of its keys, and leaves undefined fields out', () => {
    const listed = { type: 'Play', data: { seat: 0, card: 3, target: undefined } };
    const sent = { data: { card: 3, seat: 0 }, type: 'Play' };
    expect(commandKey(sent)).toBe(commandKey(listed));
    expect(commandKey(listed)).toBe('{"data":{"card":3,"seat":0},"type":"Play"}');
  });

  it('tells apart commands that differ in any value, however deep', () => {
    expect(commandKey({ type: 'Play', data: { cards: [1, 2] } })).not.toBe(
      commandKey({ type: 'Play', data: { cards: [2, 1] } }),
    );
    expect(commandKey({ type: 'Pass' })).not.toBe(commandKey({ type: 'Pass', data: {} }));
  });
});
