import { isRuleViolation, type RuleViolation } from '@cronica/rules-kernel';
import type { TournamentCommand, TournamentDecideContext } from './commands.js';
import { decide } from './decide.js';
import { evolve, type TournamentEvent } from './events.js';
import { initialTournamentState, type TournamentState } from './types.js';

/** The tournament aggregate as a decider record (house style: initial state, decide, evolve). */
export const tournamentDecider = {
  initialState: (): TournamentState => initialTournamentState,
  decide,
  evolve,
};

export function foldTournament(
  events: readonly TournamentEvent[],
  from: TournamentState = initialTournamentState,
): TournamentState {
  return events.reduce(evolve, from);
}

/** Decides and folds in one step (tests, the CLI, projections). */
export function applyCommand(
  state: TournamentState,
  command: TournamentCommand,
  ctx: TournamentDecideContext = {},
): { readonly state: TournamentState; readonly events: readonly TournamentEvent[] } | RuleViolation {
  const decision = decide(command, state, ctx);
  if (isRuleViolation(decision)) return decision;
  return {
    state: foldTournament(decision as readonly TournamentEvent[], state),
    events: decision as readonly TournamentEvent[],
  };
}
