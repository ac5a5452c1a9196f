import { PLATFORM_END_REASONS } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { gameEndReason } from './end-reasons.js';
import { GAMES, TEST_GAMES } from './registry.js';

const EVERY_GAME = [...GAMES, ...TEST_GAMES];

describe('why a match ended, in the words of its game', () => {
  it('gives every game played online its own reasons in words', () => {
    for (const game of EVERY_GAME.filter((entry) => entry.module !== undefined))
      expect(Object.keys(game.endReasons ?? {}).length, game.id).toBeGreaterThan(0);
  });

  it('reads a code two games share the same in both, so a match index that names no game words it rightly', () => {
    const words = new Map<string, string>();
    for (const game of EVERY_GAME)
      for (const [code, said] of Object.entries(game.endReasons ?? {})) {
        const seen = words.get(code);
        expect(seen === undefined || seen === JSON.stringify(said), `${code} in ${game.id}`).toBe(true);
        words.set(code, JSON.stringify(said));
      }
  });

  it("reads a reason in its game's words, the platform's reasons for every game, and null for an unknown code", () => {
    expect(gameEndReason('battle', 'ecg')).toEqual({ es: 'Victoria en batalla', en: 'A win in battle' });
    expect(gameEndReason('battle', 'warlords-of-terra')).toBeNull();
    expect(gameEndReason('concede', 'accion')).toEqual(PLATFORM_END_REASONS.concede);
    expect(gameEndReason('tournament.round-ended')).toEqual(PLATFORM_END_REASONS['tournament.round-ended']);
    expect(gameEndReason('games')).toEqual({ es: 'Por partidas ganadas', en: 'On games won' });
    expect(gameEndReason('a-reason-from-a-new-game')).toBeNull();
    expect(gameEndReason('round-cap', 'a-game-this-platform-lost')).toEqual(
      gameEndReason('round-cap', 'blades-of-ash'),
    );
  });
});
