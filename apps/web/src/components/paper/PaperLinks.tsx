import type { Lang, Localized } from '@cronica/util';
import { translator, type Translate } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';
import { screenMessages } from '../../lib/screen-messages';

const m = paperMessages.section;

interface LinkProps {
  base: string;
  round: number | null;
  roundLabel: string;
  ended?: boolean;
  t: Translate;
}

/**
 * The tournament page's paper corner: printable sheets of the round on show and of the
 * standings, and the CSV downloads (served by this web on its own origin). Once the event has
 * ended there is no result left to collect: no result slips.
 */
export function PaperLinks(props: {
  tournamentId: string;
  round: number | null;
  roundName: Localized | null;
  ended?: boolean;
  lang: Lang;
}) {
  const { tournamentId, round, roundName, ended = false, lang } = props;
  const t = translator(lang);
  const base = `/tournaments/${encodeURIComponent(tournamentId)}`;
  const roundLabel = roundName === null ? '' : ` · ${t(roundName)}`;
  return (
    <section aria-labelledby="paper-title" className="block paper-links" data-testid="paper-links">
      <h2 id="paper-title">{t(m.title)}</h2>
      <p className="legend">{t(m.hint)}</p>
      <div className="paper-links__columns">
        <PrintLinks base={base} round={round} roundLabel={roundLabel} ended={ended} t={t} />
        <DownloadLinks base={base} round={round} roundLabel={roundLabel} t={t} />
      </div>
      <p className="paper-links__screen">
        <a href={`${base}/screen`} target="_blank" rel="noopener" data-testid="screen-link">
          {t(screenMessages.link)} ↗
        </a>{' '}
        <span className="legend">{t(screenMessages.linkHint)}</span>
      </p>
    </section>
  );
}

/** The sheets to print: the round's pairings (by table, by name) and slips, and the standings. */
function PrintLinks({ base, round, roundLabel, ended = false, t }: LinkProps) {
  const roundSheet = (href: string, label: Localized) => (
    <li>
      <a href={`${base}${href}`}>
        {t(label)}
        {roundLabel}
      </a>
    </li>
  );
  return (
    <div>
      <h3>{t(m.print)}</h3>
      <ul>
        {round === null ? (
          <>
            <li className="muted">{t(m.noPairings)}</li>
            <li>
              <a href={`${base}/print/check-in`}>{t(m.rollCall)}</a>
            </li>
          </>
        ) : (
          <>
            {roundSheet(`/print/pairings?round=${round}`, m.pairingsByTable)}
            {roundSheet(`/print/pairings?round=${round}&by=name`, m.pairingsByName)}
            {ended ? null : roundSheet(`/print/slips?round=${round}`, m.slips)}
          </>
        )}
        <li>
          <a href={`${base}/print/standings`}>{t(m.standings)}</a>
        </li>
      </ul>
    </div>
  );
}

/** The downloads: the standings, the round's pairings and the entrants as CSV, and the whole event as JSON. */
function DownloadLinks({ base, round, roundLabel, t }: LinkProps) {
  return (
    <div>
      <h3>{t(m.download)}</h3>
      <ul>
        <li>
          <a href={`${base}/standings.csv`} download data-testid="standings-csv">
            {t(m.standingsCsv)}
          </a>
        </li>
        {round === null ? null : (
          <li>
            <a href={`${base}/pairings.csv?round=${round}`} download data-testid="pairings-csv">
              {t(m.pairingsCsv)}
              {roundLabel}
            </a>
          </li>
        )}
        <li>
          <a href={`${base}/entrants.csv`} download data-testid="entrants-csv">
            {t(m.entrantsCsv)}
          </a>
        </li>
        <li>
          <a href={`${base}/event.json`} download data-testid="event-json">
            {t(m.eventJson)}
          </a>
        </li>
      </ul>
    </div>
  );
}
