import { describe, expect, it } from 'vitest';
import type { MyEvent, MyStaffedEvent, MyWaitingList } from '../graphql/player';
import { MY_EVENTS_SHOWN, myEventsToShow, myTableNow, playsNow, staffsNow } from './my-events';

function event(id: string, extra: Partial<MyEvent> = {}, me: { status?: string; checkedIn?: boolean | null } = {}) {
  return {
    id,
    name: id,
    startsAt: null,
    venue: null,
    game: 'ecg',
    status: 'registration-open',
    playerCount: 8,
    plannedRounds: 3,
    currentRound: 0,
    roundLabel: null,
    checkInOpen: false,
    playersPage: { rows: [{ status: me.status ?? 'active', checkedIn: me.checkedIn ?? null }] },
    ...extra,
  } as MyEvent;
}

const ids = (events: readonly MyEvent[]) => myEventsToShow(events).map((row) => row.event.id);

describe('the reader’s own events on the home page', () => {
  it('puts a check-in waiting for them first, then events in progress, then upcoming ones soonest first', () => {
    const rows = [
      event('later', { startsAt: '2026-12-20T10:00' }),
      event('unannounced'),
      event('sooner', { startsAt: '2026-12-05T10:00' }),
      event('playing', { status: 'registration-closed', currentRound: 2 }),
      event('waiting', { checkInOpen: true, startsAt: '2026-12-30T10:00' }, { checkedIn: false }),
    ];
    expect(ids(rows)).toEqual(['waiting', 'playing', 'sooner', 'later', 'unannounced']);
  });

  it('says whether the reader has checked in where check-in is open, and nothing where it is not', () => {
    const rows = myEventsToShow([
      event('done', { checkInOpen: true }, { checkedIn: true }),
      event('closed', {}, { checkedIn: null }),
    ]);
    expect(rows.map((row) => [row.event.id, row.checkIn])).toEqual([
      ['done', 'done'],
      ['closed', null],
    ]);
  });

  it('leaves out ended events and those the reader has left, and shows a few at most', () => {
    const many = Array.from({ length: MY_EVENTS_SHOWN + 3 }, (_, i) => event(`e${i}`));
    expect(myEventsToShow(many)).toHaveLength(MY_EVENTS_SHOWN);
    expect(ids([event('over', { status: 'ended' }), event('gone', {}, { status: 'dropped' })])).toEqual([]);
  });

  it('lists the events whose waiting list the reader is on, with their place in line, among the upcoming ones by start', () => {
    const line = { ...event('full', { startsAt: '2026-12-10T10:00' }), myWaitlistPlace: 2 } as unknown as MyWaitingList;
    const rows = myEventsToShow([event('later', { startsAt: '2026-12-20T10:00' })], [line]);
    expect(rows.map((row) => [row.event.id, row.waitlistPlace, row.checkIn])).toEqual([
      ['full', 2, null],
      ['later', null, null],
    ]);
  });

  it('says when a check-in set to open by itself opens, until it opens or round 1 is paired', () => {
    const opensAt = '2026-12-12T08:00:00.000Z';
    const rows = myEventsToShow([
      event('timed', { checkInOpensAt: opensAt, timeZone: 'Europe/Madrid' }),
      event('open', { checkInOpensAt: opensAt, checkInOpen: true }, { checkedIn: false }),
      event('playing', { checkInOpensAt: opensAt, currentRound: 1 }),
    ]);
    expect(rows.map((row) => [row.event.id, row.checkIn])).toEqual([
      ['open', 'waiting'],
      ['playing', null],
      ['timed', 'scheduled'],
    ]);
    expect(rows.find((row) => row.event.id === 'timed')?.opensAt).toEqual({ at: opensAt, zone: 'Europe/Madrid' });
  });

  it('lists the events the reader runs with their role there, among the others by when they are played', () => {
    const run = (id: string, role: string, extra: Partial<MyEvent> = {}) =>
      ({ ...event(id, extra), myStaffRole: role }) as unknown as MyStaffedEvent;
    const rows = myEventsToShow(
      [event('mine', { startsAt: '2026-12-12T10:00' })],
      [],
      [
        run('shop', 'organizer', { startsAt: '2026-12-19T10:00' }),
        run('league', 'judge', { status: 'registration-closed', currentRound: 2 }),
      ],
    );
    expect(rows.map((row) => [row.event.id, row.staffRole ?? null])).toEqual([
      ['league', 'judge'],
      ['mine', null],
      ['shop', 'organizer'],
    ]);
  });

  it('shows an event once, as the reader’s own entry, when they are also listed on its staff', () => {
    const both = { ...event('both'), myStaffRole: 'judge' } as unknown as MyStaffedEvent;
    expect(myEventsToShow([event('both')], [], [both]).map((row) => [row.event.id, row.staffRole ?? null])).toEqual([
      ['both', null],
    ]);
  });
});

describe('the reader’s table of the round on the home page', () => {
  const round = (n: number) => ({ es: `Ronda ${n} de 3`, en: `Round ${n} of 3` });
  const reported = (by: string) => ({ status: 'reported', reportedBy: by }) as never;
  const table = (n: number, extra: object = {}) => ({
    round: n,
    table: 4,
    playerB: 'rival',
    published: true,
    roundLabel: round(n),
    result: null,
    ...extra,
  });

  it('names the table of the latest published round while it has no result', () => {
    const unpublished = table(3, { table: 9, published: false });
    expect(myTableNow([table(1, { result: reported('me') }), table(2), unpublished], 'me')).toEqual({
      kind: 'play',
      round: round(2),
      table: 4,
    });
  });

  it('asks to confirm a result the rival reported, and nothing once the reader reported it or it is final', () => {
    expect(myTableNow([table(2, { result: reported('rival') })], 'me')?.kind).toBe('confirm');
    expect(myTableNow([table(2, { result: reported('me') })], 'me')).toBeNull();
    expect(myTableNow([table(2, { result: { status: 'final', reportedBy: 'rival' } })], 'me')).toBeNull();
  });

  it('says the bye, and nothing before a round is published', () => {
    expect(myTableNow([table(2, { playerB: null })], 'me')?.kind).toBe('bye');
    expect(myTableNow([table(1, { published: false })], 'me')).toBeNull();
    expect(myTableNow([], 'me')).toBeNull();
  });

  it('asks for a table only where the reader plays an event under way', () => {
    const [upcoming, running] = myEventsToShow([event('later'), event('now', { currentRound: 2, status: 'running' })]);
    expect([upcoming, running].map((row) => [row!.event.id, playsNow(row!)])).toEqual(
      expect.arrayContaining([
        ['later', false],
        ['now', true],
      ]),
    );
    const staffed = myEventsToShow([], [], [{ ...event('desk', { currentRound: 1 }), myStaffRole: 'judge' } as never]);
    expect(playsNow(staffed[0]!)).toBe(false);
  });

  it('asks for the open judge calls only of an event the reader runs while it is under way', () => {
    const run = (id: string, extra: Partial<MyEvent>) => ({ ...event(id, extra), myStaffRole: 'judge' }) as never;
    const rows = myEventsToShow(
      [event('played', { currentRound: 2, status: 'running' })],
      [],
      [run('now', { currentRound: 2, status: 'running' }), run('later', {}), run('cut', { status: 'top-cut' })],
    );
    expect(rows.map((row) => [row.event.id, staffsNow(row)])).toEqual(
      expect.arrayContaining([
        ['played', false],
        ['now', true],
        ['cut', true],
        ['later', false],
      ]),
    );
  });
});
