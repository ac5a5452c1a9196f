'use client';

import type { Lang } from '@cronica/util';
import { waitlistDesk } from '../../app/tournaments/[id]/desk/registration-actions';
import type { TournamentDetail } from '../../graphql/tournament';
import { venueDateTimeText } from '../../lib/event-time';
import { translator } from '../../lib/i18n';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { FormError, TournamentForm } from '../FormParts';
import { useTournamentAction } from '../useFormAction';
import { ActionButton } from '../ActionButton';
import { ConfirmButton } from './ConfirmButton';

const m = om.registration;

type Waiting = TournamentDetail['waitlist'][number];

interface RowProps {
  tournamentId: string;
  entry: Waiting;
  lang: Lang;
}

/** The organizer gives this waiting player a place now (in or out of turn: whoever is in the room). */
function SeatForm({ tournamentId, entry, lang }: RowProps) {
  const t = translator(lang);
  return (
    <ActionButton
      action={waitlistDesk}
      tournamentId={tournamentId}
      fields={{ playerId: entry.playerId, step: 'seat' }}
      label={t(m.seat)}
      ariaLabel={t(m.seatFor(entry.name))}
      look="small"
      className="desk-row-action"
      lang={lang}
    />
  );
}

/** The organizer takes this player off the line (they lose their place in it): asked first. */
function TakeOffForm({ tournamentId, entry, lang }: RowProps) {
  const t = translator(lang);
  const [state, takeOff, takingOff] = useTournamentAction(waitlistDesk);
  return (
    <TournamentForm action={takeOff} tournamentId={tournamentId} className="desk-row-action">
      <input type="hidden" name="playerId" value={entry.playerId} />
      <input type="hidden" name="step" value="off" />
      <ConfirmButton
        label={t(m.takeOff)}
        what={t(m.takeOffConfirm(entry.name))}
        t={t}
        pending={takingOff}
        danger
        small
        answer={state}
      />
      <FormError error={state.error} t={t} />
    </TournamentForm>
  );
}

/** One waiting player: their place, since when, and (for the organizer) giving them a place or taking them off. */
function WaitingRow(props: RowProps & { place: number; organizer: boolean; zone: string | null }) {
  const { entry, place, organizer, zone, lang } = props;
  const t = translator(lang);
  return (
    <li data-testid="waitlist-entry">
      <span>
        <span className="waitlist__place">{place}.</span> <strong>{entry.name}</strong>{' '}
        <span className="muted">{t(m.waitingSince(venueDateTimeText(entry.since, zone, lang)))}</span>
      </span>
      {organizer ? (
        <span className="desk-row-actions">
          <SeatForm {...props} />
          <TakeOffForm {...props} />
        </span>
      ) : null}
    </li>
  );
}

/**
 * A full event's waiting list at the desk, first in line first (the API sends it to staff only,
 * and only before round 1 is paired): while registration is open places go to the line by
 * themselves; once closed the organizer calls whoever is in the room.
 */
export function WaitlistDesk({
  tournament,
  organizer,
  lang,
}: {
  tournament: TournamentDetail;
  organizer: boolean;
  lang: Lang;
}) {
  const t = translator(lang);
  if (tournament.waitlist.length === 0) return null;
  return (
    <section className="waitlist-desk" aria-labelledby="waitlist-title" data-testid="waitlist-desk">
      <h3 id="waitlist-title">{t(m.waitlistTitle(tournament.waitlist.length))}</h3>
      <p className="legend">{t(m.waitlistLegend(tournament.status === 'registration-open'))}</p>
      <ol className="waitlist">
        {tournament.waitlist.map((entry, index) => (
          <WaitingRow
            place={index + 1}
            key={entry.playerId}
            tournamentId={tournament.id}
            entry={entry}
            organizer={organizer}
            zone={tournament.timeZone}
            lang={lang}
          />
        ))}
      </ol>
    </section>
  );
}
