import type { EventStore } from '@cronica/event-store';
import { beforeAll, describe, expect, it } from 'vitest';
import { EVENT_STORE } from '../store/tokens.js';
import { cmd, eventsRecorded, mutate, type TestApi } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import { eventCast, expectRefusedUnwritten, openTournament, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const JOIN = TOURNAMENT_STEP('joinWaitlist');
const REGISTER_SELF = TOURNAMENT_STEP('registerForTournament');
const LEAVE = `mutation ($t: ID!, $c: ID!, $p: ID) { leaveWaitlist(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const SEAT = `mutation ($t: ID!, $c: ID!, $p: ID!) { seatFromWaitlist(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const WITHDRAW = `mutation ($t: ID!, $p: ID!, $c: ID!) { removePlayer(tournamentId: $t, playerId: $p, reason: "withdrawn", commandId: $c) { result { events } } }`;
const READ = `query ($t: ID!) { tournament(id: $t) { placesLeft waitlistCount myWaitlistPlace waitlist { playerId name } players { name } } }`;

interface Read {
  placesLeft: number | null;
  waitlistCount: number;
  myWaitlistPlace: number | null;
  waitlist: { playerId: string; name: string }[];
  players: { name: string }[];
}

/** The store's tournament events as written: what an export or a copy of the database holds. */
async function storedTournamentEvents(api: TestApi, t: string): Promise<string> {
  const store = api.app.get<EventStore>(EVENT_STORE, { strict: false });
  const events: unknown[] = [];
  for await (const event of store.readAll()) if (event.streamId.includes(t)) events.push(event.data);
  return JSON.stringify(events);
}

describe('the waiting list of a full event, over HTTP and WebSocket', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, judge, ana, bea, otro] = eventCast(api);
  let t: string;
  const read = async (token?: string) => (await mutate<{ tournament: Read }>(api, READ, { t }, token)).tournament;

  beforeAll(async () => {
    t = await openTournament(api, organizer, { name: 'Liga llena', game: 'blades-of-ash', rounds: 2, capacity: 2 });
    await mutate(api, REGISTER_SELF, { t, c: cmd() }, ana.token);
  });

  it('refuses the line while a place is left, on both transports, writing nothing', async () => {
    await expectRefusedOnEveryTransport(api, JOIN, () => ({ t, c: cmd() }), otro.token, {
      code: 'RULE_VIOLATION',
      rule: 'tournament.waitlist.not-full',
      messages: { es: expect.stringContaining('quedan plazas'), en: expect.stringContaining('places left') },
    });
  });

  it('puts a player on the line once full: they read their place, staff read the names, others a count', async () => {
    await mutate(api, REGISTER_SELF, { t, c: cmd() }, bea.token);
    expect(await eventsRecorded(api, JOIN, { t, c: cmd() }, otro.token)).toEqual(['JoinedWaitlist']);
    expect(await read(otro.token)).toMatchObject({ placesLeft: 0, waitlistCount: 1, myWaitlistPlace: 1, waitlist: [] });
    expect((await read(organizer.token)).waitlist).toEqual([{ playerId: otro.id, name: 'otro' }]);
    // A waiting player who corrects their name is listed by the new one.
    const RENAME = `mutation ($c: ID!, $n: String!) { changeDisplayName(commandId: $c, displayName: $n) { displayName } }`;
    await mutate(api, RENAME, { c: cmd(), n: 'Otro Nuevo' }, otro.token);
    expect((await read(organizer.token)).waitlist).toEqual([{ playerId: otro.id, name: 'Otro Nuevo' }]);
    expect(await read()).toMatchObject({ waitlistCount: 1, myWaitlistPlace: null, waitlist: [] });
    expect(await read(ana.token)).toMatchObject({ myWaitlistPlace: null, waitlist: [] });
  });

  it('puts the line the person is on in their data export, under the name they joined it with', async () => {
    const exported = await api.gql<{ myData: { waitingLists: unknown[] } }>('{ myData }', {}, otro.token);
    expect(exported.data?.myData.waitingLists).toEqual([
      { tournamentId: t, tournament: 'Liga llena', name: 'otro', place: 1, since: expect.any(String) },
    ]);
    const other = await api.gql<{ myData: { waitingLists: unknown[] } }>('{ myData }', {}, ana.token);
    expect(other.data?.myData.waitingLists).toEqual([]);
  });

  it('lists the lines a person is on to them alone, with their place (their home page), and to nobody signed out', async () => {
    const MINE = `{ myWaitingLists { id myWaitlistPlace } }`;
    const mine = await mutate<{ myWaitingLists: unknown[] }>(api, MINE, {}, otro.token);
    expect(mine.myWaitingLists).toEqual([{ id: t, myWaitlistPlace: 1 }]);
    expect((await mutate<{ myWaitingLists: unknown[] }>(api, MINE, {}, ana.token)).myWaitingLists).toEqual([]);
    expect((await mutate<{ myWaitingLists: unknown[] }>(api, MINE, {})).myWaitingLists).toEqual([]);
  });

  it('seals the waiting player\'s name in the store, as a registration\'s (README "Personal data")', async () => {
    const stored = await storedTournamentEvents(api, t);
    expect(stored).toContain(otro.id);
    expect(stored).not.toMatch(/"name":"otro"/);
  });

  it('gives the place of a player who withdraws to the first in line at once', async () => {
    expect(await eventsRecorded(api, WITHDRAW, { t, p: bea.id, c: cmd() }, bea.token)).toEqual([
      'PlayerRemoved',
      'PlayerRegistered',
    ]);
    const after = await read(otro.token);
    expect(after).toMatchObject({ placesLeft: 0, waitlistCount: 0, myWaitlistPlace: null });
    expect(after.players.map((p) => p.name).sort()).toEqual(['Otro Nuevo', 'ana']);
    const exported = await api.gql<{ myData: { waitingLists: unknown[] } }>('{ myData }', {}, otro.token);
    expect(exported.data?.myData.waitingLists).toEqual([]);
    const mine = await mutate<{ myWaitingLists: unknown[] }>(api, `{ myWaitingLists { id } }`, {}, otro.token);
    expect(mine.myWaitingLists).toEqual([]);
  });

  it('lets a player leave the line, refuses another taking them off, and lets the organizer seat from it', async () => {
    await mutate(api, JOIN, { t, c: cmd() }, bea.token);
    await expectRefusedUnwritten(api, LEAVE, { t, c: cmd(), p: bea.id }, ana.token, 'FORBIDDEN');
    await mutate(api, LEAVE, { t, c: cmd() }, bea.token);
    expect((await read()).waitlistCount).toBe(0);
    await mutate(api, JOIN, { t, c: cmd() }, bea.token);
    await expectRefusedUnwritten(api, SEAT, { t, c: cmd(), p: bea.id }, judge.token, 'FORBIDDEN');
    expect(await eventsRecorded(api, SEAT, { t, c: cmd(), p: bea.id }, organizer.token)).toEqual(['PlayerRegistered']);
    expect(await read(organizer.token)).toMatchObject({ placesLeft: 0, waitlistCount: 0, waitlist: [] });
  });

  it('counts against the places only the players still holding one: a player who drops stays an entrant but gives hers back', async () => {
    const COUNTS = `query ($t: ID!) { tournament(id: $t) { playerCount placesTaken placesLeft } }`;
    const counts = async () => (await mutate<{ tournament: object }>(api, COUNTS, { t })).tournament;
    expect(await counts()).toEqual({ playerCount: 3, placesTaken: 3, placesLeft: 0 });
    await mutate(api, TOURNAMENT_STEP('dropPlayer'), { t, c: cmd() }, ana.token);
    expect(await counts()).toEqual({ playerCount: 3, placesTaken: 2, placesLeft: 0 });
  });

  it('rebuilds from the store into the same read models', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(rebuilt).toEqual(live);
  });
});
