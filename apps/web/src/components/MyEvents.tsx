import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { OPEN_CALL_IDS } from '../graphql/judging';
import { MY_EVENTS } from '../graphql/player';
import { MY_MATCHES } from '../graphql/player-actions';
import { query } from '../lib/apollo-rsc';
import { checkInMessages } from '../lib/check-in-messages';
import { translator } from '../lib/i18n';
import { myEventsToShow, myTableNow, playsNow, staffsNow, type MyEventRow, type MyTableNow } from '../lib/my-events';
import { venueClockText } from '../lib/event-time';
import { currentViewer } from '../lib/viewer';
import { TournamentList } from './TournamentList';

const m = checkInMessages.home;

/** The signed-in reader's events, or none (signed out, or the API did not answer: the list below still shows). */
async function loadMyEvents(): Promise<MyEventRow[]> {
  const viewer = await currentViewer();
  if (!viewer) return [];
  const { data } = await query({ query: MY_EVENTS, variables: { id: viewer.id } }).catch(() => ({ data: undefined }));
  const rows = myEventsToShow(data?.player.tournaments ?? [], data?.myWaitingLists ?? [], data?.myStaffedEvents ?? []);
  return Promise.all(
    rows.map(async (row) => {
      if (playsNow(row)) return { ...row, table: await tableNow(row, viewer.id) };
      return staffsNow(row) ? { ...row, openCalls: await openCallsAt(row) } : row;
    }),
  );
}

/** How many judge calls wait at an event the reader runs; none when the API does not answer (the card still shows). */
async function openCallsAt(row: MyEventRow): Promise<number> {
  const { data } = await query({ query: OPEN_CALL_IDS, variables: { tournamentId: row.event.id } }).catch(() => ({
    data: undefined,
  }));
  return data?.judgeCalls.length ?? 0;
}

/** The reader's table in an event under way; none when the API does not answer (the event's card still shows). */
async function tableNow(row: MyEventRow, readerId: string): Promise<MyTableNow | null> {
  const { data } = await query({ query: MY_MATCHES, variables: { tournamentId: row.event.id } }).catch(() => ({
    data: undefined,
  }));
  return myTableNow(data?.myMatches ?? [], readerId);
}

/** Where the reader sits this round, the result waiting for their confirmation, or their bye: to their panel. */
function TableNote({ id, table, lang }: { id: string; table: MyTableNow; lang: Lang }) {
  const t = translator(lang);
  const round = t(table.round);
  const words = { play: m.table(round, table.table), confirm: m.confirm(round, table.table), bye: m.bye(round) };
  return (
    <p className={table.kind === 'confirm' ? 'notice-inline warn' : 'notice-inline'} data-testid="my-event-table">
      <Link href={`/tournaments/${encodeURIComponent(id)}#my-panel-title`}>{t(words[table.kind])} →</Link>
    </p>
  );
}

/** An event the reader runs: its desk, and the judge calls waiting on its page (first: a player is waiting). */
function StaffNote({ row, lang }: { row: MyEventRow; lang: Lang }) {
  const t = translator(lang);
  const id = encodeURIComponent(row.event.id);
  return (
    <>
      {row.openCalls ? (
        <p className="notice-inline notice-inline--alert" data-testid="my-event-calls">
          <Link href={`/tournaments/${id}#judge-desk-title`}>{t(m.openCalls(row.openCalls))} →</Link>
        </p>
      ) : null}
      <p className="notice-inline" data-testid="my-event-desk">
        <Link href={`/tournaments/${id}/desk`}>{t(row.staffRole === 'organizer' ? m.organizes : m.judges)} →</Link>
      </p>
    </>
  );
}

/**
 * An event the reader runs links to its desk; a check-in waiting for the reader links to the event,
 * where "I am here" is; one done says so; on a waiting list, their place in line.
 */
function MyEventNote({ row, lang }: { row: MyEventRow; lang: Lang }) {
  const t = translator(lang);
  if (row.staffRole) return <StaffNote row={row} lang={lang} />;
  if (row.waitlistPlace !== null)
    return (
      <p className="notice-inline" data-testid="my-event-waitlist">
        <Link href={`/tournaments/${encodeURIComponent(row.event.id)}#my-panel-title`}>
          {t(m.onWaitlist(row.waitlistPlace))} →
        </Link>
      </p>
    );
  if (row.table) return <TableNote id={row.event.id} table={row.table} lang={lang} />;
  if (row.checkIn === 'done')
    return (
      <p className="notice-inline" data-testid="my-event-checked-in">
        ✓ {t(m.done)}
      </p>
    );
  if (row.checkIn === 'scheduled' && row.opensAt)
    return (
      <p className="notice-inline" data-testid="my-event-check-in-at">
        {t(m.opensAt(venueClockText(row.opensAt.at, row.opensAt.zone, lang)))}
      </p>
    );
  if (row.checkIn === 'waiting')
    return (
      <p className="notice-inline warn" data-testid="my-event-check-in">
        <Link href={`/tournaments/${encodeURIComponent(row.event.id)}#my-panel-title`}>{t(m.waiting)} →</Link>
      </p>
    );
  return null;
}

/** "Your events" on the home page: the events the reader plays, waits for or runs, a check-in waiting for them first. */
export async function MyEvents({ lang }: { lang: Lang }) {
  const rows = await loadMyEvents();
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((row) => [row.event.id, row]));
  return (
    <TournamentList
      tournaments={rows.map((row) => row.event)}
      lang={lang}
      title={m.title}
      part={{ id: 'my-events', noteOf: (event) => <MyEventNote row={byId.get(event.id)!} lang={lang} /> }}
    />
  );
}
