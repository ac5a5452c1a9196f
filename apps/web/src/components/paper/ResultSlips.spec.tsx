import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PairingRow } from '../../graphql/tournament';
import { ResultSlips } from './ResultSlips';

const names = new Map([
  ['p-ana', 'Ana'],
  ['p-bea', 'Bea'],
  ['p-cai', 'Cai'],
]);
const table = (n: number, playerB: string | null, bestOf = 1) =>
  ({
    round: 1,
    table: n,
    playerA: n === 1 ? 'p-ana' : 'p-cai',
    playerB,
    label: { es: 'Ronda 1', en: 'Round 1' },
    bestOf,
  }) as unknown as PairingRow & { bestOf: number; label: { es: string; en: string } };

const slips = (html: string) => html.split('data-testid="slip"').length - 1;
const games = (html: string) => html.split('data-testid="slip-game"').length - 1;

describe('result slips', () => {
  it('prints one slip per table with two players, naming them as A and B; a bye gets none', () => {
    const html = renderToStaticMarkup(
      <ResultSlips
        tables={[table(1, 'p-bea'), table(2, null)]}
        names={names}
        needLife={false}
        heading="Liga"
        lang="en"
      />,
    );
    expect(slips(html)).toBe(1);
    expect(html).toContain('Table 1');
    expect(html).toContain('<strong>A</strong> Ana');
    expect(html).toContain('<strong>B</strong> Bea');
    expect(html).toContain('Liga · Round 1');
    expect(html).not.toContain('Final life');
  });

  it('gives a best-of-3 table a line per game, with the life columns when the tiebreakers count them', () => {
    const html = renderToStaticMarkup(
      <ResultSlips tables={[table(1, 'p-bea', 3)]} names={names} needLife heading="Liga" lang="es" />,
    );
    expect(games(html)).toBe(3);
    expect(html).toContain('Vida final A');
    expect(html).toContain('Encuentro al mejor de 3');
  });

  it('says there is nothing to print when every table is a bye', () => {
    const html = renderToStaticMarkup(
      <ResultSlips tables={[table(2, null)]} names={names} needLife={false} heading="Liga" lang="en" />,
    );
    expect(html).toContain('No tables with two players this round.');
  });
});
