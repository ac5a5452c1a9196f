'use client';

import { ANNOUNCEMENT_MAX_LENGTH } from '@cronica/tournament';
import type { Lang } from '@cronica/util';
import { clearAnnouncement, postAnnouncement } from '../../app/tournaments/[id]/desk/event-actions';
import { announcementMessages as m } from '../../lib/announcement-messages';
import { translator } from '../../lib/i18n';
import { ActionOutcome, Field, SubmitButton, TournamentForm } from '../FormParts';
import type { Notice } from '../tournament/RoomNotice';
import { useTournamentAction } from '../useFormAction';

interface NoticeEvent {
  readonly id: string;
  readonly status: string;
  readonly announcement?: Notice | null;
}

/**
 * The organizer's and judges' notice to the room while the event runs: write it, post it (it
 * replaces the one up), take it down. Keyed by the notice up, so a posted one shows in the box.
 */
export function AnnouncementDesk({ tournament, lang }: { tournament: NoticeEvent; lang: Lang }) {
  const t = translator(lang);
  const { id: tournamentId, announcement: notice = null } = tournament;
  const [posted, post, posting] = useTournamentAction(postAnnouncement);
  const [cleared, clear, clearing] = useTournamentAction(clearAnnouncement);
  if (tournament.status === 'ended') return null;
  return (
    <section aria-labelledby="notice-desk-title" className="block desk-section" data-testid="announcement-desk">
      <h2 id="notice-desk-title">{t(m.desk.title)}</h2>
      <p className="legend">{t(m.desk.intro)}</p>
      <TournamentForm key={notice?.text ?? ''} action={post} tournamentId={tournamentId} className="form desk-notice">
        <Field label={t(m.desk.text)}>
          <textarea
            name="text"
            rows={2}
            required
            maxLength={ANNOUNCEMENT_MAX_LENGTH}
            placeholder={t(m.desk.placeholder)}
            defaultValue={notice?.text ?? ''}
          />
        </Field>
        <SubmitButton
          pending={posting}
          label={notice ? m.desk.replace : m.desk.post}
          pendingLabel={m.desk.posting}
          t={t}
        />
        <ActionOutcome state={posted} done={m.desk.done} t={t} />
      </TournamentForm>
      {notice ? (
        <TournamentForm action={clear} tournamentId={tournamentId} className="form form--inline">
          <SubmitButton pending={clearing} label={m.desk.clear} t={t} quiet />
          <ActionOutcome state={cleared} done={m.desk.cleared} t={t} inline />
        </TournamentForm>
      ) : null}
    </section>
  );
}
