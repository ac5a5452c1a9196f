import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { StandingRow } from '../../graphql/tournament';
import type { RoundStandingsView, RoundView } from '../../graphql/tournament-rounds';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { chooseStandings, firstOf, pageHref, roundLabelOf } from '../../lib/round-views';
import { standingsMessages as sm } from '../../lib/standings-messages';
import { StandingsTable } from '../StandingsTable';

/**
 * Standings, current or as they stood after any finished Swiss round (`?standings=N`), each saying
 * which round it covers (002 C.2: the standings after each round decide the next pairing).
 */
export function StandingsSection(props: {
  current: readonly StandingRow[];
  byRound: readonly RoundStandingsView[];
  rounds: readonly RoundView[];
  plannedRounds: number | null;
  viewerId: string | null;
  asked: string | string[] | undefined;
  /** The pairings tab's round, kept when another standings tab is chosen. */
  pairingsRound: string | string[] | undefined;
  lang: Lang;
}) {
  const { current, byRound, rounds, plannedRounds, viewerId, asked, pairingsRound, lang } = props;
  const t = translator(lang);
  const chosen = chooseStandings(byRound, asked);
  const href = (round: number | null) => pageHref({ round: firstOf(pairingsRound), standings: round }, 'standings-title');
  return (
    <section aria-labelledby="standings-title" className="block" data-testid="standings-section">
      <h2 id="standings-title">{t(messages.tournamentPage.standings)}</h2>
      {byRound.length > 0 ? (
        <nav aria-label={t(sm.roundNav)} className="tabs" data-testid="standings-rounds">
          <Link href={href(null)} aria-current={chosen === null ? 'page' : undefined} className="tabs__tab" scroll={false}>
            {t(sm.current)}
          </Link>
          {byRound.map((s) => (
            <Link key={s.round} href={href(s.round)} aria-current={chosen?.round === s.round ? 'page' : undefined} className="tabs__tab" scroll={false}>
              {t(roundLabelOf(rounds, s.round, plannedRounds, 0))}
            </Link>
          ))}
        </nav>
      ) : null}
      {byRound.length > 0 ? (
        <p className="legend" data-testid="standings-covers">
          {chosen ? t(chosen.label) : t(sm.currentCaption)}
        </p>
      ) : null}
      <StandingsTable standings={chosen ? chosen.rows : current} viewerId={viewerId} lang={lang} />
    </section>
  );
}
