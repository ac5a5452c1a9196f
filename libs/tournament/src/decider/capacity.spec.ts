import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmd,
  continued,
  created,
  judge,
  now,
  organizer,
  player,
  refusal,
  run,
  signedUp,
  signUp,
  step,
  tournament,
  withdraw,
} from '../testing/tournament-script.js';
import { foldTournament } from './decider.js';
import type { TournamentEvent } from './events.js';
import { placesLeft, placesTaken } from './capacity.js';
import { validateTournamentOptions } from './options.js';
import type { TournamentState } from './types.js';

const atDesk = (id: string) => cmd('RegisterPlayer', organizer, { playerId: id, name: `Mesa ${id}` });

/** An event for `capacity` players with `ids` registered from their phones, as recorded. */
const signedUpFor = (capacity: number, ...ids: string[]): TournamentEvent[] => signedUp({ capacity }, ...ids);
/** The same event as a state, for what reads it rather than decides on it. */
const seatedFor = (capacity: number, ...ids: string[]): TournamentState =>
  foldTournament(signedUpFor(capacity, ...ids));

describe('an event with a number of places', () => {
  it('refuses a player registering from their phone once every place is taken, and writes nothing', () => {
    const full = signedUpFor(2, 'ana', 'bea');
    expect(placesLeft(foldTournament(full))).toBe(0);
    const refused = tournament.given(full).when(signUp('cris')).thenRefused('tournament.registration.full');
    expect(refused.message.es).toContain('no quedan plazas');
    expect(refused.message.en).toContain('no places left');
  });

  it('frees the place of a player who withdraws, for the next one to take', () => {
    const freed = continued(signedUpFor(2, 'ana', 'bea'), withdraw('bea'));
    expect(placesLeft(foldTournament(freed))).toBe(1);
    tournament
      .given(freed)
      .when(signUp('cris'))
      .then([{ type: 'PlayerRegistered', data: { playerId: 'cris', name: 'Jugador cris', at: now() } }]);
  });

  it('counts as held only the places of players still in: one who drops gives hers back, and is not counted against the places', () => {
    const dropped = run(seatedFor(2, 'ana', 'bea'), cmd('DropPlayer', player('bea'), { playerId: 'bea' }));
    expect(placesTaken(dropped)).toBe(1);
    const refilled = run(dropped, signUp('cris'));
    expect(refilled.order).toEqual(['ana', 'bea', 'cris']);
    expect(placesTaken(refilled)).toBe(2);
    expect(placesLeft(refilled)).toBe(0);
  });

  it('lets the organizer register someone at the desk past the capacity: the count reads no places left', () => {
    const over = run(seatedFor(2, 'ana', 'bea'), atDesk('dani'));
    expect(over.order).toEqual(['ana', 'bea', 'dani']);
    expect(placesLeft(over)).toBe(0);
  });

  it('has no limit when no capacity is given', () => {
    const open = run(created(), ...['a', 'b', 'c', 'd', 'e'].map(signUp));
    expect(placesLeft(open)).toBeNull();
    expect(open.order).toHaveLength(5);
  });

  it('takes a capacity from 2 to 4096 players, a whole number', () => {
    const problems = (capacity: number) =>
      validateTournamentOptions({ game: 'warlords-of-terra', seed: 'semilla-secreta-1', capacity }).map((p) => p.code);
    for (const wrong of [1, 0, -4, 2.5, 4097]) expect(problems(wrong)).toEqual(['tournament.config.capacity']);
    for (const right of [2, 32, 4096]) expect(problems(right)).toEqual([]);
  });

  it('never seats more players than places through their own phones, whatever the order of sign-ups and withdrawals', () => {
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const action = fc.record({ id: fc.constantFrom(...ids), join: fc.boolean() });
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.array(action, { maxLength: 30 }), (capacity, actions) => {
        let state = created({ capacity });
        for (const { id, join } of actions) {
          const next = join ? signUp(id) : withdraw(id);
          const outcome = (() => {
            try {
              return step(state, next).state;
            } catch {
              return state;
            }
          })();
          state = outcome;
          expect(state.order.length).toBeLessThanOrEqual(capacity);
          expect(placesLeft(state)).toBe(capacity - state.order.length);
        }
      }),
    );
  });
});

describe('the organizer changing the places before play', () => {
  const change = (capacity: number | null, by = organizer) => cmd('ChangeCapacity', by, { capacity });

  it('opens places again when more tables come: a full event takes the next player from her phone', () => {
    const raised = tournament
      .given(signedUpFor(2, 'ana', 'bea'))
      .when(change(3))
      .then([{ type: 'CapacityChanged', data: { capacity: 3, at: now(), by: organizer } }]);
    expect(placesLeft(raised)).toBe(1);
    expect(step(raised, signUp('cris')).state.order).toEqual(['ana', 'bea', 'cris']);
  });

  it('removes nobody when the places drop below the players in, and lifts the limit with none', () => {
    const lowered = run(seatedFor(4, 'ana', 'bea', 'cris'), change(2));
    expect(lowered.order).toEqual(['ana', 'bea', 'cris']);
    expect(placesLeft(lowered)).toBe(0);
    expect(refusal(lowered, signUp('dani')).code).toBe('tournament.registration.full');
    const unlimited = run(lowered, change(null));
    expect(placesLeft(unlimited)).toBeNull();
    expect(unlimited.config?.capacity).toBeUndefined();
  });

  it('changes nothing with the same number, and refuses a judge, a bad number and any change once round 1 is paired', () => {
    const history = signedUp({ capacity: 4, requireDeckLists: false }, 'ana', 'bea');
    tournament.given(history).when(change(4)).thenNothingHappens();
    tournament.given(history).when(change(5, judge)).thenRefused('tournament.actor.not-allowed');
    for (const wrong of [1, 2.5, 5000])
      tournament.given(history).when(change(wrong)).thenRefused('tournament.capacity.invalid');
    const paired = continued(history, cmd('CloseRegistration', organizer), cmd('PairNextRound', organizer));
    tournament.given(paired).when(change(8)).thenRefused('tournament.capacity.too-late');
  });
});
