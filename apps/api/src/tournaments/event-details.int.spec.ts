import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, eventsRecorded, mutate } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import { eventCast, expectRefusedUnwritten, openTournament } from '../testing/tournament-setup.js';
import { suiteApi } from '../testing/suite-api.js';

const DETAILS = 'query ($t: ID!) { tournament(id: $t) { name description startsAt timeZone venue } }';
const LIST = '{ tournaments { id name startsAt timeZone venue } }';
const CHANGE = `mutation ($t: ID!, $c: ID!, $name: String!, $description: String, $startsAt: String, $timeZone: String, $venue: String) {
  changeEventDetails(tournamentId: $t, commandId: $c, name: $name, description: $description, startsAt: $startsAt, timeZone: $timeZone, venue: $venue) {
    result { events }
    tournament { name startsAt timeZone venue }
  }
}`;

describe('when and where an event is played, over HTTP', () => {
  const api = suiteApi();
  const [organizer, judge, ana] = eventCast(api);
  let t: string;

  beforeAll(async () => {
    t = await openTournament(api, organizer, {
      name: 'Open de invierno',
      game: 'blades-of-ash',
      rounds: 2,
      startsAt: '2026-12-12T10:00',
      timeZone: 'Europe/Madrid',
      venue: 'La Guarida, Calle Mayor 3, Madrid',
    });
  });

  it('shows anyone, signed out too, the start as the venue’s clock reads it, its zone and the place, on the page and the list', async () => {
    const read = await mutate<{ tournament: Record<string, string> }>(api, DETAILS, { t });
    expect(read.tournament).toEqual({
      name: 'Open de invierno',
      description: '',
      startsAt: '2026-12-12T10:00',
      timeZone: 'Europe/Madrid',
      venue: 'La Guarida, Calle Mayor 3, Madrid',
    });
    const list = await mutate<{ tournaments: Array<{ id: string; venue: string }> }>(api, LIST, {});
    expect(list.tournaments.find((row) => row.id === t)).toMatchObject({
      startsAt: '2026-12-12T10:00',
      venue: 'La Guarida, Calle Mayor 3, Madrid',
    });
  });

  it('lists the event among the upcoming ones of its game, not among the ended, and refuses an unknown game', async () => {
    const listed = async (args: string) =>
      (
        await mutate<{ tournaments: Array<{ id: string }> }>(api, `{ tournaments(${args}) { id } }`, {})
      ).tournaments.map((row) => row.id);
    expect(await listed('phase: UPCOMING, game: "blades-of-ash"')).toContain(t);
    expect(await listed('phase: UPCOMING, game: "ecg"')).not.toContain(t);
    expect(await listed('phase: ENDED')).not.toContain(t);
    expect(await listed('q: "INVIERNO", phase: UPCOMING')).toContain(t);
    expect(await listed('q: "verano"')).not.toContain(t);
    const refused = await api.gql('{ tournaments(game: "ajedrez") { id } }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(refused.errors)).toContain('No hay ningún juego «ajedrez».');
  });

  it('refuses a creation whose start has no time zone, naming the field in Spanish and English, and writes nothing', async () => {
    const create = `mutation ($input: CreateTournamentInput!) { createTournament(input: $input) { tournament { id } } }`;
    const input = { commandId: cmd('t'), name: 'Sin zona', game: 'blades-of-ash', startsAt: '2026-12-12T10:00' };
    const extensions = await expectRefusedUnwritten(api, create, { input }, organizer.token, 'BAD_USER_INPUT');
    expect(JSON.stringify(extensions)).toContain('timeZone');
    expect(JSON.stringify(extensions)).toContain('zona horaria');
  });

  it('lets the organizer move the event and rename it, and the page and list read the new details', async () => {
    const changed = await mutate<{
      changeEventDetails: { result: { events: string[] }; tournament: Record<string, string | null> };
    }>(
      api,
      CHANGE,
      {
        t,
        c: cmd(),
        name: 'Open de invierno (aplazado)',
        startsAt: '2026-12-19T16:30',
        timeZone: 'Atlantic/Canary',
        venue: 'En línea',
      },
      organizer.token,
    );
    expect(changed.changeEventDetails.result.events).toEqual(['EventDetailsChanged']);
    expect(changed.changeEventDetails.tournament).toEqual({
      name: 'Open de invierno (aplazado)',
      startsAt: '2026-12-19T16:30',
      timeZone: 'Atlantic/Canary',
      venue: 'En línea',
    });
    const list = await mutate<{ tournaments: Array<{ id: string; name: string }> }>(api, LIST, {});
    expect(list.tournaments.find((row) => row.id === t)?.name).toBe('Open de invierno (aplazado)');
  });

  it('takes the start away when a correction leaves it out, and writes nothing for the same details again', async () => {
    const same = { t, name: 'Open de invierno (aplazado)', venue: 'En línea' };
    const first = await mutate<{
      changeEventDetails: { result: { events: string[] }; tournament: Record<string, unknown> };
    }>(api, CHANGE, { ...same, c: cmd() }, organizer.token);
    expect(first.changeEventDetails.result.events).toEqual(['EventDetailsChanged']);
    expect(first.changeEventDetails.tournament).toMatchObject({ startsAt: null, timeZone: null });
    const before = await api.storeHead();
    expect(await eventsRecorded(api, CHANGE, { ...same, c: cmd() }, organizer.token)).toEqual([]);
    expect(await api.storeHead()).toBe(before);
  });

  it('refuses a judge, a player and a bad date, and none of them changes the event', async () => {
    const vars = { t, name: 'Otro nombre', startsAt: '2026-12-19T16:30', timeZone: 'Europe/Madrid' };
    await expectRefusedUnwritten(api, CHANGE, { ...vars, c: cmd() }, judge.token, 'FORBIDDEN');
    await expectRefusedUnwritten(api, CHANGE, { ...vars, c: cmd() }, ana.token, 'FORBIDDEN');
    const bad = await expectRefusedUnwritten(
      api,
      CHANGE,
      { ...vars, startsAt: '2026-02-30T10:00', c: cmd() },
      organizer.token,
      'BAD_USER_INPUT',
    );
    expect(JSON.stringify(bad)).toContain('startsAt');
    const read = await mutate<{ tournament: { name: string } }>(api, DETAILS, { t });
    expect(read.tournament.name).toBe('Open de invierno (aplazado)');
  });

  it('rebuilds the tournament read models from the store, corrections included, to exactly the live ones', async () => {
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(live['tournaments']).toContainEqual(expect.objectContaining({ name: 'Open de invierno (aplazado)' }));
    expect(rebuilt).toEqual(live);
  });
});
