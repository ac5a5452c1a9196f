import { PersonLink } from './PersonLink';
import type { Lang } from '@cronica/util';
import type { StandingRow } from '../graphql/tournament';
import { translator, type Translate } from '../lib/i18n';
import { personName } from '../lib/person-name';
import { formatTiebreak, HEAD_TO_HEAD, tiebreakLabel } from '../lib/labels';
import { messages } from '../lib/messages';
import { DieIcon } from './DieIcon';

const m = messages.standings;

function PlayerCell({ row, t }: { row: StandingRow; t: Translate }) {
  return (
    <td className={row.dropped ? 'is-dropped stack-table__title' : 'stack-table__title'}>
      <PersonLink id={row.playerId}>{personName(row.playerName, t)}</PersonLink>
      {row.dropped ? <span className="muted"> ({t(m.dropped)})</span> : null}
      {row.random ? (
        <span className="random-mark" data-testid="random-mark">
          <DieIcon label={t(m.randomMark)} />
        </span>
      ) : null}
    </td>
  );
}

/** A player's wins–losses–draws, and their byes after them when they had any. */
function recordText(row: StandingRow, t: Translate): string {
  const base = `${row.wins}–${row.losses}–${row.draws}`;
  return row.byes > 0 ? `${base} ${t(m.byes(row.byes))}` : base;
}

/**
 * Standings with every tiebreak value, so anyone can recompute the order. Places decided at
 * random carry a visible mark (002_a36596f8eaed8fcc.txt, "2.4.1 Clasificación irrelevante – Azar");
 * relevant places tied at random go to a tiebreak match ("2.4.2 Clasificación relevante – Desempate").
 */
export function StandingsTable({
  standings,
  viewerId = null,
  lang,
}: {
  standings: readonly StandingRow[];
  viewerId?: string | null;
  lang: Lang;
}) {
  const t = translator(lang);
  if (standings.length === 0) return <p className="muted">{t(messages.tournamentPage.standingsEmpty)}</p>;
  const criteria = standings[0]!.tiebreakers.map((tb) => tb.name);
  return (
    <>
      <div className="table-wrap">
        <table data-testid="standings" className="stack-table stack-table--standings">
          <caption className="visually-hidden">{t(m.tiebreakersCaption)}</caption>
          <StandingsHead criteria={criteria} t={t} />
          <tbody>
            {standings.map((row) => (
              <StandingLine
                key={row.playerId}
                row={row}
                criteria={criteria}
                mine={row.playerId === viewerId}
                lang={lang}
              />
            ))}
          </tbody>
        </table>
      </div>
      <Legends standings={standings} criteria={criteria} t={t} />
    </>
  );
}

/** What the table's marks and blanks mean, said only where the table has them. */
function Legends(props: { standings: readonly StandingRow[]; criteria: readonly string[]; t: Translate }) {
  const { standings, criteria, t } = props;
  return (
    <>
      {standings.some((row) => row.random) ? (
        <p className="legend">
          <DieIcon /> {t(m.randomLegend)}
        </p>
      ) : null}
      {standings.some((row) => row.tiebreakMatch) ? <p className="legend">{t(m.tiebreakMatch)}</p> : null}
      {criteria.includes(HEAD_TO_HEAD) ? <p className="legend">{t(m.headToHeadLegend)}</p> : null}
    </>
  );
}

function StandingsHead({ criteria, t }: { criteria: readonly string[]; t: Translate }) {
  return (
    <thead>
      <tr>
        <th className="num">{t(m.rank)}</th>
        <th>{t(m.player)}</th>
        <th className="num">{t(m.points)}</th>
        <th className="num" title={t(m.recordTitle)}>
          {t(m.record)}
        </th>
        {criteria.map((name) => (
          <th key={name} className="num" data-criterion={name}>
            {t(tiebreakLabel(name))}
          </th>
        ))}
      </tr>
    </thead>
  );
}

function StandingLine(props: { row: StandingRow; criteria: readonly string[]; mine: boolean; lang: Lang }) {
  const { row, criteria, mine, lang } = props;
  const t = translator(lang);
  return (
    <tr data-testid="standing-row" className={mine ? 'is-mine' : undefined}>
      <td className="num stack-table__lead" data-label={t(m.rank)}>
        {row.rank}
      </td>
      <PlayerCell row={row} t={t} />
      <ScoreCells row={row} criteria={criteria} lang={lang} />
    </tr>
  );
}

/** A standing's points, its record and its tiebreak values, each cell labelled on a phone. */
export function ScoreCells({ row, criteria, lang }: { row: StandingRow; criteria: readonly string[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <td className="num strong" data-label={t(m.points)}>
        {row.points}
      </td>
      <td className="num nowrap" data-label={t(m.record)}>
        {recordText(row, t)}
      </td>
      <TiebreakCells row={row} criteria={criteria} lang={lang} />
    </>
  );
}

/** A standing's tiebreak values, one cell each in the order the criteria apply, each labelled on a phone. */
function TiebreakCells({ row, criteria, lang }: { row: StandingRow; criteria: readonly string[]; lang: Lang }) {
  const t = translator(lang);
  return criteria.map((name) => (
    <td key={name} className="num" data-label={t(tiebreakLabel(name))}>
      {formatTiebreak(name, row.tiebreakers.find((tb) => tb.name === name)?.value ?? null, lang)}
    </td>
  ));
}
