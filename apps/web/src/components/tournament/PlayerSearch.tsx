import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { translator } from '../../lib/i18n';
import { listMessages as lm } from '../../lib/list-messages';
import { viewHref, type TournamentView } from '../../lib/tournament-view';
import { Field } from '../FormParts';

/**
 * A name search over standings, tables and the roster: a plain GET form, so it works before the
 * page hydrates and the address can be shared. The chosen rounds are kept; the lists start at page 1,
 * and the page opens at `anchor`: the standings, or the roster before the first round.
 */
export function PlayerSearch({ view, anchor, lang }: { view: TournamentView; anchor: string; lang: Lang }) {
  const t = translator(lang);
  return (
    <form
      method="get"
      action={`#${anchor}`}
      role="search"
      className="form form--inline player-search"
      data-testid="player-search"
    >
      {view.round ? <input type="hidden" name="round" value={view.round} /> : null}
      {view.standings ? <input type="hidden" name="standings" value={view.standings} /> : null}
      <Field label={t(lm.search)}>
        <input
          type="search"
          name="q"
          defaultValue={view.q ?? ''}
          maxLength={80}
          aria-describedby="player-search-hint"
        />
      </Field>
      <button type="submit" className="button">
        {t(lm.searchSubmit)}
      </button>
      {view.q ? (
        <Link href={viewHref({ round: view.round, standings: view.standings }, {}, anchor)} prefetch={false}>
          {t(lm.searchClear)}
        </Link>
      ) : null}
      <p id="player-search-hint" className="muted player-search__hint">
        {t(lm.searchHint)}
      </p>
    </form>
  );
}
