import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DraftReport } from '../../graphql/draft-report';
import { ReportChange, ReportSummary, ReportTables } from './DraftCosts';

const t = (text: { es: string; en: string }) => text.en;
const names = new Map([
  ['ana', 'Ana'],
  ['bea', 'Bea'],
  ['cai', 'Cai'],
  ['dan', 'Dan'],
]);

function report(extra: Partial<DraftReport> = {}): DraftReport {
  return {
    round: 2,
    largestGap: 0,
    worseThanOptimal: false,
    playersWithoutList: [],
    rematches: [],
    costs: { rematches: 0, repeatedFloats: 0, squaredGaps: 0 },
    optimal: { rematches: 0, repeatedFloats: 0, squaredGaps: 0 },
    tables: [
      {
        table: 1,
        playerA: 'ana',
        playerB: 'cai',
        pointsA: 3,
        pointsB: 3,
        rematch: false,
        gap: 0,
        repeatedFloats: 0,
        extraBye: false,
      },
      {
        table: 2,
        playerA: 'bea',
        playerB: 'dan',
        pointsA: 0,
        pointsB: 0,
        rematch: false,
        gap: 0,
        repeatedFloats: 0,
        extraBye: false,
      },
    ],
    ...extra,
  };
}

const swapped = report({
  largestGap: 3,
  worseThanOptimal: true,
  rematches: [['ana', 'bea']],
  costs: { rematches: 1, repeatedFloats: 0, squaredGaps: 18 },
  tables: [
    {
      table: 1,
      playerA: 'bea',
      playerB: 'cai',
      pointsA: 0,
      pointsB: 3,
      rematch: false,
      gap: 3,
      repeatedFloats: 0,
      extraBye: false,
    },
    {
      table: 2,
      playerA: 'ana',
      playerB: 'dan',
      pointsA: 3,
      pointsB: 0,
      rematch: true,
      gap: 3,
      repeatedFloats: 0,
      extraBye: false,
    },
  ],
});

describe('the draft costs the desk shows (from the engine report)', () => {
  it('says an optimal draft costs nothing', () => {
    const html = renderToStaticMarkup(<ReportSummary report={report()} t={t} />);
    expect(html).toContain('no rematches or point gaps');
    expect(html).toContain('It is the best pairing the engine can find.');
  });

  it('warns when a swap costs more than the optimum, naming the rematch and the gap', () => {
    const html = renderToStaticMarkup(<ReportSummary report={swapped} t={t} />);
    expect(html).toContain('1 rematch, largest gap 3 points');
    expect(html).toContain('It costs more than the engine&#x27;s optimum (no rematches or point gaps)');
  });

  it('lists each criterion before and after the change', () => {
    const html = renderToStaticMarkup(<ReportChange before={report()} after={swapped} t={t} />);
    expect(html).toContain('Rematches: 0 → 1');
    expect(html).toContain('Largest points gap: 0 → 3');
    expect(html).toContain('Repeated floats: 0 → 0');
  });

  it('marks the table that is a rematch and shows both players’ points where they differ', () => {
    const html = renderToStaticMarkup(<ReportTables report={swapped} names={names} testId="draft-proposed" t={t} />);
    expect(html.match(/draft-table--rematch/g)).toHaveLength(1);
    expect(html).toContain('3–0 points');
    expect(html).toContain('0–3 points');
  });

  it('says when only rematches are left and the engine has no optimum to compare with', () => {
    expect(renderToStaticMarkup(<ReportSummary report={report({ optimal: null })} t={t} />)).toContain(
      'Only rematches are left',
    );
  });
});
