import { type Seat, type Viewer, botGameRun } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { describeBotGameProperties, deckBotGames } from '../../../kernel/src/testing/bot-game-properties.js';
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

const DECKS = readyDecks();
// The quick bots: the strong one plays the same engine through them (its playouts are greedy
// games), and its own checks (fair-play.spec.ts, bots.spec.ts) play whole games too.
const QUICK_BOTS: readonly BotName[] = ['random', 'greedy'];

describeBotGameProperties({
  engine: bladesOfAsh,
  run: RUN,
  // Deep checks (refusals, views) run on every 9th step of a checked game.
  sampleEvery: 9,
  decks: DECKS,
  games: deckBotGames(DECKS.length, fc.tuple(fc.constantFrom(...QUICK_BOTS), fc.constantFrom(...QUICK_BOTS))),
  play: playBladesBotMatch,
  draws: { what: 'every die and shuffle', atLeast: 1 },
  refusals: { probe: commandArb(), nearMisses, codePrefix: 'blades.' },
  secrecy: {
    viewers: [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }],
    hides: "the rival's hand, any deck order, unrevealed picks",
    hideFrom,
    neverShown: /"deck"\s*:/,
  },
});

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
