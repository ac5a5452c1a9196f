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
  committedFamilies,
  createPortableSigner,
  exportReplay,
  headerRecord,
  headOf,
  masterSeedCommitment,
  matchSeedFrom,
  portableHashes,
  recordsFromStream,
  replayKeys,
  seedsRecord,
  verifyReplay,
} from '@cronica/replay';
import { deciderSpecification, type SpecifiedDecider } from '../../rules/kernel/src/testing/decider-specification.js';
import {
  emptyMatch,
  evolveMatch,
  MATCH_CREATED,
  MATCH_SEEDED,
  PLAYER_SEED_CONTRIBUTED,
  type MatchEvent,
  type MatchState,
} from './match-events.js';
import { botPlayer, type Decision, type MatchCommand, type MatchContext } from './match-commands.js';
import { matchDecider, type MatchDecider } from './match-decider.js';
import type { TapeKit } from './match-tape.js';

// The match decider of every game the registry plays (the test game included): given what the
// match's stream recorded, when a command arrives, the events it records or the refusal. And the
// stream is the replay: any practice match decided through it, folded event by event, exports to
// files that verify — the judge's in full (seeds, rules with deck hashes, result), the public one
// without leaking the master seed. The API's own specs play the same path with Node's hash
// functions; the stored replays of libs/matches/fixtures pin the bytes.

const registry = gameRegistry({ testGames: true });
const signer = createPortableSigner(new Uint8Array(32).fill(7));
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const HEX_SEED = /^[0-9a-f]{64}$/;

/** The server's master seed and ana's seed of the scenarios' matches. */
const MASTER = new Uint8Array(32).fill(1);
const ANA_SEED = new Uint8Array(32).fill(2);

/**
 * A practice match of `module`: ana at seat 0 and the game's first bot at seat 1, each with a ready
 * deck unless the game seats them without one (a game master); the master seed `master` stays
 * with the server, the bot's seed is drawn by it, ana sends `playerSeed`.
 */
function practiceMatch(module: AnyGameModule, master: Uint8Array, playerSeed: Uint8Array) {
  const matchId = `m-${hex(master).slice(0, 8)}`;
  const keys = { master, replay: replayKeys(master, matchId) };
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
  const kit = (playerSeeds: readonly string[]): TapeKit => {
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
  };
  return {
    module,
    matchId,
    master,
    data,
    setup,
    library: registry.find(module.id)!.library!,
    anaSeed: hex(playerSeed),
    botSeed: hex(playerSeed).split('').reverse().join(''),
    context: { keys: () => keys, signer, kit } satisfies MatchContext,
    decider: matchDecider(matchId, registry),
  };
}
type PracticeMatch = ReturnType<typeof practiceMatch>;

/** A match's state without its game's module, which is code: what the scenarios snapshot and compare. */
type MatchData = Omit<MatchState, 'module'>;

/**
 * The match decider as the scenarios run it. A match's state holds its game's module, code that no
 * snapshot copies (a scenario snapshots the state to see a decision leave it as it was): their
 * state leaves it out, and the module is put back from the registry by the game and rules version
 * the match records, as the fold finds it.
 */
function specified(decider: MatchDecider): SpecifiedDecider<MatchData, MatchCommand, MatchEvent, MatchContext> {
  const withModule = (state: MatchData): MatchState => {
    const module = state.gameId === null ? undefined : registry.module(state.gameId);
    return { ...state, module: module !== undefined && module.version === state.rulesVersion ? module : null };
  };
  const withoutModule = ({ module: _code, ...state }: MatchState): MatchData => state;
  return {
    initialState: () => withoutModule(decider.initialState()),
    evolve: (state, event) => withoutModule(decider.evolve(withModule(state), event)),
    decide: (command, state, context) => decider.decide(command, withModule(state), context),
  };
}

/** Scenarios on the match, decided with its keys and the tape's kit. */
const scenarios = (match: PracticeMatch) => deciderSpecification(specified(match.decider), () => match.context);

/** The state a history folds to with the decider itself (module included), for what reads it. */
const stateAfter = (match: PracticeMatch, history: readonly MatchEvent[]): MatchState =>
  history.reduce(match.decider.evolve, match.decider.initialState());

// ── Commands ────────────────────────────────────────────────────────────────────────────────────

const createMatch = (match: PracticeMatch): MatchCommand => ({
  type: 'CreateMatch',
  data: {
    data: match.data,
    library: match.library,
    setup: match.setup,
    checkpointEvery: 20,
    botSeeds: [match.botSeed],
  },
});
const contributeSeed = (seat: number, seed: string): MatchCommand => ({ type: 'ContributeSeed', data: { seat, seed } });
/** A game command as the client sends it, for the seat the server sets (ana's unless told). */
const playGame = (input: unknown, seat = 0): MatchCommand => ({ type: 'PlayGameCommand', data: { input, seat } });
const concede = playGame({ type: 'Concede', data: {} });

// ── Events ──────────────────────────────────────────────────────────────────────────────────────

/** The replay header: match, seats, game and setup, the setup and the deck hashes committed; never the master seed. */
function replayHeader(match: PracticeMatch) {
  const { data } = match;
  const { master: _secret, ...stored } = headerRecord(
    {
      match: { id: data.matchId, tournament: null, round: null, table: null },
      seats: data.seats.map(({ seat, player, deckHash }) => ({ seat, player, deckHash })),
      game: { ...data.game, library: match.library, libraryVersion: data.game.version },
      setup: match.setup,
      checkpointEvery: 20,
    },
    match.master,
    signer,
  );
  return stored;
}
/** The match's first event: the master seed's commitment, public before anyone acts, and the replay header. */
const matchCreated = (match: PracticeMatch): MatchEvent => ({
  type: MATCH_CREATED,
  data: { ...match.data, commitment: masterSeedCommitment(match.master, match.matchId) },
  metadata: { replay: replayHeader(match) },
});
const seedContributed = (seat: number, seed: string): MatchEvent => ({
  type: PLAYER_SEED_CONTRIBUTED,
  data: { seat, seed },
});
/** Every seed in: the `seeds` line after the header, committing to each sub-seed before any draw. */
function matchSeeded(match: PracticeMatch): MatchEvent {
  const families = committedFamilies(2);
  const header = headOf(replayHeader(match))!;
  const seeds = [match.anaSeed, match.botSeed].map((s) => Buffer.from(s, 'hex'));
  return {
    type: MATCH_SEEDED,
    data: { families },
    metadata: { replay: seedsRecord(header, match.matchId, match.master, seeds, families) },
  };
}

// ── Playing ─────────────────────────────────────────────────────────────────────────────────────

/**
 * A practice match of `module` played to its end: created, ana's seed sent after the commitment,
 * then ana's legal commands (picked by `choice`) with the bot's replies until the replay is sealed.
 * What the decider recorded, and the state it folds to (each event stamped as the store does).
 */
function playedPractice(module: AnyGameModule, master: Uint8Array, playerSeed: Uint8Array, choice: number) {
  const match = practiceMatch(module, master, playerSeed);
  const stream: MatchEvent[] = [];
  const record = (state: MatchState, command: MatchCommand): MatchState => {
    const decision: Decision = match.decider.decide(command, state, match.context);
    if (isRuleViolation(decision)) throw new Error(`refused: ${decision.code}`);
    stream.push(...decision);
    return decision.reduce(
      (s, event) => evolveMatch(s, { ...event, metadata: { ...(event.metadata as object), at: 'now' } }, registry),
      state,
    );
  };
  let state = record(emptyMatch(), createMatch(match));
  state = record(state, contributeSeed(0, match.anaSeed));
  for (let step = 0; step < 3000 && !state.sealed; step += 1) {
    const legal = module.legalCommands(state.game, 0);
    state = record(state, playGame(legal[(choice + step * 7) % legal.length]!));
  }
  return { match, state, stream };
}

// ── Starting histories ──────────────────────────────────────────────────────────────────────────

/** Created: the commitment and the header recorded, the bot's seed drawn by the server; ana's yet to come. */
const created = (match: PracticeMatch): MatchEvent[] => [matchCreated(match), seedContributed(1, match.botSeed)];
/** A practice match of `module` played to its end (ana’s commands picked with `choice` 5): its replay sealed. */
const finished = (module: AnyGameModule): MatchEvent[] => playedPractice(module, MASTER, ANA_SEED, 5).stream;

describe.each(Object.values(registry.modules()).map((m) => [m.id, m] as const))(
  'the match decider, playing %s',
  (_id, module) => {
    const match = practiceMatch(module, MASTER, ANA_SEED);
    const practice = scenarios(match);

    describe('creating a practice match', () => {
      it('records the master seed’s commitment with the replay header, and the bot’s server-drawn seed at once', () => {
        const state = practice.given([]).when(createMatch(match)).then(created(match));
        // The bot's seed was drawn by the server at creation; the player's arrives after the commitment.
        expect(state.playerSeeds).toEqual([null, expect.stringMatching(HEX_SEED)]);
        expect(stateAfter(match, created(match)).module).toBe(module);
      });

      it('refuses creating a match that already exists', () => {
        practice.given(created(match)).when(createMatch(match)).thenRefused('match.already-exists');
      });
    });

    describe('before every seed is in', () => {
      it('refuses a second seed from a seat that gave one (the bot’s, drawn at creation)', () => {
        practice
          .given(created(match))
          .when(contributeSeed(1, match.anaSeed))
          .thenRefused('match.seed-already-contributed');
      });

      it('refuses a game command: the match has not started', () => {
        practice.given(created(match)).when(concede).thenRefused('match.not-started');
      });
    });

    describe('once the match is over', () => {
      it('refuses a game command once the replay is sealed: it writes nothing and leaves the match as it was', () => {
        const noKit = (): never => {
          throw new Error('no kit is needed to refuse a finished match');
        };
        const refusing = deciderSpecification(specified(match.decider), () => ({ keys: noKit, signer, kit: noKit }));
        refusing.given(finished(module)).when(concede).thenRefused('match.over');
      });
    });

    describe('the stream is a verifiable replay', () => {
      it('any practice match ends sealed, its judge and public files verify, and the log tells every viewer what happened', () => {
        const seed = fc.uint8Array({ minLength: 32, maxLength: 32 });
        fc.assert(
          fc.property(seed, seed, fc.nat(1000), (master, playerSeed, choice) => {
            const { state, stream } = playedPractice(module, master, playerSeed, choice);
            expect(state.sealed).toBe(true);
            const [header, ...rest] = recordsFromStream(stream);
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
            expect(JSON.stringify(stream)).not.toContain(hex(master));
            expect(state.log).toHaveLength(state.gameEvents);
            expect(state.log.filter((entry) => entry.lines.every((line) => line === null)).length).toBeLessThan(
              state.gameEvents,
            );
          }),
          { numRuns: 3 },
        );
      });
    });
  },
);

describe('the match decider, playing the dice race (the test game)', () => {
  const diceRace = registry.module('dice-race')!;
  const match = practiceMatch(diceRace, MASTER, ANA_SEED);

  it('the last seed fixes the match seed: the seeds line commits to every sub-seed and the game starts, nobody has moved', () => {
    const state = scenarios(match)
      .given(created(match))
      .when(contributeSeed(0, match.anaSeed))
      .then([seedContributed(0, match.anaSeed), matchSeeded(match)]);
    expect(state.playerSeeds).toEqual([match.anaSeed, match.botSeed]);
    expect(state.game).toEqual(diceRace.initialState(match.setup));
    expect(state.gameEvents).toBe(0);
  });
});
