import { type TournamentEvent } from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import { deckChecks, disputes, judgeCalls, penalties } from './judging-queries.js';
import { Projector } from './projector.js';
import { getTournament, tournamentPlayers } from './queries.js';
import { migrateReadModels, type ReadDb } from './schema.js';
import { liveAndRebuiltModels, openReadDb } from './testing/read-db.js';
import { deck, judge, organizer, player, recorded, tournamentLog } from './testing/tournament-log.js';

/** A real event log: one round, a judge call answered and ruled then appealed, a deck check, a disqualification, a call at a match event. */
function eventLog(): TournamentEvent[] {
  const { send, events } = tournamentLog(['org', 'judge']);
  send('CreateTournament', organizer, {
    tournamentId: 't',
    name: 'Open de Terra',
    description: 'Clasificatorio',
    game: 'warlords-of-terra',
    seed: 'semilla-secreta',
    rounds: 2,
  });
  send('OpenRegistration', organizer);
  for (const id of ['ana', 'bea', 'cris', 'dani']) {
    send('RegisterPlayer', player(id), { playerId: id, name: id });
    send('SubmitDeckList', player(id), { playerId: id, deck: deck(id) });
  }
  send('CloseRegistration', organizer);
  send('PairNextRound', organizer);
  send('PublishPairings', organizer);
  send('CallJudge', player('ana'), { reason: 'Duda de reglas' });
  send('CallJudge', player('cris'), { reason: 'Tiempo' });
  send('OpenDispute', judge, { callId: 'call-1', summary: 'Orden de resolución' });
  send('RuleDispute', judge, {
    disputeId: 'dispute-1',
    ruling: 'Se aplica la pila',
    outcome: 'warning',
    playerId: 'ana',
    infraction: 'procedural-error',
  });
  send('CheckDeck', judge, { playerId: 'bea', presented: deck('otro') });
  send('IssuePenalty', organizer, {
    playerId: 'dani',
    infraction: 'cheating',
    penalty: 'disqualification',
    note: 'Cartas marcadas',
  });
  send('CallJudge', player('bea'), { reason: 'Ese dado', matchEvent: 4 });
  send('NameHeadJudge', organizer, { accountId: 'org' });
  send('AppealRuling', player('ana'), { disputeId: 'dispute-1', reason: 'La pila no aplica' });
  send('RuleAppeal', organizer, { disputeId: 'dispute-1', ruling: 'El primer fallo se mantiene', outcome: 'upheld' });
  return events;
}

/**
 * A read database made before judge_calls had `column`: migrating it drops the checkpoint (so the
 * read models are projected again from the start), and the event log is projected again.
 */
function projectedAgainWithout(column: string): ReadDb {
  const db = openReadDb();
  db.exec("INSERT INTO checkpoint VALUES ('projections', 42, 42, 'store')");
  db.exec(`ALTER TABLE judge_calls DROP COLUMN ${column}`);
  migrateReadModels(db);
  expect(db.prepare('SELECT count(*) AS n FROM checkpoint').get()).toEqual({ n: 0 });
  new Projector(db).apply(recorded(eventLog()));
  return db;
}

describe('judging read models', () => {
  it('projects calls, disputes, penalties and deck checks, and filters them for the player concerned', () => {
    const db = openReadDb();
    new Projector(db).apply(recorded(eventLog()));
    expect(judgeCalls(db, 't').map((c) => [c.callId, c.playerId, c.disputeId, c.matchEvent])).toEqual([
      ['call-1', 'ana', 'dispute-1', null],
      ['call-2', 'cris', null, null],
      ['call-3', 'bea', null, 4],
    ]);
    expect(judgeCalls(db, 't', { openOnly: true }).map((c) => c.callId)).toEqual(['call-2', 'call-3']);
    const [dispute] = disputes(db, 't');
    expect(dispute).toMatchObject({
      disputeId: 'dispute-1',
      callId: 'call-1',
      summary: 'Orden de resolución',
      ruling: 'Se aplica la pila',
      outcome: 'warning',
      penaltyId: 'penalty-1',
      ruledBy: 'judge',
      appeal: {
        playerId: 'ana',
        reason: 'La pila no aplica',
        ruling: 'El primer fallo se mantiene',
        outcome: 'upheld',
        ruledBy: 'org',
      },
    });
    const outsider = ['bea', 'cris', 'dani'].find((id) => !dispute!.players.includes(id))!;
    expect(disputes(db, 't', { forPlayer: 'ana' })).toHaveLength(1);
    expect(disputes(db, 't', { forPlayer: outsider })).toEqual([]);
    expect(penalties(db, 't').map((p) => [p.playerId, p.penalty])).toEqual([
      ['ana', 'warning'],
      ['dani', 'disqualification'],
    ]);
    expect(penalties(db, 't', { forPlayer: 'ana' })).toHaveLength(1);
    expect(deckChecks(db, 't')).toEqual([
      expect.objectContaining({ checkId: 'deck-check-1', playerId: 'bea', matches: false }),
    ]);
    expect(tournamentPlayers(db, 't').find((p) => p.playerId === 'dani')!.status).toBe('disqualified');
    expect(getTournament(db, 't')).toMatchObject({ name: 'Open de Terra' });
  });

  it('projects a database made before calls pointed at match events again, from the start', () => {
    const db = projectedAgainWithout('match_event');
    expect(judgeCalls(db, 't').at(-1)!.matchEvent).toBe(4);
    expect(JSON.parse(getTournament(db, 't')!.summary)).toMatchObject({ description: 'Clasificatorio' });
  });

  it('projects a database made before calls could be answered by a ruling in the match again, from the start', () => {
    const db = projectedAgainWithout('answered_by');
    expect(judgeCalls(db, 't').at(-1)).toMatchObject({ matchEvent: 4, answeredBy: null });
  });

  it('rebuilds them identical to the live, event-by-event models', async () => {
    const { live, rebuilt } = await liveAndRebuiltModels(recorded(eventLog()));
    expect(rebuilt).toEqual(live);
    expect(live['penalties']).toHaveLength(2);
  });
});
