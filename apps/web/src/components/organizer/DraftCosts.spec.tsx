import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DraftReport } from '../../graphql/draft-report';
import { ReportChange, ReportSummary, ReportTables } from './DraftCosts';
import { draftReport, draftTable } from '../../testing/draft-report';

const t = (text: { es: string; en: string }) => text.en;
const names = new Map([
  ['ana', 'Ana'],
  ['bea', 'Bea'],
  ['cai', 'Cai'],
  ['dan', 'Dan'],
]);

const report = (extra: Partial<DraftReport> = {}) =>
  draftReport([draftTable(1, 'ana', 'cai', 3, 3), draftTable(2, 'bea', 'dan', 0, 0)], extra);

const swapped = report({
  largestGap: 3,
  worseThanOptimal: true,
  rematches: [['ana', 'bea']],
  costs: { rematches: 1, repeatedFloats: 0, squaredGaps: 18 },
  tables: [draftTable(1, 'bea', 'cai', 0, 3), draftTable(2, 'ana', 'dan', 3, 0, true)],
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
