import { describe, expect, it } from 'vitest';
import type { GameResult, MessageMetadata, Viewer } from './decider.js';
import {
  botGameRun,
  finishedMatchProblems,
  requireListedCommand,
  sampledSteps,
  unwordedDrawProblems,
  viewSecrecyProblems,
} from './match-audit.js';

// A toy table: a counter each event adds to, and a secret hand only seat 0 may see.
type Toy = { readonly count: number; readonly hand: readonly string[] };
type Added = { readonly type: 'Added'; readonly data: { readonly by: number }; readonly metadata?: MessageMetadata };
const WON: GameResult = { outcome: 'win', winner: 0, reason: 'toy' };
const added = (by: number): Added => ({ type: 'Added', data: { by } });
const toy = { evolve: (state: Toy, event: Added): Toy => ({ ...state, count: state.count + event.data.by }) };
const START: Toy = { count: 0, hand: ['ace'] };
const SEAT_1: Viewer = { kind: 'seat', seat: 1 };
const SEED = new Uint8Array(32).fill(171);

describe('the audit of a whole bot game', () => {
  it('names each kind of draw the game leaves out of words, asking on the state each event applies to', () => {
    const rolled = (by: number, label: string): Added => ({
      ...added(by),
      metadata: { random: [{ kind: 'int', label, from: 0, count: 1, bound: 6, value: by - 1 }] },
    });
    const asked: number[] = [];
    const draw = (d: { label: string }, state: Toy) => {
      asked.push(state.count);
      return d.label === 'dice' ? { es: 'Dado (d6)', en: 'Die (d6)' } : null;
    };
    const match = { initial: START, events: [rolled(2, 'dice'), added(1), rolled(4, 'coin'), rolled(5, 'coin')] };
    expect(unwordedDrawProblems({ ...toy, describer: { draw } }, match)).toEqual(['int on coin is not in words']);
    expect(asked).toEqual([0, 3, 7]);
    expect(unwordedDrawProblems({ ...toy, describer: {} }, match)).toEqual(['the game words no draw']);
  });

  it('stops the game when a bot hands back a command that was not listed', () => {
    const listed = { type: 'Pass', data: { seat: 0 } };
    expect(() => requireListedCommand({ legal: [listed], command: listed })).not.toThrow();
    expect(() => requireListedCommand({ legal: [listed], command: { ...listed } })).toThrow(/unlisted command/);
  });

  it('looks at the first step and every n-th one after it', () => {
    const seen: number[] = [];
    const observe = sampledSteps<number, string>(3, ({ state }) => seen.push(state));
    for (let state = 0; state < 8; state += 1) observe({ state, seat: 0, legal: [], command: '' });
    expect(seen).toEqual([0, 3, 6]);
  });

  it('names events that do not fold to the final state, and a report naming another result', () => {
    const match = { initial: START, state: { ...START, count: 3 }, events: [added(1), added(2)], result: WON };
    expect(finishedMatchProblems(toy, match)).toEqual([]);
    expect(finishedMatchProblems(toy, { ...match, events: [added(1)] })).toEqual([
      'the events do not fold to the final state',
    ]);
    const report = (result: GameResult) => ({ ...toy, matchReport: () => ({ result, games: [] }) });
    expect(finishedMatchProblems(report(WON), match)).toEqual([]);
    expect(finishedMatchProblems(report({ ...WON, winner: 1 }), match)).toEqual([
      "the match report's result is not the game's",
    ]);
  });

  it("names a view or a seat's legal commands that change with what it may not see, and a view carrying the seed", () => {
    const hidden: Toy = { ...START, hand: ['king'] };
    const fair = { view: (s: Toy) => ({ count: s.count }), legalCommands: () => ['Pass'] };
    expect(viewSecrecyProblems(fair, START, hidden, SEAT_1, { seed: SEED })).toEqual([]);
    const leaky = { view: (s: Toy) => s, legalCommands: (s: Toy) => s.hand };
    expect(viewSecrecyProblems(leaky, START, hidden, SEAT_1, { seed: SEED })).toEqual([
      'the seat 1 view changes with what it may not see',
      'the seat 1 legal commands change with what it may not see',
    ]);
    const seeded = { ...fair, view: () => ({ seed: 'ab'.repeat(32) }) };
    expect(viewSecrecyProblems(seeded, START, hidden, SEAT_1, { seed: SEED, neverShown: /"seed"/ })).toEqual([
      'the seat 1 view carries the seed',
      'the seat 1 view carries "seed"',
    ]);
  });
});

describe("the size of a game's bot-game property run", () => {
  const defaults = { checked: 25, msPerGame: 1_000, minTimeoutMs: 300_000 };

  it('plays a thousand games by default, and the environment changes either count', () => {
    expect(botGameRun({}, 'TOY', defaults)).toEqual({ games: 1000, checked: 25, timeoutMs: 1_000_000 });
    expect(botGameRun({ TOY_PROPERTY_GAMES: '10', TOY_PROPERTY_CHECKED: '2' }, 'TOY', defaults)).toEqual({
      games: 10,
      checked: 2,
      timeoutMs: 300_000,
    });
  });
});
