import { gameRegistry } from '@cronica/games';
import type { TableMatchRef } from '../graphql/matches';
import type { TableRow } from '../graphql/tournament';

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
  pairing: TableRow,
  hasDeck: (playerId: string) => boolean,
): { matchId: string | null } | null {
  const existing: TableMatchRef | null = pairing.onlineMatch;
  if (existing) return { matchId: existing.matchId };
  if (REGISTRY.module(game) === undefined || pairing.playerB === null || !pairing.published) return null;
  return hasDeck(pairing.playerA) && hasDeck(pairing.playerB) ? { matchId: null } : null;
}
