import type { DraftReport } from '../../graphql/draft-report';
import type { Translate } from '../../lib/i18n';
import { draftMessages as dm } from '../../lib/draft-messages';
import { organizerMessages as om } from '../../lib/organizer-messages';

type Names = ReadonlyMap<string, string>;
type Costs = DraftReport['costs'];

/** "1 revancha, diferencia máxima de 3 puntos" — the engine's criteria in the order it weighs them. */
function costWords(costs: Costs, largestGap: number | null, t: Translate): string {
  const parts = [
    costs.rematches > 0 ? t(dm.rematches(costs.rematches)) : null,
    largestGap !== null && largestGap > 0 ? t(dm.largestGap(largestGap)) : null,
    costs.repeatedFloats > 0 ? t(dm.repeatedFloats(costs.repeatedFloats)) : null,
  ].filter((p) => p !== null);
  return parts.length > 0 ? parts.join(', ') : t(dm.nothing);
}

/** The draft's cost beside the engine's optimum (tournament-anchors.md §3.4: rematches, then points gaps, then floats). */
export function ReportSummary({ report, t }: { report: DraftReport; t: Translate }) {
  const verdict =
    report.optimal === null
      ? dm.onlyRematches
      : report.worseThanOptimal
        ? dm.worse(costWords(report.optimal, null, t))
        : dm.optimal;
  return (
    <div className="draft-cost" data-testid="draft-cost">
      <p>
        <strong>{t(dm.costTitle)}:</strong> {costWords(report.costs, report.largestGap, t)}
      </p>
      <p className={report.worseThanOptimal ? 'warn' : 'muted'} data-testid="draft-verdict">
        {t(verdict)}
      </p>
    </div>
  );
}

/** What a swap or a hand-paired table changes, before it is applied: each criterion before → after. */
export function ReportChange({ before, after, t }: { before: DraftReport; after: DraftReport; t: Translate }) {
  const rows = [
    [dm.rematchWord, before.costs.rematches, after.costs.rematches],
    [dm.gapWord, before.largestGap, after.largestGap],
    [dm.floatWord, before.costs.repeatedFloats, after.costs.repeatedFloats],
  ] as const;
  return (
    <ul className="draft-change-list" data-testid="draft-change-cost">
      {rows.map(([word, x, y]) => (
        <li key={word.en} className={y > x ? 'warn' : undefined}>
          {t(dm.beforeAfter(t(word), x, y))}
        </li>
      ))}
    </ul>
  );
}

/** The draft's tables with what each costs: a rematch, the points of both players, a repeated float, a second bye. */
export function ReportTables({
  report,
  names,
  testId,
  t,
}: {
  report: DraftReport;
  names: Names;
  testId: string;
  t: Translate;
}) {
  return (
    <ol className="draft-tables" data-testid={testId}>
      {report.tables.map((row) => (
        <li
          key={row.table}
          className={row.rematch ? 'draft-table draft-table--rematch' : 'draft-table'}
          data-testid="draft-table"
        >
          <span className="draft-table__n">{t(om.rounds.table(row.table))}</span>
          <span>{names.get(row.playerA) ?? row.playerA}</span>
          <span className="muted">–</span>
          <span>{row.playerB === null ? t(om.rounds.bye) : (names.get(row.playerB) ?? row.playerB)}</span>
          {row.rematch ? <span className="badge badge--warn">{t(dm.rematchBadge)}</span> : null}
          {row.playerB !== null && row.gap > 0 ? (
            <span className="badge">{t(dm.gapBadge(row.pointsA, row.pointsB ?? 0))}</span>
          ) : null}
          {row.repeatedFloats > 0 ? <span className="badge badge--warn">{t(dm.floatBadge)}</span> : null}
          {row.extraBye ? <span className="badge badge--warn">{t(dm.extraByeBadge)}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** A draft the engine does not cost (a tiebreak or top-cut round): its tables only. */
export function PlainTables({
  tables,
  names,
  t,
}: {
  tables: ReadonlyArray<{ table: number; a: string; b: string | null }>;
  names: Names;
  t: Translate;
}) {
  return (
    <ol className="draft-tables" data-testid="draft-current">
      {tables.map((row) => (
        <li key={row.table} className="draft-table" data-testid="draft-table">
          <span className="draft-table__n">{t(om.rounds.table(row.table))}</span>
          <span>{names.get(row.a) ?? row.a}</span>
          <span className="muted">–</span>
          <span>{row.b === null ? t(om.rounds.bye) : (names.get(row.b) ?? row.b)}</span>
        </li>
      ))}
    </ol>
  );
}
