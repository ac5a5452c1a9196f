import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BracketData } from '../../graphql/tournament-rounds';
import { BracketSection } from './BracketSection';

const label = (es: string, en: string) => ({ es, en });
const seeds = ['Ana', 'Bea', 'Cris', 'Dani'].map((name, index) => ({
  seed: index + 1,
  playerId: `p-${name}`,
  playerName: name,
}));
const table = (
  n: number,
  a: string,
  b: string,
  more: Partial<BracketData['rounds'][number]['tables'][number]> = {},
) => ({
  table: n,
  bestOf: 1,
  playerA: `p-${a}`,
  playerB: `p-${b}`,
  label: label('Semifinales', 'Semi-finals'),
  result: null,
  ...more,
});
const semis = {
  number: 4,
  ended: false,
  label: label('Semifinales', 'Semi-finals'),
  tables: [table(1, 'Ana', 'Dani', { result: { winner: 'a', gamesA: 1, gamesB: 0 } }), table(2, 'Bea', 'Cris')],
};
const bracket: BracketData = { seeds, rounds: [semis], upcoming: [label('Final', 'Final')] };
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('a top cut’s bracket', () => {
  it('shows each table’s two seeds by number and name, who won, what is still in play and the rounds to come', () => {
    const html = renderToStaticMarkup(<BracketSection bracket={bracket} viewerId={null} lang="es" />);
    expect(html.match(/data-testid="bracket-match"/g)).toHaveLength(2);
    expect(plain(html)).toContain('Semilla 1 Ana ✓ gana Semilla 4 Dani');
    expect(plain(html)).toContain('Semilla 2 Bea Semilla 3 Cris En juego');
    expect(html.match(/class="bracket__seat is-winner"/g)).toHaveLength(1);
    expect(plain(html)).toMatch(/Final Por jugar/);
    expect(html).toContain('title="Semilla 4"');
  });

  it('counts games only where the match is longer than one, and names a table that has a name of its own', () => {
    const final = {
      number: 5,
      ended: true,
      label: label('Final', 'Final'),
      tables: [
        table(1, 'Ana', 'Bea', {
          bestOf: 3,
          label: label('Final', 'Final'),
          result: { winner: 'b', gamesA: 1, gamesB: 2 },
        }),
        table(2, 'Dani', 'Cris', {
          label: label('Partida por el tercer puesto', 'Third-place match'),
          result: { winner: 'a', gamesA: 1, gamesB: 0 },
        }),
      ],
    };
    const html = renderToStaticMarkup(
      <BracketSection
        bracket={{ seeds, rounds: [{ ...semis, ended: true }, final], upcoming: [] }}
        viewerId={null}
        lang="en"
      />,
    );
    expect(plain(html)).toContain('Seed 1 Ana 1 game won Seed 2 Bea 2 games won ✓ wins');
    expect(plain(html)).toContain('Third-place match Seed 4 Dani ✓ wins Seed 3 Cris');
    expect(plain(html)).not.toContain('To be played');
  });

  it('marks the reader’s own seat', () => {
    const html = renderToStaticMarkup(<BracketSection bracket={bracket} viewerId="p-Cris" lang="es" />);
    expect(html.match(/is-mine/g)).toHaveLength(1);
    expect(plain(html.slice(html.indexOf('is-mine')))).toMatch(/^[^<]*Semilla 3 Cris/);
  });
});
