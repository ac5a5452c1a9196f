import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { cmd, mutate } from '../testing/harness.js';
import { friendlyMatch } from './match-play.testkit.js';
import { suiteAccounts, suiteApi } from '../testing/suite-api.js';

// The page keeps whichever view of a match is newest, whatever order a seed's own answer and the
// push of the rival's seed arrive in: the view's version must tell them apart where the game's
// event count cannot (no game event lies between "my seed is in" and "the match has started").
const SEED = `mutation ($m: ID!, $s: String!, $c: ID!) {
  contributeMatchSeed(matchId: $m, seed: $s, commandId: $c) { match { status eventCount version } } }`;
const VIEW = `query ($m: ID!) { matchView(matchId: $m) { status eventCount version } }`;

interface Versioned {
  readonly status: string;
  readonly eventCount: number;
  readonly version: number;
}

describe("a match view's version", () => {
  const api = suiteApi();
  const [ana, bea] = suiteAccounts(api, ['ana-version', 'bea-version']);

  it('grows with each seed although no game event lies between my seed and the started match', async () => {
    const matchId = await friendlyMatch((q, v, t) => api.gql(q, v, t), ana, bea, cmd('invite'));
    const before = (await mutate<{ matchView: Versioned }>(api, VIEW, { m: matchId }, ana.token)).matchView;
    const seed = () => randomBytes(32).toString('hex');
    const mine = await mutate<{ contributeMatchSeed: { match: Versioned } }>(
      api,
      SEED,
      { m: matchId, s: seed(), c: cmd('seed-a') },
      ana.token,
    );
    const theirs = await mutate<{ contributeMatchSeed: { match: Versioned } }>(
      api,
      SEED,
      { m: matchId, s: seed(), c: cmd('seed-b') },
      bea.token,
    );
    const [waiting, started] = [mine.contributeMatchSeed.match, theirs.contributeMatchSeed.match];
    expect(waiting.status).toBe('awaiting-seeds');
    expect(started.status).toBe('live');
    expect(started.eventCount).toBe(waiting.eventCount);
    expect(waiting.version).toBeGreaterThan(before.version);
    expect(started.version).toBeGreaterThan(waiting.version);
    // Each player reads the same version of the same events.
    const seenByAna = (await mutate<{ matchView: Versioned }>(api, VIEW, { m: matchId }, ana.token)).matchView;
    expect(seenByAna.version).toBe(started.version);
  });
});
