import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { APPOINT_JUDGE, eventCast, openTournament, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { over, TRANSPORTS } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const MINE = `{ myStaffedEvents { id myStaffRole } }`;

describe('the events a person runs, as their home page lists them', () => {
  const api = suiteApi();
  const [organizer, judge, ana, , outsider] = eventCast(api);
  let winter: string;
  let spring: string;

  beforeAll(async () => {
    winter = await openTournament(api, organizer, { name: 'Copa de invierno', game: 'blades-of-ash', rounds: 2 });
    spring = await openTournament(api, organizer, { name: 'Copa de primavera', game: 'blades-of-ash', rounds: 2 });
    const ended = await openTournament(api, organizer, { name: 'Copa pasada', game: 'blades-of-ash', rounds: 2 });
    await mutate(api, APPOINT_JUDGE, { t: winter, u: 'juez', c: cmd() }, organizer.token);
    await mutate(api, APPOINT_JUDGE, { t: ended, u: 'juez', c: cmd() }, organizer.token);
    for (const step of ['closeRegistration', 'endTournament'])
      await mutate(api, TOURNAMENT_STEP(step), { t: ended, c: cmd() }, organizer.token);
  });

  it('lists the organizer’s and the judge’s events that have not ended, each with their role, on both transports', async () => {
    for (const transport of TRANSPORTS) {
      const mine = await over<{ myStaffedEvents: Array<{ id: string }> }>(api, transport, MINE, {}, organizer.token);
      expect(mine.data?.myStaffedEvents.map((event) => event.id).sort()).toEqual([winter, spring].sort());
      expect(await over(api, transport, MINE, {}, judge.token)).toEqual({
        data: { myStaffedEvents: [{ id: winter, myStaffRole: 'judge' }] },
      });
    }
  });

  it('lists nothing for a player, someone who runs nothing, or a reader signed out', async () => {
    await mutate(api, TOURNAMENT_STEP('registerForTournament'), { t: winter, c: cmd() }, ana.token);
    for (const token of [ana.token, outsider.token, undefined])
      expect(await mutate(api, MINE, {}, token)).toEqual({ myStaffedEvents: [] });
  });
});
