import type { Lang } from '@cronica/util';
import type { PairingRow } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { initialOf, seatsByName, type SeatLine } from '../../lib/paper';
import { paperMessages } from '../../lib/paper-messages';
import { ColumnHeads, numeric } from '../ColumnHeads';

type Names = ReadonlyMap<string, string>;

/** The staff's sheet: one line per table, table number first and large. */
export function PairingsByTable({ tables, names, lang }: { tables: readonly PairingRow[]; names: Names; lang: Lang }) {
  const t = translator(lang);
  const m = paperMessages.byTable;
  return (
    <table className="paper-table" data-testid="print-by-table">
      <ColumnHeads columns={[numeric(m.table), m.playerA, m.playerB]} t={t} />
      <tbody>
        {tables.map((p) => (
          <tr key={p.table}>
            <td className="num paper-table__table">{p.table}</td>
            <td>{names.get(p.playerA) ?? p.playerA}</td>
            <td>{p.playerB === null ? <em>{t(m.bye)}</em> : (names.get(p.playerB) ?? p.playerB)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function groupByInitial(lines: readonly SeatLine[]): Array<[string, SeatLine[]]> {
  const groups = new Map<string, SeatLine[]>();
  for (const line of lines) {
    const key = initialOf(line.name);
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  return [...groups];
}

/** The wall sheet: every player alphabetically, filed under their initial, with table and opponent. */
export function PairingsByName({ tables, names, lang }: { tables: readonly PairingRow[]; names: Names; lang: Lang }) {
  const t = translator(lang);
  const m = paperMessages.byName;
  return (
    <div className="wall-list" data-testid="print-by-name">
      {groupByInitial(seatsByName(tables, names, lang)).map(([initial, lines]) => (
        <section key={initial} className="wall-list__group">
          <h2 className="wall-list__initial">{initial}</h2>
          <ol className="wall-list__lines">
            {lines.map((line) => (
              <li key={line.playerId} className="wall-line" data-testid="wall-line">
                <span className="wall-line__name">{line.name}</span>
                {line.opponent === null ? (
                  <span className="wall-line__bye">{t(m.bye)}</span>
                ) : (
                  <>
                    <span className="wall-line__table">
                      {t(m.table)} <strong>{line.table}</strong>
                    </span>
                    <span className="wall-line__opponent">
                      {t(m.opponent)}: {line.opponent}
                    </span>
                  </>
                )}
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}
