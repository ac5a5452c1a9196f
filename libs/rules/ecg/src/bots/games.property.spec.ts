import {
  createRandomSource,
  fold,
  isRuleViolation,
  keysFromMatchSeed,
  replayDraws,
  SYSTEM_SEAT,
  type RandomDraw,
  type Seat,
  commandKey,
} from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sampleEcgCatalog } from '../content/catalog.js';
import { ecgReadyDecks } from '../content/decks.js';
import type { EcgCommand } from '../engine/commands.js';
import type { EcgState } from '../engine/state.js';
import { ecg } from '../module/ecg.js';
import { playEcgBotMatch } from './match.js';

// 1,000 bot games from random seeds, decks and bots (three random bots to one greedy per seat, as
// the greedy bot costs three times as much). The deeper checks (replay, refusals) run on fewer
// games to keep the project's test run near a minute on two cores; ECG_PROPERTY_GAMES and
// ECG_PROPERTY_CHECKED change the sizes.
const GAMES = Number(process.env.ECG_PROPERTY_GAMES ?? 1000);
const CHECKED_GAMES = Number(process.env.ECG_PROPERTY_CHECKED ?? 25);
/** Refusal probes run on every N-th step of a checked game. */
const SAMPLE_EVERY = 7;
/** A guard against a hung game, not a speed assertion: generous on a loaded machine. */
const TIMEOUT_MS = Math.max(300_000, GAMES * 1_000);

const DECKS = ecgReadyDecks();
const botArb = fc.constantFrom('random', 'random', 'random', 'greedy');
const gameArb = fc.record({
  seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  decks: fc.tuple(fc.nat(DECKS.length - 1), fc.nat(DECKS.length - 1)),
  bots: fc.tuple(botArb, botArb),
});
type Game = typeof gameArb extends fc.Arbitrary<infer G> ? G : never;

const play = (game: Game, observe?: Parameters<typeof playEcgBotMatch>[0]['observe']) =>
  playEcgBotMatch({
    seed: game.seed,
    bots: game.bots,
    decks: [DECKS[game.decks[0]]!.deck, DECKS[game.decks[1]]!.deck],
    ...(observe === undefined ? {} : { observe }),
  });

describe('bot games (property)', () => {
  it(
    'every game ends with a result, bots play only listed commands, and the events fold to the final state',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(game, ({ legal, command }) => {
            if (!legal.includes(command)) throw new Error(`bot played an unlisted command ${commandKey(command)}`);
          });
          expect(match.result).not.toBeNull();
          expect(ecg.result(match.state)).toEqual(match.result);
          expect(ecg.matchReport(match.state)?.result).toEqual(match.result);
          expect(fold(ecg, match.initial, match.events)).toEqual(match.state);
        }),
        { numRuns: GAMES },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'replaying with the revealed seed re-derives every shuffle and draw; another seed does not',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(game);
          const draws: RandomDraw[] = match.events.flatMap((e) => e.metadata?.random ?? []);
          expect(draws.length).toBeGreaterThan(0);
          const report = replayDraws(draws, keysFromMatchSeed(game.seed));
          expect(report).toMatchObject({ complete: true, verified: draws.length, mismatches: [] });
          expect(report.counters).toEqual(ecg.randomCounters(match.state));
          const other = game.seed.map((b, i) => (i === 0 ? b ^ 1 : b));
          expect(replayDraws(draws, keysFromMatchSeed(other)).mismatches.length).toBeGreaterThan(0);
        }),
        { numRuns: CHECKED_GAMES },
      );
    },
    TIMEOUT_MS,
  );

  it(
    'accepts every listed command, and refuses commands outside the list with a RuleViolation that changes nothing',
    () => {
      fc.assert(
        fc.property(gameArb, fc.array(commandArb(), { minLength: 10, maxLength: 20 }), (game, probes) => {
          let step = 0;
          play(game, ({ state, legal, command }) => {
            if (step++ % SAMPLE_EVERY !== 0) return;
            checkListed(state, legal);
            checkRefusals(state, [...probes, ...nearMisses(command)], legal);
          });
        }),
        { numRuns: CHECKED_GAMES },
      );
    },
    TIMEOUT_MS,
  );
});

const contextFor = (state: EcgState) => ({
  random: createRandomSource({ keyFor: keysFromMatchSeed(new Uint8Array(32)), counters: ecg.randomCounters(state) }),
});

/** Each listed command of either seat is accepted, and fails no schema. */
function checkListed(state: EcgState, legal: readonly EcgCommand[]): void {
  for (const command of [...legal, ...ecg.legalCommands(state, 0), ...ecg.legalCommands(state, 1)]) {
    expect(ecg.commandSchema.safeParse(command).success).toBe(true);
    const decided = ecg.decide(command, state, contextFor(state));
    if (isRuleViolation(decided)) throw new Error(`refused a listed command ${commandKey(command)}: ${decided.code}`);
  }
}

function checkRefusals(state: EcgState, probes: readonly EcgCommand[], legal: readonly EcgCommand[]): void {
  const listed = new Set([...legal, ...ecg.legalCommands(state, 0), ...ecg.legalCommands(state, 1)].map(commandKey));
  const before = JSON.stringify(state);
  for (const probe of probes) {
    // Concede and the platform's CallTime are accepted at any moment and never listed (RULES-NOTES.md, "Commands").
    if (
      listed.has(commandKey(probe)) ||
      probe.type === 'Concede' ||
      (probe.type === 'CallTime' && probe.data.seat === SYSTEM_SEAT && state.lastTurn === null)
    )
      continue;
    const ctx = contextFor(state);
    const decided = ecg.decide(probe, state, ctx);
    if (!isRuleViolation(decided))
      throw new Error(`accepted an unlisted command ${commandKey(probe)} in phase ${state.phase}`);
    expect(decided.code).toMatch(/^ecg\./);
    expect(decided.message.es.length > 0 && decided.message.en.length > 0).toBe(true);
    expect(ctx.random.takeDraws()).toEqual([]);
  }
  expect(JSON.stringify(state)).toBe(before);
}

/** Commands one detail away from what a bot just played: the other seat, another target, another card. */
function nearMisses(command: EcgCommand): EcgCommand[] {
  const data = command.data as Record<string, unknown> & { seat: Seat };
  const variants: Record<string, unknown>[] = [{ ...data, seat: data.seat === 0 ? 1 : 0 }];
  if ('target' in data) variants.push({ ...data, target: (data.target as number) + 1 }, { ...data, target: undefined });
  else variants.push({ ...data, target: 101 });
  if (typeof data.card === 'string') variants.push({ ...data, card: 'act-5' }, { ...data, card: 'sol-t1' });
  if (Array.isArray(data.discard))
    variants.push({ ...data, discard: [] }, { ...data, discard: [...(data.discard as string[]), 'act-1'] });
  if (Array.isArray(data.cards)) variants.push({ ...data, cards: [...(data.cards as string[])].reverse() });
  if (typeof data.draw === 'number') variants.push({ ...data, draw: (data.draw as number) + 1 });
  if (typeof data.ability === 'number') variants.push({ ...data, ability: (data.ability as number) + 1 });
  return variants.map((d) => ({ type: command.type, data: d }) as EcgCommand);
}

function commandArb(): fc.Arbitrary<EcgCommand> {
  const seat = fc.constantFrom<Seat>(0, 1, 0, 1, SYSTEM_SEAT);
  const card = fc.constantFrom(...sampleEcgCatalog.cards.map((c) => c.id), 'no-such-card');
  const instance = fc.integer({ min: 0, max: 40 });
  const target = fc.option(instance, { nil: undefined });
  const withTarget = <T extends object>(d: T, t: number | undefined) => (t === undefined ? d : { ...d, target: t });
  const cards = fc.array(card, { maxLength: 3 }).map((ids) => ids.sort());
  const as = (type: EcgCommand['type']) => (data: object) => ({ type, data }) as EcgCommand;
  return fc.oneof(
    seat.map((s) => as('DrawOpeningHand')({ seat: s })),
    fc.record({ seat, go: fc.constantFrom('first', 'second') }).map(as('ChooseTurnOrder')),
    fc.record({ seat, draw: fc.integer({ min: 0, max: 3 }), discard: cards }).map(as('Reinforce')),
    fc.record({ seat, shuffle: fc.boolean() }).map(as('Reshuffle')),
    fc.record({ seat, card }).map(as('PlayToCourt')),
    fc.record({ seat, card, line: fc.constantFrom('infantry', 'support') }).map(as('Train')),
    fc.tuple(seat, card, target).map(([s, c, t]) => as('PlayCard')(withTarget({ seat: s, card: c }, t))),
    fc
      .tuple(seat, instance, fc.integer({ min: 0, max: 3 }), target)
      .map(([s, source, ability, t]) => as('UseAbility')(withTarget({ seat: s, source, ability }, t))),
    fc
      .tuple(seat, instance, fc.constantFrom('clash', 'charge', 'regroup', 'rally'), target)
      .map(([s, troop, maneuver, t]) => as('Maneuver')(withTarget({ seat: s, troop, maneuver }, t))),
    seat.map((s) => as('Pass')({ seat: s })),
    seat.map((s) => as('EndTurn')({ seat: s })),
    fc.record({ seat, cards }).map(as('Discard')),
    seat.map((s) => as('CallTime')({ seat: s })),
  );
}
