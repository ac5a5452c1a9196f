import { describe, expect, it } from 'vitest';
import { barLines, practiceBars } from './bench-bars.js';
import type { PairingOutcomes } from './bench-outcomes.js';

const pairing = (bots: string[], wins: Record<string, number>, games = 100): PairingOutcomes => ({
  bots,
  games,
  endings: {},
  averageCommands: 0,
  averageEvents: 0,
  wins,
  bySeat: {},
  draws: games - Object.values(wins).reduce((a, b) => a + b, 0),
});

describe('practice bars of bench rules', () => {
  const outcomes = [
    pairing(['random', 'greedy'], { random: 5, greedy: 95 }),
    pairing(['random', 'strong'], { random: 10, strong: 90 }),
    pairing(['greedy', 'strong'], { greedy: 41, strong: 59 }),
  ];

  it('judges the strongest bot against the random bot at 90 % and the greedy bot at 60 %, exactly at the bar passing', () => {
    expect(practiceBars(outcomes, 'strong')).toEqual([
      { bot: 'strong', against: 'random', wins: 90, games: 100, rate: 0.9, required: 0.9, met: true },
      { bot: 'strong', against: 'greedy', wins: 59, games: 100, rate: 0.59, required: 0.6, met: false },
    ]);
  });

  it('prints each bar with its win rate and a pass or fail word, in Spanish and English', () => {
    expect(barLines(practiceBars(outcomes, 'strong'))).toEqual([
      '  Barras del bot de práctica más fuerte / strongest practice bot bars:',
      '    ✔ strong vs random: 90/100 (90 %); barra / bar ≥ 90 %: cumple / pass',
      '    ✘ strong vs greedy: 59/100 (59 %); barra / bar ≥ 60 %: no cumple / fail',
    ]);
  });

  it('leaves out a bar against the strongest bot itself and a pairing the tally did not play', () => {
    expect(practiceBars(outcomes, 'greedy').map((b) => b.against)).toEqual(['random']);
    expect(practiceBars([], 'strong')).toEqual([]);
    expect(barLines([])).toEqual([]);
  });
});
