import type { BracketData } from '../graphql/tournament-rounds';

type BracketRound = BracketData['rounds'][number];
type BracketTable = BracketRound['tables'][number];

export const label = (es: string, en: string) => ({ es, en });

/** The four seeds of a top 4, as the API lists them: Ana 1, Bea 2, Cris 3, Dani 4 (ids `p-Ana`…). */
export const TOP_FOUR_SEEDS: BracketData['seeds'] = ['Ana', 'Bea', 'Cris', 'Dani'].map((name, index) => ({
  seed: index + 1,
  playerId: `p-${name}`,
  playerName: name,
}));

/** A table between two seeds by name, best of 1 and still in play unless `more` says otherwise. */
export const bracketTable = (n: number, a: string, b: string, more: Partial<BracketTable> = {}): BracketTable => ({
  table: n,
  bestOf: 1,
  playerA: `p-${a}`,
  playerB: `p-${b}`,
  label: label('Semifinales', 'Semi-finals'),
  result: null,
  onlineMatch: null,
  ...more,
});

/** The semi-finals of a top 4, published: Ana beat Dani at table 1, Bea and Cris still play at table 2. */
export const SEMI_FINALS: BracketRound = {
  number: 4,
  published: true,
  ended: false,
  label: label('Semifinales', 'Semi-finals'),
  tables: [
    bracketTable(1, 'Ana', 'Dani', { result: { winner: 'a', gamesA: 1, gamesB: 0 } }),
    bracketTable(2, 'Bea', 'Cris'),
  ],
};

/** That top 4's final, Ana against Bea at table 1, published and in play unless `more` says otherwise. */
export const finalRound = (more: Partial<BracketRound> = {}): BracketRound => ({
  number: 5,
  published: true,
  ended: false,
  label: label('Final', 'Final'),
  tables: [bracketTable(1, 'Ana', 'Bea', { label: label('Final', 'Final') })],
  ...more,
});

/** A top 4 during its semi-finals, the final still to pair. */
export const topFourBracket = (more: Partial<BracketData> = {}): BracketData => ({
  seeds: TOP_FOUR_SEEDS,
  rounds: [SEMI_FINALS],
  upcoming: [label('Final', 'Final')],
  ...more,
});
