import type { AnyGameModule } from '@cronica/rules-kernel';

type Commands = ReturnType<AnyGameModule['legalCommands']>;

/** Each game state's legal commands by seat, kept while the state itself is kept. */
const known = new WeakMap<object, Map<number, Commands>>();

/**
 * `module.legalCommands(game, seat)`, listed once per game state and seat. A match's fold asks for
 * every seat's list to run the clocks (match-clock.ts) and the answer to the command that made the
 * state asks for its seat's list again; a game state is never changed in place (a pure decider's
 * `evolve` returns a new one) and a legal-command list depends on nothing else, so the first list
 * serves both. A module that throws is asked again next time. The list is shared: read it, never
 * change it.
 */
export function legalCommandsOf(module: AnyGameModule, game: unknown, seat: number): Commands {
  if (typeof game !== 'object' || game === null) return module.legalCommands(game, seat);
  let bySeat = known.get(game);
  if (bySeat === undefined) {
    bySeat = new Map();
    known.set(game, bySeat);
  }
  let commands = bySeat.get(seat);
  if (commands === undefined) {
    commands = module.legalCommands(game, seat);
    bySeat.set(seat, commands);
  }
  return commands;
}
