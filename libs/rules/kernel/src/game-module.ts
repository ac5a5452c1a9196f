import type { Localized } from '@cronica/util';
import type { ZodType } from 'zod';
import type { DeckList } from './deck.js';
import type {
  DecideContext,
  GameDecider,
  GameResult,
  Message,
  RandomDraw,
  RandomSource,
  RuleViolation,
  Seat,
  Viewer,
} from './decider.js';
import type { CommandApplied } from './violation.js';
import type { GameJudging } from './judging.js';
import type { RulebookMap } from './rulebook-map.js';
import type { SecretWords } from './secret-words.js';

/**
 * Everything game-specific the platform needs, supplied by the game's own library. The API, the
 * replay verifier, the tournament and the web name no game: they take a `GameModule` from the
 * registry (`@cronica/games`) and use only what is declared here.
 *
 * Conventions every module follows:
 * - Every command carries `data.seat`. The server overwrites it from the session before parsing,
 *   so a client can never act for another seat. Commands the platform itself sends (the round's
 *   time is called) carry `data.seat = SYSTEM_SEAT` and their types are listed in `systemCommands`.
 * - Every module accepts `{ type: 'Concede', data: { seat } }` from a seat at any moment before
 *   the result: that seat loses (with more than two seats, the module says what happens).
 */
export const SYSTEM_SEAT = -1;

/**
 * The command every game accepts from any seat until the result. It is never listed by
 * `legalCommands` (it is always there, so bots would play it at random): the platform offers it
 * apart, as it offers calling a judge.
 */
export const CONCEDE = 'Concede';

/**
 * A player named in a describer's line: `{seat:N}`. The platform puts the player's display name
 * in its place (`fillSeats`), since a rules library knows seats, never people.
 */
export const seatMark = (seat: Seat): string => `{seat:${seat}}`;

/**
 * A describer's `event` that also gives judges a line for its bookkeeping events: players' logs
 * leave out what nobody at the table needs to read (a turn's end, the stack emptying), but a judge
 * auditing a match reads every event in words, never by its code. `lines` names each bookkeeping
 * event type in both languages; the game's own line wins wherever it has one.
 */
export function withJudgeLines<State, Event extends Message>(
  describe: (event: Event, before: State, viewer: Viewer) => Localized | null,
  lines: Readonly<Partial<Record<Event['type'], Localized>>>,
): (event: Event, before: State, viewer: Viewer) => Localized | null {
  return (event, before, viewer) => {
    const line = describe(event, before, viewer);
    if (line !== null || viewer.kind !== 'judge') return line;
    return (lines as Readonly<Record<string, Localized | undefined>>)[event.type] ?? null;
  };
}

/** A describer's line with every `{seat:N}` replaced by that seat's name. */
export function fillSeats(text: string, name: (seat: Seat) => string): string {
  return text.replace(/\{seat:(-?\d+)\}/g, (_, seat: string) => name(Number(seat)));
}

/** A ready-made deck offered for practice and friendly matches. */
export interface ReadyDeck {
  readonly id: string;
  readonly name: Localized;
  readonly description?: Localized;
  readonly deck: DeckList;
}

/** How a match of the game is set up: seat decks and validated format options. */
export interface GameSetupSpec<Setup, Options> {
  /** How many seats a match takes (both bounds inclusive). */
  readonly seats: { readonly min: number; readonly max: number };
  /**
   * Seats that play without a deck list (a game master's): `create` takes null there. Absent when
   * every seat brings a deck.
   */
  readonly decklessSeats?: readonly Seat[];
  /**
   * Format options, validated: strict objects with bounds, every field defaulted, so parsing
   * `{}` gives the rulebook's standard format. Values an engine cannot play (an opening hand of
   * 40, keeping 6 heroes of 5) are refused here, never discovered by the engine.
   */
  readonly optionsSchema: ZodType<Options>;
  /**
   * The option that holds how many games a match has, for a game that plays several per match
   * online: a tournament match sets it from the tournament's best-of for that round (a Swiss
   * round's, or the final's). Absent when a match is always one game.
   */
  readonly bestOfOption?: string;
  /**
   * The format options a bot benchmark tallies how games end on, when none is named: for a game
   * whose standard format one side wins whoever plays it, one near even, so a bot's win rate with
   * the seats swapped tells how it plays each side. Absent: the standard format.
   */
  benchOptions?(): Options;
  /**
   * The match setup from each seat's deck (null where a seat plays without one, such as a game
   * master) and parsed options, or a refusal (a deck the engine cannot play). Pure; deterministic.
   */
  create(decks: readonly (DeckList | null)[], options: Options): Setup | RuleViolation;
  /** The deck lists a setup holds, by seat, so a verifier can check the committed deck hashes. */
  deckLists(setup: Setup): readonly (DeckList | null)[];
  /** Ready-made decks for practice and friendly matches. */
  readyDecks(): readonly ReadyDeck[];
  /**
   * The parts of a setup no viewer but a judge may read until the tournament ends (a closed
   * action deck), as paths into the setup. Absent: the whole setup is secret. What is left open
   * must be what every seat and spectator sees from the match's first view anyway (the hero lists
   * a draft shows), so a public replay can show it.
   */
  secretPaths?(setup: Setup): readonly (readonly (string | number)[])[];
}

/**
 * A match as far as it is public, made whole: a setup and events that agree with every open field
 * and fill each closed one with a stand-in, so the rules can fold it (`GameModule.publicWorld`).
 */
export interface PublicWorld<Setup, Event> {
  readonly setup: Setup;
  readonly events: readonly Event[];
}

/** Words for people: every command and event in Spanish and English. */
export interface GameDescriber<State, Command, Event> {
  /**
   * One game-log line for `event` as `viewer` may read it, given the state the event applies to,
   * or null for bookkeeping events nobody needs to read. It must never reveal a field the viewer
   * may not read (the module's own `secrets`): "Ana roba 1 carta", not which card, for the rival.
   * Players are written as `seatMark(seat)`; the platform fills in their names.
   */
  event(event: Event, before: State, viewer: Viewer): Localized | null;
  /** A command in words, for the acting seat or a judge ("Usar Cuchillada Precisa sobre Ayranel"). */
  command(command: Command, state: State): Localized;
  /**
   * A field of `event` the module's `secrets` hide, as a judge auditing the match reads it, given
   * the state the event applies to ("Héroes que se queda": "Nox Mediaseda y Ayranel"); null only
   * for a field `secrets` never hides. `secretWords` makes it from a table.
   */
  secret(event: Event, field: string, before: State): SecretWords | null;
  /**
   * A draw of the seeded generator as a judge auditing the match reads it, given the state the
   * event that made it applies to: what it decided («Dados (2d6): 5 y 3», «Sorteo: lo gana Ana»),
   * or null for one the game does not word. Absent, or null: the audit names the draw by its
   * stream and value alone. `draw-words.ts` has the sentences the games share.
   */
  draw?(draw: RandomDraw, before: State): Localized | null;
}

/** A bot for practice matches; it plans only from what its seat may know. */
export interface GameBot<State, Command> {
  choose(state: State, seat: Seat, legal: readonly Command[]): Command;
  /**
   * True when the bot lets its chance go by: asked only while another seat may act too (a GM that
   * may interrupt a player, say), so a bot never waits for nobody. Without it the bot acts.
   */
  waits?(state: State, seat: Seat, legal: readonly Command[]): boolean;
}

/**
 * A game's bot. A module lists its bots weakest first, strongest last, so a player choosing an
 * opponent reads them in order of strength.
 */
export interface GameBotSpec<State, Command> {
  readonly name: string;
  readonly label: Localized;
  /** How it plays and how strong it is, in a sentence for the player choosing an opponent. */
  readonly description?: Localized;
  /**
   * The bot a practice match gets when nobody names one (at most one bot of a game says so; the
   * first bot when none does): `practiceBot`.
   */
  readonly practiceDefault?: boolean;
  /** A bot whose own choices draw from `random` (label `bot`), never from a game stream. */
  create(random: RandomSource): GameBot<State, Command>;
}

/** The bot a practice match gets when nobody names one: the one marked `practiceDefault`, else the first. */
export function practiceBot<Spec extends { readonly practiceDefault?: boolean }>(
  bots: readonly Spec[],
): Spec | undefined {
  return bots.find((bot) => bot.practiceDefault === true) ?? bots[0];
}

/** One game of a match, as the tournament records it (002 C.2.1: SCORE counts final life). */
export interface GameReport {
  /** The winning seat, or null for a draw. */
  readonly winner: Seat | null;
  /** Final life (or the game's documented equivalent, RULES-NOTES.md) per seat. */
  readonly life: readonly number[];
  /**
   * The game ended before play decided it (a concession, a judge's game loss): its life totals
   * are where they stood, still counted for SCORE (002 C.2.1) but no final score to show anyone.
   */
  readonly endedEarly?: boolean;
}

/** What a finished match reports to its tournament: the result and each game played. */
export interface MatchReport {
  readonly result: GameResult;
  readonly games: readonly GameReport[];
}

export interface GameModule<
  State,
  Command extends Message,
  Event extends Message,
  View,
  Setup,
  Options = unknown,
> extends GameDecider<State, Command, Event, View, Setup> {
  readonly name: Localized;
  /** Parses a command arriving as JSON (after the server has set `data.seat`). */
  readonly commandSchema: ZodType<Command>;
  /** Command types the platform may send with `SYSTEM_SEAT` (for example the round's time called). */
  readonly systemCommands: readonly string[];
  readonly describer: GameDescriber<State, Command, Event>;
  readonly setup: GameSetupSpec<Setup, Options>;
  readonly bots: readonly GameBotSpec<State, Command>[];
  /** The report of a finished match, or null while it is being played. */
  matchReport(state: State): MatchReport | null;
  /**
   * Optional judging hooks (a judge correcting a value). Without them a judge's correction
   * replaces an existing value by one of the same JSON type (`correctValue` in judging.ts).
   */
  readonly judging?: GameJudging<State>;
  /**
   * Optional: the game's rulebook map (rulebook-map.ts), every rule line traced to code and tests;
   * the table's "why?" beside a move or a log line reads the lines governing its type.
   */
  readonly rulebook?: RulebookMap;
  /**
   * Optional: the case of an event its rulebook map cites apart (`Type.case` in a line's events),
   * where one event type follows from different rules: an enemy's attack on its turn, or provoked
   * by a player leaving the scene; a pairing made by the attacker, the defender, or left to the
   * rest. Read from the event's public data and public facts of the state before it, since every
   * viewer's log line cites the same rules. Undefined: any case.
   */
  ruleCase?(event: Event, before: State): string | undefined;
  /**
   * Optional: for watching a replay whose hidden fields stay closed (a public file before the
   * tournament ends). Takes the setup and events with every closed field `undefined` and returns
   * a world that agrees with every open one, closed ones filled with stand-ins (cards nobody has
   * seen), one event for each event given and in order, or null when the open fields cannot be
   * made to agree. Only the spectator's view of the
   * states it folds may be shown: the stand-ins are invented, the view hides them.
   */
  publicWorld?(setup: unknown, events: readonly Event[]): PublicWorld<Setup, Event> | null;
  /**
   * Optional speed hints for bot matches (simulations, property tests, the practice bot): the seat
   * likely to act next, asked first, and a `decide` that also returns the folded state. A module
   * without them plays the same matches, a little slower.
   */
  likelySeat?(state: State): Seat;
  decideAndFold?(command: Command, state: State, ctx: DecideContext): CommandApplied<State, Event> | RuleViolation;
}

/**
 * The deck each of `seats` seats brings to a match of ready-made decks (simulations, benchmarks,
 * practice): null for the game's deckless seats, else the ready deck `pick` chooses for the seat.
 */
export function seatReadyDecks<Setup, Options>(
  spec: GameSetupSpec<Setup, Options>,
  seats: number,
  pick: (seat: Seat, ready: readonly ReadyDeck[]) => ReadyDeck,
): (ReadyDeck | null)[] {
  const ready = spec.readyDecks();
  return Array.from({ length: seats }, (_, seat) => (spec.decklessSeats?.includes(seat) ? null : pick(seat, ready)));
}

/** Any module, for registries and the platform code that takes a module by game id. */
// Method parameters are bivariant, so every concrete module is assignable to this.
export type AnyGameModule = GameModule<unknown, Message, Message, unknown, unknown, unknown>;
export type AnyGameDecider = GameDecider<unknown, Message, Message, unknown, unknown>;

/** Setup or refusal, for callers that must tell them apart. */
export type SetupOutcome<Setup> = Setup | RuleViolation;
