import type { AnyGameModule, GameResult, Message } from '@cronica/rules-kernel';
import { simulateMatch } from './simulate.js';

/**
 * How bot games end, per bot pairing: each result as `win:<reason>` or `draw:<reason>` (a game's
 * victory paths, its turn cap and time draws are reasons of its own result), and the average
 * length in turns (the game's `TurnStarted` events; commands when it has none).
 */

export interface PairingOutcomes {
  readonly bots: readonly string[];
  readonly games: number;
  /** Games per way of ending, sorted by key. */
  readonly endings: Readonly<Record<string, number>>;
  readonly averageTurns: number;
  readonly averageCommands: number;
}

const endingOf = (result: GameResult): string => `${result.outcome}:${result.reason}`;

const turnsOf = (events: readonly Message[], commands: number): number => {
  const turns = events.filter((e) => e.type === 'TurnStarted').length;
  return turns > 0 ? turns : commands;
};

/** Every ordered pairing of the game's bots (two seats). */
export function pairings(module: AnyGameModule): string[][] {
  const names = module.bots.map((b) => b.name);
  return names.flatMap((a) => names.map((b) => [a, b]));
}

export function pairingOutcomes(module: AnyGameModule, bots: readonly string[], games: number, options: unknown = module.setup.optionsSchema.parse({})): PairingOutcomes {
  const endings: Record<string, number> = {};
  let [turns, commands] = [0, 0];
  for (let n = 1; n <= games; n += 1) {
    const { match } = simulateMatch({ module, bot: bots[0]!, bots, options }, `cronica/bench-rules/outcomes/${bots.join('-')}`, n);
    const key = endingOf(match.result);
    endings[key] = (endings[key] ?? 0) + 1;
    turns += turnsOf(match.events, match.commands.length);
    commands += match.commands.length;
  }
  const sorted = Object.fromEntries(Object.entries(endings).sort(([a], [b]) => (a < b ? -1 : 1)));
  const average = (total: number) => Math.round((total / Math.max(games, 1)) * 10) / 10;
  return { bots, games, endings: sorted, averageTurns: average(turns), averageCommands: average(commands) };
}

export const benchOutcomes = (module: AnyGameModule, games: number): PairingOutcomes[] => (games === 0 ? [] : pairings(module).map((bots) => pairingOutcomes(module, bots, games)));
