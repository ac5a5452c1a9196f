import { deriveSubSeed } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { masterRevealedTo, seedRevealedTo, REVEAL_PHASES, type ReplayView } from './policy.js';
import {
  committedFamilies,
  masterSeedCommitment,
  matchSeedFrom,
  subSeedCommitment,
  subSeedCommitments,
} from './seeds.js';

const seed32 = fc.uint8Array({ minLength: 32, maxLength: 32 });

// Fair randomness: commit, reveal and re-derive the seeds.
describe('seed commitments and the match seed', () => {
  it('binds the master seed to its match: another match id or another seed gives another commitment', () => {
    fc.assert(
      fc.property(seed32, seed32, fc.string({ minLength: 1 }), (a, b, matchId) => {
        fc.pre(a.some((byte, i) => byte !== b[i]));
        expect(masterSeedCommitment(a, matchId)).not.toBe(masterSeedCommitment(b, matchId));
        expect(masterSeedCommitment(a, matchId)).not.toBe(masterSeedCommitment(a, `${matchId}x`));
      }),
    );
  });

  it('lets every player change the match seed: no seat can be left out of the mix', () => {
    fc.assert(
      fc.property(
        seed32,
        fc.array(seed32, { minLength: 2, maxLength: 4 }),
        fc.nat(),
        seed32,
        (master, players, index, other) => {
          const seat = index % players.length;
          fc.pre(other.some((byte, i) => byte !== players[seat]![i]));
          const changed = players.map((seed, i) => (i === seat ? other : seed));
          expect(matchSeedFrom(master, 'm', changed)).not.toEqual(matchSeedFrom(master, 'm', players));
        },
      ),
    );
  });

  it('depends on the order of the seats', () => {
    const master = new Uint8Array(32).fill(7);
    const [a, b] = [new Uint8Array(32).fill(1), new Uint8Array(32).fill(2)];
    expect(matchSeedFrom(master, 'm', [a, b])).not.toEqual(matchSeedFrom(master, 'm', [b, a]));
  });

  it('refuses seeds that are not 32 bytes', () => {
    expect(() => masterSeedCommitment(new Uint8Array(16), 'm')).toThrow(/32 bytes/);
    expect(() => matchSeedFrom(new Uint8Array(32), 'm', [new Uint8Array(31)])).toThrow(/seat 0/);
  });

  it('commits to dice and one deck per seat, each commitment matching only its own sub-seed', () => {
    const matchSeed = matchSeedFrom(new Uint8Array(32).fill(3), 'm', [new Uint8Array(32), new Uint8Array(32).fill(1)]);
    const families = committedFamilies(2, ['coin:toss']);
    expect(families).toEqual(['coin', 'deck:seat0', 'deck:seat1', 'dice']);
    const commitments = subSeedCommitments(matchSeed, 'm', families);
    for (const family of families) {
      expect(subSeedCommitment(deriveSubSeed(matchSeed, family), 'm', family)).toBe(commitments[family]);
      expect(subSeedCommitment(deriveSubSeed(matchSeed, 'dice'), 'm', family) === commitments[family]).toBe(
        family === 'dice',
      );
    }
  });
});

describe('reveal policy', () => {
  const judge: ReplayView = { kind: 'judge' };
  const seat: ReplayView = { kind: 'seat', seat: 1 };
  const spectator: ReplayView = { kind: 'public' };

  it('reveals nothing to anyone while the match is live', () => {
    for (const view of [judge, seat, spectator]) {
      expect(seedRevealedTo('dice', view, 'live')).toBe(false);
      expect(seedRevealedTo('deck:seat0', view, 'live')).toBe(false);
      expect(masterRevealedTo(view, 'live')).toBe(false);
    }
  });

  it('reveals dice to players right after the match, and to the public when the tournament ends', () => {
    expect(seedRevealedTo('dice', seat, 'match-ended')).toBe(true);
    expect(seedRevealedTo('dice', spectator, 'match-ended')).toBe(false);
    expect(seedRevealedTo('dice', spectator, 'tournament-ended')).toBe(true);
  });

  it('reveals deck orders to judges at match end and to everyone when the tournament ends', () => {
    expect(seedRevealedTo('deck:seat1', judge, 'match-ended')).toBe(true);
    expect(seedRevealedTo('deck:seat1', seat, 'match-ended')).toBe(false);
    expect(seedRevealedTo('deck:seat0', spectator, 'match-ended')).toBe(false);
    for (const view of [judge, seat, spectator])
      expect(seedRevealedTo('deck:seat0', view, 'tournament-ended')).toBe(true);
  });

  it('gives the master seed to judges once the match is over, and to everyone once the tournament is', () => {
    expect(REVEAL_PHASES.filter((phase) => masterRevealedTo(judge, phase))).toEqual([
      'match-ended',
      'tournament-ended',
    ]);
    expect(REVEAL_PHASES.filter((phase) => masterRevealedTo(seat, phase))).toEqual(['tournament-ended']);
    expect(REVEAL_PHASES.filter((phase) => masterRevealedTo(spectator, phase))).toEqual(['tournament-ended']);
  });
});
