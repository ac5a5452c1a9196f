import type { DeckList, Message } from '@cronica/rules-kernel';
import { assertNever } from '@cronica/util';
import type { PairingCosts } from '../pairing/pairing-problem.js';
import { evolveJudging, type JudgingEvent } from './judging-events.js';
import type { Actor, Instant, MatchResult, RoundState, TableState, TournamentConfig, TournamentState } from './types.js';

export interface PairedTable {
  readonly table: number;
  readonly a: string;
  readonly b: string | null;
}

export type TournamentEvent =
  | Message<'TournamentCreated', { readonly config: TournamentConfig; readonly at: Instant }>
  | Message<'RegistrationOpened', { readonly at: Instant }>
  | Message<'PlayerRegistered', { readonly playerId: string; readonly name: string; readonly at: Instant }>
  | Message<'DeckListSubmitted', { readonly playerId: string; readonly hash: string; readonly deck: DeckList; readonly at: Instant }>
  | Message<'RegistrationClosed', { readonly at: Instant; readonly lockedDecks: Readonly<Record<string, string>> }>
  | Message<'RoundPaired', { readonly round: number; readonly stage: 'swiss' | 'top-cut'; readonly tables: readonly PairedTable[]; readonly method: string; readonly costs?: PairingCosts; readonly at: Instant }>
  | Message<'PairingsPublished', { readonly round: number; readonly at: Instant }>
  | Message<'ResultReported', { readonly round: number; readonly table: number; readonly result: MatchResult; readonly by: string; readonly at: Instant }>
  | Message<'ResultConfirmed', { readonly round: number; readonly table: number; readonly result: MatchResult; readonly by: string; readonly via: 'confirmed' | 'drop'; readonly at: Instant }>
  | Message<'ResultOverridden', { readonly round: number; readonly table: number; readonly result: MatchResult; readonly by: Actor; readonly reason: string; readonly at: Instant }>
  | Message<'PlayerDropped', { readonly playerId: string; readonly afterRound: number; readonly at: Instant }>
  | Message<'LateEntryAdded', { readonly playerId: string; readonly name: string; readonly joinedRound: number; readonly at: Instant }>
  | Message<'RoundClockStarted', { readonly round: number; readonly at: Instant; readonly endsAt: Instant }>
  | Message<'ExtraTurnsStarted', { readonly round: number; readonly at: Instant; readonly turnsEach: 2 }>
  | Message<'RoundEnded', { readonly round: number; readonly at: Instant }>
  | Message<'TopCutStarted', { readonly size: number; readonly seeds: readonly string[]; readonly at: Instant }>
  | Message<'TournamentEnded', { readonly at: Instant; readonly winner: string | null }>
  | JudgingEvent;

const byeResult: MatchResult = { winner: 'a', games: [] };

function updateRound(state: TournamentState, number: number, change: (round: RoundState) => RoundState): TournamentState {
  return { ...state, rounds: state.rounds.map((r) => (r.number === number ? change(r) : r)) };
}

function updateTable(state: TournamentState, number: number, table: number, change: (t: TableState) => TableState): TournamentState {
  return updateRound(state, number, (r) => ({ ...r, tables: r.tables.map((t) => (t.table === table ? change(t) : t)) }));
}

function pairedRound(state: TournamentState, data: Extract<TournamentEvent, { type: 'RoundPaired' }>['data']): TournamentState {
  const round: RoundState = {
    number: data.round, stage: data.stage, method: data.method, costs: data.costs, published: false, ended: false,
    tables: data.tables.map((t) => (t.b === null ? { ...t, final: { result: byeResult, via: 'bye' as const } } : { ...t })),
  };
  const others = state.rounds.filter((r) => r.number !== data.round);
  return { ...state, rounds: [...others, round] };
}

function withPlayer(state: TournamentState, id: string, name: string, joinedRound: number): TournamentState {
  return { ...state, players: { ...state.players, [id]: { id, name, joinedRound } }, order: [...state.order, id] };
}

/** Folds one event into the state (issue 4, "libs/tournament"); never fails, never draws. */
export function evolve(state: TournamentState, event: TournamentEvent): TournamentState {
  switch (event.type) {
    case 'TournamentCreated':
      return { ...state, status: 'created', config: event.data.config };
    case 'RegistrationOpened':
      return { ...state, status: 'registration-open' };
    case 'PlayerRegistered':
      return withPlayer(state, event.data.playerId, event.data.name, 1);
    case 'LateEntryAdded':
      return withPlayer(state, event.data.playerId, event.data.name, event.data.joinedRound);
    case 'DeckListSubmitted': {
      const player = state.players[event.data.playerId]!;
      const deck = { hash: event.data.hash, list: event.data.deck, submittedAt: event.data.at };
      return { ...state, players: { ...state.players, [player.id]: { ...player, deck } } };
    }
    case 'RegistrationClosed':
      return { ...state, status: 'registration-closed' };
    case 'RoundPaired':
      return pairedRound(state, event.data);
    case 'PairingsPublished':
      return updateRound(state, event.data.round, (r) => ({ ...r, published: true }));
    case 'ResultReported':
      return updateTable(state, event.data.round, event.data.table, (t) => ({ ...t, reported: { result: event.data.result, by: event.data.by } }));
    case 'ResultConfirmed':
      return updateTable(state, event.data.round, event.data.table, (t) => ({ ...t, final: { result: event.data.result, via: event.data.via } }));
    case 'ResultOverridden':
      return updateTable(state, event.data.round, event.data.table, (t) => ({ ...t, final: { result: event.data.result, via: 'override' } }));
    case 'PlayerDropped': {
      const player = state.players[event.data.playerId]!;
      return { ...state, players: { ...state.players, [player.id]: { ...player, droppedAfterRound: event.data.afterRound } } };
    }
    case 'RoundClockStarted':
      return updateRound(state, event.data.round, (r) => ({ ...r, clock: { startedAt: event.data.at, endsAt: event.data.endsAt } }));
    case 'ExtraTurnsStarted':
      return updateRound(state, event.data.round, (r) => ({ ...r, clock: { ...r.clock!, extraTurnsAt: event.data.at } }));
    case 'RoundEnded':
      return updateRound(state, event.data.round, (r) => ({ ...r, ended: true }));
    case 'TopCutStarted':
      return { ...state, status: 'top-cut', topCutSeeds: event.data.seeds };
    case 'TournamentEnded':
      return { ...state, status: 'ended', winner: event.data.winner };
    case 'JudgeCalled': case 'DisputeOpened': case 'DisputeRuled': case 'PenaltyIssued': case 'DeckChecked':
      return { ...state, judging: evolveJudging(state.judging, event) };
    default:
      return assertNever(event, 'tournament event');
  }
}
