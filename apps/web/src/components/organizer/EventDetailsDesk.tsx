'use client';

import type { Lang } from '@cronica/util';
import { changeEventDetails } from '../../app/tournaments/[id]/desk/event-actions';
import { eventDetailsMessages as m } from '../../lib/event-details-messages';
import { translator } from '../../lib/i18n';
import { ActionOutcome, Field, SubmitButton, TournamentForm } from '../FormParts';
import type { Announcement } from '../tournament/EventAnnouncement';
import { feeFieldValues } from '../../lib/event-time';
import { WhenWhereFields } from '../tournament/WhenWhereFields';
import { useTournamentAction } from '../useFormAction';

/** The details as the event has them now: what the form starts from. */
type CurrentDetails = Announcement & { readonly name: string };

/**
 * The organizer corrects what players read of the event (name, description, when and where), until
 * it ends; a field left blank is no longer announced. Keyed by the details so a saved change shows.
 */
export function EventDetailsDesk({ tournament, lang }: { tournament: CurrentDetails; lang: Lang }) {
  const t = translator(lang);
  const [state, action, pending] = useTournamentAction(changeEventDetails);
  const { name, description, startsAt, timeZone, venue, checkInOpensBefore, entryFee } = tournament;
  const lead = checkInOpensBefore === null ? '' : String(checkInOpensBefore);
  const fee = feeFieldValues(entryFee, lang);
  return (
    <section id="details" aria-labelledby="details-desk-title" className="block desk-section">
      <h2 id="details-desk-title">{t(m.desk.title)}</h2>
      <p className="legend">{t(m.desk.intro)}</p>
      <TournamentForm
        key={JSON.stringify([name, description, startsAt, timeZone, venue, lead, fee])}
        action={action}
        tournamentId={tournament.id}
        className="form desk-details"
        testId="event-details-form"
      >
        <Field label={t(m.desk.name)}>
          <input name="name" required maxLength={120} defaultValue={name} />
        </Field>
        <Field label={t(m.desk.description)}>
          <textarea name="description" rows={2} maxLength={2000} defaultValue={description} />
        </Field>
        <WhenWhereFields
          values={{ startsAt: startsAt ?? '', timeZone: timeZone ?? '', venue, checkInOpensBefore: lead, ...fee }}
          t={t}
        />
        <SubmitButton pending={pending} label={m.desk.save} t={t} />
        <ActionOutcome state={state} done={m.desk.saved} t={t} />
      </TournamentForm>
    </section>
  );
}
