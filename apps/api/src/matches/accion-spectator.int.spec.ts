import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmd, mutate, signUp, startTestApi, type Account, type TestApi } from '../testing/harness.js';
import { contributeSeeds } from '../testing/tournament-setup.js';
import { asInput, chooser, submitMove, VIEW, VIEW_FIELDS, viewOf, type ViewShape } from './match-play.testkit.js';

// A spectator's view runs a few game events behind (SPECTATOR_DELAY_EVENTS). A move of La Regla de
// Acción (003_9d379b4d763b9b92.txt) takes several events: ending a turn and handing the next, for
// one. Counted in events alone, the delay could stop between them, on a state nobody at the table
// ever saw, which the game's view cannot draw: the public saw «Algo ha fallado» on a live session.

const TABLE = `mutation ($c: ID!, $g: String!, $s: [TableSeatInput!]!, $o: JSON) {
  startTableMatch(commandId: $c, game: $g, seats: $s, options: $o) { match { ${VIEW_FIELDS} } } }`;
const DELAY = 3;

describe('a spectator of a live La Regla de Acción table', () => {
  let api: TestApi;
  let gm: Account;

  beforeAll(async () => {
    process.env.SPECTATOR_DELAY_EVENTS = String(DELAY);
    api = await startTestApi();
    gm = await signUp(api, 'directora');
  });
  afterAll(async () => {
    delete process.env.SPECTATOR_DELAY_EVENTS;
    await api.stop();
  });

  /**
   * Plays one encounter to its end as the GM against two bots, reading the public view before every
   * GM move; answers how many views were read. How long an encounter lasts is the seeds' to say.
   */
  async function watchEncounter(pick: <T>(items: readonly T[]) => T): Promise<number> {
    const seats = [{}, { bot: 'greedy' }, { bot: 'random' }];
    const started = await mutate<{ startTableMatch: { match: ViewShape } }>(
      api,
      TABLE,
      { c: cmd('mesa'), g: 'accion', s: seats, o: { table: { roundLimit: 3 } } },
      gm.token,
    );
    const matchId = started.startTableMatch.match.matchId;
    await contributeSeeds(api, matchId, [gm]);
    let view = await viewOf(api, matchId, gm.token);
    let watched = 0;
    for (let step = 0; step < 400 && view.status === 'live'; step += 1) {
      const seen = await api.gql<{ matchView: ViewShape }>(VIEW, { m: matchId });
      expect(seen.errors, JSON.stringify(seen.errors)).toBeUndefined();
      const spectator = seen.data!.matchView;
      expect(spectator.state).not.toBeNull();
      const played = spectator.eventCount + spectator.delayedEvents;
      if (played > DELAY) expect(spectator.delayedEvents).toBeGreaterThanOrEqual(DELAY);
      watched += 1;
      const playable = view.legalCommands.filter((l) => l.command.type !== 'Concede');
      if (playable.length === 0) break;
      view = await submitMove(api, matchId, asInput(pick(playable)), gm.token);
    }
    expect(view.status).toBe('finished');
    return watched;
  }

  it('is shown, after every move of a whole encounter, a board a whole move left, at least the delay behind', async () => {
    const pick = chooser(3);
    // The bots may win an encounter in a few moves: encounters are played until the public has
    // been shown more than a handful of boards.
    let watched = 0;
    for (let table = 0; table < 6 && watched <= 5; table += 1) watched += await watchEncounter(pick);
    expect(watched).toBeGreaterThan(5);
  });
});
