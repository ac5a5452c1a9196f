import type { TournamentEvent } from './events.js';
import { updateTable } from './round-evolve.js';
import type { TournamentState } from './types.js';

/** How the tournament's events change its players: entered, removed, reinstated, dropped, a deck list registered. */

export function withPlayer(
  state: TournamentState,
  id: string,
  name: string,
  joinedRound: number,
  guest: boolean | undefined,
): TournamentState {
  return {
    ...state,
    players: { ...state.players, [id]: { id, name, joinedRound, ...(guest ? { guest } : {}) } },
    order: [...state.order, id],
  };
}

export function withoutPlayer(state: TournamentState, id: string): TournamentState {
  const { [id]: _removed, ...players } = state.players;
  return { ...state, players, order: state.order.filter((p) => p !== id) };
}

/** Back in the event; the table the drop had conceded (if any) has no result again. */
export function reinstated(
  state: TournamentState,
  data: Extract<TournamentEvent, { type: 'PlayerReinstated' }>['data'],
): TournamentState {
  const { droppedAfterRound: _dropped, droppedBy: _by, ...player } = state.players[data.playerId]!;
  const back = { ...state, players: { ...state.players, [data.playerId]: player } };
  if (!data.reopened) return back;
  return updateTable(back, data.reopened.round, data.reopened.table, ({ final: _conceded, ...table }) => table);
}

export function dropped(
  state: TournamentState,
  data: Extract<TournamentEvent, { type: 'PlayerDropped' }>['data'],
): TournamentState {
  const player = state.players[data.playerId]!;
  const by = data.by && data.cause ? { droppedBy: { by: data.by, cause: data.cause, at: data.at } } : {};
  return {
    ...state,
    players: { ...state.players, [player.id]: { ...player, droppedAfterRound: data.afterRound, ...by } },
  };
}

export function deckSubmitted(
  state: TournamentState,
  data: Extract<TournamentEvent, { type: 'DeckListSubmitted' }>['data'],
): TournamentState {
  const player = state.players[data.playerId]!;
  const deck = { hash: data.hash, list: data.deck, submittedAt: data.at, ...(data.by ? { submittedBy: data.by } : {}) };
  const deckHistory = [...(player.deckHistory ?? []), { hash: data.hash, at: data.at, by: data.by ?? null }];
  return { ...state, players: { ...state.players, [player.id]: { ...player, deck, deckHistory } } };
}
