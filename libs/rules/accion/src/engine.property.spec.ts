import {
  createRandomSource,
  isRuleViolation,
  keysFromMatchSeed,
  unwordedDrawProblems,
  type RandomSource,
} from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AccionCommand } from './encounter/commands.js';
import { decide } from './encounter/decide.js';
import { legalCommands } from './encounter/legal.js';
import type { AccionState } from './encounter/state.js';
import { accion, playEncounter } from './module.js';
import { SAMPLE_ENCOUNTERS } from './samples.js';
import { actionEconomyProblem, botsFor, greedProblem, sampleSetup, seedOf } from './testing/invariants.js';

/**
 * Random legal play (fast-check picks the encounter, the players, the table options, the seed
 * and which seats are random or greedy bots) never breaks the action economy (003, "La Regla de
 * Acción") or the greed rule (003, "Regla de la Avaricia"); the legal list is exactly what decide
 * accepts; a refusal changes nothing.
 */

const encounterArb = fc.record({
  sample: fc.integer({ min: 0, max: SAMPLE_ENCOUNTERS.length }),
  players: fc.integer({ min: 1, max: 4 }),
  seed: fc.integer({ min: 0, max: 2 ** 31 }),
  mix: fc.integer({ min: 0, max: 31 }),
  greedCounts: fc.constantFrom('turn' as const, 'consecutive' as const),
  abilityDraw: fc.integer({ min: 0, max: 5 }),
  handLimit: fc.integer({ min: 5, max: 10 }),
  enemiesRevealInitiative: fc.boolean(),
  missRetaliation: fc.constantFrom('target-only' as const, 'each-adjacent' as const),
});

describe('random legal play', () => {
  it('never breaks the action economy or the greed rule, and every die and shuffle reads in words', () => {
    fc.assert(
      fc.property(encounterArb, ({ sample, players, seed, mix, ...table }) => {
        const setup = sampleSetup(sample, players, table);
        const match = playEncounter(setup, seedOf(seed), botsFor(players + 1, mix, seed), {
          // 003, "Límite de mano": above the limit, that player's discard comes before anything else.
          observe: ({ state, seat, command }) => {
            const over = state.players.find((p) => !p.fallen && !p.withdrawn && p.hand.length > table.handLimit);
            if (over !== undefined) expect([seat, command.type]).toEqual([over.seat, 'Discard']);
          },
        });
        const enemyActions = new Map(setup.options.enemies.map((e) => [e.id, e.actions]));
        expect(actionEconomyProblem(match.events, enemyActions)).toBeNull();
        expect(greedProblem(match.events, table.greedCounts, table.abilityDraw)).toBeNull();
        expect(match.result).not.toBeNull();
        expect(unwordedDrawProblems(accion, match)).toEqual([]);
      }),
      { numRuns: Number(process.env.RUNS ?? 60) },
    );
  });

  it('offers exactly the commands decide accepts, and a refusal leaves the state as it was', () => {
    fc.assert(
      fc.property(
        encounterArb,
        fc.integer({ min: 0, max: 1000 }),
        ({ sample, players, seed, mix, ...table }, probe) => {
          const setup = sampleSetup(sample, players, table);
          const seats = players + 1;
          let step = 0;
          playEncounter(setup, seedOf(seed), botsFor(seats, mix, seed), {
            observe: ({ state }) => {
              step += 1;
              if ((step + probe) % 7 === 0) checkExact(state, seats, probe + step);
            },
          });
        },
      ),
      { numRuns: Number(process.env.RUNS ?? 25) },
    );
  });
});

/** Every legal command is accepted; near misses (other seats, other cards, other targets) are refused unchanged. */
function checkExact(state: AccionState, seats: number, salt: number): void {
  const keys = new Set<string>();
  const all: AccionCommand[] = [];
  for (let seat = 0; seat < seats; seat += 1) {
    for (const c of legalCommands(state, seat)) {
      keys.add(JSON.stringify(c));
      all.push(c);
    }
  }
  const dice = (): RandomSource => createRandomSource({ keyFor: keysFromMatchSeed(seedOf(salt)) });
  for (const c of pick(all, 6, salt))
    expect(isRuleViolation(decide(c, state, { random: dice() })), `${c.type} was listed but refused`).toBe(false);
  for (const c of nearMisses(all, seats, salt)) {
    if (keys.has(JSON.stringify(c))) continue;
    const before = JSON.stringify(state);
    const out = decide(c, state, { random: dice() });
    expect(isRuleViolation(out), `${JSON.stringify(c)} was accepted but not listed`).toBe(true);
    expect(JSON.stringify(state)).toBe(before);
  }
}

function pick<T>(items: readonly T[], n: number, salt: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[(salt * 31 + i * 97) % items.length]!);
}

const CARDS = ['2S', 'AS', 'KD', 'QH', '10C', '7H'];
const SQUARES: [number, number][] = [
  [0, 0],
  [4, 4],
  [2, 2],
  [7, 7],
  [1, 3],
];

function nearMisses(legal: readonly AccionCommand[], seats: number, salt: number): AccionCommand[] {
  const out: AccionCommand[] = [];
  for (const c of pick(legal, 8, salt + 1)) {
    const data = c.data as Record<string, unknown>;
    for (let seat = 0; seat < Math.max(seats, 3); seat += 1)
      out.push({ ...c, data: { ...data, seat } } as unknown as AccionCommand);
    if ('card' in data)
      for (const card of CARDS) out.push({ ...c, data: { ...data, card } } as unknown as AccionCommand);
    if ('to' in data && Array.isArray(data.to))
      for (const to of SQUARES) out.push({ ...c, data: { ...data, to } } as unknown as AccionCommand);
    if ('target' in data)
      for (const target of ['bandido', 'p1', 'p3', 'altar', 1, 3])
        out.push({ ...c, data: { ...data, target } } as unknown as AccionCommand);
    if ('cards' in data && Array.isArray(data.cards)) {
      const cards = data.cards as unknown[];
      out.push({ ...c, data: { ...data, cards: [...cards].reverse() } } as unknown as AccionCommand);
      out.push({ ...c, data: { ...data, cards: [...cards, ...cards] } } as unknown as AccionCommand);
      out.push({ ...c, data: { ...data, cards: [] } } as unknown as AccionCommand);
    }
  }
  const seat = salt % seats;
  for (const type of [
    'EndTurn',
    'Prepare',
    'StartEncounter',
    'LetPass',
    'RefuseAid',
    'DeclineFlank',
    'HardDraw',
    'Concentrate',
    'ResetHand',
  ] as const) {
    out.push({ type, data: { seat } } as unknown as AccionCommand);
  }
  out.push(
    { type: 'PassInitiative', data: { seat, to: 'p1' } },
    { type: 'BreakFlow', data: { seat: 0, to: 'bandido' } },
  );
  return out;
}
