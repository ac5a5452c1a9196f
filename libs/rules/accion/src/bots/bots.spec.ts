import {
  contextFor,
  fold,
  keysFromMatchSeed,
  replayDraws,
  runCommand,
  isRuleViolation,
  type RandomDraw,
} from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { initialState } from '../encounter/initial.js';
import type { AccionState } from '../encounter/state.js';
import { accion, matchReport, playEncounter } from '../module.js';
import { SAMPLE_ENCOUNTERS } from '../samples.js';
import { botsFor, sampleSetup, seedOf } from '../testing/invariants.js';
import { hideFrom } from '../testing/scramble.js';
import { greedyChoice } from './greedy-bot.js';

describe('bot encounters', () => {
  it('1,000 encounters between random and greedy bots, every sample and party size, all end with a result', () => {
    const reasons = new Map<string, number>();
    for (let i = 0; i < 1000; i += 1) {
      const players = 1 + (i % 4);
      const setup = sampleSetup(i % (SAMPLE_ENCOUNTERS.length + 1), players);
      const match = playEncounter(setup, seedOf(i), botsFor(players + 1, (i * 7) % 32, i));
      expect(match.result).toBe(match.state.result);
      expect(matchReport(match.state)!.games[0]!.life).toHaveLength(players + 1);
      reasons.set(match.result.reason, (reasons.get(match.result.reason) ?? 0) + 1);
    }
    // Both sides win some: the encounters are not decided by the model alone.
    expect(
      [...reasons.keys()].filter((r) => ['objectives-complete', 'enemies-defeated'].includes(r)).length,
    ).toBeGreaterThan(0);
    expect(
      [...reasons.keys()].filter((r) => ['party-down', 'threat-complete', 'round-limit'].includes(r)).length,
    ).toBeGreaterThan(0);
  }, 180_000);

  it('greedy players beat random enemies more often than random players do', () => {
    const wins = (mix: number) =>
      Array.from({ length: 40 }, (_, i) => {
        const setup = sampleSetup(i % SAMPLE_ENCOUNTERS.length, 2);
        return playEncounter(setup, seedOf(9000 + i), botsFor(3, mix, i)).state.result!.side === 'party';
      }).filter(Boolean).length;
    expect(wins(0b110)).toBeGreaterThan(wins(0b000));
  }, 60_000);
});

describe('re-derivation from the seed', () => {
  const setup = sampleSetup(0, 3);
  const seed = seedOf(4242);
  const match = playEncounter(setup, seed, botsFor(4, 0b1010, 4242));

  it('folding the events over the initial state gives the final state', () => {
    expect(fold(accion, initialState(setup), match.events)).toEqual(match.state);
  });

  it('the same seed and commands give the same events, command by command', () => {
    const keyFor = keysFromMatchSeed(seed);
    let state: AccionState = initialState(setup);
    const events = [];
    for (const command of match.commands) {
      const applied = runCommand(accion, state, command, contextFor(accion, state, keyFor));
      if (isRuleViolation(applied)) throw new Error(applied.code);
      events.push(...applied.events);
      state = applied.state;
    }
    expect(events).toEqual(match.events);
  });

  it('every die and shuffle is recorded and re-derives from the seed, counters contiguous', () => {
    const draws = match.events.flatMap((e) => (e.metadata?.random ?? []) as RandomDraw[]);
    expect(draws.some((d) => d.kind === 'shuffle' && d.label === 'deck:seat0:bandido')).toBe(true);
    expect(draws.some((d) => d.label.startsWith('dice:'))).toBe(true);
    const report = replayDraws(draws, keysFromMatchSeed(seed));
    expect(report.mismatches).toEqual([]);
    expect(report.complete).toBe(true);
    expect(report.verified).toBe(draws.length);
    expect(report.counters).toEqual(match.state.random);
  });

  it('another seed deals other decks', () => {
    const other = playEncounter(setup, seedOf(4243), botsFor(4, 0b1010, 4242));
    expect(other.events[1]).not.toEqual(match.events[1]);
  });
});

describe('fair bots', () => {
  it('the greedy bot decides the same when everything its seat may not see is changed', () => {
    let checked = 0;
    for (const sample of [0, 1, 2, 3, 4]) {
      playEncounter(sampleSetup(sample, 3), seedOf(77 + sample), botsFor(4, 0b1111, 77), {
        observe: ({ state, seat, legal }) => {
          const hidden = hideFrom(state, { kind: 'seat', seat });
          expect(accion.legalCommands(hidden, seat)).toEqual(legal);
          expect(greedyChoice(hidden, seat, legal)).toEqual(greedyChoice(state, seat, legal));
          checked += 1;
        },
      });
    }
    expect(checked).toBeGreaterThan(40);
  });
});
