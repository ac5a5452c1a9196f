import {
  type Viewer,
  botGameRun,
  finishedMatchProblems,
  listedCommandProblems,
  refusalProblems,
  requireListedCommand,
  sampledSteps,
  seedReplayAudit,
  viewSecrecyProblems,
} from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyWotDecks } from '../content/decks.js';
import type { WotCommand } from '../engine/commands.js';
import { warlordsOfTerra as wot } from '../engine/module.js';
import type { WotState } from '../engine/state.js';
import { hideFrom } from '../testing/hide.js';
import { commandArb, nearMisses, redactFor } from '../testing/probes.js';
import { playWotBotMatch, type WotBotName } from './play.js';

// 1,000 bot games from random seeds, decks, bots and formats. The deeper checks (replay,
// refusals, views and log lines) run on fewer games to keep the project's test run short on two
// shared cores; WOT_PROPERTY_GAMES and WOT_PROPERTY_CHECKED change the sizes.
const RUN = botGameRun(process.env, 'WOT', { checked: 12, msPerGame: 1_500, minTimeoutMs: 300_000 });
/** Deep checks run on every N-th step of a checked game. */
const SAMPLE_EVERY = 7;

const DECKS = readyWotDecks();
const BOTS: readonly WotBotName[] = ['random', 'greedy'];
const gameArb = fc.record({
  seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
  decks: fc.tuple(fc.nat(DECKS.length - 1), fc.nat(DECKS.length - 1)),
  // Random-vs-random games run to an empty deck (60+ turns); one in four keeps them in the mix.
  bots: fc.oneof(
    fc.tuple(fc.constantFrom(...BOTS), fc.constant<WotBotName>('greedy')),
    fc.tuple(fc.constant<WotBotName>('greedy'), fc.constantFrom(...BOTS)),
    fc.constant<[WotBotName, WotBotName]>(['random', 'random']),
    fc.tuple(fc.constant<WotBotName>('greedy'), fc.constant<WotBotName>('greedy')),
  ),
  bestOf: fc.constantFrom(1, 1, 1, 3),
});
type Game = typeof gameArb extends fc.Arbitrary<infer G> ? G : never;

const play = (game: Game, observe?: Parameters<typeof playWotBotMatch>[0]['observe']) =>
  playWotBotMatch({
    seed: game.seed,
    bots: game.bots,
    decks: [DECKS[game.decks[0]]!.deck, DECKS[game.decks[1]]!.deck],
    options: { bestOf: game.bestOf },
    ...(observe === undefined ? {} : { observe }),
  });

const VIEWERS: readonly Viewer[] = [
  { kind: 'seat', seat: 0 },
  { kind: 'seat', seat: 1 },
  { kind: 'spectator' },
  { kind: 'judge' },
];

describe('bot games (property)', () => {
  it(
    'every game ends with a result and a report, and bots only play listed commands',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(game, requireListedCommand);
          const report = wot.matchReport(match.state)!;
          expect(report.result).toEqual(match.result);
          expect(report.games.length).toBeGreaterThanOrEqual(1);
          expect(report.games.length).toBeLessThanOrEqual(game.bestOf);
        }),
        { numRuns: RUN.games },
      );
    },
    RUN.timeoutMs,
  );

  it(
    'the events fold to the final state, and replaying with the revealed seed re-derives every shuffle and draw',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(game);
          expect(finishedMatchProblems(wot, match)).toEqual([]);
          const audit = seedReplayAudit(wot, match, match.state, game.seed);
          expect(audit.draws).toBeGreaterThan(4);
          expect(audit.problems).toEqual([]);
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );

  it(
    'lists exactly what it accepts: every listed command is played, every other one refused with nothing changed',
    () => {
      fc.assert(
        fc.property(gameArb, fc.array(commandArb(), { minLength: 10, maxLength: 20 }), (game, probes) => {
          play(
            game,
            sampledSteps(SAMPLE_EVERY, ({ state, command }) => checkExact(state, [...probes, ...nearMisses(command)])),
          );
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );

  it(
    "no seat's or spectator's view, legal list or log line shows the rival's hand, deck lists after swaps, any deck order or the seed",
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(
            game,
            sampledSteps(SAMPLE_EVERY, ({ state }) => {
              for (const viewer of VIEWERS) {
                const hidden = hideFrom(state, viewer);
                expect(viewSecrecyProblems(wot, state, hidden, viewer, { seed: game.seed })).toEqual([]);
              }
            }),
          );
          checkLogLines(match.initial, match.events);
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );
});

/** Each log line a viewer reads is the same whatever the fields hidden from it say. */
function checkLogLines(initial: WotState, events: readonly Parameters<typeof wot.evolve>[1][]): void {
  let state = initial;
  for (const event of events) {
    for (const viewer of VIEWERS) {
      expect(wot.describer.event(redactFor(event, viewer), state, viewer)).toEqual(
        wot.describer.event(event, state, viewer),
      );
    }
    state = wot.evolve(state, event);
  }
}

function checkExact(state: WotState, probes: readonly WotCommand[]): void {
  expect(listedCommandProblems(wot, state)).toEqual([]);
  const acceptedUnlisted = (probe: WotCommand) => ['Concede', 'CallTime', 'JudgeRuling'].includes(probe.type);
  expect(refusalProblems(wot, state, probes, { codePrefix: 'wot.', acceptedUnlisted })).toEqual([]);
}
