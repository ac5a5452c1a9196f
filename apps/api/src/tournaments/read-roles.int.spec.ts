import { beforeAll, describe, expect, it } from 'vitest';
import { readyDecks } from '@cronica/blades-of-ash';
import { JUDGE_APPOINTED } from '@cronica/projections';
import { CommandBus } from '../commands/command-bus.js';
import { cmd, mutate } from '../testing/harness.js';
import {
  APPOINT_JUDGE,
  openTournament,
  registerPlayers,
  eventCast,
  TOURNAMENT_STEP,
} from '../testing/tournament-setup.js';
import { over, TRANSPORTS } from '../testing/transports.js';
import { staffAggregate } from './tournament-aggregate.js';
import { suiteApi } from '../testing/suite-api.js';

// One rule for every read of a tournament (`readRole`): a registered player is never staff there,
// even when the staff list also names them (old data, or a race between the staff and tournament
// streams). The staff role, the draft, unpublished pairings and the judges' records follow it.

const READS = `query ($t: ID!) { tournament(id: $t) { myStaffRole pairings { table } rounds { number } draftReport { round } } penalties(tournamentId: $t) { playerId } }`;
const PENALISE = `mutation ($t: ID!, $i: IssuePenaltyInput!, $c: ID!) { issuePenalty(tournamentId: $t, input: $i, commandId: $c) { result { events } } }`;

describe('a player who is also on the staff list reads as a player everywhere', () => {
  const api = suiteApi();
  const [organizer, judge, ana, bea] = eventCast(api);
  let t: string;

  beforeAll(async () => {
    t = await openTournament(api, organizer, { name: 'Copa de papeles', game: 'blades-of-ash', rounds: 2 });
    await mutate(api, APPOINT_JUDGE, { t, u: 'juez', c: cmd() }, organizer.token);
    await registerPlayers(api, t, [
      { player: ana, deck: readyDecks()[0]!.deck },
      { player: bea, deck: readyDecks()[3]!.deck },
    ]);
    // Forge what a race could leave: ana, a registered player, appointed judge past the refusal.
    await api.app.get(CommandBus).handle({
      name: JUDGE_APPOINTED,
      commandId: cmd('forged'),
      actor: organizer.id,
      aggregate: staffAggregate(t),
      payload: { accountId: ana.id },
      decide: () => [{ type: JUDGE_APPOINTED, data: { tournamentId: t, accountId: ana.id, at: 0 } }],
    });
    for (const step of ['closeRegistration', 'pairNextRound'])
      await mutate(api, TOURNAMENT_STEP(step), { t, c: cmd() }, organizer.token);
    await mutate(
      api,
      PENALISE,
      { t, i: { playerId: bea.id, infraction: 'slow-play', penalty: 'warning', note: 'Juego lento' }, c: cmd() },
      judge.token,
    );
  });

  it('gives her no staff role, no draft, no unpublished pairings and only her own judge records, on both transports', async () => {
    for (const transport of TRANSPORTS) {
      const answer = await over(api, transport, READS, { t }, ana.token);
      expect([transport, answer]).toEqual([
        transport,
        { data: { tournament: { myStaffRole: null, pairings: [], rounds: [], draftReport: null }, penalties: [] } },
      ]);
    }
  });

  it('leaves the event out of the events she runs, on her home page', async () => {
    const mine = await mutate<{ myStaffedEvents: unknown[] }>(api, '{ myStaffedEvents { id } }', {}, ana.token);
    expect(mine.myStaffedEvents).toEqual([]);
  });

  it('leaves a judge who does not play with the staff reads', async () => {
    const { tournament, penalties } = await mutate<{
      tournament: { myStaffRole: string; pairings: unknown[]; draftReport: unknown };
      penalties: unknown[];
    }>(api, READS, { t }, judge.token);
    expect(tournament).toMatchObject({ myStaffRole: 'judge', pairings: [{ table: 1 }], draftReport: { round: 1 } });
    expect(penalties).toEqual([{ playerId: bea.id }]);
  });
});
