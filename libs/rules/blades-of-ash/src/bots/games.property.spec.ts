import {
  type Seat,
  type Viewer,
  botGameRun,
  finishedMatchProblems,
  refusalProblems,
  requireListedCommand,
  sampledSteps,
  seedReplayAudit,
  viewSecrecyProblems,
} from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allActions, allHeroes } from '../content/catalog.js';
import { readyDecks } from '../content/decks.js';
import type { BladesCommand } from '../engine/commands.js';
import { bladesOfAsh } from '../engine/module.js';
import type { BladesState } from '../engine/state.js';
import type { BotName } from './bot.js';
import { playBladesBotMatch } from './blades-match.js';

// 1,000 bot games from random seeds and decks. The deeper checks
// (replay, refusals, views) run on fewer games to keep the project's test run near a minute on
// two cores; BLADES_PROPERTY_GAMES and BLADES_PROPERTY_CHECKED change the sizes.
const RUN = botGameRun(process.env, 'BLADES', { checked: 25, msPerGame: 1_000, minTimeoutMs: 120_000 });
/** Deep checks (refusals, views) run on every N-th step of a checked game. */
const SAMPLE_EVERY = 9;

const DECKS = readyDecks();
const QUICK_BOTS: readonly BotName[] = ['random', 'greedy'];
const seedArb = fc.uint8Array({ minLength: 32, maxLength: 32 });
const gameArb = fc.record({
  seed: seedArb,
  decks: fc.tuple(fc.nat(DECKS.length - 1), fc.nat(DECKS.length - 1)),
  // The quick bots: the strong one plays the same engine through them (its playouts are greedy
  // games), and its own checks (fair-play.spec.ts, bots.spec.ts) play whole games too.
  bots: fc.tuple(fc.constantFrom(...QUICK_BOTS), fc.constantFrom(...QUICK_BOTS)),
});
type Game = typeof gameArb extends fc.Arbitrary<infer G> ? G : never;

const play = (game: Game, observe?: Parameters<typeof playBladesBotMatch>[0]['observe']) =>
  playBladesBotMatch({
    seed: game.seed,
    bots: game.bots,
    decks: [DECKS[game.decks[0]]!.deck, DECKS[game.decks[1]]!.deck],
    ...(observe === undefined ? {} : { observe }),
  });

describe('bot games (property)', () => {
  it(
    'bots only play listed commands, the events fold to the final state, and the match report names the result',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          expect(finishedMatchProblems(bladesOfAsh, play(game, requireListedCommand))).toEqual([]);
        }),
        { numRuns: RUN.games },
      );
    },
    RUN.timeoutMs,
  );

  it(
    'replaying with the revealed seed re-derives every die and shuffle',
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          const match = play(game);
          const audit = seedReplayAudit(bladesOfAsh, match, match.state, game.seed);
          expect(audit.draws).toBeGreaterThan(0);
          expect(audit.problems).toEqual([]);
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );

  it(
    'refuses every command outside legalCommands with a RuleViolation and changes nothing',
    () => {
      fc.assert(
        fc.property(gameArb, fc.array(commandArb(), { minLength: 10, maxLength: 20 }), (game, probes) => {
          play(
            game,
            sampledSteps(SAMPLE_EVERY, ({ state, command }) =>
              checkRefusals(state, [...probes, ...nearMisses(command)]),
            ),
          );
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );

  it(
    "no seat's or spectator's view, nor a seat's legal commands, shows the rival's hand, any deck order, unrevealed picks or the seed",
    () => {
      fc.assert(
        fc.property(gameArb, (game) => {
          play(
            game,
            sampledSteps(SAMPLE_EVERY, ({ state }) => {
              for (const viewer of VIEWERS) {
                const hidden = hideFrom(state, viewer);
                const options = { seed: game.seed, neverShown: /"deck"\s*:/ };
                expect(viewSecrecyProblems(bladesOfAsh, state, hidden, viewer, options)).toEqual([]);
              }
            }),
          );
        }),
        { numRuns: RUN.checked },
      );
    },
    RUN.timeoutMs,
  );
});

const VIEWERS: readonly Viewer[] = [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }];

/**
 * The same public situation with everything `viewer` must not see changed: every deck reversed,
 * hidden hands swapped with cards from their deck, hidden draft picks replaced. A view that
 * leaks any of it differs.
 */
function hideFrom(state: BladesState, viewer: Viewer): BladesState {
  const hidden = (seat: Seat) => !(viewer.kind === 'seat' && viewer.seat === seat);
  const players = state.players.map((player, seat) => {
    const deck = player.deck.slice().reverse();
    if (!hidden(seat)) return { ...player, deck };
    const n = Math.min(player.hand.length, deck.length);
    const hand = [...deck.slice(0, n), ...player.hand.slice(n)];
    const picks = player.picks !== null && !state.revealed ? otherPicks(player.picks) : player.picks;
    return { ...player, deck: [...player.hand.slice(0, n), ...deck.slice(n)], hand, picks };
  }) as unknown as BladesState['players'];
  return { ...state, players };
}

function otherPicks(picks: readonly number[]): number[] {
  const all = [0, 1, 2, 3, 4];
  const rest = all.filter((p) => !picks.includes(p));
  return [...rest, ...picks].slice(0, picks.length).sort((a, b) => a - b);
}

function checkRefusals(state: BladesState, probes: readonly BladesCommand[]): void {
  expect(refusalProblems(bladesOfAsh, state, probes, { codePrefix: 'blades.' })).toEqual([]);
}

/** Commands one detail away from what a bot just played: the other seat, other dice, another target. */
function nearMisses(command: BladesCommand): BladesCommand[] {
  const data = command.data as Record<string, unknown> & { seat: Seat };
  const variants: Record<string, unknown>[] = [{ ...data, seat: data.seat === 0 ? 1 : 0 }];
  if (Array.isArray(data.dice))
    variants.push({ ...data, dice: [...(data.dice as number[]), 9] }, { ...data, dice: [] });
  if ('target' in data) variants.push({ ...data, target: 42 });
  if (Array.isArray(data.keep)) variants.push({ ...data, keep: [0, 0, 1] });
  return variants.map((d) => ({ type: command.type, data: d }) as BladesCommand);
}

function commandArb(): fc.Arbitrary<BladesCommand> {
  const seat = fc.constantFrom<Seat>(0, 1);
  const ints = (max: number) => fc.array(fc.integer({ min: -1, max }), { maxLength: 6 });
  const card = fc.constantFrom(...allActions().map((c) => c.id), 'no-such-card');
  const ability = fc.constantFrom(...allHeroes().flatMap((h) => h.abilities.map((a) => a.id)), 'no-such-ability');
  const target = fc.option(fc.integer({ min: -1, max: 11 }), { nil: undefined });
  const withTarget = <T extends object>(d: T, t: number | undefined) => (t === undefined ? d : { ...d, target: t });
  return fc.oneof(
    fc.record({ seat, keep: ints(5) }).map((data) => ({ type: 'PickHeroes', data }) as BladesCommand),
    fc
      .record({ seat, discard: fc.array(card, { maxLength: 4 }) })
      .map((data) => ({ type: 'Mulligan', data }) as BladesCommand),
    fc
      .record({ seat, role: fc.constantFrom('attacker', 'defender') })
      .map((data) => ({ type: 'ChooseRole', data }) as BladesCommand),
    fc
      .record({ seat, hero: fc.integer({ min: -1, max: 11 }), rival: fc.integer({ min: -1, max: 11 }) })
      .map((data) => ({ type: 'PairHeroes', data }) as BladesCommand),
    fc.record({ seat, dice: ints(7) }).map((data) => ({ type: 'RerollDice', data }) as BladesCommand),
    seat.map((s) => ({ type: 'KeepDice', data: { seat: s } }) as BladesCommand),
    fc
      .tuple(seat, card, ints(7), target)
      .map(
        ([s, c, d, t]) => ({ type: 'PlayCard', data: withTarget({ seat: s, card: c, dice: d }, t) }) as BladesCommand,
      ),
    fc
      .tuple(seat, ability, ints(7), target)
      .map(
        ([s, a, d, t]) =>
          ({ type: 'ActivateAbility', data: withTarget({ seat: s, ability: a, dice: d }, t) }) as BladesCommand,
      ),
    fc.record({ seat, dice: ints(7) }).map((data) => ({ type: 'DrawCard', data }) as BladesCommand),
    seat.map((s) => ({ type: 'Pass', data: { seat: s } }) as BladesCommand),
    fc
      .record({ seat, pending: fc.integer({ min: -1, max: 3 }) })
      .map((data) => ({ type: 'OrderTrigger', data }) as BladesCommand),
    fc.record({ seat, card }).map((data) => ({ type: 'DiscardCard', data }) as BladesCommand),
  );
}
