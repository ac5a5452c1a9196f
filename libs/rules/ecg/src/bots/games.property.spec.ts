import {
  SYSTEM_SEAT,
  type Seat,
  botGameRun,
  finishedMatchProblems,
  listedCommandProblems,
  refusalProblems,
  requireListedCommand,
  sampledSteps,
  seedReplayAudit,
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
const RUN = botGameRun(process.env, 'ECG', { checked: 25, msPerGame: 1_000, minTimeoutMs: 300_000 });
/** Refusal probes run on every N-th step of a checked game. */
const SAMPLE_EVERY = 7;

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
    'bots play only listed commands, the events fold to the final state, and the match report names the result',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          expect(finishedMatchProblems(ecg, play(game, requireListedCommand))).toEqual([]);
        }),
        { numRuns: RUN.games },
      );
    },
    RUN.timeoutMs,
  );

  it(
    'replaying with the revealed seed re-derives every shuffle and draw; another seed does not',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(game);
          const audit = seedReplayAudit(ecg, match, match.state, game.seed);
          expect(audit.draws).toBeGreaterThan(0);
          expect(audit.problems).toEqual([]);
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );

  it(
    'accepts every listed command, and refuses commands outside the list with a RuleViolation that changes nothing',
    () => {
      fc.assert(
        fc.property(gameArb, fc.array(commandArb(), { minLength: 10, maxLength: 20 }), (game, probes) => {
          play(
            game,
            sampledSteps(SAMPLE_EVERY, ({ state, command }) => {
              expect(listedCommandProblems(ecg, state)).toEqual([]);
              const refusals = { codePrefix: 'ecg.', acceptedUnlisted: acceptedUnlisted(state) };
              expect(refusalProblems(ecg, state, [...probes, ...nearMisses(command)], refusals)).toEqual([]);
            }),
          );
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );
});

// Concede and the platform's CallTime are accepted at any moment and never listed (RULES-NOTES.md, "Commands").
const acceptedUnlisted = (state: EcgState) => (probe: EcgCommand) =>
  probe.type === 'Concede' || (probe.type === 'CallTime' && probe.data.seat === SYSTEM_SEAT && state.lastTurn === null);

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
