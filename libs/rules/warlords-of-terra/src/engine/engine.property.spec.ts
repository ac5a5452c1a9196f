import { fold, isRuleViolation, SYSTEM_SEAT } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyWotDecks } from '../content/decks.js';
import { Table } from '../testing/table.js';
import type { WotCommand } from './commands.js';
import { decidingSeats } from './gate.js';
import { warlordsOfTerra as wot } from './module.js';
import { WotOptionsSchema } from './options.js';

// Random legal walks with the platform's commands and concessions thrown in at random moments:
// the match always ends, every listed command is accepted, and the events fold to the state.

const DECKS = readyWotDecks();
const MAX_STEPS = 1_500;

const walkArb = fc.record({
  seed: fc.integer({ min: 1, max: 2 ** 31 - 1 }),
  decks: fc.tuple(fc.nat(DECKS.length - 1), fc.nat(DECKS.length - 1)),
  options: fc.record({
    bestOf: fc.constantFrom(1, 3, 5),
    legendaryLimit: fc.constantFrom(3, null),
    extraTurns: fc.integer({ min: 1, max: 5 }),
  }),
  picks: fc.array(fc.nat(), { minLength: 50, maxLength: 50 }),
  interrupts: fc.array(
    fc.record({
      at: fc.nat(MAX_STEPS),
      command: fc.constantFrom<'time' | 'game-loss' | 'match-loss' | 'concede-game' | 'concede'>(
        'time',
        'game-loss',
        'match-loss',
        'concede-game',
        'concede',
      ),
      seat: fc.constantFrom(0, 1),
    }),
    { maxLength: 3 },
  ),
});

function interrupt(kind: string, seat: number): WotCommand {
  switch (kind) {
    case 'time':
      return { type: 'CallTime', data: { seat: SYSTEM_SEAT } };
    case 'game-loss':
    case 'match-loss':
      return {
        type: 'JudgeRuling',
        data: { seat: SYSTEM_SEAT, against: seat, penalty: kind, reason: 'irregularities' },
      };
    case 'concede-game':
      return { type: 'Concede', data: { seat, scope: 'game' } };
    default:
      return { type: 'Concede', data: { seat } };
  }
}

describe('engine walks (property)', () => {
  it('ends with a result, accepts every command it lists, and folds its events to the state it played', () => {
    fc.assert(
      fc.property(walkArb, ({ seed, decks, options, picks, interrupts }) => {
        const setup = wot.setup.create([DECKS[decks[0]]!.deck, DECKS[decks[1]]!.deck], WotOptionsSchema.parse(options));
        if (isRuleViolation(setup)) throw new Error(setup.message.en);
        const t = new Table(wot.initialState(setup), seed);
        for (let step = 0; t.state.result === null; step += 1) {
          const due = interrupts.find((i) => i.at === step);
          if (due !== undefined) {
            const out = t.try(interrupt(due.command, due.seat));
            if (isRuleViolation(out)) expect(out.code).toMatch(/^wot\.time\./);
            continue;
          }
          if (step >= MAX_STEPS) {
            t.run({ type: 'Concede', data: { seat: step % 2 } });
            continue;
          }
          const seats = decidingSeats(t.state);
          expect(seats.length).toBeGreaterThan(0);
          const seat = seats[picks[step % picks.length]! % seats.length]!;
          const legal = t.legal(seat);
          t.run(legal[(picks[(step * 7) % picks.length]! + step) % legal.length]!);
        }
        expect(fold(wot, wot.initialState(setup), t.events)).toEqual(t.state);
        const report = wot.matchReport(t.state)!;
        const wins = [0, 1].map((s) => report.games.filter((g) => g.winner === s).length);
        if (report.result.outcome === 'win')
          expect(wins[report.result.winner]).toBeGreaterThanOrEqual(wins[1 - report.result.winner]!);
        expect(report.games.length).toBeLessThanOrEqual(options.bestOf);
        expect(t.legal(0)).toEqual([]);
        expect(t.legal(1)).toEqual([]);
      }),
      { numRuns: 20 },
    );
  }, 600_000);
});
