import { createRandomSource, keysFromMatchSeed } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import type { AccionCommand } from '../encounter/commands.js';
import { legalCommands } from '../encounter/legal.js';
import { GM_SEAT, type AccionState } from '../encounter/state.js';
import { playEncounter } from '../module.js';
import { sampleSetup, seedOf } from '../testing/invariants.js';
import { greedyBot } from './greedy-bot.js';
import { strongBot } from './strong-bot.js';

const bot = (make: typeof strongBot) => make(createRandomSource({ keyFor: keysFromMatchSeed(seedOf(1)) }));
const strong = bot(strongBot);

/** The first handoff of a greedy encounter where the hero names the next actor (at a round's end or not). */
function heroHandoff(roundEnd: boolean): AccionState {
  for (let seed = 1; seed < 50; seed += 1) {
    let found: AccionState | undefined;
    playEncounter(sampleSetup(0, 1), seedOf(seed), [bot(greedyBot.create), bot(greedyBot.create)], {
      observe: ({ state }) => {
        const h = state.handoff;
        if (found === undefined && h !== null && h.chooser === 1 && h.roundEnd === roundEnd) found = state;
      },
    });
    if (found !== undefined) return found;
  }
  throw new Error('no such handoff in 50 encounters');
}

const gmLegal = (state: AccionState): readonly AccionCommand[] => legalCommands(state, GM_SEAT);

describe('the strong GM breaks the flow (003, "Iniciativa popcorn": "o el GM lo decide")', () => {
  it('takes the next round’s opening from the hero who acted last, for the enemy with the least HP', () => {
    const state = heroHandoff(true);
    const legal = gmLegal(state);
    expect(legal.length).toBeGreaterThan(0);
    expect(strong.waits?.(state, GM_SEAT, legal)).toBe(false);
    const choice = strong.choose(state, GM_SEAT, legal);
    expect(choice.type).toBe('BreakFlow');
    const standing = state.enemies.filter((e) => !e.defeated);
    const least = Math.min(...standing.map((e) => e.hp));
    expect(standing.find((e) => e.id === (choice as { data: { to: string } }).data.to)?.hp).toBe(least);
  });

  it('lets the hero name the next actor in the middle of a round', () => {
    const state = heroHandoff(false);
    const legal = gmLegal(state);
    expect(legal.every((c) => c.type === 'BreakFlow')).toBe(true);
    expect(strong.waits?.(state, GM_SEAT, legal)).toBe(true);
  });

  it('never waits when it is the seat the table waits for', () => {
    const state = heroHandoff(true);
    expect(strong.waits?.(state, 1, legalCommands(state, 1))).toBe(false);
  });
});
