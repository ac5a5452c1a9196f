import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  createRandomSource,
  isRuleViolation,
  replayDraws,
  type RandomDraw,
  type Seat,
  type Viewer,
  commandKey,
} from '@cronica/rules-kernel';
import { bladesOfAsh } from './module.js';
import { decodeD6 } from './emitter.js';
import { decideAndFold } from './decide.js';
import type { BladesCommand } from './commands.js';
import type { BladesSetup, BladesState } from './state.js';
import { Table } from '../testing/play.js';
import { fixtureActions, heroesAlba, heroesCuervo } from '../testing/fixtures.js';

/**
 * Property tests of the engine: random legal walks from random seeds and
 * decks end with a result; every listed command is accepted; commands outside the list are
 * refused without change; folding the events gives the played state; the recorded draws
 * re-derive from the seed; no seat or spectator view shows hidden information.
 */

const MAX_STEPS = 4000;

function setupFrom(deckPicks: readonly [number[], number[]], heroOrder: readonly [number[], number[]]): BladesSetup {
  const deck = (picks: number[]) => picks.map((i) => fixtureActions[i % fixtureActions.length]!);
  const order = (list: typeof heroesAlba, o: number[]) => o.map((i) => list[i]!);
  return {
    players: [
      { faction: 'orden-del-alba', heroes: order(heroesAlba, heroOrder[0]), actions: deck(deckPicks[0]) },
      { faction: 'corte-del-cuervo', heroes: order(heroesCuervo, heroOrder[1]), actions: deck(deckPicks[1]) },
    ],
  };
}

/** Near-miss commands: legal ones with a field changed, the other seat's, and odd ones. */
function mutants(state: BladesState, legal: readonly BladesCommand[], pick: (n: number) => number): BladesCommand[] {
  const out: BladesCommand[] = [];
  const base = legal[pick(legal.length)];
  const ids = state.catalog.map((c) => c.id);
  if (base !== undefined) {
    const data = base.data as Record<string, unknown>;
    out.push({ ...base, data: { ...data, seat: data.seat === 0 ? 1 : 0 } } as unknown as BladesCommand);
    if ('target' in data || base.type === 'PlayCard')
      out.push({ ...base, data: { ...data, target: pick(10) } } as unknown as BladesCommand);
    if ('dice' in data)
      out.push({
        ...base,
        data: { ...data, dice: [pick(7), pick(7)].sort((a, b) => a - b) },
      } as unknown as BladesCommand);
    if ('card' in data)
      out.push({ ...base, data: { ...data, card: ids[pick(ids.length)] } } as unknown as BladesCommand);
  }
  const seat = pick(2) as Seat;
  out.push(
    { type: 'Pass', data: { seat } },
    { type: 'KeepDice', data: { seat } },
    { type: 'DrawCard', data: { seat, dice: [pick(6)] } },
  );
  out.push(
    { type: 'PairHeroes', data: { seat, hero: pick(10), rival: pick(10) } },
    { type: 'OrderTrigger', data: { seat, pending: pick(3) } },
  );
  out.push({ type: 'Bogus', data: { seat } } as unknown as BladesCommand);
  return out;
}

function checkViews(state: BladesState): void {
  const viewers: Viewer[] = [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }];
  for (const viewer of viewers) {
    const v = bladesOfAsh.view(state, viewer);
    const json = JSON.stringify(v);
    expect(json).not.toMatch(/"deck"|"random"|"seed"|"picks"/);
    for (const seat of [0, 1] as const) {
      if (viewer.kind === 'seat' && viewer.seat === seat) continue;
      expect(v.players[seat].hand).toBeNull();
      if (!state.revealed) expect(v.heroes.filter((h) => h.seat === seat).every((h) => h.kept === null)).toBe(true);
    }
  }
}

describe('engine properties', () => {
  it('random legal walks end, accept every listed command, refuse the rest, fold and replay exactly, and hide secrets', () => {
    const deckArb = fc.array(fc.nat(64), { minLength: 0, maxLength: 40 });
    const orderArb = fc.shuffledSubarray([0, 1, 2, 3, 4], { minLength: 5, maxLength: 5 });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 - 1 }),
        fc.integer(),
        deckArb,
        deckArb,
        orderArb,
        orderArb,
        (seed, walk, d0, d1, o0, o1) => {
          const t = new Table(setupFrom([d0, d1], [o0, o1]), seed);
          let x = walk >>> 0;
          const pick = (n: number): number => {
            x = (Math.imul(x, 1103515245) + 12345) >>> 0;
            return n <= 0 ? 0 : (x >>> 8) % n;
          };
          let steps = 0;
          while (t.state.result === null) {
            expect(steps).toBeLessThan(MAX_STEPS);
            const legalBySeat = [t.legal(0), t.legal(1)];
            const seats = ([0, 1] as const).filter((s) => legalBySeat[s]!.length > 0);
            expect(seats.length).toBeGreaterThan(0);
            if (steps % 7 === 0) {
              const listed = new Set([...legalBySeat[0]!, ...legalBySeat[1]!].map(commandKey));
              for (const m of mutants(t.state, legalBySeat[seats[0]!]!, pick)) {
                if (listed.has(commandKey(m))) continue;
                expect(t.refusalCode(m), JSON.stringify(m)).not.toBe('accepted');
              }
              checkViews(t.state);
            }
            const seat = seats[pick(seats.length)]!;
            const legal = legalBySeat[seat]!;
            const out = t.try(legal[pick(legal.length)]!);
            expect(isRuleViolation(out)).toBe(false);
            steps += 1;
          }
          checkViews(t.state);
          const folded = t.events.reduce((s, e) => bladesOfAsh.evolve(s, e), t.initial);
          expect(folded).toEqual(t.state);
          const draws: RandomDraw[] = t.events.flatMap((e) => e.metadata?.random ?? []);
          const replay = replayDraws(draws, t.keyFor);
          expect(replay.mismatches).toEqual([]);
          expect(replay.complete).toBe(true);
          for (const e of t.events) {
            if (e.type === 'DiceRolled') {
              const [draw] = e.metadata!.random!;
              expect(draw!.kind === 'int' && decodeD6(draw!.value, e.data.dice.length)).toEqual(
                e.data.dice.map((d) => d.face),
              );
            }
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('decideAndFold', () => {
  it('returns the same events as decide and the state they fold to', () => {
    const t = new Table(
      setupFrom(
        [
          [1, 2, 3, 4, 5, 6, 7, 8],
          [8, 7, 6, 5, 4, 3, 2, 1],
        ],
        [
          [0, 1, 2, 3, 4],
          [0, 1, 2, 3, 4],
        ],
      ),
      77,
    );
    let steps = 0;
    while (t.state.result === null && steps < 300) {
      const seat = ([0, 1] as const).find((s) => t.legal(s).length > 0)!;
      const command = t.legal(seat)[steps % t.legal(seat).length]!;
      const before = t.state;
      const random = createRandomSource({ keyFor: t.keyFor, counters: bladesOfAsh.randomCounters(before) });
      const both = decideAndFold(command, before, { random });
      const events = t.run(command);
      expect(isRuleViolation(both)).toBe(false);
      if (!isRuleViolation(both)) {
        expect(both.events).toEqual(events);
        expect(both.state).toEqual(t.state);
      }
      steps += 1;
    }
  });
});
