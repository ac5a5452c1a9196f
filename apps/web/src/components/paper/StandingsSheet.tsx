import type { Lang } from '@cronica/util';
import type { PaperPlacing } from '../../graphql/exports';
import type { StandingRow } from '../../graphql/tournament';
import { placingsMessages } from '../../lib/placings-messages';
import { translator, type Translate } from '../../lib/i18n';
import { HEAD_TO_HEAD, tiebreakLabel, tiebreakShortLabel } from '../../lib/labels';
import { ScoreCells } from '../StandingsTable';
import { messages } from '../../lib/messages';
import { paperMessages } from '../../lib/paper-messages';
import { ColumnHeads } from '../ColumnHeads';

const s = messages.standings;
const m = paperMessages.standingsSheet;

/**
 * Standings on paper with every tiebreak value — after the final placings once the event has ended
 * (the top cut decides those; the Swiss standings follow, labelled) — the criteria listed in the order they apply,
 * random places and tiebreak matches marked in words (002_a36596f8eaed8fcc.txt, "2.4.1", "2.4.2").
 */
export function StandingsSheet({
  standings,
  placings = [],
  lang,
}: {
  standings: readonly StandingRow[];
  placings?: readonly PaperPlacing[];
  lang: Lang;
}) {
  const t = translator(lang);
  if (standings.length === 0) return <p>{t(messages.tournamentPage.standingsEmpty)}</p>;
  const criteria = standings[0]!.tiebreakers.map((tb) => tb.name);
  return (
    <>
      {placings.length > 0 ? <PlacingsTable placings={placings} lang={lang} /> : null}
      {placings.length > 0 ? <h2 className="paper-legend-title">{t(placingsMessages.swissTitle)}</h2> : null}
      <div className="table-wrap">
        <table
          className="paper-table paper-table--standings stack-table stack-table--standings"
          data-testid="print-standings"
        >
          <SheetHead criteria={criteria} t={t} />
          <tbody>
            {standings.map((row) => (
              <StandingRowLine key={row.playerId} row={row} criteria={criteria} lang={lang} />
            ))}
          </tbody>
        </table>
      </div>
      <Legend standings={standings} criteria={criteria} t={t} />
    </>
  );
}

function SheetHead({ criteria, t }: { criteria: readonly string[]; t: Translate }) {
  return (
    <thead>
      <tr>
        <th className="num" scope="col">
          {t(s.rank)}
        </th>
        <th scope="col">{t(s.player)}</th>
        <th className="num" scope="col">
          {t(s.points)}
        </th>
        <th className="num" scope="col">
          {t(s.record)}
        </th>
        {criteria.map((name) => (
          <th key={name} className="num" scope="col">
            <CriterionName name={name} t={t} />
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A criterion's short name, its full name a tooltip away (and in the criteria list below the table). */
function CriterionName({ name, t }: { name: string; t: Translate }) {
  const full = t(tiebreakLabel(name));
  const short = t(tiebreakShortLabel(name));
  return short === full ? full : <abbr title={full}>{short}</abbr>;
}

function StandingRowLine({ row, criteria, lang }: { row: StandingRow; criteria: readonly string[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <tr>
      <td className="num stack-table__lead" data-label={t(s.rank)}>
        {row.rank}
      </td>
      <td className="stack-table__title">
        {row.playerName}
        {row.dropped ? <em> ({t(m.dropped)})</em> : null}
        {/* A no-break space: the mark never starts a line of its own under a wrapped name. */}
        {row.random ? <span title={t(s.randomMark)}>{'\u00a0'}⚄</span> : null}
        {row.tiebreakMatch ? <em> ({t(m.tiebreakMatch)})</em> : null}
      </td>
      <ScoreCells row={row} criteria={criteria} lang={lang} />
    </tr>
  );
}

/** The criteria in the order they apply, and what the marks for a random place and a tiebreak match mean. */
function Legend({
  standings,
  criteria,
  t,
}: {
  standings: readonly StandingRow[];
  criteria: readonly string[];
  t: Translate;
}) {
  return (
    <>
      <h2 className="paper-legend-title">{t(m.criteria)}</h2>
      <ol className="paper-legend">
        {criteria.map((name) => (
          <li key={name}>{criterionInFull(name, t)}</li>
        ))}
      </ol>
      {standings.some((row) => row.random) ? <p className="paper-note">⚄ {t(s.randomLegend)}</p> : null}
      {standings.some((row) => row.tiebreakMatch) ? <p className="paper-note">{t(s.tiebreakMatch)}</p> : null}
      {criteria.includes(HEAD_TO_HEAD) ? <p className="paper-note">{t(s.headToHeadLegend)}</p> : null}
    </>
  );
}

/** Paper has no tooltips: the list pairs each short name in the table's head with the full one. */
function criterionInFull(name: string, t: Translate): string {
  const full = t(tiebreakLabel(name));
  const short = t(tiebreakShortLabel(name));
  return short === full ? full : `${short}: ${full}`;
}

/** The final placings on paper: place and player, a disqualified player marked and last. */
function PlacingsTable({ placings, lang }: { placings: readonly PaperPlacing[]; lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <h2 className="paper-legend-title">{t(placingsMessages.title)}</h2>
      <table className="paper-table" data-testid="print-placings">
        <ColumnHeads columns={[placingsMessages.finalPlace, messages.standings.player]} t={t} />
        <tbody>
          {placings.map((p) => (
            <tr key={p.playerId}>
              <td className="nowrap strong">{t(p.label)}</td>
              <td>{p.playerName}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
