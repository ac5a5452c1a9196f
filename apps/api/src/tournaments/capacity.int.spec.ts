import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import {
  eventCast,
  expectRefusedUnwritten,
  openTournament,
  REGISTER_PLAYER,
  TOURNAMENT_STEP,
} from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const CHANGE = `mutation ($t: ID!, $c: ID!, $n: Int) { changeCapacity(tournamentId: $t, commandId: $c, capacity: $n) { result { events } tournament { placesLeft format { capacity } } } }`;
const READ = `query ($t: ID!) { tournament(id: $t) { placesLeft format { capacity } players { name } } }`;
const REGISTER_SELF = TOURNAMENT_STEP('registerForTournament');
const WITHDRAW = `mutation ($t: ID!, $p: ID!, $c: ID!) { removePlayer(tournamentId: $t, playerId: $p, reason: "withdrawn", commandId: $c) { result { events } } }`;

type Read = { tournament: { placesLeft: number | null; format: { capacity: number | null }; players: unknown[] } };

describe('an event with a number of places, over HTTP and WebSocket', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, , ana, bea, otro] = eventCast(api);
  let t: string;
  const read = async () => (await mutate<Read>(api, READ, { t })).tournament;

  beforeAll(async () => {
    t = await openTournament(api, organizer, {
      name: 'Liga de dos mesas',
      game: 'blades-of-ash',
      rounds: 2,
      requireDeckLists: false,
      capacity: 2,
    });
  });

  it('counts the places left as players register, and reads the capacity in the public format', async () => {
    expect(await read()).toMatchObject({ placesLeft: 2, format: { capacity: 2 } });
    await mutate(api, REGISTER_SELF, { t, c: cmd() }, ana.token);
    await mutate(api, REGISTER_SELF, { t, c: cmd() }, bea.token);
    expect(await read()).toMatchObject({ placesLeft: 0, players: [{}, {}] });
  });

  it('refuses a player registering themselves once full, on both transports, writing nothing', async () => {
    await expectRefusedOnEveryTransport(api, REGISTER_SELF, () => ({ t, c: cmd() }), otro.token, {
      code: 'RULE_VIOLATION',
      rule: 'tournament.registration.full',
      messages: { es: expect.stringContaining('no quedan plazas'), en: expect.stringContaining('no places left') },
    });
  });

  it('frees a place when a player withdraws, and lets the organizer register past the capacity at the desk', async () => {
    await mutate(api, WITHDRAW, { t, p: bea.id, c: cmd() }, bea.token);
    expect((await read()).placesLeft).toBe(1);
    await mutate(api, REGISTER_SELF, { t, c: cmd() }, otro.token);
    await mutate(api, REGISTER_PLAYER, { t, u: bea.username, c: cmd() }, organizer.token);
    expect(await read()).toMatchObject({ placesLeft: 0, players: [{}, {}, {}] });
  });

  it('refuses a capacity of one player with the field named, creating nothing', async () => {
    await expect(
      openTournament(api, organizer, { name: 'Mesa única', game: 'blades-of-ash', capacity: 1 }),
    ).rejects.toThrow(/capacity/);
  });

  it('lets the organizer raise the places before play, and refuses a player changing them, writing nothing', async () => {
    await expectRefusedUnwritten(api, CHANGE, { t, c: cmd(), n: 10 }, ana.token, 'FORBIDDEN');
    const raised = await mutate<{
      changeCapacity: {
        result: { events: string[] };
        tournament: { placesLeft: number; format: { capacity: number } };
      };
    }>(api, CHANGE, { t, c: cmd(), n: 4 }, organizer.token);
    expect(raised.changeCapacity.result.events).toEqual(['CapacityChanged']);
    expect(raised.changeCapacity.tournament).toEqual({ placesLeft: 1, format: { capacity: 4 } });
    await mutate(api, CHANGE, { t, c: cmd(), n: null }, organizer.token);
    expect(await read()).toMatchObject({ placesLeft: null, format: { capacity: null } });
  });

  it('rebuilds from the store into the same read models', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(rebuilt).toEqual(live);
  });
});
