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
import { placesLeft } from './capacity.js';
import { redactTournamentEvent } from './visibility.js';
import type { TournamentState } from './types.js';
import { waitingPlayers, waitlistPlace } from './waitlist.js';

const join = (id: string) => cmd('JoinWaitlist', player(id), { playerId: id, name: `Espera ${id}` });
const leave = (id: string, by = player(id)) => cmd('LeaveWaitlist', by, { playerId: id });
const seat = (id: string, by = organizer) => cmd('SeatFromWaitlist', by, { playerId: id });
const close = cmd('CloseRegistration', organizer);

/** An event for two, full (ana, bea), with `waiting` in line in that order: as recorded, and its state. */
const fullLine = (...waiting: string[]): TournamentEvent[] =>
  continued(signedUp({ capacity: 2, requireDeckLists: false }, 'ana', 'bea'), ...waiting.map(join));
const fullWith = (...waiting: string[]): TournamentState => foldTournament(fullLine(...waiting));
/** The first in line takes the place that came free. */
const seatedFromLine = (playerId: string): TournamentEvent => ({
  type: 'PlayerRegistered',
  data: { playerId, name: `Espera ${playerId}`, at: now(), fromWaitlist: true },
});

const line = (state: TournamentState) => waitingPlayers(state).map((w) => w.playerId);

describe('the waiting list of a full event', () => {
  it('takes a player whose phone finds no place, and tells them their place in line', () => {
    const state = fullWith('cris', 'dani');
    expect(line(state)).toEqual(['cris', 'dani']);
    expect(waitlistPlace(state, 'dani')).toBe(2);
    expect(waitlistPlace(state, 'ana')).toBeNull();
    tournament.given(fullLine('cris', 'dani')).when(join('cris')).thenNothingHappens();
  });

  it('refuses the line while places are left, to a registered player, and to someone joining for another', () => {
    const open = run(created({ capacity: 3 }), signUp('ana'));
    expect(refusal(open, join('bea')).code).toBe('tournament.waitlist.not-full');
    expect(refusal(run(created(), signUp('ana')), join('bea')).code).toBe('tournament.waitlist.not-full');
    const full = fullWith();
    expect(refusal(full, join('ana')).code).toBe('tournament.player.duplicate');
    const forOther = cmd('JoinWaitlist', player('eva'), { playerId: 'cris', name: 'Cris' });
    expect(refusal(full, forOther).code).toBe('tournament.actor.not-allowed');
    expect(refusal(full, cmd('JoinWaitlist', organizer, { playerId: 'cris', name: 'Cris' })).code).toBe(
      'tournament.actor.not-allowed',
    );
  });

  it('is as long as the event has places: one more is refused', () => {
    const refused = tournament
      .given(fullLine('cris', 'dani'))
      .when(join('eva'))
      .thenRefused('tournament.waitlist.full');
    expect(refused.message.es).toContain('lista de espera');
  });

  it('gives the place of a player who withdraws to the first in line, in the same decision', () => {
    const state = tournament
      .given(fullLine('cris', 'dani'))
      .when(withdraw('bea'))
      .then([
        { type: 'PlayerRemoved', data: { playerId: 'bea', reason: 'withdrawn', at: now() } },
        seatedFromLine('cris'),
      ]);
    expect(state.order).toEqual(['ana', 'cris']);
    expect(line(state)).toEqual(['dani']);
    expect(waitlistPlace(state, 'dani')).toBe(1);
  });

  it("gives the place of a player who drops with their phone's button before round 1 to the first in line", () => {
    const state = tournament
      .given(fullLine('cris'))
      .when(cmd('DropPlayer', player('ana'), { playerId: 'ana' }))
      .then([
        {
          type: 'PlayerDropped',
          data: { playerId: 'ana', afterRound: 0, at: now(), by: player('ana'), cause: 'withdrew' },
        },
        seatedFromLine('cris'),
      ]);
    expect(placesLeft(state)).toBe(0);
  });

  it('gives every new place to the line when the organizer adds places or lifts the limit', () => {
    const more = tournament
      .given(fullLine('cris', 'dani'))
      .when(cmd('ChangeCapacity', organizer, { capacity: 3 }))
      .then([{ type: 'CapacityChanged', data: { capacity: 3, at: now(), by: organizer } }, seatedFromLine('cris')]);
    expect(more.order).toEqual(['ana', 'bea', 'cris']);
    const unlimited = run(fullWith('cris', 'dani'), cmd('ChangeCapacity', organizer, { capacity: null }));
    expect(unlimited.order).toEqual(['ana', 'bea', 'cris', 'dani']);
    expect(line(unlimited)).toEqual([]);
  });

  it('lets a player leave the line and the organizer take someone off it, but not a judge or another player', () => {
    const state = fullWith('cris', 'dani');
    expect(line(run(state, leave('cris')))).toEqual(['dani']);
    expect(line(run(state, leave('dani', organizer)))).toEqual(['cris']);
    expect(refusal(state, leave('dani', judge)).code).toBe('tournament.actor.not-allowed');
    expect(refusal(state, leave('dani', player('cris'))).code).toBe('tournament.actor.not-allowed');
    expect(refusal(state, leave('eva')).code).toBe('tournament.waitlist.not-waiting');
  });

  it('once registration has closed, leaves a freed place to the desk, which seats anyone in line', () => {
    const closed = run(fullWith('cris', 'dani'), close, withdraw('bea'));
    expect(closed.order).toEqual(['ana']);
    expect(line(closed)).toEqual(['cris', 'dani']);
    const seated = tournament
      .given(continued(fullLine('cris', 'dani'), close, withdraw('bea')))
      .when(seat('dani'))
      .then([seatedFromLine('dani')]);
    expect(seated.order).toEqual(['ana', 'dani']);
    expect(line(seated)).toEqual(['cris']);
  });

  it('checks in a player the desk seats while check-in is open: they are in the room', () => {
    const state = tournament
      .given(continued(fullLine('cris'), cmd('OpenCheckIn', organizer)))
      .when(seat('cris'))
      .then([
        seatedFromLine('cris'),
        { type: 'PlayerCheckedIn', data: { playerId: 'cris', at: now(), by: organizer } },
      ]);
    expect(state.players['cris']?.checkedIn).toBeDefined();
  });

  it('seats from the line only by the organizer, only someone waiting, and only before round 1 is paired', () => {
    const state = run(fullWith('cris'), close);
    expect(refusal(state, seat('cris', judge)).code).toBe('tournament.actor.not-allowed');
    expect(refusal(state, seat('eva')).code).toBe('tournament.waitlist.not-waiting');
    const paired = run(state, cmd('PairNextRound', organizer));
    expect(refusal(paired, seat('cris')).code).toBe('tournament.waitlist.too-late');
    expect(line(paired)).toEqual([]);
  });

  it('takes a waiting player off the line when the desk registers them directly', () => {
    const state = run(fullWith('cris'), cmd('RegisterPlayer', organizer, { playerId: 'cris', name: 'Cris' }));
    expect(state.order).toEqual(['ana', 'bea', 'cris']);
    expect(line(state)).toEqual([]);
  });

  it("shows a waiting player's name to staff and to them, and to no one else", () => {
    const { events } = step(fullWith(), join('cris'));
    const joined = events[0]!;
    const nameFor = (viewer: Parameters<typeof redactTournamentEvent>[1]) =>
      (redactTournamentEvent(joined, viewer).data as { name: string }).name;
    expect(nameFor({ role: 'organizer', id: 'org' })).toBe('Espera cris');
    expect(nameFor({ role: 'judge', id: 'judge' })).toBe('Espera cris');
    expect(nameFor({ role: 'player', id: 'cris' })).toBe('Espera cris');
    expect(nameFor({ role: 'player', id: 'ana' })).toBe('');
    expect(nameFor({ role: 'public' })).toBe('');
  });

  it('never leaves a free place while someone waits, and calls the line in order, whatever players do', () => {
    const ids = ['p1', 'p2', 'p3', 'p4', 'p5'];
    const act = fc.record({
      id: fc.constantFrom(...ids),
      kind: fc.constantFrom('sign-up', 'withdraw', 'join', 'leave'),
    });
    const commandOf = ({ id, kind }: { id: string; kind: string }) =>
      kind === 'sign-up' ? signUp(id) : kind === 'withdraw' ? withdraw(id) : kind === 'join' ? join(id) : leave(id);
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 4 }),
        fc.array(act, { minLength: 10, maxLength: 40, size: 'max' }),
        (capacity, actions) => {
          let state = created({ capacity });
          let joinedAt: string[] = [];
          for (const action of actions) {
            const before = state;
            try {
              state = step(state, commandOf(action)).state;
            } catch {
              continue;
            }
            if (action.kind === 'join' && line(state).length > line(before).length)
              joinedAt = [...joinedAt.filter((id) => id !== action.id), action.id];
            const waiting = line(state);
            if (waiting.length > 0) expect(placesLeft(state)).toBe(0);
            expect(state.order.length).toBeLessThanOrEqual(capacity);
            for (const id of waiting) expect(state.players[id]).toBeUndefined();
            // The line keeps the order players joined it in.
            expect(waiting).toEqual(joinedAt.filter((id) => waiting.includes(id)));
          }
        },
      ),
    );
  });
});
