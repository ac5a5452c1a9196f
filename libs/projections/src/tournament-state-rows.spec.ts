import {
  evolveTournament,
  initialTournamentState,
  type TournamentEvent,
  type TournamentState,
} from '@cronica/tournament';
import { describe, expect, it } from 'vitest';
import { Projector } from './projector.js';
import { standings } from './queries.js';
import { type ReadDb } from './schema.js';
import { loadTournamentState } from './tournament-state-rows.js';
import { liveAndRebuiltModels, openReadDb } from './testing/read-db.js';
import { deck, organizer, player, recorded, tournamentLog } from './testing/tournament-log.js';

/** An event log with every change to the players: ids that look like numbers, a removal, a re-registration, a late entry, a drop, a round ended. */
function eventLog(entrants: readonly string[]): { events: TournamentEvent[]; states: TournamentState[] } {
  const events = commandLog(entrants);
  let folded = initialTournamentState;
  return { events, states: events.map((event) => (folded = evolveTournament(folded, event))) };
}

function commandLog(entrants: readonly string[]): TournamentEvent[] {
  const { send, events, state } = tournamentLog();
  send('CreateTournament', organizer, {
    tournamentId: 't',
    name: 'Open',
    description: 'Liga',
    game: 'warlords-of-terra',
    seed: 'semilla-secreta',
    rounds: 2,
    requireDeckLists: false,
  });
  send('OpenRegistration', organizer);
  for (const id of entrants) send('RegisterPlayer', player(id), { playerId: id, name: `Jugador ${id}` });
  send('SubmitDeckList', player('12'), { playerId: '12', deck: deck('a') });
  send('RemovePlayer', organizer, { playerId: '3', reason: 'no-show' });
  send('RegisterPlayer', player('3'), { playerId: '3', name: 'Jugador 3 otra vez' });
  send('CloseRegistration', organizer);
  send('PairNextRound', organizer);
  send('PublishPairings', organizer);
  send('AddLateEntry', organizer, { playerId: 'tarde', name: 'Llega tarde', guest: true });
  send('DropPlayer', organizer, { playerId: 'ana' });
  for (const { table, b } of state().rounds[0]!.tables) {
    if (b !== null)
      send('OverrideResult', organizer, {
        round: 1,
        table,
        result: { winner: 'a', games: [] },
        reason: 'Acta de mesa',
      });
  }
  send('EndRound', organizer);
  return events;
}

const totalChanges = (db: ReadDb) => (db.prepare('SELECT total_changes() AS n').get() as { n: number }).n;

describe('the stored tournament state (state row + one row per player)', () => {
  const entrants = ['ana', '12', '3', 'bea', '7', 'cris'];

  it('reads back, after every event, exactly the state the decider folded, players in registration order', () => {
    const { events, states } = eventLog(entrants);
    const db = openReadDb();
    const projector = new Projector(db);
    recorded(events).forEach((event, i) => {
      projector.apply([event]);
      expect(loadTournamentState(db, 't')!.state).toEqual(states[i]);
    });
    expect(loadTournamentState(db, 't')!.state.order).toEqual(['ana', '12', 'bea', '7', 'cris', '3', 'tarde']);
  });

  it('rebuilds to exactly what live, event-by-event application produced', async () => {
    const { live, rebuilt } = await liveAndRebuiltModels(recorded(eventLog(entrants).events));
    expect(rebuilt).toEqual(live);
    expect(live['tournament_state_players']).toHaveLength(7);
  });

  it('has no standings before the first round ends, and every player ranked after it', () => {
    const { events } = eventLog(entrants);
    const db = openReadDb();
    const projector = new Projector(db);
    const projected = recorded(events);
    const endRound = projected.findIndex((e) => e.type === 'RoundEnded');
    for (const event of projected.slice(0, endRound)) projector.apply([event]);
    expect(standings(db, 't')).toEqual([]);
    projector.apply([projected[endRound]!]);
    expect(standings(db, 't')).toHaveLength(7);
  });

  it('writes as many rows for the 60th registration as for the 6th', () => {
    const many = Array.from({ length: 60 }, (_, i) => `p${i + 1}`);
    const events = recorded(eventLog(['ana', '12', '3', ...many]).events).filter(
      (e, i, all) => all.findIndex((x) => x.type === 'RegistrationClosed') > i,
    );
    const db = openReadDb();
    const projector = new Projector(db);
    const rowsWritten: number[] = [];
    for (const event of events) {
      const before = totalChanges(db);
      projector.apply([event]);
      if (event.type === 'PlayerRegistered') rowsWritten.push(totalChanges(db) - before);
    }
    expect(rowsWritten.length).toBeGreaterThan(60);
    expect(new Set(rowsWritten.slice(1, 62)).size).toBe(1);
  });
});
