import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { rawSocket, type RawSocket } from '../testing/raw-socket.js';
import { openWithEntries, TOURNAMENT_STEP } from '../testing/tournament-setup.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';

const UPDATED = 'subscription ($t: ID!) { tournamentUpdated(id: $t) { currentRound pairings { round published } } }';

interface Pushed {
  readonly payload?: {
    data?: { tournamentUpdated: { currentRound: number; pairings: Array<{ round: number; published: boolean }> } };
  };
}

/** Unpublished pairings reach only the organizer and judges (SECURITY.md): so do the pushes that tell of them. */
describe('pushes about a draft round', () => {
  const api = suiteApi();
  const [organizer, ...players] = suiteAccounts(api, ['olga', 'ana', 'bea', 'cris', 'dani']);
  let tournamentId: string;
  let spectator: RawSocket;
  let staff: RawSocket;
  beforeAll(async () => {
    tournamentId = await openWithEntries(api, organizer, players, 'self', {
      name: 'Liga',
      game: 'blades-of-ash',
      rounds: 3,
      requireDeckLists: false,
    });
    spectator = await rawSocket(api.url);
    staff = await rawSocket(api.url, { token: organizer.token });
    spectator.subscribe('t', UPDATED, { t: tournamentId });
    staff.subscribe('t', UPDATED, { t: tournamentId });
    // Each feed starts with the tournament as it is: once both have it, both subscriptions are live.
    await Promise.all([spectator.next('t'), staff.next('t')]);
    // A public change reaches both.
    await mutate(api, TOURNAMENT_STEP('closeRegistration'), { t: tournamentId, c: cmd() }, organizer.token);
    await Promise.all([spectator.next('t'), staff.next('t')]);
  });
  afterAll(() => {
    spectator.close();
    staff.close();
  });

  it('go to the organizer only; everyone hears of the round once it is published', async () => {
    for (const step of ['pairNextRound', 'discardDraft', 'pairNextRound'])
      await mutate(api, TOURNAMENT_STEP(step), { t: tournamentId, c: cmd() }, organizer.token);
    const draft = (await staff.next('t')) as Pushed;
    expect(draft.payload?.data?.tournamentUpdated.pairings).toContainEqual({ round: 1, published: false });
    await mutate(api, TOURNAMENT_STEP('publishPairings'), { t: tournamentId, c: cmd() }, organizer.token);
    // The spectator's first push is the published round: none came for the draft, its discarding or its second pairing.
    const first = (await spectator.next('t')) as Pushed;
    expect(first.payload?.data?.tournamentUpdated.pairings).toEqual([
      { round: 1, published: true },
      { round: 1, published: true },
    ]);
  });
});
