import type { DeckList } from '@cronica/rules-kernel';
import { deckListHash } from './deck-hash.js';
import type { TournamentState } from './types.js';

export interface DeckCheck {
  /** The list shown at the table hashes to the one registered (002 C.4). */
  readonly matches: boolean;
  readonly registeredHash: string | null;
  readonly presentedHash: string;
}

/** A judge's deck check: the list a player presents against the hash locked at registration. */
export function checkPresentedDeck(state: TournamentState, playerId: string, presented: DeckList): DeckCheck {
  const registeredHash = state.players[playerId]?.deck?.hash ?? null;
  const presentedHash = deckListHash(presented);
  return { matches: registeredHash === presentedHash, registeredHash, presentedHash };
}
