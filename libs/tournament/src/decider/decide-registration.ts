import { deckListHash, isRuleViolation, violation, type DeckList, type RuleViolation } from '@cronica/rules-kernel';
import { cleanName, nameProblem } from '@cronica/util';
import type { TournamentCommand, TournamentDecideContext, CommandOf } from './commands.js';
import { tournamentDeckOptions } from './game-format.js';
import type { Decision } from './decision.js';
import type { TournamentEvent } from './events.js';
import { lastRoundNumber, openRound, tableOf } from './projection.js';
import { placesLeft } from './capacity.js';
import { refuse } from './refusals.js';
import type { Actor, DropCause, Instant, TournamentState } from './types.js';

export type { Decision } from './decision.js';
export {
  configOf,
  decideChangeDetails,
  decideCloseRegistration,
  decideCreate,
  decideOpenRegistration,
} from './decide-create.js';

const MAX_NAME = 120;

/**
 * A walk-in's name, typed at the desk, follows the one name rule (`@cronica/util` names.ts) and is
 * stored cleaned; an account enters with the display name it signed up with.
 */
function entrantName(command: CommandOf<'RegisterPlayer'> | CommandOf<'AddLateEntry'>): string | RuleViolation {
  const { name, guest } = command.data;
  if (guest === true) {
    const problem = nameProblem(name, 'playerName');
    return problem ? violation('tournament.player.name', command, problem.message) : cleanName(name);
  }
  return accountName(name) ?? refuse.playerName(command);
}

/** An account's display name as an entrant goes by it: trimmed, 1 to 120 characters; null otherwise. */
export function accountName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length < 1 || trimmed.length > MAX_NAME ? null : trimmed;
}

export function decideRegister(command: CommandOf<'RegisterPlayer'>, state: TournamentState): Decision {
  const { playerId, by, at, guest } = command.data;
  if (state.status !== 'registration-open') return refuse.registrationNotOpen(command);
  if (state.players[playerId]) return refuse.duplicatePlayer(command);
  if (by.role === 'player' && (by.id !== playerId || guest === true)) return refuse.notAllowed(command);
  if (by.role === 'player' && placesLeft(state) === 0) return refuse.registrationFull(command);
  const name = entrantName(command);
  if (isRuleViolation(name)) return name;
  return [{ type: 'PlayerRegistered', data: { playerId, name, ...(guest ? { guest } : {}), at } }];
}

/** A no-show (or a player withdrawing) leaves the list before any round is paired; afterwards it is a drop. */
export function decideRemove(command: CommandOf<'RemovePlayer'>, state: TournamentState): Decision {
  const { playerId, reason, by, at } = command.data;
  if (by.role === 'player' && (by.id !== playerId || reason !== 'withdrawn')) return refuse.notAllowed(command);
  if (!state.players[playerId]) return refuse.unknownPlayer(command);
  if (state.rounds.length > 0) return refuse.removeTooLate(command);
  return [{ type: 'PlayerRemoved', data: { playerId, reason, at } }];
}

/** 002 C.4: the list is handed in at registration, checked by the game's validator, and hashed. */
function checkedDeck(
  command: TournamentCommand,
  state: TournamentState,
  deck: DeckList,
  ctx: TournamentDecideContext,
): RuleViolation | null {
  if (deck.game !== state.config!.game) return refuse.wrongGame(command);
  if (ctx.validateDeck === undefined) return refuse.noValidator(command);
  // The game's rules for the event's options (002 C.5: the legendary cap), as every match of it enforces them.
  const verdict = ctx.validateDeck(deck, { ...tournamentDeckOptions(state.config!, ctx.games), catalog: ctx.catalog });
  return verdict.valid ? null : refuse.invalidDeck(verdict.errors)(command);
}

const submitted = (playerId: string, deck: DeckList, by: Actor, at: Instant): TournamentEvent => ({
  type: 'DeckListSubmitted',
  data: { playerId, deck, hash: deckListHash(deck), at, by },
});

/**
 * A player hands in their own list; the organizer or a judge may hand in anyone's (a walk-in's, or
 * a list fixed at the desk). Who did is on the event, so the player reads that staff changed it.
 */
export function decideSubmitDeck(
  command: CommandOf<'SubmitDeckList'>,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  const { playerId, deck, by, at } = command.data;
  return (
    deckSubmissionRefusal(command, state) ??
    checkedDeck(command, state, deck, ctx) ?? [submitted(playerId, deck, by, at)]
  );
}

/**
 * Whether this sender may hand in a list for this player now, before the list is read: a caller
 * who may not learns nothing of the list (the API answers this first, so the mutation is no list
 * validator for strangers).
 */
export function deckSubmissionRefusal(
  command: { readonly data: { readonly playerId: string; readonly by: Actor } },
  state: TournamentState,
): RuleViolation | null {
  const { playerId, by } = command.data;
  if (by.role === 'player' && by.id !== playerId) return refuse.notAllowed(command);
  if (!state.players[playerId]) return refuse.unknownPlayer(command);
  if (state.status !== 'registration-open' && !handsInLate(state, playerId)) return refuse.decksLocked(command);
  return null;
}

/**
 * 002 C.4: the list is handed in at registration and cannot be taken back. A player who joined
 * without one (a late entry added at the desk in a hurry) hands it in once, after registration has
 * closed and while the event goes on; staff may type it for them. A list handed in stays as it is.
 */
function handsInLate(state: TournamentState, playerId: string): boolean {
  const player = state.players[playerId]!;
  return (
    (state.status === 'registration-closed' || state.status === 'top-cut') &&
    player.deck === undefined &&
    player.droppedAfterRound === undefined
  );
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
export function decideLateEntry(
  command: CommandOf<'AddLateEntry'>,
  state: TournamentState,
  ctx: TournamentDecideContext,
): Decision {
  const { playerId, guest, deck, by, at } = command.data;
  if (state.status !== 'registration-closed')
    return state.status === 'registration-open' || state.status === 'created'
      ? refuse.registrationOpen(command)
      : refuse.allRoundsPlayed(command);
  if (state.config!.lateEntries === false) return refuse.lateEntriesClosed(command);
  if (state.rounds.some((r) => r.stage !== 'swiss')) return refuse.allRoundsPlayed(command);
  if (state.players[playerId]) return refuse.duplicatePlayer(command);
  const name = entrantName(command);
  if (isRuleViolation(name)) return name;
  const joinedRound = lateEntryRound(state);
  if (joinedRound > state.config!.rounds) return refuse.allRoundsPlayed(command);
  const deckProblem = deck === undefined ? null : checkedDeck(command, state, deck, ctx);
  if (deckProblem) return deckProblem;
  const added: TournamentEvent = {
    type: 'LateEntryAdded',
    data: { playerId, name, joinedRound, ...(guest ? { guest } : {}), at },
  };
  return deck === undefined ? [added] : [added, submitted(playerId, deck, by, at)];
}

/** Whether a judge disqualified the player: the public list shows it, and no reinstatement undoes it. */
export function isDisqualified(state: TournamentState, playerId: string): boolean {
  return state.judging.penalties.some((p) => p.playerId === playerId && p.penalty === 'disqualification');
}

/**
 * What a drop does (tournament-anchors.md §5.3). Swiss, paired but not published: the player leaves
 * this round and the organizer pairs again. A published table not yet decided, or any table of a
 * single-elimination or tiebreak round (which is never paired again), is conceded to the rival.
 * Either way the player keeps their row in the standings and is never paired again. The event
 * names who dropped the player and why (`cause`), so the desk and the player read it.
 */
export function dropEvents(
  state: TournamentState,
  playerId: string,
  by: Actor,
  at: Instant,
  cause: DropCause,
): TournamentEvent[] {
  const current = openRound(state);
  // A late entry leaving before their first round has played nothing: they drop "after" the round before it.
  const notBefore = state.players[playerId]!.joinedRound - 1;
  const drop = (afterRound: number): TournamentEvent => ({
    type: 'PlayerDropped',
    data: { playerId, afterRound: Math.max(notBefore, afterRound), at, by, cause },
  });
  if (!current) return [drop(lastRoundNumber(state))];
  const concedes = current.published || current.stage !== 'swiss';
  const dropped = drop(concedes ? current.number : current.number - 1);
  const table = tableOf(current, playerId);
  if (!concedes || !table || table.final || table.b === null) return [dropped];
  const winner = table.a === playerId ? 'b' : 'a';
  return [
    dropped,
    {
      type: 'ResultConfirmed',
      data: { round: current.number, table: table.table, result: { winner, games: [] }, by: by.id, via: 'drop', at },
    },
  ];
}

/**
 * A player drops themselves; only the organizer drops someone else. A judge takes a player out of
 * the event only by a ruling with its reason on the record: a no-show at the table
 * (`ResolveNoShow`) or a disqualification (`IssuePenalty`), both appealable and both listed with
 * the judge's records.
 */
export function decideDrop(command: CommandOf<'DropPlayer'>, state: TournamentState): Decision {
  const { playerId, by, at } = command.data;
  const player = state.players[playerId];
  const self = by.id === playerId;
  if (!self && by.role !== 'organizer') return refuse.notAllowed(command);
  if (!player) return refuse.unknownPlayer(command);
  if (player.droppedAfterRound !== undefined) return refuse.playerDropped(command);
  return dropEvents(state, playerId, by, at, self ? 'withdrew' : 'organizer');
}

/**
 * The table a drop conceded, when undoing the drop can give it back: its round is still being
 * played and its result is still the drop's (nobody entered another since). A round already
 * ended keeps the concession: its standings are history.
 */
function concededTable(state: TournamentState, playerId: string): { round: number; table: number } | undefined {
  const current = openRound(state);
  const table = current ? tableOf(current, playerId) : undefined;
  if (!current || !table || table.b === null || table.final?.via !== 'drop') return undefined;
  const loser = table.final.result.winner === 'a' ? table.b : table.a;
  return loser === playerId ? { round: current.number, table: table.table } : undefined;
}

/**
 * Undoes a drop (a mistake at the desk, a player who comes back) while no round has been published
 * without them: their place in the rounds already played is unchanged, and the table the drop
 * conceded is open again when its round is still being played and no other result was entered
 * since. A disqualification stands.
 */
export function decideReinstate(command: CommandOf<'ReinstatePlayer'>, state: TournamentState): Decision {
  const { playerId, by, at } = command.data;
  const player = state.players[playerId];
  if (!player) return refuse.unknownPlayer(command);
  if (player.droppedAfterRound === undefined) return refuse.notDropped(command);
  if (isDisqualified(state, playerId)) return refuse.disqualified(command);
  const missed = state.rounds.some((r) => r.number > player.droppedAfterRound! && r.published);
  if (missed || state.status === 'top-cut') return refuse.reinstateTooLate(command);
  const reopened = concededTable(state, playerId);
  return [{ type: 'PlayerReinstated', data: { playerId, at, by, ...(reopened ? { reopened } : {}) } }];
}
