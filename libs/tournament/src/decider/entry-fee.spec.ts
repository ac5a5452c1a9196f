import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cmd,
  ENTRY_FEE,
  feePaid,
  judge,
  now,
  opened,
  organizer,
  player,
  refusal,
  registered,
  roundOnePublished,
  run,
  step,
  tournament,
} from '../testing/tournament-script.js';
import { foldTournament } from './decider.js';
import type { TournamentEvent } from './events.js';
import { feePaidBy, feesCollected, feesOfRemoved } from './entry-fee.js';
import { detailProblems } from './event-options.js';
import { tournamentEventVisibleTo } from './visibility.js';
import { initialTournamentState, type Actor, type TournamentState } from './types.js';

/** An event asking `fee` (5 € unless told), ana and bea registered, as recorded. */
const feeAsked = (fee: object | null = ENTRY_FEE): TournamentEvent[] => [
  ...opened(fee ? { entryFee: fee } : {}),
  registered('ana', 'Ana'),
  registered('bea', 'Bea'),
];

/** The same event as a state, for what reads it rather than decides on it. */
const withFee = (fee: object | null = ENTRY_FEE): TournamentState => foldTournament(feeAsked(fee));

const paid = (state: TournamentState, id: string) => cmd('MarkFeePaid', organizer, { playerId: id });

describe('the entry fee at the desk', () => {
  it('records who marked a payment, when, and the amount asked then', () => {
    const state = tournament
      .given(feeAsked())
      .when(cmd('MarkFeePaid', organizer, { playerId: 'ana' }))
      .then([feePaid('ana')]);
    expect(feePaidBy(state, 'ana')).toMatchObject({ by: organizer, fee: ENTRY_FEE });
    expect(feesCollected(state)).toEqual([ENTRY_FEE]);
  });

  it('keeps what was collected at the old amount when the organizer changes the fee afterwards', () => {
    let state = run(withFee(), paid(withFee(), 'ana'));
    state = run(
      state,
      cmd('ChangeEventDetails', organizer, {
        name: state.config!.name,
        description: '',
        entryFee: { amount: 700, currency: 'EUR' },
      }),
      cmd('MarkFeePaid', judge, { playerId: 'bea' }),
    );
    expect(state.config!.entryFee).toEqual({ amount: 700, currency: 'EUR' });
    expect(feesCollected(state)).toEqual([{ amount: 1200, currency: 'EUR' }]);
  });

  it('changes nothing when a payment is marked twice or an unpaid one is taken back', () => {
    const anaPaid = [...feeAsked(), feePaid('ana')];
    tournament
      .given(anaPaid)
      .when(cmd('MarkFeePaid', judge, { playerId: 'ana' }))
      .thenNothingHappens();
    tournament
      .given(anaPaid)
      .when(cmd('UndoFeePaid', organizer, { playerId: 'bea' }))
      .thenNothingHappens();
  });

  it('takes a payment back, so the desk collects it again', () => {
    const state = tournament
      .given([...feeAsked(), feePaid('ana')])
      .when(cmd('UndoFeePaid', judge, { playerId: 'ana' }))
      .then([{ type: 'EntryFeePaymentUndone', data: { playerId: 'ana', at: now(), by: judge } }]);
    expect(feePaidBy(state, 'ana')).toBeUndefined();
    expect(feesCollected(state)).toEqual([]);
  });

  it('keeps counting the money of a player removed after paying until staff hand it back', () => {
    let state = run(withFee(), paid(withFee(), 'ana'));
    state = run(state, cmd('RemovePlayer', organizer, { playerId: 'ana', reason: 'withdrawn' }));
    expect(state.players['ana']).toBeUndefined();
    expect(feesCollected(state)).toEqual([ENTRY_FEE]);
    expect(feesOfRemoved(state)).toEqual([expect.objectContaining({ playerId: 'ana', name: 'Ana', fee: ENTRY_FEE })]);
    state = run(state, cmd('UndoFeePaid', organizer, { playerId: 'ana' }));
    expect(feesCollected(state)).toEqual([]);
    expect(feesOfRemoved(state)).toEqual([]);
  });

  it('lets staff mark payments after round 1 is paired (a player who pays late)', () => {
    tournament
      .given(roundOnePublished(['ana', 'bea', 'cris', 'dani'], { entryFee: ENTRY_FEE }))
      .when(cmd('MarkFeePaid', judge, { playerId: 'cris' }))
      .then([feePaid('cris', judge)]);
  });

  it('refuses a player marking their own fee, an event without a fee and someone not registered', () => {
    const mark = (by: Actor, playerId: string) => cmd('MarkFeePaid', by, { playerId });
    tournament
      .given(feeAsked())
      .when(mark(player('ana'), 'ana'))
      .thenRefused('tournament.actor.not-allowed');
    tournament.given(feeAsked(null)).when(mark(organizer, 'ana')).thenRefused('tournament.entry-fee.none');
    tournament.given(feeAsked()).when(mark(organizer, 'nadie')).thenRefused('tournament.player.unknown');
  });

  it('refuses a fee of nothing, a fraction of a cent or an unknown currency, on creation and on change', () => {
    for (const entryFee of [
      { amount: 0, currency: 'EUR' },
      { amount: 5.5, currency: 'EUR' },
      { amount: 500, currency: 'XYZ' },
    ]) {
      expect(detailProblems({ name: 'Liga', entryFee }).map((p) => p.code)).toEqual(['tournament.config.entryFee']);
      const create = cmd('CreateTournament', organizer, { tournamentId: 't2', game: 'ecg', seed: 's', entryFee });
      const atCreation = refusal(initialTournamentState, create);
      expect(JSON.stringify(atCreation)).toContain('cuota de inscripción');
      expect(JSON.stringify(atCreation)).toContain('entry fee');
      const state = withFee();
      const change = cmd('ChangeEventDetails', organizer, { name: 'Liga', description: '', entryFee });
      expect(refusal(state, change).code).toBe('tournament.config.invalid');
    }
  });

  it('shows a payment to staff and the player it is about, never to other players or the public', () => {
    const { events } = step(withFee(), paid(withFee(), 'ana'));
    const event = events[0]!;
    expect(tournamentEventVisibleTo(event, organizer)).toBe(true);
    expect(tournamentEventVisibleTo(event, judge)).toBe(true);
    expect(tournamentEventVisibleTo(event, player('ana'))).toBe(true);
    expect(tournamentEventVisibleTo(event, player('bea'))).toBe(false);
    expect(tournamentEventVisibleTo(event, { role: 'public' })).toBe(false);
  });

  it('collects, after any marks and undos, exactly the fee of each player marked last', () => {
    const ids = ['ana', 'bea'];
    const mark = fc.record({ id: fc.constantFrom(...ids), pay: fc.boolean() });
    fc.assert(
      fc.property(fc.array(mark, { maxLength: 12 }), (marks) => {
        const state = run(
          withFee(),
          ...marks.map(({ id, pay }) => cmd(pay ? 'MarkFeePaid' : 'UndoFeePaid', judge, { playerId: id })),
        );
        const last = new Map(marks.map(({ id, pay }) => [id, pay]));
        const count = [...last.values()].filter(Boolean).length;
        expect(feesCollected(state)).toEqual(
          count === 0 ? [] : [{ amount: ENTRY_FEE.amount * count, currency: 'EUR' }],
        );
      }),
    );
  });

  it('registers a walk-in and takes their fee at the desk in one decision', () => {
    const state = tournament
      .given(feeAsked())
      .when(cmd('RegisterPlayer', organizer, { playerId: 'g1', name: 'Cris', guest: true, feePaid: true }))
      .then([
        { type: 'PlayerRegistered', data: { playerId: 'g1', name: 'Cris', guest: true, at: now() } },
        feePaid('g1'),
      ]);
    expect(feePaidBy(state, 'g1')).toMatchObject({ fee: ENTRY_FEE, by: organizer });
  });

  it('takes a late entry’s fee with the entry', () => {
    tournament
      .given(roundOnePublished(['ana', 'bea', 'cris', 'dani'], { entryFee: ENTRY_FEE }))
      .when(cmd('AddLateEntry', organizer, { playerId: 'g2', name: 'Eva', guest: true, feePaid: true }))
      .then([
        { type: 'LateEntryAdded', data: expect.objectContaining({ playerId: 'g2', name: 'Eva', joinedRound: 2 }) },
        feePaid('g2'),
      ]);
  });

  it('refuses a registration marked paid for a free event, or sent paid by the player themselves, writing nothing', () => {
    const paidWalkIn = cmd('RegisterPlayer', organizer, { playerId: 'g1', name: 'Cris', guest: true, feePaid: true });
    tournament.given(feeAsked(null)).when(paidWalkIn).thenRefused('tournament.entry-fee.none');
    const own = cmd('RegisterPlayer', player('cris'), { playerId: 'cris', name: 'Cris', feePaid: true });
    tournament.given(feeAsked()).when(own).thenRefused('tournament.actor.not-allowed');
    const full = cmd('RegisterPlayer', organizer, { playerId: 'ana', name: 'Ana', feePaid: true });
    tournament.given(feeAsked()).when(full).thenRefused('tournament.player.duplicate');
  });
});
