import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { PairingsPageView } from '../../graphql/tournament-page';
import type { RoundView } from '../../graphql/tournament-rounds';
import { translator } from '../../lib/i18n';
import { personName } from '../../lib/person-name';
import { messages } from '../../lib/messages';
import { apiListPage } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';
import { roundLabelOf } from '../../lib/round-views';
import { viewHref, type TournamentView } from '../../lib/tournament-view';
import { PairingsTable } from '../PairingsTable';
import { TabsNav } from '../TabsNav';
import { TournamentListPager } from './ListPager';

/**
 * Pairings round by round; top-cut and tiebreak rounds carry their names ("Cuartos de final"). A
 * round of many tables is shown a page at a time (`?tablesPage=`), narrowed by the name search (`?q=`);
 * the API shows the round asked for when it has pairings, else the latest, and gives only that page (`page`).
 */
interface SectionProps {
  page: PairingsPageView;
  rounds: readonly RoundView[];
  viewerId: string | null;
  lang: Lang;
  /** The address's choices: the round asked for, the standings tab kept beside it, the search and the page. */
  view: TournamentView;
}

export function RoundsSection(props: SectionProps) {
  const { page, viewerId, lang, view } = props;
  const t = translator(lang);
  const m = messages.tournamentPage;
  const { round: shown, unpublishedRounds } = page;
  const search = view.q ?? '';
  const names = new Map(page.players.map((p) => [p.playerId, personName(p.name, t)]));
  const list = apiListPage(page);
  return (
    <section aria-labelledby="pairings-title" className="block">
      <h2 id="pairings-title">{t(m.pairings)}</h2>
      {shown === null ? (
        <p className="muted">{t(m.pairingsEmpty)}</p>
      ) : (
        <>
          <RoundTabs {...props} shown={shown} />
          {unpublishedRounds.includes(shown) ? <p className="legend">{t(messages.staff.unpublished)}</p> : null}
          {search && list.total === 0 ? <p className="muted">{t(lm.noMatch(search))}</p> : null}
          {list.total > 0 ? <PairingsTable pairings={list.rows} names={names} viewerId={viewerId} lang={lang} /> : null}
          <TournamentListPager kind="tables" list={list} view={view} lang={lang} />
        </>
      )}
    </section>
  );
}

/**
 * Before the first round: where the tables and the standings will be, in one section under the
 * roster, instead of two empty ones above it.
 */
export function NoRoundYet({ lang }: { lang: Lang }) {
  const t = translator(lang);
  const m = messages.tournamentPage;
  return (
    <section aria-labelledby="pairings-title" className="block" data-testid="no-round-yet">
      <h2 id="pairings-title">{t(m.roundsTitle)}</h2>
      <p className="muted">{t(m.pairingsEmpty)}</p>
      <p className="muted">{t(m.standingsEmpty)}</p>
    </section>
  );
}

/** One tab per round with pairings, named, an unpublished draft marked as such (staff only see one). */
function RoundTabs(props: {
  page: PairingsPageView;
  rounds: readonly RoundView[];
  view: TournamentView;
  shown: number;
  lang: Lang;
}) {
  const { page, rounds, view, shown, lang } = props;
  const t = translator(lang);
  return (
    <TabsNav label={t(messages.tournamentPage.roundNav)} chosen={String(shown)} testId="pairing-rounds">
      {page.rounds.map((round) => (
        <Link
          key={round}
          href={viewHref(view, { round, tablesPage: null }, 'pairings-title')}
          aria-current={round === shown ? 'page' : undefined}
          className="tabs__tab"
          scroll={false}
        >
          {t(roundLabelOf(rounds, round))}
          {page.unpublishedRounds.includes(round) ? ` (${t(messages.staff.unpublishedTab)})` : ''}
        </Link>
      ))}
    </TabsNav>
  );
}
