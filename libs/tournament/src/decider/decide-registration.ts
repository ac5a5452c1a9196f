import type { DeckList, RuleViolation } from '@cronica/rules-kernel';
import type { TournamentCommand, TournamentDecideContext } from './commands.js';
import { deckListHash } from './deck-hash.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { lastRoundNumber, openRound, tableOf } from './projection.js';
import { refuse } from './refusals.js';
import type { Instant, TournamentState } from './types.js';

export type { Decision } from './decision.js';
export { configOf, decideCloseRegistration, decideCreate, decideOpenRegistration } from './decide-create.js';

type Of<T extends TournamentCommand['type']> = Extract<TournamentCommand, { type: T }>;

const MAX_NAME = 120;

export function decideRegister(command: Of<'RegisterPlayer'>, state: TournamentState): Decision {
  const { playerId, by, at, guest } = command.data;
  const name = command.data.name.trim();
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  if (state.players[playerId]) return refuse.duplicatePlayer(command);
  if (by.role === 'player' && (by.id !== playerId || guest === true)) return refuse.notAllowed(command);
  if (name.length < 1 || name.length > MAX_NAME) return refuse.playerName(command);
  return [{ type: 'PlayerRegistered', data: { playerId, name, ...(guest ? { guest } : {}), at } }];
}

/** A no-show (or a player withdrawing) leaves the list before any round is paired; afterwards it is a drop. */
export function decideRemove(command: Of<'RemovePlayer'>, state: TournamentState): Decision {
  const { playerId, reason, by, at } = command.data;
  if (by.role === 'player' && (by.id !== playerId || reason !== 'withdrawn')) return refuse.notAllowed(command);
  if (!state.players[playerId]) return refuse.unknownPlayer(command);
  if (state.rounds.length > 0) return refuse.removeTooLate(command);
  return [{ type: 'PlayerRemoved', data: { playerId, reason, at } }];
}

/** 002 C.4: the list is handed in at registration, checked by the game's validator, and hashed. */
function checkedDeck(command: TournamentCommand, state: TournamentState, deck: DeckList, ctx: TournamentDecideContext): RuleViolation | null {
  if (deck.game !== state.config!.game) return refuse.wrongGame(command);
  if (ctx.validateDeck === undefined) return refuse.noValidator(command);
  const verdict = ctx.validateDeck(deck, { catalog: ctx.catalog, legendaryLimit: state.config!.legendaryLimit });
  return verdict.valid ? null : refuse.invalidDeck(verdict.errors)(command);
}

const submitted = (playerId: string, deck: DeckList, at: Instant): TournamentEvent => ({ type: 'DeckListSubmitted', data: { playerId, deck, hash: deckListHash(deck), at } });

export function decideSubmitDeck(command: Of<'SubmitDeckList'>, state: TournamentState, ctx: TournamentDecideContext): Decision {
  const { playerId, deck, by, at } = command.data;
  if (by.role === 'player' && by.id !== playerId) return refuse.notAllowed(command);
  if (!state.players[playerId]) return refuse.unknownPlayer(command);
  if (state.status !== 'registration-open' && !handsInLate(state, playerId)) return refuse.decksLocked(command);
  return checkedDeck(command, state, deck, ctx) ?? [submitted(playerId, deck, at)];
}

/**
 * 002 C.4: the list is handed in at registration and cannot be taken back. A player who joined
 * without one (a late entry added at the desk in a hurry) hands it in once, after registration has
 * closed and while the event goes on; staff may type it for them. A list handed in stays as it is.
 */
function handsInLate(state: TournamentState, playerId: string): boolean {
  const player = state.players[playerId]!;
  return (state.status === 'registration-closed' || state.status === 'top-cut') && player.deck === undefined && player.droppedAfterRound === undefined;
}

/**
 * The round a late entry joins: a Swiss draft not yet published (the organizer pairs it again, as
 * after any change to the field), else the next round to pair. Earlier rounds count per `lateEntry`.
 */
function lateEntryRound(state: TournamentState): number {
  const current = openRound(state);
  if (!current) return lastRoundNumber(state) + 1;
  return current.stage === 'swiss' && !current.published ? current.number : current.number + 1;
}

/** Late entries (tournament-anchors.md §5.4): losses for the rounds missed by default, or not counted. */
export function decideLateEntry(command: Of<'AddLateEntry'>, state: TournamentState, ctx: TournamentDecideContext): Decision {
  const { playerId, guest, deck, at } = command.data;
  const name = command.data.name.trim();
  if (state.status !== 'registration-closed')
    return state.status === 'registration-open' || state.status === 'created' ? refuse.registrationOpen(command) : refuse.allRoundsPlayed(command);
  if (state.config!.lateEntries === false) return refuse.lateEntriesClosed(command);
  if (state.rounds.some((r) => r.stage !== 'swiss')) return refuse.allRoundsPlayed(command);
  if (state.players[playerId]) return refuse.duplicatePlayer(command);
  if (name.length < 1 || name.length > MAX_NAME) return refuse.playerName(command);
  const joinedRound = lateEntryRound(state);
  if (joinedRound > state.config!.rounds) return refuse.allRoundsPlayed(command);
  const deckProblem = deck === undefined ? null : checkedDeck(command, state, deck, ctx);
  if (deckProblem) return deckProblem;
  const added: TournamentEvent = { type: 'LateEntryAdded', data: { playerId, name, joinedRound, ...(guest ? { guest } : {}), at } };
  return deck === undefined ? [added] : [added, submitted(playerId, deck, at)];
}

export function isDisqualified(state: TournamentState, playerId: string): boolean {
  return state.judging.penalties.some((p) => p.playerId === playerId && p.penalty === 'disqualification');
}

/**
 * What a drop does (tournament-anchors.md §5.3). Swiss, paired but not published: the player leaves
 * this round and the organizer pairs again. A published table not yet decided, or any table of a
 * single-elimination or tiebreak round (which is never paired again), is conceded to the rival.
 * Either way the player keeps their row in the standings and is never paired again.
 */
export function dropEvents(state: TournamentState, playerId: string, by: string, at: Instant): TournamentEvent[] {
  const current = openRound(state);
  // A late entry leaving before their first round has played nothing: they drop "after" the round before it.
  const notBefore = state.players[playerId]!.joinedRound - 1;
  if (!current) return [{ type: 'PlayerDropped', data: { playerId, afterRound: Math.max(notBefore, lastRoundNumber(state)), at } }];
  const concedes = current.published || current.stage !== 'swiss';
  const dropped: TournamentEvent = { type: 'PlayerDropped', data: { playerId, afterRound: Math.max(notBefore, concedes ? current.number : current.number - 1), at } };
  const table = tableOf(current, playerId);
  if (!concedes || !table || table.final || table.b === null) return [dropped];
  const winner = table.a === playerId ? 'b' : 'a';
  return [dropped, { type: 'ResultConfirmed', data: { round: current.number, table: table.table, result: { winner, games: [] }, by, via: 'drop', at } }];
}

export function decideDrop(command: Of<'DropPlayer'>, state: TournamentState): Decision {
  const { playerId, by, at } = command.data;
  const player = state.players[playerId];
  if (!player) return refuse.unknownPlayer(command);
  if (by.role === 'player' && by.id !== playerId) return refuse.notAllowed(command);
  if (player.droppedAfterRound !== undefined) return refuse.playerDropped(command);
  return dropEvents(state, playerId, by.id, at);
}

/**
 * Undoes a drop (a mistake at the desk, a player who comes back) while no round has been published
 * without them: their place in the rounds already played is unchanged. A disqualification stands.
 */
export function decideReinstate(command: Of<'ReinstatePlayer'>, state: TournamentState): Decision {
  const { playerId, at } = command.data;
  const player = state.players[playerId];
  if (!player) return refuse.unknownPlayer(command);
  if (player.droppedAfterRound === undefined) return refuse.notDropped(command);
  if (isDisqualified(state, playerId)) return refuse.disqualified(command);
  const missed = state.rounds.some((r) => r.number > player.droppedAfterRound! && r.published);
  if (missed || state.status === 'top-cut') return refuse.reinstateTooLate(command);
  return [{ type: 'PlayerReinstated', data: { playerId, at } }];
}
