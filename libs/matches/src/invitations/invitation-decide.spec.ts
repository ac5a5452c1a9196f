import fc from 'fast-check';
import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../../rules/kernel/src/testing/decider-specification.js';
import type { InvitationCommand, InvitationGame } from './invitation-decide.js';
import { invitationDecider } from './invitation-decider.js';
import {
  invitationStatus,
  MATCH_INVITATION_ACCEPTED,
  MATCH_INVITATION_CANCELLED,
  MATCH_INVITATION_DECLINED,
  MATCH_INVITATION_SENT,
  MATCH_INVITATION_STARTED,
  type InvitationEvent,
  type InvitationSeat,
  type InvitationSeatKind,
  type InvitationState,
} from './invitation-events.js';

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

/** Scenarios at a two-seat game, and at a game master's table. */
const invitation = deciderSpecification(invitationDecider, () => TWO_SEATS);
const gmTable = deciderSpecification(invitationDecider, () => GM_TABLE);

const SENT_AT = '2026-11-01T10:00:00.000Z';
const BEFORE_EXPIRY = '2026-11-02T09:59:59.000Z';
const EXPIRES = '2026-11-02T10:00:00.000Z';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────

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

// ── Events ──────────────────────────────────────────────────────────────────────────────────────

/** A seat as the invitation records it: its number, who sits there and the deck settled for it. */
const seat = (n: number, kind: InvitationSeatKind, player: string, deckId: string | null): InvitationSeat => ({
  seat: n,
  kind,
  player,
  deckId,
});
const sent = (inviterId: string, seats: readonly InvitationSeat[]): InvitationEvent => ({
  type: MATCH_INVITATION_SENT,
  data: { invitationId: 'i1', game: 'juego', inviterId, seats, options: {}, expiresAt: EXPIRES },
});
const accepted = (n: number, playerId: string, deckId: string | null): InvitationEvent => ({
  type: MATCH_INVITATION_ACCEPTED,
  data: { seat: n, playerId, deckId },
});
const declined = (n: number, playerId: string): InvitationEvent => ({
  type: MATCH_INVITATION_DECLINED,
  data: { seat: n, playerId },
});
const cancelled = (): InvitationEvent => ({ type: MATCH_INVITATION_CANCELLED, data: {} });
const started = (matchId: string): InvitationEvent => ({ type: MATCH_INVITATION_STARTED, data: { matchId } });

// ── Starting histories ──────────────────────────────────────────────────────────────────────────

/** Two seats: ana invites bea, and plays the game's first ready deck (rojo) herself. */
const SENT: readonly InvitationEvent[] = [
  sent('ana', [seat(0, 'host', 'ana', 'rojo'), seat(1, 'invitee', 'bea', null)]),
];
/** bea accepted with azul: everyone said yes, the match is yet to be recorded. */
const ACCEPTED: readonly InvitationEvent[] = [...SENT, accepted(1, 'bea', 'azul')];
/** bea said no. */
const DECLINED: readonly InvitationEvent[] = [...SENT, declined(1, 'bea')];
/** ana took it back before bea answered. */
const CANCELLED: readonly InvitationEvent[] = [...SENT, cancelled()];
/** bea accepted and the match m1 was recorded. */
const STARTED: readonly InvitationEvent[] = [...ACCEPTED, started('m1')];

/** The game master's table: gm (deckless seat 0) invites bea and carla. */
const GM_SENT: readonly InvitationEvent[] = [
  sent('gm', [seat(0, 'host', 'gm', null), seat(1, 'invitee', 'bea', null), seat(2, 'invitee', 'carla', null)]),
];
/** bea accepted with espada; carla has not answered. */
const GM_BEA_ACCEPTED: readonly InvitationEvent[] = [...GM_SENT, accepted(1, 'bea', 'espada')];
/** bea and carla both accepted with espada. */
const GM_ALL_ACCEPTED: readonly InvitationEvent[] = [...GM_BEA_ACCEPTED, accepted(2, 'carla', 'espada')];

/** The state a history folds to, for what reads it rather than decides on it. */
const stateAfter = (history: readonly InvitationEvent[]): InvitationState =>
  history.reduce(invitationDecider.evolve, invitationDecider.initialState());

describe('match invitation decider', () => {
  describe('sending an invitation', () => {
    it('invites a person with the inviter’s own deck; the invitee’s deck waits for her answer', () => {
      const state = invitation
        .given([])
        .when(send('ana', [host('ana', 'azul'), invitee('bea')]))
        .then([sent('ana', [seat(0, 'host', 'ana', 'azul'), seat(1, 'invitee', 'bea', null)])]);
      expect(state).toMatchObject({ status: 'pending', inviterId: 'ana', expiresAt: EXPIRES });
      expect(state.seats).toEqual([
        { seat: 0, kind: 'host', player: 'ana', deckId: 'azul', answer: 'host' },
        { seat: 1, kind: 'invitee', player: 'bea', deckId: null, answer: 'pending' },
      ]);
    });

    it('gives the inviter the game’s ready deck for her seat when she names none', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana'), invitee('bea')]))
        .then(SENT);
    });

    it('refuses an invitation to yourself', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana'), invitee('ana')]))
        .thenRefused('invitation.self');
    });

    it('refuses an invitation with no other person at the table, only bots', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana'), bot()]))
        .thenRefused('invitation.nobody');
    });

    it('refuses inviting the same person to two seats', () => {
      gmTable
        .given([])
        .when(send('ana', [host('ana'), invitee('bea'), invitee('bea')]))
        .thenRefused('invitation.player.twice');
    });

    it('refuses a number of seats the game is not played with', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana')]))
        .thenRefused('invitation.seats.count');
    });

    it('refuses an invitation where the inviter has no seat of her own', () => {
      invitation
        .given([])
        .when(send('ana', [invitee('bea'), invitee('carla')]))
        .thenRefused('invitation.host.seat');
    });

    it('refuses picking the invitee’s deck for her', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana'), { ...invitee('bea'), deckId: 'rojo' }]))
        .thenRefused('invitation.deck.theirs');
    });

    it('refuses sending an invitation that already exists', () => {
      invitation
        .given(SENT)
        .when(send('ana', [host('ana'), invitee('bea')]))
        .thenRefused('invitation.exists');
    });
  });

  describe('decks at sending', () => {
    it('refuses a deck that is not one of the game’s', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana', 'verde'), invitee('bea')]))
        .thenRefused('invitation.deck.unknown');
    });

    it('refuses a deck the game’s validation refuses', () => {
      invitation
        .given([])
        .when(send('ana', [host('ana', 'roto'), invitee('bea')]))
        .thenRefused('invitation.deck.invalid');
    });

    it('refuses a deck for a seat that plays without one', () => {
      gmTable
        .given([])
        .when(send('gm', [host('gm', 'espada'), invitee('bea')]))
        .thenRefused('invitation.deck.not-needed');
    });

    it('seats the game master without a deck, leaves the invitee’s open and gives a bot the game’s ready deck', () => {
      const state = gmTable
        .given([])
        .when(send('gm', [host('gm'), invitee('bea'), bot()]))
        .then([
          sent('gm', [
            seat(0, 'host', 'gm', null),
            seat(1, 'invitee', 'bea', null),
            seat(2, 'bot', 'bot:greedy', 'espada'),
          ]),
        ]);
      expect(state.seats.map((s) => s.deckId)).toEqual([null, null, 'espada']);
    });
  });

  describe('answering', () => {
    it('records an invited person’s yes with the deck she picked', () => {
      gmTable
        .given(GM_SENT)
        .when(accept('bea', 'espada'))
        .then([accepted(1, 'bea', 'espada')]);
    });

    it('gives an invited person who names no deck the game’s ready deck for her seat', () => {
      gmTable
        .given(GM_SENT)
        .when(accept('bea'))
        .then([accepted(1, 'bea', 'espada')]);
    });

    it('records the deck the invitee picked, not the inviter’s', () => {
      invitation
        .given(SENT)
        .when(accept('bea', 'azul'))
        .then([accepted(1, 'bea', 'azul')]);
    });

    it('does not start the match while an invited person has yet to accept', () => {
      gmTable.given(GM_BEA_ACCEPTED).when(record('gm')).thenRefused('invitation.not-ready');
    });

    it('records the last invited person’s yes', () => {
      gmTable
        .given(GM_BEA_ACCEPTED)
        .when(accept('carla', 'espada'))
        .then([accepted(2, 'carla', 'espada')]);
    });

    it('starts once every invited person accepted, each with her own deck, whoever of them records the match', () => {
      const state = gmTable
        .given(GM_ALL_ACCEPTED)
        .when(record('carla'))
        .then([started('m1')]);
      expect(state).toMatchObject({ status: 'started', matchId: 'm1' });
      expect(state.seats.map((s) => [s.player, s.answer, s.deckId])).toEqual([
        ['gm', 'host', null],
        ['bea', 'accepted', 'espada'],
        ['carla', 'accepted', 'espada'],
      ]);
    });
  });

  describe('who may answer', () => {
    it('lets no one but the invited person accept: not a stranger', () => {
      invitation.given(SENT).when(accept('eve')).thenRefused('invitation.not-invited');
    });

    it('lets no one but the invited person accept: not the inviter either', () => {
      invitation.given(SENT).when(accept('ana')).thenRefused('invitation.not-invited');
    });

    it('lets no one but the invited person decline', () => {
      invitation.given(SENT).when(decline('eve')).thenRefused('invitation.not-invited');
    });

    it('lets no one but the inviter cancel', () => {
      invitation.given(SENT).when(cancel('bea')).thenRefused('invitation.not-inviter');
    });

    it('lets no one outside the table record its match', () => {
      invitation.given(SENT).when(record('eve')).thenRefused('invitation.not-invited');
    });

    it('refuses an answer to an invitation never sent', () => {
      invitation.given([]).when(accept('bea')).thenRefused('invitation.unknown');
    });
  });

  describe('closing', () => {
    it('records an invited person’s no', () => {
      invitation
        .given(SENT)
        .when(decline('bea'))
        .then([declined(1, 'bea')]);
    });

    it('closes for good on a decline: a later yes is refused', () => {
      invitation.given(DECLINED).when(accept('bea')).thenRefused('invitation.declined');
    });

    it('records the inviter taking the invitation back', () => {
      invitation.given(SENT).when(cancel('ana')).then([cancelled()]);
    });

    it('closes for good on a cancel: a later yes is refused', () => {
      invitation.given(CANCELLED).when(accept('bea')).thenRefused('invitation.cancelled');
    });

    it('closes for good on a cancel: cancelling again is refused', () => {
      invitation.given(CANCELLED).when(cancel('ana')).thenRefused('invitation.cancelled');
    });

    it('refuses a yes at the invitation’s expiry', () => {
      invitation
        .given(SENT)
        .when(accept('bea', null, EXPIRES))
        .thenRefused('invitation.expired');
    });

    it('refuses a no at the invitation’s expiry', () => {
      invitation.given(SENT).when(decline('bea', EXPIRES)).thenRefused('invitation.expired');
    });

    it('reads an unanswered invitation as pending until its time, and expired from then on', () => {
      const pending = stateAfter(SENT);
      expect(invitationStatus(pending, BEFORE_EXPIRY)).toBe('pending');
      expect(invitationStatus(pending, EXPIRES)).toBe('expired');
    });
  });

  describe('once everyone accepted', () => {
    it('keeps an accepted invitation for its players: the inviter cannot cancel it', () => {
      invitation.given(ACCEPTED).when(cancel('ana')).thenRefused('invitation.starting');
    });

    it('does not read an accepted invitation as expired when its time runs out before the match is recorded', () => {
      expect(invitationStatus(stateAfter(ACCEPTED), '2030-01-01T00:00:00.000Z')).toBe('pending');
    });

    it('starts when an invited player records the match', () => {
      const state = invitation
        .given(ACCEPTED)
        .when(record('bea'))
        .then([started('m1')]);
      expect(state.status).toBe('started');
    });

    it('starts when the inviter records the match', () => {
      invitation
        .given(ACCEPTED)
        .when(record('ana'))
        .then([started('m1')]);
    });

    it('changes nothing when the invitee accepts again with the same deck', () => {
      invitation.given(ACCEPTED).when(accept('bea', 'azul')).thenNothingHappens();
    });

    it('changes nothing when the same match is recorded again', () => {
      invitation.given(STARTED).when(record('ana')).thenNothingHappens();
    });

    it('refuses accepting again with another deck', () => {
      invitation.given(ACCEPTED).when(accept('bea', 'rojo')).thenRefused('invitation.answered');
    });

    it('refuses declining after accepting', () => {
      invitation.given(ACCEPTED).when(decline('bea')).thenRefused('invitation.answered');
    });
  });

  describe('whatever anyone sends', () => {
    /**
     * Decides each command in turn as the command bus does (a refusal records nothing), for the
     * property below, where no scenario can say in advance which commands are accepted.
     */
    function recordAll(
      history: readonly InvitationEvent[],
      commands: readonly InvitationCommand[],
      game: InvitationGame,
    ): { state: InvitationState; recorded: InvitationEvent['type'][] } {
      let state = stateAfter(history);
      const recorded: InvitationEvent['type'][] = [];
      for (const command of commands) {
        const decision = invitationDecider.decide(command, state, game);
        if (isRuleViolation(decision)) continue;
        recorded.push(...decision.map((e) => e.type));
        state = decision.reduce(invitationDecider.evolve, state);
      }
      return { state, recorded };
    }

    const PEOPLE = ['gm', 'bea', 'carla', 'eve'];
    const anyCommand: fc.Arbitrary<InvitationCommand> = fc.oneof(
      fc
        .record({
          actor: fc.constantFrom(...PEOPLE),
          deck: fc.constantFrom(null, 'espada', 'otro'),
          late: fc.boolean(),
        })
        .map(({ actor, deck, late }) => accept(actor, deck, late ? EXPIRES : BEFORE_EXPIRY)),
      fc
        .record({ actor: fc.constantFrom(...PEOPLE), late: fc.boolean() })
        .map(({ actor, late }) => decline(actor, late ? EXPIRES : BEFORE_EXPIRY)),
      fc.constantFrom(...PEOPLE).map((actor) => cancel(actor)),
      fc.constantFrom(...PEOPLE).map((actor) => record(actor)),
    );

    it('never starts a match that a person invited did not accept (property)', () => {
      fc.assert(
        fc.property(fc.array(anyCommand, { maxLength: 12 }), (commands) => {
          const { state, recorded } = recordAll(GM_SENT, commands, GM_TABLE);
          if (state.status === 'started') {
            expect(state.seats.filter((s) => s.kind === 'invitee').every((s) => s.answer === 'accepted')).toBe(true);
            expect(recorded.filter((e) => e === MATCH_INVITATION_ACCEPTED)).toHaveLength(2);
          }
          // Only the invited accept: eve and the GM never answer a seat.
          expect(
            state.seats.filter((s) => s.answer === 'accepted').every((s) => s.player === 'bea' || s.player === 'carla'),
          ).toBe(true);
          if (state.status === 'declined' || state.status === 'cancelled')
            expect(recorded).not.toContain(MATCH_INVITATION_STARTED);
        }),
      );
    });
  });
});
