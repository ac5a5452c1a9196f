import type { Lang } from '@cronica/util';
import { announcementMessages as m } from '../../lib/announcement-messages';
import { venueClockText } from '../../lib/event-time';
import { translator } from '../../lib/i18n';

/** The staff's notice as the API gives it: the text (line breaks kept) and when it was posted. */
export interface Notice {
  readonly text: string;
  readonly postedAt: string;
}

/**
 * The staff's notice to the room, above everything else on the event's page, the desk and the
 * room's screen; a polite status, so a screen reader says it when a live page receives it.
 */
export function RoomNotice(props: { notice: Notice | null | undefined; timeZone?: string | null; lang: Lang }) {
  const { notice, timeZone, lang } = props;
  if (!notice) return null;
  const t = translator(lang);
  return (
    <aside className="room-notice" role="status" aria-label={t(m.label)} data-testid="room-notice">
      <p className="room-notice__text">{notice.text}</p>
      <p className="room-notice__when">
        {t(m.label)} · {t(m.posted(venueClockText(notice.postedAt, timeZone, lang)))}
      </p>
    </aside>
  );
}
