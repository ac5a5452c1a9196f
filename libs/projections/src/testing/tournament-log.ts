import {
  applyCommand,
  initialTournamentState,
  type Actor,
  type TournamentCommand,
  type TournamentDecideContext,
  type TournamentEvent,
  type TournamentState,
} from '@cronica/tournament';
import type { ProjectedEvent } from '../events.js';

export const organizer: Actor = { role: 'organizer', id: 'org' };
export const judge: Actor = { role: 'judge', id: 'judge' };
export const player = (id: string): Actor => ({ role: 'player', id });
export const deck = (hero: string) => ({ game: 'warlords-of-terra', sections: { hero: [{ card: hero, count: 1 }] } });

/**
 * A real tournament log in the making: `send` decides each command as the tournament decider does
 * (every deck list valid; the judges given, if any), a second after the one before, and keeps its
 * events; a refused command throws.
 */
export function tournamentLog(judges?: readonly string[]) {
  let at = 1_700_000_000_000;
  let state: TournamentState = initialTournamentState;
  const events: TournamentEvent[] = [];
  const context: TournamentDecideContext = {
    validateDeck: () => ({ valid: true, errors: [] }),
    ...(judges === undefined ? {} : { judges: new Set(judges) }),
  };
  const send = (type: TournamentCommand['type'], by: Actor, data: object = {}) => {
    const outcome = applyCommand(
      state,
      { type, data: { at: (at += 1000), by, ...data } } as TournamentCommand,
      context,
    );
    if ('kind' in outcome) throw new Error(`${type}: ${outcome.code}`);
    state = outcome.state;
    events.push(...outcome.events);
  };
  return { send, events, state: () => state };
}

/** A tournament's events as its stream `tournament-t` records them, the organizer their actor. */
export const recorded = (events: readonly TournamentEvent[]): ProjectedEvent[] =>
  events.map((e, i) => ({
    id: `e${i}`,
    streamId: 'tournament-t',
    type: e.type,
    revision: BigInt(i),
    position: BigInt(i + 1),
    data: e.data,
    metadata: { actor: 'org' },
    created: new Date(1_700_000_000_000 + i),
  }));
