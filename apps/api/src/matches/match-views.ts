import { gameEndReason, type GameEntry } from '@cronica/games';
import { fillSeats, type Viewer as GameViewer } from '@cronica/rules-kernel';
import { pick, type Lang } from '@cronica/util';
import { formatOptionViews } from './format-option.model.js';
import {
  clientCommand,
  currentClock,
  deckNameIn,
  heldBack,
  logFor,
  type LogRole,
  type MatchClock,
  type MatchState,
  NO_CLOCK,
  statusOf,
  timeUsedAt,
} from '@cronica/matches';
import { rulesOf } from './match-rules.js';
import { MatchView, type LegalCommand } from './match.models.js';

/** Who is looking at a match: a seat's player, a judge (everything) or anyone else (delayed). */
export type MatchRole = LogRole;

/**
 * The game state a role may see: players and judges the current one; spectators one `delay` game
 * events old while the match is live, the final one once it is over.
 */
function visibleGame(
  state: MatchState,
  role: MatchRole,
  delay: number,
): { game: unknown; delayed: number; clock: MatchClock } {
  const current = state.game;
  if (current === null || role.kind !== 'spectator' || statusOf(state) === 'finished')
    return { game: current, delayed: 0, clock: currentClock(state) };
  const delayed = heldBack(state, delay);
  // A delayed view's clocks stand still where its board is: the running ones would tell who acts now.
  const clock =
    delayed === 0
      ? currentClock(state)
      : { ...(state.clocks[state.clocks.length - 1 - delayed] ?? NO_CLOCK), acting: [] };
  return { game: state.history[state.history.length - 1 - delayed] ?? current, delayed, clock };
}

const gameViewer = (role: MatchRole): GameViewer =>
  role.kind === 'seat' ? { kind: 'seat', seat: role.seat } : { kind: role.kind };

export interface ViewContext {
  readonly delay: number;
  readonly lang: Lang;
  /** A seat's display name, as the log names it. */
  readonly name: (seat: number) => string;
  readonly gameName: string;
  /** The game's registry line, for its format options in words. */
  readonly entry?: GameEntry;
}

/**
 * The redacted view: the game module's `view` for the role — never the rival's hand, a deck
 * order, an unrevealed pick or a seed — the legal commands of the caller's own seat in the game's
 * words, and the game log as the role may read it (spectators with the same delay as the board).
 */
export function matchViewFor(matchId: string, state: MatchState, role: MatchRole, context: ViewContext): MatchView {
  const created = state.created!;
  const module = state.module;
  const { game, delayed, clock } = visibleGame(state, role, context.delay);
  const now = Date.now();
  const seats = created.seats.length;
  const view = Object.assign(new MatchView(), {
    matchId,
    kind: created.kind,
    tournamentId: created.tournamentId,
    round: created.round,
    table: created.table,
    game: state.gameId ?? '',
    gameName: context.gameName,
    rulesVersion: state.rulesVersion,
    status: statusOf(state),
    viewer: role.kind,
    yourSeat: role.kind === 'seat' ? role.seat : null,
    seedCommitment: created.commitment,
    eventCount: state.gameEvents - delayed,
    delayedEvents: delayed,
    version: state.version,
    sealed: state.sealed,
    logLines: () =>
      logFor(state.log, role, seats, state.gameEvents - delayed, {
        lang: context.lang,
        name: context.name,
        rules: (type) => rulesOf(module?.rulebook, 'events', type),
      }),
  });
  // Computed only when the answer asks for them: a command's answer usually wants the status and
  // the legal moves, not the board or the words for every move.
  return Object.defineProperties(view, {
    seats: lazy(() => seatViews(state, clock, now, context)),
    // Matches created before their options were recorded read as none.
    format: lazy(() => (created.format === undefined ? [] : formatOptionViews(context.entry, created.format))),
    state: lazy(() => (module !== null && game !== null ? module.view(game, gameViewer(role)) : null)),
    result: lazy(() => resultOf(state, game)),
    resultReason: lazy(() => reasonWords(resultOf(state, game), state.gameId, context.lang)),
    legalCommands: lazy(() => legalCommandViews(state, role, context)),
  });
}

/** The result as the game (or a judge's decision) gives it; null while the game goes on. */
function resultOf(state: MatchState, game: unknown): unknown {
  const module = state.module;
  return module === null ? null : (state.judged.result ?? (game !== null ? module.result(game) : null));
}

/** Why the game ended, in the game's own words (its definition's end reasons) and the reader's language. */
function reasonWords(result: unknown, gameId: string | null, lang: Lang): string | null {
  const reason = typeof result === 'object' && result !== null ? (result as { reason?: unknown }).reason : undefined;
  if (typeof reason !== 'string') return null;
  const words = gameEndReason(reason, gameId ?? undefined);
  return words === null ? null : pick(words, lang);
}

/** Each seat: who sits there, with which deck, whether their seed is in, and their clock as the viewer's board shows it. */
function seatViews(state: MatchState, clock: MatchClock, now: number, context: ViewContext) {
  return state.created!.seats.map((s) => ({
    seat: s.seat,
    playerId: s.player,
    name: context.name(s.seat),
    deckName: deckNameIn(s.deckName, context.entry?.module?.setup.readyDecks() ?? [], context.lang),
    seedContributed: state.playerSeeds[s.seat] !== null,
    timeUsedMs: timeUsedAt(clock, s.seat, now),
    acting: clock.acting.includes(s.seat),
  }));
}

/** What the viewer's own seat may do now (nothing for anyone else, or once the match is sealed), each told in words on first read. */
function legalCommandViews(state: MatchState, role: MatchRole, context: ViewContext): LegalCommand[] {
  const { module, game: live } = state;
  if (module === null || role.kind !== 'seat' || live === null || state.sealed) return [];
  return module
    .legalCommands(live, role.seat)
    .map((command) =>
      Object.defineProperties(
        { command: clientCommand(command), rules: rulesOf(module.rulebook, 'commands', command.type) } as LegalCommand,
        { text: lazy(() => fillSeats(pick(module.describer.command(command, live), context.lang), context.name)) },
      ),
    );
}

/** An enumerable property computed on first read, then kept (JSON and GraphQL read it like any other). */
function lazy<T>(compute: () => T): PropertyDescriptor {
  let done = false;
  let value: T;
  return {
    enumerable: true,
    configurable: true,
    get() {
      if (!done) {
        value = compute();
        done = true;
      }
      return value;
    },
  };
}
