import { beforeAll, describe, expect, it } from 'vitest';
import { cmd, eventsRecorded, mutate } from '../testing/harness.js';
import { liveAndRebuiltReadModels } from '../testing/read-model-rebuild.js';
import { APPOINT_JUDGE, eventCast, expectRefusedUnwritten, openWithEntries } from '../testing/tournament-setup.js';
import { expectRefusedOnEveryTransport } from '../testing/transports.js';
import { suiteApi } from '../testing/suite-api.js';

const POST = `mutation ($t: ID!, $c: ID!, $x: String!) { postAnnouncement(tournamentId: $t, commandId: $c, text: $x) { result { events } tournament { announcement { text postedAt } } } }`;
const CLEAR = `mutation ($t: ID!, $c: ID!) { clearAnnouncement(tournamentId: $t, commandId: $c) { result { events } } }`;
const READ = `query ($t: ID!) { tournament(id: $t) { announcement { text postedAt } } }`;

type Notice = { text: string; postedAt: string } | null;
type Posted = { postAnnouncement: { result: { events: string[] }; tournament: { announcement: Notice } } };

describe('a notice to the room, over HTTP and WebSocket', () => {
  const api = suiteApi({ RATE_LIMIT_MUTATIONS_PER_MINUTE: '10000' });
  const [organizer, judge, ana, bea] = eventCast(api);
  let t: string;
  const notice = async (token?: string) =>
    (await mutate<{ tournament: { announcement: Notice } }>(api, READ, { t }, token)).tournament.announcement;

  beforeAll(async () => {
    const input = { name: 'Liga del sábado', game: 'blades-of-ash', rounds: 2, requireDeckLists: false };
    t = await openWithEntries(api, organizer, [ana, bea], 'self', input);
    await mutate(api, APPOINT_JUDGE, { t, u: judge.username, c: cmd() }, organizer.token);
  });

  it('is posted by the organizer and read by anyone, signed in or not, with when it was posted', async () => {
    const posted = await mutate<Posted>(
      api,
      POST,
      { t, c: cmd(), x: 'Pausa para comer:\nla ronda 2 a las 14:00' },
      organizer.token,
    );
    expect(posted.postAnnouncement.result.events).toEqual(['AnnouncementPosted']);
    expect(posted.postAnnouncement.tournament.announcement?.text).toBe('Pausa para comer:\nla ronda 2 a las 14:00');
    for (const reader of [undefined, ana.token]) {
      const read = await notice(reader);
      expect(read?.text).toBe('Pausa para comer:\nla ronda 2 a las 14:00');
      expect(Date.parse(read!.postedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
  });

  it('is replaced by a judge and taken down; taking down nothing writes nothing', async () => {
    await mutate(api, POST, { t, c: cmd(), x: 'Mesa 3: esperad al juez.' }, judge.token);
    expect((await notice())?.text).toBe('Mesa 3: esperad al juez.');
    expect(await eventsRecorded(api, CLEAR, { t, c: cmd() }, judge.token)).toEqual(['AnnouncementCleared']);
    expect(await notice()).toBeNull();
    expect(await eventsRecorded(api, CLEAR, { t, c: cmd() }, organizer.token)).toEqual([]);
  });

  it('refuses a player, and a notice over 280 characters on both transports, writing nothing', async () => {
    await expectRefusedUnwritten(api, POST, { t, c: cmd(), x: 'Gané yo' }, ana.token, 'FORBIDDEN');
    await expectRefusedOnEveryTransport(api, POST, () => ({ t, c: cmd(), x: 'a'.repeat(281) }), organizer.token, {
      code: 'RULE_VIOLATION',
      rule: 'tournament.announcement.too-long',
      messages: { es: expect.stringContaining('280'), en: expect.stringContaining('280') },
    });
  });

  it('rebuilds from the store into the same read models', async () => {
    await mutate(api, POST, { t, c: cmd(), x: 'La ronda 2 empieza ya.' }, organizer.token);
    const { live, rebuilt } = await liveAndRebuiltReadModels(api);
    expect(rebuilt).toEqual(live);
  });
});
