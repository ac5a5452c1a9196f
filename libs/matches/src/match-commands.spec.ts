import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameRegistry } from '@cronica/games';
import {
  deckListHash,
  isRuleViolation,
  keysFromMatchSeed,
  seatReadyDecks,
  type AnyGameModule,
} from '@cronica/rules-kernel';
import {
  createPortableSigner,
  portableHashes,
  exportReplay,
  matchSeedFrom,
  recordsFromStream,
  replayKeys,
  verifyReplay,
} from '@cronica/replay';
import { emptyMatch, evolveMatch, type MatchEvent, type MatchState } from './match-events.js';
import { botPlayer, type Decision, type MatchContext } from './match-commands.js';
import { matchDecider } from './match-decider.js';
import type { TapeKit } from './match-tape.js';

// The match stream is the replay, for every game the registry plays (the test game included): any
// practice match decided through these functions, folded event by event, exports to files that
// verify — the judge's in full (seeds, rules with deck hashes, result), the public one without
// leaking the master seed. The API's own specs play the same
// path with Node's hash functions; the stored replays of libs/matches/fixtures pin the bytes.

const registry = gameRegistry({ testGames: true });
const signer = createPortableSigner(new Uint8Array(32).fill(7));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

function apply(state: MatchState, decision: Decision, log: MatchEvent[]): MatchState {
  if (isRuleViolation(decision)) throw new Error(`refused: ${decision.code}`);
  log.push(...decision);
  return decision.reduce(
    (s, event) => evolveMatch(s, { ...event, metadata: { ...(event.metadata as object), at: 'now' } }, registry),
    state,
  );
}

function playPractice(module: AnyGameModule, master: Uint8Array, playerSeed: Uint8Array, choice: number) {
  const matchId = `m-${hex(master).slice(0, 8)}`;
  const keys = { master, replay: replayKeys(master, matchId) };
  // Two seats, each with a ready deck unless the game seats it without one (a game master).
  const decks = seatReadyDecks(module.setup, 2, (seat, ready) => ready[seat === 0 ? 0 : ready.length - 1]!).map(
    (d) => d?.deck ?? null,
  );
  const setup = module.setup.create(decks, module.setup.optionsSchema.parse({}));
  const bot = module.bots[0]!.name;
  const data = {
    matchId,
    kind: 'practice' as const,
    tournamentId: null,
    round: null,
    table: null,
    commitment: '',
    createdAt: 'now',
    game: { id: module.id, version: module.version },
    seats: [
      { seat: 0, player: 'ana', deckHash: decks[0] ? deckListHash(decks[0]) : null, deckName: 'a' },
      { seat: 1, player: botPlayer(bot), deckHash: decks[1] ? deckListHash(decks[1]) : null, deckName: 'b' },
    ],
  };
  const log: MatchEvent[] = [];
  const decider = matchDecider(matchId, registry);
  const botSeed = hex(playerSeed).split('').reverse().join('');
  const library = registry.find(module.id)!.library!;
  const create = { data, library, setup, checkpointEvery: 20, botSeeds: [botSeed] };
  let state = apply(emptyMatch(), decider.decide({ type: 'CreateMatch', data: create }, emptyMatch(), context()), log);
  expect(state.module).toBe(module);
  // The bot's seed was drawn by the server at creation; the player's arrives after the commitment.
  expect(state.playerSeeds).toEqual([null, expect.stringMatching(/^[0-9a-f]{64}$/)]);
  function context(): MatchContext {
    return { keys: () => keys, signer, kit };
  }
  function kit(playerSeeds: readonly string[]): TapeKit {
    const matchSeed = matchSeedFrom(
      master,
      matchId,
      playerSeeds.map((s) => Buffer.from(s, 'hex')),
    );
    return {
      matchId,
      module,
      seats: 2,
      keyFor: keysFromMatchSeed(matchSeed),
      replayKeys: keys.replay,
      signer,
      checkpointEvery: 20,
      hashes: portableHashes,
      bots: [{ seat: 1, name: bot, matchSeed }],
    };
  }
  const seed = { type: 'ContributeSeed' as const, data: { seat: 0, seed: hex(playerSeed) } };
  state = apply(state, decider.decide(seed, state, context()), log);
  for (let step = 0; step < 3000 && !state.sealed; step += 1) {
    const legal = module.legalCommands(state.game, 0);
    const input = legal[(choice + step * 7) % legal.length]!;
    const play = { type: 'PlayGameCommand' as const, data: { input, seat: 0 } };
    state = apply(state, decider.decide(play, state, context()), log);
  }
  return { state, log, matchId };
}

describe.each(Object.values(registry.modules()).map((m) => [m.id, m] as const))(
  'match decisions of %s: the stream is a verifiable replay',
  (_id, module) => {
    it('any practice match ends sealed, its judge and public files verify, and the log tells every viewer what happened', () => {
      const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
      fc.assert(
        fc.property(seed, seed, fc.nat(1000), (master, playerSeed, choice) => {
          const { state, log } = playPractice(module, master, playerSeed, choice);
          expect(state.sealed).toBe(true);
          const [header, ...rest] = recordsFromStream(log);
          const records = [{ ...header!, master: hex(master) }, ...rest];
          const games = registry.modules();
          const judge = verifyReplay(exportReplay(records, { kind: 'judge' }, 'match-ended'), {
            games,
            publicKeys: [signer.publicKey],
          });
          expect(judge.errors).toEqual([]);
          expect(judge.fullyVerified).toBe(true);
          expect(judge.result).toEqual(module.result(state.game));
          const publicFile = exportReplay(records, { kind: 'public' }, 'match-ended');
          expect(verifyReplay(publicFile, { games, publicKeys: [signer.publicKey] }).verified).toBe(true);
          expect(publicFile).not.toContain(hex(master));
          expect(JSON.stringify(log)).not.toContain(hex(master));
          expect(state.log).toHaveLength(state.gameEvents);
          expect(state.log.filter((entry) => entry.lines.every((line) => line === null)).length).toBeLessThan(
            state.gameEvents,
          );
        }),
        { numRuns: 3 },
      );
    });

    it('a refused command writes nothing and leaves the match as it was', () => {
      const { state, matchId } = playPractice(module, new Uint8Array(32).fill(1), new Uint8Array(32).fill(2), 5);
      const noKit = (): never => {
        throw new Error('no kit is needed to refuse a finished match');
      };
      const concede = { type: 'PlayGameCommand' as const, data: { input: { type: 'Concede', data: {} }, seat: 0 } };
      const context = { keys: noKit, signer, kit: noKit };
      const refused = matchDecider(matchId, registry).decide(concede, state, context);
      expect(isRuleViolation(refused) && refused.code).toBe('match.over');
    });
  },
);
