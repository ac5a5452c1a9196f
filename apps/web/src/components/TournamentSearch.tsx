import Link from 'next/link';
import type { Translate } from '../lib/i18n';
import { listMessages } from '../lib/list-messages';
import { messages } from '../lib/messages';
import { tournamentsHref, type TournamentListPhase } from '../lib/paging';
import { Field } from './FormParts';

const m = messages.home;

/**
 * A name search over the tournament list: a plain GET form, so it works before the page hydrates
 * and the address can be shared; the chosen phase and game are kept, and the list starts at page 1.
 */
export function TournamentSearch(props: {
  phase: TournamentListPhase | null;
  game: string | null;
  q: string;
  t: Translate;
}) {
  const { phase, game, q, t } = props;
  return (
    <form
      method="get"
      action="/"
      role="search"
      className="form form--inline player-search"
      data-testid="tournament-search"
    >
      {phase ? <input type="hidden" name="phase" value={phase.toLowerCase()} /> : null}
      {game ? <input type="hidden" name="game" value={game} /> : null}
      <Field label={t(m.search)}>
        <input type="search" name="q" defaultValue={q} maxLength={80} aria-describedby="tournament-search-hint" />
      </Field>
      <button type="submit" className="button">
        {t(m.searchSubmit)}
      </button>
      {q ? <Link href={tournamentsHref(phase, 1, game)}>{t(m.searchClear)}</Link> : null}
      <p id="tournament-search-hint" className="muted player-search__hint">
        {t(listMessages.searchHint)}
      </p>
    </form>
  );
}
