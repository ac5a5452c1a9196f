import type { Lang } from '@cronica/util';
import type { TournamentPlayerRow } from '../../graphql/tournament';
import { translator } from '../../lib/i18n';
import { listPage, nameMatches } from '../../lib/list-pages';
import { listMessages as lm } from '../../lib/list-messages';
import { messages } from '../../lib/messages';
import { viewHref, type TournamentView } from '../../lib/tournament-view';
import { PlayerRoster } from '../PlayerRoster';
import { ListPager } from './ListPager';

/** Everyone registered, by name, a page at a time (`?playersPage=`), narrowed by the name search (`?q=`). */
export function RosterSection({ players, view, lang }: { players: readonly TournamentPlayerRow[]; view: TournamentView; lang: Lang }) {
  const t = translator(lang);
  const search = view.q ?? '';
  const sorted = [...players].sort((a, b) => a.name.localeCompare(b.name, lang));
  const list = listPage(
    sorted.filter((p) => nameMatches(p.name, search)),
    view.playersPage,
  );
  return (
    <section aria-labelledby="players-title" className="block">
      <h2 id="players-title">{t(messages.tournamentPage.players)}</h2>
      {search && players.length > 0 && list.total === 0 ? <p className="muted">{t(lm.noMatch(search))}</p> : <PlayerRoster players={list.rows} lang={lang} />}
      <ListPager
        list={list}
        searching={search !== ''}
        label={lm.playersPages}
        testId="players-pager"
        hrefOf={(page) => viewHref(view, { playersPage: page }, 'players-title')}
        lang={lang}
      />
    </section>
  );
}
