import type { Lang, Localized } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { paperMessages } from '../../lib/paper-messages';

const m = paperMessages.section;

/**
 * The tournament page's paper corner: printable sheets of the round on show and of the
 * standings, and the CSV downloads (served by this web on its own origin).
 */
export function PaperLinks(props: {
  tournamentId: string;
  round: number | null;
  roundName: Localized | null;
  lang: Lang;
}) {
  const { tournamentId, round, roundName, lang } = props;
  const t = translator(lang);
  const base = `/tournaments/${encodeURIComponent(tournamentId)}`;
  const roundLabel = roundName === null ? '' : ` · ${t(roundName)}`;
  return (
    <section aria-labelledby="paper-title" className="block paper-links" data-testid="paper-links">
      <h2 id="paper-title">{t(m.title)}</h2>
      <p className="legend">{t(m.hint)}</p>
      <div className="paper-links__columns">
        <div>
          <h3>{t(m.print)}</h3>
          <ul>
            {round === null ? (
              <li className="muted">{t(m.noPairings)}</li>
            ) : (
              <>
                <li>
                  <a href={`${base}/print/pairings?round=${round}`}>
                    {t(m.pairingsByTable)}
                    {roundLabel}
                  </a>
                </li>
                <li>
                  <a href={`${base}/print/pairings?round=${round}&by=name`}>
                    {t(m.pairingsByName)}
                    {roundLabel}
                  </a>
                </li>
                <li>
                  <a href={`${base}/print/slips?round=${round}`}>
                    {t(m.slips)}
                    {roundLabel}
                  </a>
                </li>
              </>
            )}
            <li>
              <a href={`${base}/print/standings`}>{t(m.standings)}</a>
            </li>
          </ul>
        </div>
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
              <a href={`${base}/event.json`} download data-testid="event-json">
                {t(m.eventJson)}
              </a>
            </li>
          </ul>
        </div>
      </div>
    </section>
  );
}
