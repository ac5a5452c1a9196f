import { createHash } from 'node:crypto';
import { deciderAggregate, type AggregateSpec } from '../commands/aggregate.js';
import { decideDeckLibrary, type DeckLibraryCommand, type DeckLibraryDecision } from './deck-library-decide.js';
import {
  evolveDeckLibrary,
  initialDeckLibraryState,
  SAVED_DECK_PREFIX,
  type DeckLibraryState,
} from './deck-library-events.js';

/** The deck library decider: initial state, decide and evolve, with no I/O and no clock. */
export const deckLibraryDecider = {
  initialState: (): DeckLibraryState => initialDeckLibraryState,
  decide: (command: DeckLibraryCommand, state: DeckLibraryState): DeckLibraryDecision =>
    decideDeckLibrary(state, command),
  evolve: evolveDeckLibrary,
};

export const deckLibraryStream = (accountId: string) => `decks-${accountId}`;

/** An account's deck library as the command bus loads it (stream `decks-<accountId>`). */
export function deckLibraryAggregate(accountId: string): AggregateSpec<DeckLibraryState> {
  return deciderAggregate(deckLibraryStream(accountId), deckLibraryDecider);
}

/** A new deck's id: follows from its owner and the commandId, so a resend saves the same deck. */
export function savedDeckIdOf(accountId: string, commandId: string): string {
  return (
    SAVED_DECK_PREFIX +
    createHash('sha256').update(`cronica-deck\u0000${accountId}\u0000${commandId}`).digest('hex').slice(0, 20)
  );
}
