import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { PairingRow } from '../../graphql/tournament';
import type { RoundView } from '../../graphql/tournament-rounds';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { listPage, nameMatches } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';
import { roundLabelOf } from '../../lib/round-views';
import { viewHref, type TournamentView } from '../../lib/tournament-view';
import type { TableMatches } from '../../lib/table-matches';
import { PairingsTable } from '../PairingsTable';
import { ListPager } from './ListPager';

/** The round to show: the one asked for when it has pairings, else the latest. */
export function chooseRound(rounds: readonly number[], asked: string | string[] | undefined): number | null {
  const wanted = Number(Array.isArray(asked) ? asked[0] : asked);
  if (rounds.includes(wanted)) return wanted;
  return rounds.at(-1) ?? null;
}

/**
 * Pairings round by round; top-cut and tiebreak rounds carry their names ("Cuartos de final"). A
 * round of many tables is shown a page at a time (`?tablesPage=`), narrowed by the name search (`?q=`).
 */
export function RoundsSection(props: {
  pairings: readonly PairingRow[];
  rounds: readonly RoundView[];
  plannedRounds: number | null;
  topCutSize: number;
  names: Map<string, string>;
  matches: TableMatches;
  viewerId: string | null;
  lang: Lang;
  /** The address's choices: the round asked for, the standings tab kept beside it, the search and the page. */
  view: TournamentView;
}) {
  const { pairings, rounds, plannedRounds, topCutSize, names, matches, viewerId, lang, view } = props;
  const t = translator(lang);
  const m = messages.tournamentPage;
  const numbers = [...new Set(pairings.map((p) => p.round))].sort((a, b) => a - b);
  const shown = chooseRound(numbers, view.round);
  const search = view.q ?? '';
  const ofRound = pairings.filter((p) => p.round === shown);
  const named = (id: string | null) => id !== null && nameMatches(names.get(id) ?? id, search);
  const list = listPage(
    ofRound.filter((p) => search === '' || named(p.playerA) || named(p.playerB)).sort((a, b) => a.table - b.table),
    view.tablesPage,
  );
  return (
    <section aria-labelledby="pairings-title" className="block">
      <h2 id="pairings-title">{t(m.pairings)}</h2>
      {shown === null ? (
        <p className="muted">{t(m.pairingsEmpty)}</p>
      ) : (
        <>
          <nav aria-label={t(m.roundNav)} className="tabs" data-testid="pairing-rounds">
            {numbers.map((round) => (
              <Link
                key={round}
                href={viewHref(view, { round, tablesPage: null }, 'pairings-title')}
                aria-current={round === shown ? 'page' : undefined}
                className="tabs__tab"
                scroll={false}
              >
                {t(roundLabelOf(rounds, round, plannedRounds, topCutSize))}
                {pairings.some((p) => p.round === round && !p.published) ? ` (${t(messages.staff.unpublishedTab)})` : ''}
              </Link>
            ))}
          </nav>
          {pairings.some((p) => p.round === shown && !p.published) ? <p className="legend">{t(messages.staff.unpublished)}</p> : null}
          {search && list.total === 0 ? <p className="muted">{t(lm.noMatch(search))}</p> : null}
          {list.total > 0 ? <PairingsTable pairings={list.rows} names={names} matches={matches} viewerId={viewerId} lang={lang} /> : null}
          <ListPager
            list={list}
            searching={search !== ''}
            label={lm.tablesPages}
            testId="tables-pager"
            hrefOf={(page) => viewHref(view, { tablesPage: page }, 'pairings-title')}
            lang={lang}
          />
        </>
      )}
    </section>
  );
}
