import type { Lang } from '@cronica/util';
import type { PlayersPageView } from '../../graphql/tournament-page';
import { translator } from '../../lib/i18n';
import { apiListPage } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';
import { messages } from '../../lib/messages';
import type { TournamentView } from '../../lib/tournament-view';
import { PlayerRoster, type RosterEvent } from '../PlayerRoster';
import { TournamentListPager } from './ListPager';

/** Everyone registered, by name, a page at a time (`?playersPage=`), narrowed by the name search (`?q=`): the API gives that page. */
export function RosterSection(props: { page: PlayersPageView; event: RosterEvent; view: TournamentView; lang: Lang }) {
  const { page, event, view, lang } = props;
  const t = translator(lang);
  const search = view.q ?? '';
  const list = apiListPage(page);
  return (
    <section aria-labelledby="players-title" className="block">
      <h2 id="players-title">{t(messages.tournamentPage.players)}</h2>
      {search && page.unfilteredTotal > 0 && list.total === 0 ? (
        <p className="muted">{t(lm.noMatch(search))}</p>
      ) : (
        <PlayerRoster players={list.rows} event={event} lang={lang} />
      )}
      <TournamentListPager kind="players" list={list} view={view} lang={lang} />
    </section>
  );
}
