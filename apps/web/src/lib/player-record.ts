import { localized as l, type Localized } from '@cronica/util';
import type { ProfileEvent } from '../graphql/player';
import { messages } from './messages';
import { playerMessages } from './player-messages';

/**
 * How a player did in an event, as their profile says it under the event: the final place once the
 * event has placed them (else where they stand), their points and wins–losses–draws, and whether
 * they dropped; null before their first round (a bye counts as a win).
 */
export function playerRecordText(event: Pick<ProfileEvent, 'standingsPage' | 'placings'>): Localized | null {
  const row = event.standingsPage.rows[0];
  if (!row || row.wins + row.losses + row.draws === 0) return null;
  const place = event.placings[0]?.label;
  const where = place
    ? l(`Puesto final: ${place.es}`, `Final place: ${place.en}`)
    : l(`${row.rank}.º en la clasificación`, `#${row.rank} in the standings`);
  const record = playerMessages.table.record(row.points, row.wins, row.losses, row.draws);
  const byes = row.byes > 0 ? messages.standings.byes(row.byes) : null;
  const dropped = row.dropped ? messages.standings.dropped : null;
  const text = (lang: 'es' | 'en') =>
    `${where[lang]} · ${record[lang]}${byes ? ` ${byes[lang]}` : ''}${dropped ? ` · ${dropped[lang]}` : ''}`;
  return l(text('es'), text('en'));
}
