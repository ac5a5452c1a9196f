import type { Localized } from '@cronica/util';
import type { MyEvent, MyStaffedEvent, MyWaitingList } from '../graphql/player';
import type { PairingRow } from '../graphql/tournament';
import type { TournamentSummary } from '../graphql/tournaments';

/**
 * Where the reader stands with an event's check-in: it waits for them, they have done it, it opens
 * by itself later (`opensAt`), or there is none now.
 */
export type MyCheckIn = 'waiting' | 'done' | 'scheduled' | null;

export interface MyEventRow {
  readonly event: TournamentSummary;
  readonly checkIn: MyCheckIn;
  /** The reader's place on the event's waiting list (1: the next place is theirs); null when they have a place. */
  readonly waitlistPlace: number | null;
  /** The reader runs the event (its desk is theirs): as its organizer or as a judge; null when they play or wait. */
  readonly staffRole?: StaffRole | null;
  /** When a scheduled check-in opens (ISO 8601) and the venue's zone it is read in. */
  readonly opensAt?: { readonly at: string; readonly zone: string | null };
  /** While the event is played: the reader's table of the round, when it asks something of them. */
  readonly table?: MyTableNow | null;
  /** While an event the reader runs is played: how many players' calls to a judge wait for an answer. */
  readonly openCalls?: number;
}

/**
 * The reader's table of the latest published round, as the home page names it: a table to sit at
 * (no result yet), a result the rival reported for them to confirm, or the bye.
 */
export interface MyTableNow {
  readonly kind: 'play' | 'confirm' | 'bye';
  readonly round: Localized;
  readonly table: number;
}

type PublishedTable = Pick<PairingRow, 'round' | 'table' | 'playerB' | 'published' | 'roundLabel' | 'result'>;

/** Null once the table asks nothing more of the reader: its result final, or reported by them. */
export function myTableNow(tables: readonly PublishedTable[], readerId: string): MyTableNow | null {
  const latest = tables
    .filter((table) => table.published)
    .reduce<PublishedTable | null>((last, table) => (last === null || table.round > last.round ? table : last), null);
  if (latest === null) return null;
  const at = { round: latest.roundLabel, table: latest.table };
  if (latest.playerB === null) return { kind: 'bye', ...at };
  if (latest.result === null) return { kind: 'play', ...at };
  if (latest.result.status === 'reported' && latest.result.reportedBy !== readerId) return { kind: 'confirm', ...at };
  return null;
}

/** Whether the home page asks for the reader's table of an event: they play it, and it is under way. */
export const playsNow = (row: MyEventRow): boolean =>
  !row.staffRole && row.waitlistPlace === null && running(row.event) && row.event.status !== 'ended';

/** Whether the home page asks for the open judge calls of an event: the reader runs it, and it is under way. */
export const staffsNow = (row: MyEventRow): boolean =>
  Boolean(row.staffRole) && running(row.event) && row.event.status !== 'ended';

export type StaffRole = 'organizer' | 'judge';

const staffRoleOf = (role: string | null): StaffRole | null => (role === 'organizer' || role === 'judge' ? role : null);

/** How many of the reader's events the home page shows before the list of every event. */
export const MY_EVENTS_SHOWN = 6;

const running = (event: TournamentSummary) => event.status === 'top-cut' || event.currentRound > 0;

/** Soonest first; an event that announces no start after those that do (wall times sort as text: YYYY-MM-DDTHH:mm). */
const byStart = (a: TournamentSummary, b: TournamentSummary) =>
  (a.startsAt ?? '\uffff').localeCompare(b.startsAt ?? '\uffff');

/**
 * The events the reader still plays (not ended, not dropped), those whose waiting list they are on
 * and those they run: a check-in waiting for them first, then the events in progress, then the
 * upcoming ones (a waiting list among them) soonest first.
 */
export function myEventsToShow(
  events: readonly MyEvent[],
  waiting: readonly MyWaitingList[] = [],
  staffed: readonly MyStaffedEvent[] = [],
): MyEventRow[] {
  const rank = (row: MyEventRow) => (row.checkIn === 'waiting' ? 0 : running(row.event) ? 1 : 2);
  const playing = events
    .filter((event) => event.status !== 'ended' && event.playersPage.rows[0]?.status === 'active')
    .map((event) => ({
      event,
      checkIn: checkInOf(event),
      waitlistPlace: null,
      ...(event.checkInOpensAt ? { opensAt: { at: event.checkInOpensAt, zone: event.timeZone } } : {}),
    }));
  const inLine = waiting.map((event) => ({ event, checkIn: null, waitlistPlace: event.myWaitlistPlace }));
  const run = staffed.map((event) => ({
    event,
    checkIn: null,
    waitlistPlace: null,
    staffRole: staffRoleOf(event.myStaffRole),
  }));
  return onceEach([...playing, ...inLine, ...run])
    .sort((a, b) => rank(a) - rank(b) || byStart(a.event, b.event))
    .slice(0, MY_EVENTS_SHOWN);
}

/** Each event once, as the first row naming it (the reader's own entry before their role on its staff). */
function onceEach(rows: readonly MyEventRow[]): MyEventRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const first = !seen.has(row.event.id);
    seen.add(row.event.id);
    return first;
  });
}

function checkInOf(event: MyEvent): MyCheckIn {
  if (!event.checkInOpen) return event.checkInOpensAt && event.currentRound === 0 ? 'scheduled' : null;
  return event.playersPage.rows[0]?.checkedIn ? 'done' : 'waiting';
}
