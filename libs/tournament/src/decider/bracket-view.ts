import type { Localized } from '@cronica/util';
import { bracketRoundLabel } from './labels.js';
import type { RoundState, TournamentState } from './types.js';

/** The top cut as people follow it: who is seeded where, the rounds paired so far and those still to come. */
export interface BracketView {
  /** The cut's players, best seed first: seed 1 meets the last seed (`bracketOrder`). */
  readonly seeds: readonly string[];
  /** Its rounds paired so far that the reader may see, first round first. */
  readonly rounds: readonly RoundState[];
  /** The names of the rounds still to pair ("Final"), in the order they come. */
  readonly upcoming: readonly Localized[];
}

/**
 * The event's bracket once its top cut has started; null before, or for an event without a cut.
 * A reader who may not see drafts gets the rounds published so far, and a drafted round among
 * those to come.
 */
export function bracketView(state: TournamentState, { drafts }: { drafts: boolean }): BracketView | null {
  const seeds = state.topCutSeeds;
  if (!state.config || state.config.topCut.size === 0 || seeds.length < 2) return null;
  const rounds = state.rounds
    .filter((r) => r.stage === 'top-cut' && (drafts || r.published))
    .sort((x, y) => x.number - y.number);
  const roundsInAll = Math.round(Math.log2(seeds.length));
  const upcoming: Localized[] = [];
  for (let index = rounds.length; index < roundsInAll; index += 1)
    upcoming.push(bracketRoundLabel(seeds.length / 2 ** index));
  return { seeds, rounds, upcoming };
}
