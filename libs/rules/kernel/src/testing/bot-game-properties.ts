import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BotMatch, DeckBotMatchOptions } from '../bot-match.js';
import type { Message, Viewer } from '../decider.js';
import type { DeckList } from '../deck.js';
import { listedCommandProblems, refusalProblems, seedReplayAudit, type AuditedEngine } from '../engine-audit.js';
import type { GameDescriber } from '../game-module.js';
import {
  finishedMatchProblems,
  requireListedCommand,
  unwordedDrawProblems,
  sampledSteps,
  viewSecrecyProblems,
  type BotGameRun,
  type FinishedMatchEngine,
  type ObservedStep,
  type ViewedEngine,
} from '../match-audit.js';

/**
 * The properties every two-player card game keeps over whole bot games, as one suite each game's
 * `bots/games.property.spec.ts` runs with its own engine, decks, bots and probes (only specs
 * import this file: it needs vitest and fast-check). Every game ends well on `run.games` games;
 * the deeper checks (seed replay, refusals, views) run on `run.checked` games, at every
 * `sampleEvery`-th step where they look at steps, because they cost more each.
 */

/** A bot game the suite draws: the secret seed, two ready decks (by index) and a bot per seat. */
export interface DeckBotGame<BotName> {
  readonly seed: Uint8Array;
  readonly decks: readonly [number, number];
  readonly bots: readonly [BotName, BotName];
}

/** Bot games from any 32-byte seed and any two of `deckCount` ready decks, with `bots` at the table. */
export function deckBotGames<BotName>(
  deckCount: number,
  bots: fc.Arbitrary<readonly [BotName, BotName]>,
): fc.Arbitrary<DeckBotGame<BotName>> {
  return fc.record({
    seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
    decks: fc.tuple(fc.nat(deckCount - 1), fc.nat(deckCount - 1)),
    bots,
  });
}

export type BotSuiteEngine<State, Command, Event extends Message> = AuditedEngine<State, Command> &
  ViewedEngine<State, Command> &
  FinishedMatchEngine<State, Event> & {
    readonly describer: Pick<GameDescriber<State, Command, Event>, 'event' | 'draw'>;
  };

/** What the refusal property throws at the engine besides the bots' own commands. */
export interface RefusalProbes<State, Command> {
  /** Any command of the game's shapes, mostly nonsense: ten to twenty per game, at each sampled step. */
  readonly probe: fc.Arbitrary<Command>;
  /** Commands one detail away from the one a bot just played (another seat, target, card…). */
  readonly nearMisses: (command: Command) => readonly Command[];
  /** Every refusal code of the game starts with it (`blades.`, `ecg.`…). */
  readonly codePrefix: string;
  /** Commands the game accepts in `state` without listing them (conceding, calling time…). */
  readonly acceptedUnlisted?: (state: State) => (command: Command) => boolean;
}

/** What the secrecy property hides from each viewer, for games whose views hide anything. */
export interface SecrecyChecks<State, Event> {
  readonly viewers: readonly Viewer[];
  /** In words, for the test's name: "the rival's hand, any deck order". */
  readonly hides: string;
  /** `state` with everything `viewer` may not see changed (the game's own scramble). */
  readonly hideFrom: (state: State, viewer: Viewer) => State;
  /** What no view may carry at all (a deck's order…). */
  readonly neverShown?: RegExp;
  /** The event with every field `viewer` may not read changed: when given, no log line may differ for it. */
  readonly redactEvent?: (event: Event, viewer: Viewer) => Event;
}

export interface BotGameSuite<State, Command extends Message, Event extends Message, BotName, Game> {
  readonly engine: BotSuiteEngine<State, Command, Event>;
  readonly run: BotGameRun;
  readonly sampleEvery: number;
  readonly decks: readonly { readonly deck: DeckList }[];
  readonly games: fc.Arbitrary<Game & DeckBotGame<BotName>>;
  /** One whole bot game (`game` for what the game adds to its match options, a format…). */
  readonly play: (
    options: DeckBotMatchOptions<State, Command, Event, unknown, BotName>,
    game: Game & DeckBotGame<BotName>,
  ) => BotMatch<State, Command, Event>;
  /** The game's own check on every finished game, and what it checks in words for the test's name. */
  readonly finished?: {
    readonly checks: string;
    readonly check: (match: BotMatch<State, Command, Event>, game: Game) => void;
  };
  /** What the seed re-derives in words ("every die and shuffle"), and how many draws a game makes at least. */
  readonly draws: { readonly what: string; readonly atLeast: number };
  readonly refusals: RefusalProbes<State, Command>;
  readonly secrecy?: SecrecyChecks<State, Event>;
}

type Observer<State, Command> = (step: ObservedStep<State, Command>) => void;

/** The suite as its properties use it: the game's settings, and one bot game played from a drawn one. */
interface Table<State, Command extends Message, Event extends Message, BotName, Game> {
  readonly suite: BotGameSuite<State, Command, Event, BotName, Game>;
  readonly play: (
    game: Game & DeckBotGame<BotName>,
    observe?: Observer<State, Command>,
  ) => BotMatch<State, Command, Event>;
}

/** Defines the game's `bot games (property)` suite. */
export function describeBotGameProperties<State, Command extends Message, Event extends Message, BotName, Game>(
  suite: BotGameSuite<State, Command, Event, BotName, Game>,
): void {
  const table: Table<State, Command, Event, BotName, Game> = {
    suite,
    play: (game, observe) =>
      suite.play(
        {
          seed: game.seed,
          bots: game.bots,
          decks: [suite.decks[game.decks[0]]!.deck, suite.decks[game.decks[1]]!.deck],
          ...(observe === undefined ? {} : { observe }),
        },
        game,
      ),
  };
  describe('bot games (property)', () => {
    everyGameEnds(table);
    seedReplays(table);
    listsExactlyWhatItAccepts(table);
    if (suite.secrecy !== undefined) viewsKeepSecrets(table, suite.secrecy);
  });
}

/** One property over `numRuns` bot games, under the suite's timeout (a guard against a hung game). */
function botGameTest<Ts>(run: BotGameRun, name: string, numRuns: number, property: fc.IProperty<Ts>): void {
  it(name, () => fc.assert(property, { numRuns }), run.timeoutMs);
}

function everyGameEnds<State, Command extends Message, Event extends Message, BotName, Game>({
  suite,
  play,
}: Table<State, Command, Event, BotName, Game>): void {
  const also = suite.finished === undefined ? '' : ` (${suite.finished.checks})`;
  const name = `every game ends: bots play only listed commands, the events fold to the final state, every draw reads in the game's words, and the match report names the result${also}`;
  const property = fc.property(suite.games, (game) => {
    const match = play(game, requireListedCommand);
    expect(finishedMatchProblems(suite.engine, match)).toEqual([]);
    expect(unwordedDrawProblems(suite.engine, match)).toEqual([]);
    suite.finished?.check(match, game);
  });
  botGameTest(suite.run, name, suite.run.games, property);
}

function seedReplays<State, Command extends Message, Event extends Message, BotName, Game>({
  suite,
  play,
}: Table<State, Command, Event, BotName, Game>): void {
  const { what, atLeast } = suite.draws;
  const name = `replaying with the revealed seed re-derives ${what} (a game draws at least ${atLeast}); another seed does not`;
  const property = fc.property(suite.games, (game) => {
    const match = play(game);
    const audit = seedReplayAudit(suite.engine, match, match.state, game.seed);
    expect(audit.draws).toBeGreaterThanOrEqual(atLeast);
    expect(audit.problems).toEqual([]);
  });
  botGameTest(suite.run, name, suite.run.checked, property);
}

function listsExactlyWhatItAccepts<State, Command extends Message, Event extends Message, BotName, Game>({
  suite,
  play,
}: Table<State, Command, Event, BotName, Game>): void {
  const { probe, nearMisses, codePrefix, acceptedUnlisted } = suite.refusals;
  const probes = fc.array(probe, { minLength: 10, maxLength: 20 });
  const property = fc.property(suite.games, probes, (game, randomProbes) => {
    const check: Observer<State, Command> = ({ state, command }) => {
      expect(listedCommandProblems(suite.engine, state)).toEqual([]);
      const options = { codePrefix, ...(acceptedUnlisted ? { acceptedUnlisted: acceptedUnlisted(state) } : {}) };
      const tried = [...randomProbes, ...nearMisses(command)];
      expect(refusalProblems(suite.engine, state, tried, options)).toEqual([]);
    };
    play(game, sampledSteps(suite.sampleEvery, check));
  });
  const name =
    'accepts every listed command, and refuses every command outside the list with a RuleViolation that changes nothing';
  botGameTest(suite.run, name, suite.run.checked, property);
}

/** "seat's or spectator's", "seat's, spectator's or judge's": who the secrecy property asks. */
function whose(viewers: readonly Viewer[]): string {
  const kinds = [...new Set(viewers.map((viewer) => `${viewer.kind}'s`))];
  return kinds.length === 1 ? kinds[0]! : `${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)!}`;
}

function viewsKeepSecrets<State, Command extends Message, Event extends Message, BotName, Game>(
  { suite, play }: Table<State, Command, Event, BotName, Game>,
  secrecy: SecrecyChecks<State, Event>,
): void {
  const { viewers, hideFrom, neverShown, redactEvent } = secrecy;
  const orLogLine = redactEvent === undefined ? '' : ' or log line';
  const name = `no ${whose(viewers)} view${orLogLine}, nor a seat's legal commands, shows ${secrecy.hides} or the seed`;
  const property = fc.property(suite.games, (game) => {
    const options = { seed: game.seed, ...(neverShown === undefined ? {} : { neverShown }) };
    const check: Observer<State, Command> = ({ state }) => {
      for (const viewer of viewers)
        expect(viewSecrecyProblems(suite.engine, state, hideFrom(state, viewer), viewer, options)).toEqual([]);
    };
    const match = play(game, sampledSteps(suite.sampleEvery, check));
    if (redactEvent !== undefined) checkLogLines(suite.engine, match, viewers, redactEvent);
  });
  botGameTest(suite.run, name, suite.run.checked, property);
}

/** Each log line a viewer reads is the same whatever the fields hidden from it say. */
function checkLogLines<State, Command, Event extends Message>(
  engine: BotSuiteEngine<State, Command, Event>,
  match: BotMatch<State, Command, Event>,
  viewers: readonly Viewer[],
  redactEvent: (event: Event, viewer: Viewer) => Event,
): void {
  let state = match.initial;
  for (const event of match.events) {
    for (const viewer of viewers)
      expect(engine.describer.event(redactEvent(event, viewer), state, viewer)).toEqual(
        engine.describer.event(event, state, viewer),
      );
    state = engine.evolve(state, event);
  }
}
