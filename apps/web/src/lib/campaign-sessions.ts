import type { Lang, Localized } from '@cronica/util';
import { campaignMessages as m } from './campaign-messages';
import { readerTimeText } from './reader-zone';

/** What the campaign page needs of a session to say who won it. */
export interface SessionOutcomeInput {
  readonly status: string;
  readonly seats: readonly { readonly id: string }[];
  readonly match: { readonly result: { readonly outcome: string; readonly winnerSeat: number | null } | null } | null;
}

/**
 * Who won a finished session, as a campaign tells it: the game master (the winning seat is the
 * GM's) or the players' side; a draw when the match names no winner. Null while it is live.
 */
export function sessionOutcome(session: SessionOutcomeInput, gmId: string): Localized | null {
  const result = session.match?.result;
  if (session.status !== 'finished' || !result) return null;
  if (result.outcome !== 'win' || result.winnerSeat === null) return m.draw;
  return session.seats[result.winnerSeat]?.id === gmId ? m.gmWon : m.partyWon;
}

/**
 * The newest session still being played, or null: the GM may start the next one anyway (a table
 * that stopped for the night: the campaign game's RULES-NOTES.md, "Campaigns"), and is told it
 * does not end this one.
 */
export function newestLiveSession<S extends { readonly status: string; readonly number: number }>(
  sessions: readonly S[],
): S | null {
  const live = sessions.filter((session) => session.status !== 'finished');
  return live.reduce<S | null>(
    (newest, session) => (newest && newest.number > session.number ? newest : session),
    null,
  );
}

/** A session's start (or an invitation's expiry), day and minute, on the reader's clock (`zone`; UTC, said so, while unknown). */
export function startedAtText(iso: string | null, zone: string | null, lang: Lang): string {
  return !iso || Number.isNaN(Date.parse(iso)) ? '' : readerTimeText(iso, zone, lang);
}
