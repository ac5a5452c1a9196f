import type { PairingOutcomes } from './bench-outcomes.js';

/**
 * The bars a game's strongest practice bot must clear, read from the outcome tally (both seats
 * played): it beats the random bot at least 90 % of games and the greedy bot at least 60 %, so a
 * player who picks it meets an opponent that plays sensibly and is harder than the default.
 */
export const PRACTICE_BARS: readonly { readonly against: string; readonly required: number }[] = [
  { against: 'random', required: 0.9 },
  { against: 'greedy', required: 0.6 },
];

export interface PracticeBar {
  readonly bot: string;
  readonly against: string;
  readonly wins: number;
  readonly games: number;
  /** Wins ÷ games, draws counted as not won. */
  readonly rate: number;
  readonly required: number;
  readonly met: boolean;
}

/** Each bar of `strongest` (the game's last-listed bot) whose pairing the tally played. */
export function practiceBars(outcomes: readonly PairingOutcomes[], strongest: string): PracticeBar[] {
  return PRACTICE_BARS.flatMap(({ against, required }) => {
    if (against === strongest) return [];
    const pairing = outcomes.find((p) => p.bots.includes(strongest) && p.bots.includes(against));
    if (pairing === undefined || pairing.games === 0) return [];
    const wins = pairing.wins[strongest] ?? 0;
    const rate = wins / pairing.games;
    return [{ bot: strongest, against, wins, games: pairing.games, rate, required, met: rate >= required }];
  });
}

const percent = (rate: number) => `${Math.round(rate * 1000) / 10} %`;

/** "✔ strong vs random: 93/100 (93 %); barra / bar ≥ 90 %: cumple / pass". */
export const barLines = (bars: readonly PracticeBar[]): string[] =>
  bars.length === 0
    ? []
    : [
        '  Barras del bot de práctica más fuerte / strongest practice bot bars:',
        ...bars.map(
          (b) =>
            `    ${b.met ? '✔' : '✘'} ${b.bot} vs ${b.against}: ${b.wins}/${b.games} (${percent(b.rate)}); barra / bar ≥ ${percent(b.required)}: ${b.met ? 'cumple / pass' : 'no cumple / fail'}`,
        ),
      ];
