import type { AnyGameModule } from '@cronica/rules-kernel';
import { simulateMatch } from './simulate.js';

/**
 * How games end, per pairing of the game's bots: each result (`win/<reason>`, `draw/<reason>`:
 * every victory path, the caps, the draws) counted, and the average length. A format's defaults
 * (a round cap, say) are judged on this: a cap that decides most games is a cap, not a rule.
 */

export interface PairingOutcomes {
  /** The bots of the pairing; with different bots they swap seats every other game. */
  readonly bots: readonly string[];
  readonly games: number;
  /** `outcome/reason` → games, most frequent first. */
  readonly endings: Readonly<Record<string, number>>;
  readonly averageCommands: number;
  readonly averageEvents: number;
}

/** Every pairing of two of the game's bots, a bot against itself included (two-seat games). */
export function botPairings(module: AnyGameModule): string[][] {
  const names = module.bots.map((b) => b.name);
  return names.flatMap((a, i) => names.slice(i).map((b) => [a, b]));
}

export function pairingOutcomes(module: AnyGameModule, options: unknown, bots: readonly string[], games: number): PairingOutcomes {
  const endings = new Map<string, number>();
  let [commands, events] = [0, 0];
  for (let n = 1; n <= games; n += 1) {
    const seated = n % 2 === 0 ? [...bots].reverse() : [...bots];
    const { match } = simulateMatch({ module, bot: seated[0]!, bots: seated, options }, `cronica/bench-outcomes/${bots.join('-')}`, n);
    const key = `${match.result.outcome}/${match.result.reason}`;
    endings.set(key, (endings.get(key) ?? 0) + 1);
    commands += match.commands.length;
    events += match.events.length;
  }
  const sorted = [...endings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return { bots: [...bots], games, endings: Object.fromEntries(sorted), averageCommands: Math.round(commands / games), averageEvents: Math.round(events / games) };
}

export const outcomeLines = (p: PairingOutcomes): string[] => [
  `  ${p.bots.join(' vs ')}: ${p.games} partidas / games; media / average ${p.averageCommands} órdenes / commands, ${p.averageEvents} eventos / events`,
  ...Object.entries(p.endings).map(([ending, n]) => `    ${ending}: ${n} (${Math.round((n / p.games) * 1000) / 10} %)`),
];
