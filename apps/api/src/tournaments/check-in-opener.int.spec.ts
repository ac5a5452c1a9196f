import type { EventStore, RecordedEvent } from '@cronica/event-store';
import { describe, expect, it, beforeAll } from 'vitest';
import { cmd, eventsRecorded, mutate } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import { eventCast, expectRefusedUnwritten, openWithEntries } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';
import { EVENT_STORE } from '../store/tokens.js';
import { CheckInOpener } from './check-in-opener.js';
import { tournamentStream } from './tournament-aggregate.js';

const MINUTE = 60_000;
const SCHEDULE = `query ($t: ID!) { tournament(id: $t) { checkInOpen checkInOpensBefore checkInOpensAt checkInOpenedBySchedule } }`;
const CHECK_IN = `mutation ($t: ID!, $c: ID!) { checkIn(tournamentId: $t, commandId: $c) { result { events } } }`;
const DETAILS = `mutation ($t: ID!, $c: ID!, $lead: Int, $start: String) {
  changeEventDetails(tournamentId: $t, commandId: $c, name: "Tarde", startsAt: $start, timeZone: "UTC", checkInOpensBefore: $lead) {
    result { events }
  }
}`;

type Schedule = {
  tournament: {
    checkInOpen: boolean;
    checkInOpensBefore: number | null;
    checkInOpensAt: string | null;
    checkInOpenedBySchedule: string | null;
  };
};

/** The venue's wall time (UTC) `minutes` from now, to the minute, as the create form sends it. */
const wallIn = (minutes: number) => new Date(Date.now() + minutes * MINUTE).toISOString().slice(0, 16);

describe('check-in that opens by itself at the time the organizer set', () => {
  // The timer stays out of the way: the spec runs the opener's passes itself.
  const api = suiteApi({ CHECK_IN_POLL_SECONDS: '3600' });
  const [organizer, , ana, bea] = eventCast(api);
  let soon: string;
  let later: string;
  let laterStart: string;
  const schedule = async (t: string) => (await mutate<Schedule>(api, SCHEDULE, { t })).tournament;
  const opener = () => api.app.get(CheckInOpener, { strict: false });
  const stored = async (t: string) => {
    const events: RecordedEvent[] = [];
    for await (const event of api.app.get<EventStore>(EVENT_STORE, { strict: false }).readStream(tournamentStream(t)))
      events.push(event);
    return events;
  };

  beforeAll(async () => {
    const base = { game: 'blades-of-ash', rounds: 2, requireDeckLists: false, timeZone: 'UTC', checkInOpensBefore: 60 };
    // Starts in 30 minutes, check-in an hour before: due now. The other starts in 3 hours: due in 2.
    soon = await openWithEntries(api, organizer, [ana, bea], 'self', { ...base, name: 'Pronto', startsAt: wallIn(30) });
    laterStart = wallIn(180);
    later = await openWithEntries(api, organizer, [], 'self', { ...base, name: 'Tarde', startsAt: laterStart });
  });

  it('tells everyone when check-in will open, on the venue’s clock', async () => {
    const read = await schedule(later);
    expect(read.checkInOpensBefore).toBe(60);
    expect(read.checkInOpen).toBe(false);
    expect(Date.parse(read.checkInOpensAt!)).toBe(Date.parse(`${laterStart}Z`) - 60 * MINUTE);
  });

  it('opens the due event once, as its organizer scheduled it, and leaves the other until its time', async () => {
    expect(await opener().openDue(Date.now())).toEqual([soon]);
    const opened = await schedule(soon);
    expect(opened.checkInOpen).toBe(true);
    // Once open, nobody is told it will open any more.
    expect(opened.checkInOpensAt).toBeNull();
    expect(opened.checkInOpensBefore).toBe(60);
    // The desk reads that it opened by itself, and when; an event opened by hand, or not yet, reads null.
    expect(Date.parse(opened.checkInOpenedBySchedule!)).toBeLessThanOrEqual(Date.now());
    expect((await schedule(later)).checkInOpenedBySchedule).toBeNull();
    expect((await schedule(later)).checkInOpen).toBe(false);
    const openings = (await stored(soon)).filter((e) => e.type === 'CheckInOpened');
    expect(openings.map((e) => (e.data as { scheduled?: boolean; by: { role: string } }).scheduled)).toEqual([true]);
    const head = await api.storeHead();
    expect(await opener().openDue(Date.now())).toEqual([]);
    expect(await api.storeHead()).toBe(head);
  });

  it('lets a player check in from their phone once it has opened by itself', async () => {
    expect(await eventsRecorded(api, CHECK_IN, { t: soon, c: cmd() }, ana.token)).toEqual(['PlayerCheckedIn']);
  });

  it('leaves the later event closed before its time, even on a pass asked for early (the library reads the server’s clock)', async () => {
    const due = Date.parse((await schedule(later)).checkInOpensAt!);
    expect(await opener().openDue(due - 1)).toEqual([]);
    expect(await opener().openDue(due)).toEqual([]);
    // The read model lists it as due, but the library decides with the server's clock: not yet.
    expect((await schedule(later)).checkInOpen).toBe(false);
  });

  it('refuses a lead without a start or out of bounds with the field named in both languages, writing nothing', async () => {
    const start = laterStart;
    for (const lead of [3, 2000])
      await expectRefusedUnwritten(
        api,
        DETAILS,
        { t: later, c: cmd(), lead, start },
        organizer.token,
        'BAD_USER_INPUT',
      );
    const noStart = await expectRefusedUnwritten(
      api,
      DETAILS,
      { t: later, c: cmd(), lead: 30 },
      organizer.token,
      'BAD_USER_INPUT',
    );
    expect(JSON.stringify(noStart)).toContain('indica cuándo empieza el torneo');
    expect(JSON.stringify(noStart)).toContain('give when the event starts');
  });

  it('rebuilds the read models to the same rows, the pending opening included', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(rebuilt).toEqual(live);
  });
});
