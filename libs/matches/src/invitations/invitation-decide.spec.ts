import fc from 'fast-check';
import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import type { InvitationCommand, InvitationGame } from './invitation-decide.js';
import { invitationDecider } from './invitation-decider.js';
import { invitationStatus, type InvitationSeat, type InvitationState } from './invitation-events.js';

const TWO_SEATS: InvitationGame = {
  seats: { min: 2, max: 2 },
  decklessSeats: [],
  decks: [
    { id: 'rojo', valid: true },
    { id: 'azul', valid: true },
    { id: 'roto', valid: false },
  ],
};
/** A game master's table: seat 0 plays without a deck, up to four seats. */
const GM_TABLE: InvitationGame = {
  seats: { min: 2, max: 4 },
  decklessSeats: [0],
  decks: [{ id: 'espada', valid: true }],
};

const SENT_AT = '2026-11-01T10:00:00.000Z';
const BEFORE_EXPIRY = '2026-11-02T09:59:59.000Z';
const EXPIRES = '2026-11-02T10:00:00.000Z';

const host = (player: string, deckId: string | null = null): InvitationSeat => ({
  seat: 0,
  kind: 'host',
  player,
  deckId,
});
const invitee = (player: string): InvitationSeat => ({ seat: 0, kind: 'invitee', player, deckId: null });
const bot = (deckId: string | null = null): InvitationSeat => ({ seat: 0, kind: 'bot', player: 'bot:greedy', deckId });

const send = (actor: string, seats: InvitationSeat[]): InvitationCommand => ({
  type: 'SendMatchInvitation',
  data: { actor, invitationId: 'i1', game: 'juego', seats, options: {}, now: SENT_AT, expiresAt: EXPIRES },
});
const accept = (actor: string, deckId: string | null = null, now = BEFORE_EXPIRY): InvitationCommand => ({
  type: 'AcceptMatchInvitation',
  data: { actor, deckId, now },
});
const decline = (actor: string, now = BEFORE_EXPIRY): InvitationCommand => ({
  type: 'DeclineMatchInvitation',
  data: { actor, now },
});
const cancel = (actor: string, now = BEFORE_EXPIRY): InvitationCommand => ({
  type: 'CancelMatchInvitation',
  data: { actor, now },
});
const record = (actor: string, matchId = 'm1'): InvitationCommand => ({
  type: 'RecordInvitedMatch',
  data: { actor, matchId },
});

/** Folds the decider over commands, skipping refusals as the command bus does (a refusal writes nothing). */
function run(
  commands: readonly InvitationCommand[],
  game = TWO_SEATS,
): { state: InvitationState; refused: string[]; events: string[] } {
  let state = invitationDecider.initialState();
  const refused: string[] = [];
  const events: string[] = [];
  for (const command of commands) {
    const decision = invitationDecider.decide(command, state, game);
    if (isRuleViolation(decision)) refused.push(decision.code);
    else {
      events.push(...decision.map((e) => e.type));
      state = decision.reduce((s, e) => invitationDecider.evolve(s, e), state);
    }
  }
  return { state, refused, events };
}

describe('match invitation decider', () => {
  it('invites a person with the inviter’s own deck; the invitee’s deck waits for her answer', () => {
    const { state } = run([send('ana', [host('ana', 'azul'), invitee('bea')])]);
    expect(state).toMatchObject({ status: 'pending', inviterId: 'ana', expiresAt: EXPIRES });
    expect(state.seats).toEqual([
      { seat: 0, kind: 'host', player: 'ana', deckId: 'azul', answer: 'host' },
      { seat: 1, kind: 'invitee', player: 'bea', deckId: null, answer: 'pending' },
    ]);
  });

  it('refuses inviting yourself, nobody, the same person twice, a wrong seat count, and picking the invitee’s deck', () => {
    expect(run([send('ana', [host('ana'), invitee('ana')])]).refused).toEqual(['invitation.self']);
    expect(run([send('ana', [host('ana'), bot()])]).refused).toEqual(['invitation.nobody']);
    expect(run([send('ana', [host('ana'), invitee('bea'), invitee('bea')])], GM_TABLE).refused).toEqual([
      'invitation.player.twice',
    ]);
    expect(run([send('ana', [host('ana')])]).refused).toEqual(['invitation.seats.count']);
    expect(run([send('ana', [invitee('bea'), invitee('carla')])]).refused).toEqual(['invitation.host.seat']);
    expect(run([send('ana', [host('ana'), { ...invitee('bea'), deckId: 'rojo' }])]).refused).toEqual([
      'invitation.deck.theirs',
    ]);
    expect(
      run([send('ana', [host('ana'), invitee('bea')]), send('ana', [host('ana'), invitee('bea')])]).refused,
    ).toEqual(['invitation.exists']);
  });

  it('refuses a deck that is not one of the game’s, one its validation refuses, and a deck for a seat that plays without one', () => {
    expect(run([send('ana', [host('ana', 'verde'), invitee('bea')])]).refused).toEqual(['invitation.deck.unknown']);
    expect(run([send('ana', [host('ana', 'roto'), invitee('bea')])]).refused).toEqual(['invitation.deck.invalid']);
    expect(run([send('gm', [host('gm', 'espada'), invitee('bea')])], GM_TABLE).refused).toEqual([
      'invitation.deck.not-needed',
    ]);
    const table = run([send('gm', [host('gm'), invitee('bea'), bot()])], GM_TABLE).state;
    expect(table.seats.map((s) => s.deckId)).toEqual([null, null, 'espada']);
  });

  it('becomes ready to start only once every invited person accepted, each with her own deck', () => {
    const table = send('gm', [host('gm'), invitee('bea'), invitee('carla')]);
    const oneYes = run([table, accept('bea', 'espada')], GM_TABLE);
    expect(oneYes.refused).toEqual([]);
    expect(run([table, accept('bea'), record('gm')], GM_TABLE).refused).toEqual(['invitation.not-ready']);
    const both = run([table, accept('bea'), accept('carla', 'espada'), record('carla')], GM_TABLE);
    expect(both.refused).toEqual([]);
    expect(both.state).toMatchObject({ status: 'started', matchId: 'm1' });
    expect(both.state.seats.map((s) => [s.player, s.answer, s.deckId])).toEqual([
      ['gm', 'host', null],
      ['bea', 'accepted', 'espada'],
      ['carla', 'accepted', 'espada'],
    ]);
  });

  it('lets no one but the invited person accept or decline, and no one but the inviter cancel', () => {
    const sent = send('ana', [host('ana'), invitee('bea')]);
    expect(run([sent, accept('eve')]).refused).toEqual(['invitation.not-invited']);
    expect(run([sent, accept('ana')]).refused).toEqual(['invitation.not-invited']);
    expect(run([sent, decline('eve')]).refused).toEqual(['invitation.not-invited']);
    expect(run([sent, cancel('bea')]).refused).toEqual(['invitation.not-inviter']);
    expect(run([sent, record('eve')]).refused).toEqual(['invitation.not-invited']);
    expect(run([accept('bea')]).refused).toEqual(['invitation.unknown']);
  });

  it('closes for good on a decline or a cancel, and expires unanswered at its time', () => {
    const sent = send('ana', [host('ana'), invitee('bea')]);
    expect(run([sent, decline('bea'), accept('bea')]).refused).toEqual(['invitation.declined']);
    expect(run([sent, cancel('ana'), accept('bea')]).refused).toEqual(['invitation.cancelled']);
    expect(run([sent, cancel('ana'), cancel('ana')]).refused).toEqual(['invitation.cancelled']);
    expect(run([sent, accept('bea', null, EXPIRES)]).refused).toEqual(['invitation.expired']);
    expect(run([sent, decline('bea', EXPIRES)]).refused).toEqual(['invitation.expired']);
    const pending = run([sent]).state;
    expect(invitationStatus(pending, BEFORE_EXPIRY)).toBe('pending');
    expect(invitationStatus(pending, EXPIRES)).toBe('expired');
  });

  it('keeps an accepted invitation for its players: the inviter cannot cancel it, and it starts even if its time runs out before the match is recorded', () => {
    const accepted = [send('ana', [host('ana', 'rojo'), invitee('bea')]), accept('bea', 'azul')];
    expect(run([...accepted, cancel('ana')]).refused).toEqual(['invitation.starting']);
    expect(invitationStatus(run(accepted).state, '2030-01-01T00:00:00.000Z')).toBe('pending');
    expect(run([...accepted, record('bea')]).state.status).toBe('started');
    expect(run([...accepted, accept('bea', 'azul'), record('ana'), record('ana')]).refused).toEqual([]);
    expect(run([...accepted, accept('bea', 'rojo')]).refused).toEqual(['invitation.answered']);
    expect(run([...accepted, decline('bea')]).refused).toEqual(['invitation.answered']);
  });

  const PEOPLE = ['gm', 'bea', 'carla', 'eve'];
  const anyCommand: fc.Arbitrary<InvitationCommand> = fc.oneof(
    fc
      .record({ actor: fc.constantFrom(...PEOPLE), deck: fc.constantFrom(null, 'espada', 'otro'), late: fc.boolean() })
      .map(({ actor, deck, late }) => accept(actor, deck, late ? EXPIRES : BEFORE_EXPIRY)),
    fc
      .record({ actor: fc.constantFrom(...PEOPLE), late: fc.boolean() })
      .map(({ actor, late }) => decline(actor, late ? EXPIRES : BEFORE_EXPIRY)),
    fc.constantFrom(...PEOPLE).map((actor) => cancel(actor)),
    fc.constantFrom(...PEOPLE).map((actor) => record(actor)),
  );

  it('never starts a match that a person invited did not accept, whatever anyone sends (property)', () => {
    fc.assert(
      fc.property(fc.array(anyCommand, { maxLength: 12 }), (commands) => {
        const { state, events } = run(
          [send('gm', [host('gm'), invitee('bea'), invitee('carla')]), ...commands],
          GM_TABLE,
        );
        if (state.status === 'started') {
          expect(state.seats.filter((s) => s.kind === 'invitee').every((s) => s.answer === 'accepted')).toBe(true);
          expect(events.filter((e) => e === 'MatchInvitationAccepted')).toHaveLength(2);
        }
        // Only the invited accept: eve and the GM never answer a seat.
        expect(
          state.seats.filter((s) => s.answer === 'accepted').every((s) => s.player === 'bea' || s.player === 'carla'),
        ).toBe(true);
        if (state.status === 'declined' || state.status === 'cancelled')
          expect(events).not.toContain('MatchInvitationStarted');
      }),
    );
  });
});
