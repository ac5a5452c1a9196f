import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import {
  APPOINT_JUDGE,
  REGISTER_PLAYER,
  TOURNAMENT_STEP,
  eventCast,
  expectRefusedUnwritten,
  openWithEntries,
} from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const CHECK_IN = `mutation ($t: ID!, $c: ID!, $p: ID) { checkIn(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const UNDO = `mutation ($t: ID!, $c: ID!, $p: ID!) { undoCheckIn(tournamentId: $t, commandId: $c, playerId: $p) { result { events } } }`;
const ROLL = `query ($t: ID!) { tournament(id: $t) { checkInOpen checkInOpenedBySchedule players { playerId checkedIn checkedInAt } } }`;

type Roll = {
  tournament: {
    checkInOpen: boolean;
    checkInOpenedBySchedule: string | null;
    players: Array<{ playerId: string; checkedIn: boolean | null; checkedInAt: string | null }>;
  };
};
type Events = Record<string, { result: { events: string[] } }>;

describe('check-in on the day, over HTTP and WebSocket', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, judge, ana, bea, otro] = eventCast(api);
  let t: string;
  const roll = async (token?: string) => (await mutate<Roll>(api, ROLL, { t }, token)).tournament;
  const events = async (query: string, vars: Record<string, unknown>, token: string) =>
    Object.values(await mutate<Events>(api, query, { t, c: cmd(), ...vars }, token))[0]!.result.events;

  beforeAll(async () => {
    const input = { name: 'Liga del sábado', game: 'blades-of-ash', rounds: 2, requireDeckLists: false };
    t = await openWithEntries(api, organizer, [ana, bea], 'self', input);
    await mutate(api, APPOINT_JUDGE, { t, u: judge.username, c: cmd() }, organizer.token);
  });

  it('refuses a player checking in before the organizer opens it, on both transports, and writes nothing', async () => {
    expect((await roll()).checkInOpen).toBe(false);
    await expectRefusedOnEveryTransport(api, CHECK_IN, () => ({ t, c: cmd() }), ana.token, {
      code: 'RULE_VIOLATION',
      rule: 'tournament.check-in.not-open',
    });
  });

  it('lets only the organizer open it, and then anyone reads that it is open', async () => {
    await expectRefusedUnwritten(api, TOURNAMENT_STEP('openCheckIn'), { t, c: cmd() }, judge.token, 'FORBIDDEN');
    expect(await events(TOURNAMENT_STEP('openCheckIn'), {}, organizer.token)).toEqual(['CheckInOpened']);
    expect(await roll()).toMatchObject({ checkInOpen: true, checkInOpenedBySchedule: null });
  });

  it('checks a player in from their own phone once, and refuses them checking in someone else', async () => {
    expect(await events(CHECK_IN, {}, ana.token)).toEqual(['PlayerCheckedIn']);
    const before = await api.storeHead();
    expect(await events(CHECK_IN, {}, ana.token)).toEqual([]);
    expect(await api.storeHead()).toBe(before);
    await expectRefusedUnwritten(api, CHECK_IN, { t, c: cmd(), p: bea.id }, ana.token, 'FORBIDDEN');
  });

  it('shows who has checked in to the desk and to each player for themselves, and to nobody else', async () => {
    const mine = (players: Roll['tournament']['players']) =>
      Object.fromEntries(players.map((p) => [p.playerId, p.checkedIn]));
    expect(mine((await roll(judge.token)).players)).toEqual({ [ana.id]: true, [bea.id]: false });
    expect(mine((await roll(ana.token)).players)).toEqual({ [ana.id]: true, [bea.id]: null });
    expect(mine((await roll(bea.token)).players)).toEqual({ [ana.id]: null, [bea.id]: false });
    expect(mine((await roll()).players)).toEqual({ [ana.id]: null, [bea.id]: null });
    const times = (players: Roll['tournament']['players']) => players.map((p) => p.checkedInAt);
    expect(times((await roll(judge.token)).players).filter((at) => at !== null)).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    ]);
    expect(times((await roll()).players)).toEqual([null, null]);
  });

  it('lets a judge mark a player at the desk and take it back, and checks in an entrant the organizer registers', async () => {
    expect(await events(CHECK_IN, { p: bea.id }, judge.token)).toEqual(['PlayerCheckedIn']);
    expect(await events(UNDO, { p: bea.id }, judge.token)).toEqual(['PlayerCheckInUndone']);
    expect(await events(REGISTER_PLAYER, { u: otro.username }, organizer.token)).toEqual([
      'PlayerRegistered',
      'PlayerCheckedIn',
    ]);
  });

  it('removes whoever has not checked in as a no-show, so round 1 pairs the players in the room', async () => {
    await expectRefusedUnwritten(
      api,
      TOURNAMENT_STEP('removeAbsentPlayers'),
      { t, c: cmd() },
      judge.token,
      'FORBIDDEN',
    );
    expect(await events(TOURNAMENT_STEP('removeAbsentPlayers'), {}, organizer.token)).toEqual(['PlayerRemoved']);
    const left = (await roll(organizer.token)).players.map((p) => p.playerId).sort();
    expect(left).toEqual([ana.id, otro.id].sort());
    for (const step of ['closeRegistration', 'pairNextRound'])
      await mutate(api, TOURNAMENT_STEP(step), { t, c: cmd() }, organizer.token);
    expect((await roll()).checkInOpen).toBe(false);
    await expectRefusedUnwritten(api, CHECK_IN, { t, c: cmd() }, ana.token, 'RULE_VIOLATION');
  });

  it('rebuilds the read models from the store, check-ins included, to exactly the live ones', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(rebuilt).toEqual(live);
  });
});
