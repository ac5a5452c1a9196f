import { describe, expect, it } from 'vitest';
import { playBotMatch } from './bot-match.js';
import type { GameDecider, Message, Seat } from './decider.js';
import type { GameBot } from './game-module.js';

/** A race: either seat may speak while nobody has; the first to speak wins. */
type Speak = Message<'Speak', { readonly seat: Seat }>;
type Spoke = Message<'Spoke', { readonly seat: Seat }>;
type Race = { readonly first: Seat | null };

const race: GameDecider<Race, Speak, Spoke, Race, null> = {
  id: 'race',
  version: '1.0.0',
  initialState: () => ({ first: null }),
  decide: (c) => [{ type: 'Spoke', data: { seat: c.data.seat } }],
  evolve: (_s, e) => ({ first: e.data.seat }),
  legalCommands: (s, seat) => (s.first === null ? [{ type: 'Speak', data: { seat } }] : []),
  view: (s) => s,
  result: (s) => (s.first === null ? null : { outcome: 'win', winner: s.first, reason: 'first' }),
  seatOf: (c) => c.data.seat,
  randomCounters: () => ({}),
  secrets: () => [],
};

const speaker: GameBot<Race, Speak> = { choose: (_s, _seat, legal) => legal[0]! };
const waiter: GameBot<Race, Speak> = { ...speaker, waits: () => true };
const seed = (n: number) => Uint8Array.from({ length: 16 }, (_, i) => (n * 31 + i) & 0xff);
const winner = (bots: GameBot<Race, Speak>[], n: number, likelySeat?: () => Seat) => {
  const { result } = playBotMatch({
    module: race,
    setup: null,
    seed: seed(n),
    bots,
    ...(likelySeat ? { likelySeat } : {}),
  });
  return result.outcome === 'win' ? result.winner : null;
};

describe('bot matches', () => {
  it('offers every seat that may act its turn: either seat speaks first over many seeds, whatever the hint', () => {
    const firsts = Array.from({ length: 40 }, (_, n) => winner([speaker, speaker], n, () => 1));
    expect(new Set(firsts)).toEqual(new Set([0, 1]));
  });

  it('plays the same match again from the same seed', () => {
    const again = Array.from({ length: 20 }, (_, n) => winner([speaker, speaker], n) === winner([speaker, speaker], n));
    expect(again.every(Boolean)).toBe(true);
  });

  it('lets a bot that waits pass its chance while another seat may act', () => {
    const firsts = Array.from({ length: 20 }, (_, n) => winner([waiter, speaker], n));
    expect(firsts.every((seat) => seat === 1)).toBe(true);
  });

  it('makes the likely seat act when every seat that may act waits', () => {
    expect(winner([waiter, waiter], 3, () => 1)).toBe(1);
    expect(winner([waiter, waiter], 3, () => 0)).toBe(0);
  });
});
