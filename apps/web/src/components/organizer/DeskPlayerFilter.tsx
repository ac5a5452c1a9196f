import { MAX_NAME_SEARCH } from '@cronica/util';
import { checkInMessages } from '../../lib/check-in-messages';
import type { DeskPlayerFilter } from '../../lib/desk-player-filter';
import type { Translate } from '../../lib/i18n';
import { Field } from '../FormParts';

const m = checkInMessages.desk;

/**
 * Finding a player in a long desk list at the door: part of a name, and (while check-in is open)
 * only those still to arrive. A plain GET form, so it works before the page hydrates; the desk
 * keeps the filter in its address while staff mark arrivals.
 */
export function DeskPlayerFilterForm({
  filter,
  checkIn,
  t,
}: {
  filter: DeskPlayerFilter;
  checkIn: boolean;
  t: Translate;
}) {
  const filtered = filter.who !== '' || filter.pending;
  return (
    <form method="get" action="#registration" role="search" className="player-search" data-testid="desk-filter">
      <Field label={t(m.find)}>
        <input type="search" name="who" defaultValue={filter.who} maxLength={MAX_NAME_SEARCH} />
      </Field>
      {checkIn ? (
        <label className="form__check">
          <input type="checkbox" name="pending" value="1" defaultChecked={filter.pending} /> {t(m.onlyPending)}
        </label>
      ) : null}
      <button type="submit" className="button button--quiet">
        {t(m.findSubmit)}
      </button>
      {filtered ? <a href="?#registration">{t(m.showAll)}</a> : null}
    </form>
  );
}
