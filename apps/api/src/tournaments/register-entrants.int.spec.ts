import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { eventCast, expectRefusedUnwritten, openTournament } from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const PASTE = `mutation ($t: ID!, $c: ID!, $l: [String!]!) { registerEntrants(tournamentId: $t, commandId: $c, lines: $l) { result { events } } }`;
const PLAYERS = `query ($t: ID!) { tournament(id: $t) { players { name } } }`;

type Pasted = { registerEntrants: { result: { events: string[] } } };

describe('the desk registering a pasted list, over HTTP and WebSocket', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, , ana, , otro] = eventCast(api);
  let t: string;
  const names = async () =>
    (await mutate<{ tournament: { players: { name: string }[] } }>(api, PLAYERS, { t })).tournament.players.map(
      (p) => p.name,
    );

  beforeAll(async () => {
    t = await openTournament(api, organizer, { name: 'Liga de la hoja', game: 'blades-of-ash', rounds: 2 });
  });

  it('refuses a line naming no account with its number, on both transports, registering nobody', async () => {
    await expectRefusedOnEveryTransport(api, PASTE, () => ({ t, c: cmd(), l: ['@ana', '@nadie'] }), organizer.token, {
      code: 'BAD_USER_INPUT',
      problems: [
        expect.objectContaining({
          path: 'entrants.1',
          messages: expect.objectContaining({ es: expect.stringContaining('Línea 2') }),
        }),
      ],
    });
    expect(await names()).toEqual([]);
  });

  it('refuses the list to anyone but the organizer, writing nothing', async () => {
    await expectRefusedUnwritten(api, PASTE, { t, c: cmd(), l: ['@bea'] }, ana.token, 'FORBIDDEN');
  });

  it('registers every line, blank lines skipped, accounts by @username and walk-ins by name; a resend adds nobody', async () => {
    const c = cmd();
    const lines = ['@ana', '', '  Pablo Ruiz  ', '@bea'];
    const pasted = await mutate<Pasted>(api, PASTE, { t, c, l: lines }, organizer.token);
    expect(pasted.registerEntrants.result.events).toEqual(['PlayerRegistered', 'PlayerRegistered', 'PlayerRegistered']);
    await mutate<Pasted>(api, PASTE, { t, c, l: lines }, organizer.token);
    expect((await names()).sort()).toEqual(['Pablo Ruiz', 'ana', 'bea']);
  });

  it('registers nobody when one person is already in, and says which line', async () => {
    const before = await api.storeHead();
    const answer = await api.gql(PASTE, { t, c: cmd(), l: ['@otro', '@bea'] }, organizer.token);
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'RULE_VIOLATION',
      rule: 'tournament.player.duplicate',
      messages: { es: expect.stringContaining('Línea 2') },
    });
    expect(await api.storeHead()).toBe(before);
    expect(await names()).not.toContain(otro.username);
  });
});
