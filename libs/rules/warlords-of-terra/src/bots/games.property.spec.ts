import { botGameRun } from '@cronica/rules-kernel';
import fc from 'fast-check';
import { expect } from 'vitest';
import { describeBotGameProperties, deckBotGames } from '../../../kernel/src/testing/bot-game-properties.js';
import { readyWotDecks } from '../content/decks.js';
import type { WotCommand } from '../engine/commands.js';
import { warlordsOfTerra as wot } from '../engine/module.js';
import { hideFrom } from '../testing/hide.js';
import { commandArb, nearMisses, redactFor } from '../testing/probes.js';
import { playWotBotMatch, type WotBotName } from './play.js';

// 1,000 bot games from random seeds, decks, bots and formats. The deeper checks (replay,
// refusals, views and log lines) run on fewer games to keep the project's test run short on two
// shared cores; WOT_PROPERTY_GAMES and WOT_PROPERTY_CHECKED change the sizes.
const RUN = botGameRun(process.env, 'WOT', { checked: 12, msPerGame: 1_500, minTimeoutMs: 300_000 });

const DECKS = readyWotDecks();
const BOTS: readonly WotBotName[] = ['random', 'greedy'];
// Random-vs-random games run to an empty deck (60+ turns); one in four keeps them in the mix.
const botsArb = fc.oneof(
  fc.tuple(fc.constantFrom(...BOTS), fc.constant<WotBotName>('greedy')),
  fc.tuple(fc.constant<WotBotName>('greedy'), fc.constantFrom(...BOTS)),
  fc.constant<[WotBotName, WotBotName]>(['random', 'random']),
  fc.tuple(fc.constant<WotBotName>('greedy'), fc.constant<WotBotName>('greedy')),
);
const gameArb = fc
  .tuple(deckBotGames(DECKS.length, botsArb), fc.constantFrom(1, 1, 1, 3))
  .map(([game, bestOf]) => ({ ...game, bestOf }));

describeBotGameProperties({
  engine: wot,
  run: RUN,
  // Deep checks run on every 7th step of a checked game.
  sampleEvery: 7,
  decks: DECKS,
  games: gameArb,
  play: (match, game) => playWotBotMatch({ ...match, options: { bestOf: game.bestOf } }),
  finished: {
    checks: 'a best-of-N match reports one to N games',
    check: (match, game) => {
      const report = wot.matchReport(match.state)!;
      expect(report.games.length).toBeGreaterThanOrEqual(1);
      expect(report.games.length).toBeLessThanOrEqual(game.bestOf);
    },
  },
  draws: { what: 'every shuffle and draw', atLeast: 5 },
  refusals: { probe: commandArb(), nearMisses, codePrefix: 'wot.', acceptedUnlisted: () => acceptedAnyTime },
  secrecy: {
    viewers: [{ kind: 'seat', seat: 0 }, { kind: 'seat', seat: 1 }, { kind: 'spectator' }, { kind: 'judge' }],
    hides: "the rival's hand, deck lists after swaps, any deck order",
    hideFrom,
    redactEvent: redactFor,
  },
});

/** Conceding, calling time and a judge's ruling are accepted whenever they apply, never listed. */
function acceptedAnyTime(probe: WotCommand): boolean {
  return ['Concede', 'CallTime', 'JudgeRuling'].includes(probe.type);
}
