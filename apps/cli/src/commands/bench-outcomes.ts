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
  /**
   * Games each bot of the pairing won, by name (a bot against itself: one entry, every win), and
   * the drawn games: with seats swapped every other game, a win rate read here plays both seats.
   */
  readonly wins: Readonly<Record<string, number>>;
  /**
   * The same wins by the seat the bot sat at, seat 0 first, with the games it sat there: a game
   * whose seats play different sides (a game master at seat 0) is judged side by side here.
   */
  readonly bySeat: Readonly<Record<string, readonly { readonly wins: number; readonly games: number }[]>>;
  readonly draws: number;
}

/**
 * Every pairing of two of the game's bots, and each bot against itself but the strongest (listed
 * last): its mirror costs the most to play and says nothing of its strength, which its pairings
 * with the weaker bots tell.
 */
export function botPairings(module: AnyGameModule): string[][] {
  const names = module.bots.map((b) => b.name);
  const strongest = names.length > 1 ? names.length - 1 : -1;
  return names.flatMap((a, i) => names.slice(i).flatMap((b, j) => (j === 0 && i === strongest ? [] : [[a, b]])));
}

export function pairingOutcomes(
  module: AnyGameModule,
  options: unknown,
  bots: readonly string[],
  games: number,
): PairingOutcomes {
  const endings = new Map<string, number>();
  const wins: Record<string, number> = Object.fromEntries(bots.map((bot) => [bot, 0]));
  const bySeat = Object.fromEntries(bots.map((bot) => [bot, bots.map(() => ({ wins: 0, games: 0 }))]));
  let [commands, events, draws] = [0, 0, 0];
  for (let n = 1; n <= games; n += 1) {
    const seated = n % 2 === 0 ? [...bots].reverse() : [...bots];
    const { match } = simulateMatch(
      { module, bot: seated[0]!, bots: seated, options },
      `cronica/bench-outcomes/${bots.join('-')}`,
      n,
    );
    const key = `${match.result.outcome}/${match.result.reason}`;
    endings.set(key, (endings.get(key) ?? 0) + 1);
    if (bots[0] !== bots[1]) seated.forEach((bot, seat) => (bySeat[bot]![seat]!.games += 1));
    if (match.result.outcome === 'win') {
      const winner = seated[match.result.winner]!;
      wins[winner]! += 1;
      if (bots[0] !== bots[1]) bySeat[winner]![match.result.winner]!.wins += 1;
    } else draws += 1;
    commands += match.commands.length;
    events += match.events.length;
  }
  const sorted = [...endings].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  return {
    bots: [...bots],
    games,
    endings: Object.fromEntries(sorted),
    averageCommands: Math.round(commands / games),
    averageEvents: Math.round(events / games),
    wins,
    bySeat,
    draws,
  };
}

const percent = (n: number, of: number) => `${Math.round((n / Math.max(of, 1)) * 1000) / 10} %`;

export const outcomeLines = (p: PairingOutcomes): string[] => [
  `  ${p.bots.join(' vs ')}: ${p.games} partidas / games; media / average ${p.averageCommands} órdenes / commands, ${p.averageEvents} eventos / events`,
  ...(p.bots[0] === p.bots[1] ? [] : [winLine(p), seatLine(p)]),
  ...Object.entries(p.endings).map(([ending, n]) => `    ${ending}: ${n} (${percent(n, p.games)})`),
];

/** "strong 38/40 (95 %), random 1/40 (2.5 %), empates / draws 1": the bots' win rates, both seats played. */
const winLine = (p: PairingOutcomes): string =>
  `    victorias / wins: ${p.bots.map((bot) => `${bot} ${p.wins[bot] ?? 0}/${p.games} (${percent(p.wins[bot] ?? 0, p.games)})`).join(', ')}, empates / draws ${p.draws}`;

/** "por asiento / by seat: greedy 0: 4/100, 1: 85/100; strong 0: 15/100, 1: 96/100": each bot's wins seat by seat. */
const seatLine = (p: PairingOutcomes): string =>
  `    por asiento / by seat: ${p.bots
    .map((bot) => `${bot} ${(p.bySeat[bot] ?? []).map((s, seat) => `${seat}: ${s.wins}/${s.games}`).join(', ')}`)
    .join('; ')}`;
