import type { GameRegistry } from '@cronica/games';
import { decideMatch, type Decision, type MatchCommand, type MatchContext } from './match-commands.js';
import { emptyMatch, evolveMatch, matchStream, type MatchEvent, type MatchState } from './match-events.js';

/** One match's decider: its stream, the empty match, the fold and the decision. */
export interface MatchDecider {
  readonly stream: string;
  initialState(): MatchState;
  evolve(state: MatchState, event: MatchEvent): MatchState;
  decide(command: MatchCommand, state: MatchState, context: MatchContext): Decision;
}

/**
 * The decider of a match of any game, stream `match-<id>`: the game's module comes from the
 * registry by the game id `MatchCreated` records, so nothing here names a game.
 */
export function matchDecider(matchId: string, games: GameRegistry): MatchDecider {
  return {
    stream: matchStream(matchId),
    initialState: emptyMatch,
    evolve: (state, event) => evolveMatch(state, event, games),
    decide: decideMatch,
  };
}
