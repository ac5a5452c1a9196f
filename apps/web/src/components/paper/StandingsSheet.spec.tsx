import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PaperPlacing } from '../../graphql/exports';
import type { StandingRow } from '../../graphql/tournament';
import { StandingsSheet } from './StandingsSheet';
import { standingRow } from '../../testing/standings';
import { expectShown } from '../../testing/markup';

const row = (rank: number, playerName: string, more: Partial<StandingRow> = {}) =>
  standingRow(rank, `p-${rank}`, playerName, { tiebreakers: [{ name: 'buchholz', value: 4 }], ...more });

const placing: PaperPlacing = {
  playerId: 'p-1',
  playerName: 'Ana',
  place: 1,
  to: 1,
  label: { es: '1.º', en: '1st' },
  disqualified: false,
};

describe('standings sheet on paper', () => {
  it('prints each row with its tiebreak values, then the criteria in the order they apply', () => {
    const html = renderToStaticMarkup(
      <StandingsSheet standings={[row(1, 'Ana'), row(2, 'Bea', { dropped: true })]} lang="en" />,
    );
    expectShown(html, [
      'data-testid="print-standings"',
      'Ana',
      'Bea<em> (dropped)</em>',
      'Tiebreakers, in the order they apply',
      '<li>Buchholz</li>',
    ]);
    expect(html).not.toContain('data-testid="print-placings"');
  });

  it('once the event has ended, prints the final placings first, then the Swiss standings labelled as such', () => {
    const html = renderToStaticMarkup(<StandingsSheet standings={[row(1, 'Ana')]} placings={[placing]} lang="es" />);
    expect(html.indexOf('data-testid="print-placings"')).toBeLessThan(html.indexOf('data-testid="print-standings"'));
    expect(html).toContain('Puestos finales');
    expect(html).toContain('Clasificación suiza');
  });

  it('heads the criteria columns with short names, the full name in a tooltip and in the criteria list, in both languages', () => {
    const mtg = (lang: 'es' | 'en') =>
      renderToStaticMarkup(
        <StandingsSheet
          standings={[
            row(1, 'Ana', {
              tiebreakers: [
                { name: 'omw', value: 0.5 },
                { name: 'buchholz', value: 4 },
              ],
            }),
          ]}
          lang={lang}
        />,
      );
    expectShown(mtg('es'), [
      '<abbr title="% victorias de rivales">OMW %</abbr>',
      '<li>OMW %: % victorias de rivales</li>',
      '<th class="num" scope="col">Buchholz</th>',
      '<li>Buchholz</li>',
    ]);
    expectShown(mtg('en'), [
      '<abbr title="Opponents&#x27; match-win %">OMW%</abbr>',
      '<li>OMW%: Opponents&#x27; match-win %</li>',
    ]);
  });

  it('marks a place decided at random and a tiebreak match, with their legend', () => {
    const html = renderToStaticMarkup(
      <StandingsSheet
        standings={[row(1, 'Ana', { random: true }), row(2, 'Bea', { tiebreakMatch: true })]}
        lang="es"
      />,
    );
    expect(html).toContain('Ana<span title="Orden decidido al azar frente a un empatado">\u00a0⚄</span>');
    expect(html).toContain('(partida de desempate)');
    expect(html).toContain('class="paper-note"');
  });

  it('says what head-to-head’s values and blanks mean when the chain uses it, and only then', () => {
    const withHeadToHead = (rank: number, name: string, value: number | null) =>
      row(rank, name, { tiebreakers: [{ name: 'head-to-head', value }] });
    const html = renderToStaticMarkup(
      <StandingsSheet
        standings={[withHeadToHead(1, 'Ana', 1), withHeadToHead(2, 'Bea', -1), withHeadToHead(3, 'Cris', null)]}
        lang="es"
      />,
    );
    expect(html).toContain('solo separa a dos jugadores empatados');
    expect(html).toContain('«—»: no había dos empatados que separar.');
    expect(renderToStaticMarkup(<StandingsSheet standings={[row(1, 'Ana')]} lang="es" />)).not.toContain(
      'empatados que separar',
    );
  });
});
