import { assertNever } from '@cronica/util';
import type { TournamentEvent } from './events.js';
import type { Actor } from './types.js';

/**
 * What each reader may see of the tournament log. The seed stays with the organizer (it decides
 * round 1 and the last tiebreaker); a deck list is seen by its player, judges and the organizer,
 * while its hash is public so anyone can check that a list was not changed after registration.
 */
export type TournamentViewer = Actor | { readonly role: 'public' };

function sees(viewer: TournamentViewer, owner?: string): boolean {
  return viewer.role === 'organizer' || viewer.role === 'judge' || (viewer.role === 'player' && viewer.id === owner);
}

/** The event as `viewer` may read it (fields they may not see are removed). */
export function redactTournamentEvent(event: TournamentEvent, viewer: TournamentViewer): TournamentEvent {
  switch (event.type) {
    case 'TournamentCreated': {
      if (viewer.role === 'organizer') return event;
      const { seed: _seed, ...config } = event.data.config;
      return { ...event, data: { ...event.data, config: { ...config, seed: '' } } };
    }
    case 'DeckListSubmitted':
      return sees(viewer, event.data.playerId) ? event : { ...event, data: { ...event.data, deck: { game: event.data.deck.game, sections: {} } } };
    case 'RegistrationOpened': case 'PlayerRegistered': case 'RegistrationClosed': case 'RoundPaired': case 'PairingsPublished':
    case 'ResultReported': case 'ResultConfirmed': case 'ResultOverridden': case 'PlayerDropped': case 'LateEntryAdded':
    case 'RoundClockStarted': case 'ExtraTurnsStarted': case 'RoundEnded': case 'TopCutStarted': case 'TournamentEnded':
      return event;
    default:
      return assertNever(event, 'tournament event');
  }
}
