import { gameRegistry } from '@cronica/games';
import type { TableMatchRef } from '../graphql/matches';
import type { PairingRow } from '../graphql/tournament';

/** The online match of each table, by round and table. */
export type TableMatches = ReadonlyMap<string, TableMatchRef>;

const key = (round: number, table: number) => `${round}:${table}`;

export function tableMatchIndex(matches: readonly TableMatchRef[]): TableMatches {
  const index = new Map<string, TableMatchRef>();
  for (const match of matches)
    if (match.round !== null && match.table !== null) index.set(key(match.round, match.table), match);
  return index;
}

export function matchAt(index: TableMatches, pairing: Pick<PairingRow, 'round' | 'table'>): TableMatchRef | null {
  return index.get(key(pairing.round, pairing.table)) ?? null;
}

/** Games whose tables the server plays online: those the registry has a rules library for. */
const REGISTRY = gameRegistry();

/**
 * What the player's table offers online: its match once created; otherwise, at a published
 * table of a game the server plays whose two players both registered a list (the match is played
 * with them), null matchId: it can be created. Null when it cannot be played online (a game
 * without rules here, a bye, an unpublished round, a missing list).
 */
export function onlineMatchOf(
  game: string,
  index: TableMatches,
  pairing: PairingRow,
  hasDeck: (playerId: string) => boolean,
): { matchId: string | null } | null {
  const existing = matchAt(index, pairing);
  if (existing) return { matchId: existing.matchId };
  if (REGISTRY.module(game) === undefined || pairing.playerB === null || !pairing.published) return null;
  return hasDeck(pairing.playerA) && hasDeck(pairing.playerB) ? { matchId: null } : null;
}
