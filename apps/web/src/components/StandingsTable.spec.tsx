import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { StandingRow } from '../graphql/tournament';
import { StandingsTable } from './StandingsTable';
import { standingRow } from '../testing/standings';
import { expectShown } from '../testing/markup';

function row(rank: number, name: string, extra: Partial<StandingRow> = {}): StandingRow {
  return standingRow(rank, `p${rank}`, name, {
    points: 3,
    wins: 1,
    losses: 1,
    tiebreakers: [
      { name: 'score', value: 4 },
      { name: 'head-to-head', value: null },
      { name: 'omw', value: 0.5 },
    ],
    ...extra,
  });
}

describe('standings table', () => {
  it('shows every tiebreak value, with a dash where a criterion does not apply', () => {
    const html = renderToStaticMarkup(<StandingsTable standings={[row(1, 'Ana')]} lang="en" />);
    expectShown(html, ['SCORE', 'Head-to-head', 'Opponents&#x27; match-win %', '>4<', '>—<', '50.00%', '1–1–0']);
  });

  it('explains head-to-head’s dash under the table, in both languages, and says nothing of it for a chain without it', () => {
    expect(renderToStaticMarkup(<StandingsTable standings={[row(1, 'Ana')]} lang="en" />)).toContain(
      '«—»: there were not two tied players to separate.',
    );
    expect(renderToStaticMarkup(<StandingsTable standings={[row(1, 'Ana')]} lang="es" />)).toContain(
      '0 si no se enfrentaron o empataron',
    );
    const withoutIt = row(1, 'Ana', { tiebreakers: [{ name: 'omw', value: 0.5 }] });
    expect(renderToStaticMarkup(<StandingsTable standings={[withoutIt]} lang="es" />)).not.toContain(
      'Enfrentamiento directo',
    );
  });

  it('marks places decided at random and explains the mark', () => {
    const html = renderToStaticMarkup(
      <StandingsTable
        standings={[row(1, 'Ana'), row(2, 'Bruno', { random: true }), row(3, 'Carla', { random: true })]}
        lang="es"
      />,
    );
    expect(html.match(/data-testid="random-mark"/g)).toHaveLength(2);
    expect(html).toContain('Posición decidida al azar');
  });

  it('says when a prize place waits for a tiebreak match, and marks dropped players in words fit for anyone', () => {
    const html = renderToStaticMarkup(
      <StandingsTable
        standings={[row(1, 'Ana', { tiebreakMatch: true }), row(2, 'Bruno', { dropped: true, byes: 1 })]}
        lang="es"
      />,
    );
    expect(html).toContain('partida de desempate');
    expect(html).toContain('(se retiró)');
    expect(html).not.toContain('retirado');
  });

  it('reads a bye as one of the wins of the record, not as a win plus a bye', () => {
    const html = renderToStaticMarkup(
      <StandingsTable standings={[row(1, 'Bruno', { wins: 1, losses: 0, byes: 1 })]} lang="es" />,
    );
    expect(html).toContain('1–0–0 (1 victoria por bye)');
    expect(html).not.toContain('+1 bye');
    expect(
      renderToStaticMarkup(<StandingsTable standings={[row(1, 'Bruno', { wins: 2, losses: 0, byes: 2 })]} lang="en" />),
    ).toContain('2–0–0 (2 wins by a bye)');
  });
});
