import { createRandomSource, isRuleViolation, keysFromMatchSeed, type Seat } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import type { Effect } from '../cards/effects.js';
import { readyDecks } from '../content/decks.js';
import type { BladesCommand, CommandOf } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import type { BladesEvent } from '../engine/events.js';
import type { BladesState } from '../engine/state.js';
import { playBladesBotMatch } from './blades-match.js';
import { estimateQuiet, hurts, quietEffects } from './estimate.js';
import { scoreFor } from './score.js';

type Quiet = CommandOf<'PlayCard'> | CommandOf<'ActivateAbility'> | CommandOf<'DrawCard'>;
const isQuietType = (c: BladesCommand): c is Quiet =>
  c.type === 'PlayCard' || c.type === 'ActivateAbility' || c.type === 'DrawCard';

/** Plays the command with the engine and lets the rival pass until the stack is empty. */
function simulate(state: BladesState, command: BladesCommand): { state: BladesState; events: BladesEvent[] } {
  const ctx = { random: createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32).fill(9)) }) };
  const events: BladesEvent[] = [];
  let current = state;
  let next: BladesCommand | null = command;
  for (let step = 0; next !== null && step < 12; step += 1) {
    const applied = decideAndFold(next, current, ctx);
    if (isRuleViolation(applied)) throw new Error(applied.code);
    events.push(...applied.events);
    current = applied.state;
    const clash = current.clash;
    next =
      current.phase === 'actions' && clash !== null && clash.stack.length > 0
        ? { type: 'Pass', data: { seat: clash.priority } }
        : null;
  }
  return { state: current, events };
}

/** Nothing the estimate leaves out happened: no trigger, no random outcome, no damage. */
const plain = (events: readonly BladesEvent[]) =>
  events.every((e) => e.type !== 'TriggerQueued' && e.type !== 'DamageDealt' && e.metadata?.random === undefined);

describe('greedy bot estimate of actions that cannot hurt (lethal, then damage, then value)', () => {
  it('knows which effects can hurt, nested ones included', () => {
    const heal: Effect = { op: 'heal', amount: 2, to: 'self' };
    const hit: Effect = { op: 'damage', kind: 'physical', base: 2, to: 'pairedRival' };
    expect(hurts([heal])).toBe(false);
    expect(hurts([heal, hit])).toBe(true);
    expect(
      hurts([
        {
          op: 'if',
          condition: { check: 'hasInitiative' },
          then: [heal],
          else: [{ op: 'loseLife', amount: 1, to: 'pairedRival' }],
        },
      ]),
    ).toBe(true);
    expect(hurts([{ op: 'trigger', on: 'damageTaken', effects: [hit], to: 'self' }])).toBe(true);
  });

  it('gives exactly the change in score the engine makes, whenever nothing it leaves out happens', () => {
    const decks = readyDecks();
    let compared = 0;
    for (let n = 0; n < 4; n += 1) {
      const candidates: { state: BladesState; seat: Seat; command: Quiet }[] = [];
      playBladesBotMatch({
        seed: new Uint8Array(32).fill(40 + n),
        decks: [decks[n]!.deck, decks[(n + 4) % 9]!.deck],
        bots: ['random', 'random'],
        observe: ({ state, seat, legal }) => {
          if (state.phase !== 'actions' || state.clash === null || state.clash.stack.length > 0) return;
          for (const command of legal) if (isQuietType(command)) candidates.push({ state, seat, command });
        },
      });
      for (const { state, seat, command } of candidates) {
        const effects = quietEffects(state, command);
        if (effects === null) continue;
        const after = simulate(state, command);
        if (!plain(after.events)) continue;
        expect(scoreFor(state, seat) + estimateQuiet(state, seat, command, effects), JSON.stringify(command)).toBe(
          scoreFor(after.state, seat),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(50);
  });
});
