import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { StandingsPageView } from '../../graphql/tournament-page';
import type { RoundStandingsView, RoundView } from '../../graphql/tournament-rounds';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { apiListPage } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';
import { chooseStandings, currentStandingsCaption, roundLabelOf } from '../../lib/round-views';
import { viewHref, type TournamentView } from '../../lib/tournament-view';
import { placingsMessages } from '../../lib/placings-messages';
import { standingsMessages as sm } from '../../lib/standings-messages';
import { TabsNav } from '../TabsNav';
import { StandingsTable } from '../StandingsTable';
import { TournamentListPager } from './ListPager';

/**
 * Standings, current or as they stood after any finished Swiss round (`?standings=N`), each saying
 * which round it covers (002 C.2: the standings after each round decide the next pairing). A long
 * field is shown a page at a time (`?standingsPage=`), narrowed by the name search (`?q=`); the API
 * gives only that page (`page`), of the round asked for.
 */
export function StandingsSection(props: {
  /** The page shown, of the standings after the chosen round or the current ones. */
  page: StandingsPageView;
  byRound: readonly RoundStandingsView[];
  rounds: readonly RoundView[];
  /** The event has ended: these are the Swiss standings, beside the final placings. */
  ended?: boolean;
  viewerId: string | null;
  /** The address's choices: the standings round asked for, the pairings tab kept beside it, the search and the page. */
  view: TournamentView;
  lang: Lang;
}) {
  const { page, byRound, ended = false, viewerId, view, lang } = props;
  const t = translator(lang);
  const chosen = chooseStandings(byRound, view.standings);
  const href = (round: number | null) => viewHref(view, { standings: round, standingsPage: null }, 'standings-title');
  const search = view.q ?? '';
  const list = apiListPage(page);
  return (
    <section aria-labelledby="standings-title" className="block" data-testid="standings-section">
      <h2 id="standings-title">{t(ended ? placingsMessages.swissTitle : messages.tournamentPage.standings)}</h2>
      {byRound.length > 0 ? <RoundTabs {...props} chosen={chosen?.round ?? null} href={href} /> : null}
      {byRound.length > 0 ? (
        <p className="legend" data-testid="standings-covers">
          {t(chosen ? chosen.label : ended ? sm.atEndCaption : currentStandingsCaption(props.byRound, props.rounds))}
        </p>
      ) : null}
      {search && page.unfilteredTotal > 0 && list.total === 0 ? <p className="muted">{t(lm.noMatch(search))}</p> : null}
      {list.total > 0 || page.unfilteredTotal === 0 ? (
        <StandingsTable standings={list.rows} viewerId={viewerId} lang={lang} />
      ) : null}
      <TournamentListPager kind="standings" list={list} view={view} lang={lang} />
    </section>
  );
}

/** One tab per finished Swiss round, after the current (or final) standings. */
function RoundTabs(props: {
  byRound: readonly RoundStandingsView[];
  rounds: readonly RoundView[];
  ended?: boolean;
  chosen: number | null;
  href: (round: number | null) => string;
  lang: Lang;
}) {
  const { byRound, rounds, ended = false, chosen, href, lang } = props;
  const t = translator(lang);
  return (
    <TabsNav label={t(sm.roundNav)} chosen={String(chosen)} testId="standings-rounds">
      <Link href={href(null)} aria-current={chosen === null ? 'page' : undefined} className="tabs__tab" scroll={false}>
        {t(ended ? sm.atEnd : sm.current)}
      </Link>
      {byRound.map((s) => (
        <Link
          key={s.round}
          href={href(s.round)}
          aria-current={chosen === s.round ? 'page' : undefined}
          className="tabs__tab"
          scroll={false}
        >
          {t(roundLabelOf(rounds, s.round))}
        </Link>
      ))}
    </TabsNav>
  );
}
