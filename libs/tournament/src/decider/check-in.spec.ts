import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  judge,
  now,
  opening,
  organizer,
  player,
  recorded,
  refusal,
  registrationsWithLists,
  run,
  step,
  tournament,
} from '../testing/tournament-script.js';
import type { TournamentEvent } from './events.js';
import { absentPlayers, checkInOpen } from './check-in-events.js';
import { foldTournament } from './decider.js';
import { openRound } from './projection.js';
import { tournamentEventVisibleTo } from './visibility.js';
import { initialTournamentState, type Actor, type TournamentState } from './types.js';

const FIELD = ['ana', 'bea', 'cris', 'dani'];

/** Four players registered with their lists, registration still open (walk-ins may come), as recorded. */
const fieldRegistered = (): TournamentEvent[] => recorded(...opening({ rounds: 2 }), ...registrationsWithLists(FIELD));
/** The same field with check-in open, as recorded. */
const rollCall = (): TournamentEvent[] => continued(fieldRegistered(), cmd('OpenCheckIn', organizer));
const registered = (): TournamentState => foldTournament(fieldRegistered());
const opened = (): TournamentState => foldTournament(rollCall());
const checkedIn = (playerId: string, by: Actor = player(playerId)): TournamentEvent => ({
  type: 'PlayerCheckedIn',
  data: { playerId, at: now(), by },
});
const seated = (state: TournamentState) => openRound(state)!.tables.flatMap((t) => [t.a, t.b]);

describe('check-in on the day', () => {
  it('pairs round 1 among the players in the room once the absent are removed as no-shows', () => {
    const history = [...rollCall(), checkedIn('ana'), checkedIn('bea'), checkedIn('cris', judge)];
    expect(absentPlayers(foldTournament(history))).toEqual(['dani']);
    const removed = tournament
      .given(history)
      .when(cmd('RemoveAbsentPlayers', organizer))
      .then([{ type: 'PlayerRemoved', data: { playerId: 'dani', reason: 'no-show', at: now() } }]);
    const paired = run(removed, cmd('CloseRegistration', organizer), cmd('PairNextRound', organizer));
    expect(seated(paired).sort()).toEqual(['ana', 'bea', 'cris', null].sort());
    expect(checkInOpen(paired)).toBe(false);
  });

  it('keeps who marked each check-in and when: the player on their phone or a judge at the desk', () => {
    const state = run(
      opened(),
      cmd('CheckInPlayer', player('ana'), { playerId: 'ana' }),
      cmd('CheckInPlayer', judge, { playerId: 'bea' }),
    );
    expect(state.players['ana']!.checkedIn).toEqual({ at: expect.any(Number), by: player('ana') });
    expect(state.players['bea']!.checkedIn?.by).toEqual(judge);
    expect(state.players['cris']!.checkedIn).toBeUndefined();
  });

  it('decides nothing for a second check-in, or for undoing one never made', () => {
    const anaIn = [...rollCall(), checkedIn('ana')];
    tournament
      .given(anaIn)
      .when(cmd('CheckInPlayer', judge, { playerId: 'ana' }))
      .thenNothingHappens();
    tournament
      .given(anaIn)
      .when(cmd('UndoCheckIn', organizer, { playerId: 'bea' }))
      .thenNothingHappens();
  });

  it('removes a player whose check-in was undone at the desk with the other absentees', () => {
    const state = run(
      opened(),
      ...FIELD.map((id) => cmd('CheckInPlayer', player(id), { playerId: id })),
      cmd('UndoCheckIn', organizer, { playerId: 'cris' }),
    );
    const removed = step(state, cmd('RemoveAbsentPlayers', organizer)).state;
    expect(removed.order).toEqual(['ana', 'bea', 'dani']);
  });

  it('checks in a walk-in the organizer registers at the desk, but not a player registering on their phone', () => {
    const state = run(
      opened(),
      cmd('RegisterPlayer', organizer, { playerId: 'g1', name: 'Elena', guest: true }),
      cmd('RegisterPlayer', player('fede'), { playerId: 'fede', name: 'Fede' }),
    );
    expect(state.players['g1']!.checkedIn?.by).toEqual(organizer);
    expect(state.players['fede']!.checkedIn).toBeUndefined();
  });

  it('refuses a player checking in before the organizer opens it, and someone else', () => {
    expect(refusal(registered(), cmd('CheckInPlayer', player('ana'), { playerId: 'ana' })).code).toBe(
      'tournament.check-in.not-open',
    );
    expect(refusal(opened(), cmd('CheckInPlayer', player('ana'), { playerId: 'bea' })).code).toBe(
      'tournament.actor.not-allowed',
    );
    expect(refusal(opened(), cmd('CheckInPlayer', judge, { playerId: 'nadie' })).code).toBe(
      'tournament.player.unknown',
    );
  });

  it('lets only the organizer open it or remove the absent, once registration has opened', () => {
    expect(refusal(registered(), cmd('OpenCheckIn', judge)).code).toBe('tournament.actor.not-allowed');
    expect(refusal(opened(), cmd('RemoveAbsentPlayers', judge)).code).toBe('tournament.actor.not-allowed');
    expect(refusal(opened(), cmd('OpenCheckIn', organizer)).code).toBe('tournament.check-in.already-open');
    const unopened = run(
      initialTournamentState,
      cmd('CreateTournament', organizer, {
        tournamentId: 't0',
        game: 'warlords-of-terra',
        seed: 'semilla-t0',
        rounds: 2,
      }),
    );
    expect(refusal(unopened, cmd('OpenCheckIn', organizer)).code).toBe('tournament.check-in.before-registration');
  });

  it('refuses removing the absent when everyone has checked in', () => {
    const everyone = run(opened(), ...FIELD.map((id) => cmd('CheckInPlayer', player(id), { playerId: id })));
    expect(refusal(everyone, cmd('RemoveAbsentPlayers', organizer)).code).toBe('tournament.check-in.none-absent');
  });

  it('ends the roll call when round 1 is paired: no check-in, undo or removal after it', () => {
    const paired = run(opened(), cmd('CloseRegistration', organizer), cmd('PairNextRound', organizer));
    expect(refusal(paired, cmd('CheckInPlayer', player('ana'), { playerId: 'ana' })).code).toBe(
      'tournament.check-in.over',
    );
    expect(refusal(paired, cmd('RemoveAbsentPlayers', organizer)).code).toBe('tournament.check-in.over');
    expect(refusal(paired, cmd('OpenCheckIn', organizer)).code).toBe('tournament.check-in.over');
  });

  it('shows a check-in to the player and the staff, never to the public or another player', () => {
    const { events } = step(opened(), cmd('CheckInPlayer', player('ana'), { playerId: 'ana' }));
    const [checkedIn] = events;
    expect(tournamentEventVisibleTo(checkedIn!, player('ana'))).toBe(true);
    expect(tournamentEventVisibleTo(checkedIn!, judge)).toBe(true);
    expect(tournamentEventVisibleTo(checkedIn!, player('bea'))).toBe(false);
    expect(tournamentEventVisibleTo(checkedIn!, { role: 'public' })).toBe(false);
  });
});
