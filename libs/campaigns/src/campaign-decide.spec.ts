import fc from 'fast-check';
import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../../rules/kernel/src/testing/decider-specification.js';
import { type CampaignCommand, type CampaignContext } from './campaign-decide.js';
import { campaignDecider } from './campaign-decider.js';
import {
  CAMPAIGN_ARCHIVED,
  CAMPAIGN_CREATED,
  CAMPAIGN_INVITATION_ACCEPTED,
  CAMPAIGN_INVITATION_DECLINED,
  CAMPAIGN_INVITATION_WITHDRAWN,
  CAMPAIGN_PLAYER_ADDED,
  CAMPAIGN_PLAYER_INVITED,
  CAMPAIGN_SESSION_STARTED,
  type CampaignEvent,
  type CampaignState,
} from './campaign-events.js';

const CONTEXT: CampaignContext = { sessionGames: ['mesa-con-dj'], minPlayers: 1, maxPlayers: 4 };

/** Scenarios for a campaign of a game played with a GM, seating one to four players beside her. */
const campaign = deciderSpecification(campaignDecider, () => CONTEXT);

const NOW = '2026-11-01T10:00:00.000Z';
const LATER = '2026-11-09T10:00:00.000Z';
const EXPIRES = '2026-11-08T10:00:00.000Z';

// ── Commands ────────────────────────────────────────────────────────────────────────────────────

const create = (actor = 'dj', name = 'La Marca', game = 'mesa-con-dj'): CampaignCommand => ({
  type: 'CreateCampaign',
  data: { actor, campaignId: 'c1', name, game },
});
const invite = (actor: string, playerId: string, now = NOW): CampaignCommand => ({
  type: 'InvitePlayer',
  data: { actor, playerId, now, expiresAt: EXPIRES },
});
const accept = (actor: string, now = NOW): CampaignCommand => ({ type: 'AcceptInvitation', data: { actor, now } });
const decline = (actor: string, now = NOW): CampaignCommand => ({ type: 'DeclineInvitation', data: { actor, now } });
const withdraw = (actor: string, playerId: string): CampaignCommand => ({
  type: 'WithdrawInvitation',
  data: { actor, playerId, now: NOW },
});
const session = (actor: string, matchId: string, scene = 'Escena'): CampaignCommand => ({
  type: 'StartSession',
  data: { actor, matchId, scene, seats: [actor] },
});
const archive = (actor: string): CampaignCommand => ({ type: 'ArchiveCampaign', data: { actor } });

// ── Events ──────────────────────────────────────────────────────────────────────────────────────

const created = (name = 'La Marca'): CampaignEvent => ({
  type: CAMPAIGN_CREATED,
  data: { campaignId: 'c1', name, game: 'mesa-con-dj', gmId: 'dj' },
});
const invited = (playerId: string): CampaignEvent => ({
  type: CAMPAIGN_PLAYER_INVITED,
  data: { playerId, expiresAt: EXPIRES },
});
const accepted = (playerId: string): CampaignEvent => ({ type: CAMPAIGN_INVITATION_ACCEPTED, data: { playerId } });
const declined = (playerId: string): CampaignEvent => ({ type: CAMPAIGN_INVITATION_DECLINED, data: { playerId } });
const withdrawn = (playerId: string): CampaignEvent => ({ type: CAMPAIGN_INVITATION_WITHDRAWN, data: { playerId } });
/** A session the GM (dj) started, seated alone as `session` seats her. */
const sessionStarted = (number: number, matchId: string, scene: string): CampaignEvent => ({
  type: CAMPAIGN_SESSION_STARTED,
  data: { number, matchId, scene, seats: ['dj'] },
});
const archived = (): CampaignEvent => ({ type: CAMPAIGN_ARCHIVED, data: {} });

// ── Starting histories ──────────────────────────────────────────────────────────────────────────

/** dj created La Marca, of the game played with a GM: she is its game master. */
const CREATED: readonly CampaignEvent[] = [created()];
/** dj invited ana; ana has not answered. */
const ANA_INVITED: readonly CampaignEvent[] = [...CREATED, invited('ana')];
/** ana accepted: she plays. */
const ANA_PLAYS: readonly CampaignEvent[] = [...ANA_INVITED, accepted('ana')];
/** ana said no. */
const ANA_DECLINED: readonly CampaignEvent[] = [...ANA_INVITED, declined('ana')];
/** dj took ana's invitation back before she answered. */
const ANA_WITHDRAWN: readonly CampaignEvent[] = [...ANA_INVITED, withdrawn('ana')];
/** ana plays, and session 1 was played on match m1 at the Puente. */
const FIRST_SESSION: readonly CampaignEvent[] = [...ANA_PLAYS, sessionStarted(1, 'm1', 'Puente')];
/** ana plays, bea's invitation waits, and dj archived the campaign. */
const ARCHIVED: readonly CampaignEvent[] = [...ANA_PLAYS, invited('bea'), archived()];
/** Every seat taken: ana, bea, carla and dani were invited and accepted. */
const FOUR_PLAYERS = ['ana', 'bea', 'carla', 'dani'].flatMap((p) => [invited(p), accepted(p)]);
const FULL: readonly CampaignEvent[] = [...CREATED, ...FOUR_PLAYERS];
/** eva was invited, and the four seats filled before she answered. */
const FULL_BEFORE_EVA_ANSWERED: readonly CampaignEvent[] = [...CREATED, invited('eva'), ...FOUR_PLAYERS];

/** The state a history folds to, for what reads it rather than decides on it. */
const stateAfter = (history: readonly CampaignEvent[]): CampaignState =>
  history.reduce(campaignDecider.evolve, campaignDecider.initialState());

describe('campaign decider', () => {
  describe('creating a campaign', () => {
    it('makes the creator the game master', () => {
      const state = campaign.given([]).when(create()).then(CREATED);
      expect(state).toMatchObject({ status: 'active', gmId: 'dj', name: 'La Marca' });
    });

    it('stores the name trimmed, each run of spaces made one', () => {
      const state = campaign
        .given([])
        .when(create('dj', '  La   Marca '))
        .then([created('La Marca')]);
      expect(state).toMatchObject({ name: 'La Marca' });
    });

    it('refuses a name too short once trimmed', () => {
      campaign.given([]).when(create('dj', ' x ')).thenRefused('campaign.name.length');
    });

    it('refuses a name with invisible or reordering characters', () => {
      campaign.given([]).when(create('dj', 'La Marca\u200f\u061c')).thenRefused('campaign.name.characters');
    });

    it('refuses a name with a control character or half a surrogate pair', () => {
      campaign.given([]).when(create('dj', 'La\u0000Marca\ud800')).thenRefused('campaign.name.characters');
    });

    it('refuses a game not played in campaigns', () => {
      campaign
        .given([])
        .when(create('dj', 'Liga', 'torneo-suizo'))
        .thenRefused('campaign.game.not-campaign');
    });

    it('refuses creating a campaign that already exists', () => {
      campaign.given(CREATED).when(create()).thenRefused('campaign.exists');
    });
  });

  describe('inviting players', () => {
    it('makes a player of nobody on the GM’s invitation: the invitation waits a week for her answer', () => {
      const state = campaign
        .given(CREATED)
        .when(invite('dj', 'ana'))
        .then([invited('ana')]);
      expect(state.players).toEqual([]);
      expect(state.invited).toEqual([{ playerId: 'ana', expiresAt: EXPIRES }]);
    });

    it('seats no one who has not accepted: no session while the only invitation waits', () => {
      campaign.given(ANA_INVITED).when(session('dj', 'm1')).thenRefused('campaign.session.no-players');
    });

    it('says how many players must accept before a session, in each language’s plural', () => {
      const one = campaign.given(ANA_INVITED).when(session('dj', 'm1')).thenRefused('campaign.session.no-players');
      expect(one.message).toEqual({
        es: 'Hace falta que al menos un jugador acepte tu invitación antes de empezar una sesión.',
        en: 'At least one player must accept your invitation before a session starts.',
      });
      const forTwo = deciderSpecification(campaignDecider, () => ({ ...CONTEXT, minPlayers: 2 }));
      const two = forTwo.given(ANA_PLAYS).when(session('dj', 'm1')).thenRefused('campaign.session.no-players');
      expect(two.message.es).toContain('al menos 2 jugadores acepten');
      expect(two.message.en).toContain('At least 2 players must accept');
    });

    it('refuses a GM’s invitation of herself', () => {
      campaign.given(CREATED).when(invite('dj', 'dj')).thenRefused('campaign.player.is-gm');
    });

    it('refuses a GM’s invitation of someone who already plays', () => {
      campaign.given(ANA_PLAYS).when(invite('dj', 'ana')).thenRefused('campaign.player.already');
    });

    it('refuses a GM’s invitation beyond the seats', () => {
      campaign.given(FULL).when(invite('dj', 'eva')).thenRefused('campaign.player.full');
    });

    it('reads a player a GM added before invitations as invited, a week from when she was added', () => {
      const state = stateAfter([
        ...CREATED,
        { type: CAMPAIGN_PLAYER_ADDED, data: { playerId: 'ana' }, metadata: { at: NOW } },
      ]);
      expect(state.players).toEqual([]);
      expect(state.invited).toEqual([{ playerId: 'ana', expiresAt: EXPIRES }]);
    });
  });

  describe('answering an invitation', () => {
    it('makes a player of her once she accepts the GM’s invitation', () => {
      const state = campaign
        .given(ANA_INVITED)
        .when(accept('ana'))
        .then([accepted('ana')]);
      expect(state).toMatchObject({ players: ['ana'], invited: [] });
    });

    it('records her no', () => {
      campaign
        .given(ANA_INVITED)
        .when(decline('ana'))
        .then([declined('ana')]);
    });

    it('refuses a yes after she declined', () => {
      campaign.given(ANA_DECLINED).when(accept('ana')).thenRefused('campaign.invitation.none');
    });

    it('records the GM taking an invitation back', () => {
      campaign
        .given(ANA_INVITED)
        .when(withdraw('dj', 'ana'))
        .then([withdrawn('ana')]);
    });

    it('refuses a yes after the GM took the invitation back', () => {
      campaign.given(ANA_WITHDRAWN).when(accept('ana')).thenRefused('campaign.invitation.none');
    });

    it('refuses a yes from someone never invited', () => {
      campaign.given(CREATED).when(accept('ana')).thenRefused('campaign.invitation.none');
    });

    it('refuses a yes once the seats filled while the invitation waited', () => {
      campaign.given(FULL_BEFORE_EVA_ANSWERED).when(accept('eva')).thenRefused('campaign.player.full');
    });
  });

  describe('an invitation’s week', () => {
    it('lets an invitation expire after its week', () => {
      campaign.given(ANA_INVITED).when(accept('ana', LATER)).thenRefused('campaign.invitation.expired');
    });

    it('refuses inviting again while the invitation still waits', () => {
      campaign.given(ANA_INVITED).when(invite('dj', 'ana')).thenRefused('campaign.player.invited');
    });

    it('lets the GM send it again once it expired, and she accepts the new one', () => {
      const resent = campaign
        .given(ANA_INVITED)
        .when(invite('dj', 'ana', LATER))
        .then([invited('ana')]);
      expect(resent.invited).toEqual([{ playerId: 'ana', expiresAt: EXPIRES }]);
      const state = campaign
        .given([...ANA_INVITED, invited('ana')])
        .when(accept('ana'))
        .then([accepted('ana')]);
      expect(state.players).toEqual(['ana']);
    });
  });

  describe('sessions', () => {
    it('numbers the first session 1', () => {
      campaign
        .given(ANA_PLAYS)
        .when(session('dj', 'm1', 'Puente'))
        .then([sessionStarted(1, 'm1', 'Puente')]);
    });

    it('records a resent session once', () => {
      campaign
        .given(FIRST_SESSION)
        .when(session('dj', 'm1', 'Puente'))
        .thenNothingHappens();
    });

    it('numbers sessions in order', () => {
      const state = campaign
        .given(FIRST_SESSION)
        .when(session('dj', 'm2', 'Torre'))
        .then([sessionStarted(2, 'm2', 'Torre')]);
      expect(state.sessions.map((s) => [s.number, s.matchId, s.scene])).toEqual([
        [1, 'm1', 'Puente'],
        [2, 'm2', 'Torre'],
      ]);
    });
  });

  describe('archiving', () => {
    it('records the GM archiving the campaign', () => {
      campaign
        .given([...ANA_PLAYS, invited('bea')])
        .when(archive('dj'))
        .then([archived()]);
    });

    it('keeps an archived campaign closed to new invitations', () => {
      campaign.given(ARCHIVED).when(invite('dj', 'carla')).thenRefused('campaign.archived');
    });

    it('keeps an archived campaign closed to a player whose invitation was waiting', () => {
      campaign.given(ARCHIVED).when(accept('bea')).thenRefused('campaign.archived');
    });

    it('keeps an archived campaign closed to sessions', () => {
      campaign.given(ARCHIVED).when(session('dj', 'm1')).thenRefused('campaign.archived');
    });
  });

  describe('whatever anyone sends', () => {
    /**
     * Decides each command in turn as the command bus does (a refusal records nothing), for the
     * property below, where no scenario can say in advance which commands are accepted.
     */
    function recordAll(history: readonly CampaignEvent[], commands: readonly CampaignCommand[]): CampaignState {
      let state = stateAfter(history);
      for (const command of commands) {
        const decision = campaignDecider.decide(command, state, CONTEXT);
        if (!isRuleViolation(decision)) state = decision.reduce(campaignDecider.evolve, state);
      }
      return state;
    }

    const PEOPLE = ['dj', 'ana', 'bea', 'carla', 'dani', 'eva', 'fede'];
    const anyCommand: fc.Arbitrary<CampaignCommand> = fc.oneof(
      fc
        .record({ actor: fc.constantFrom(...PEOPLE), player: fc.constantFrom(...PEOPLE), late: fc.boolean() })
        .map(({ actor, player, late }) => invite(actor, player, late ? LATER : NOW)),
      fc
        .record({ actor: fc.constantFrom(...PEOPLE), late: fc.boolean() })
        .map(({ actor, late }) => accept(actor, late ? LATER : NOW)),
      fc.constantFrom(...PEOPLE).map((actor) => decline(actor)),
      fc
        .record({ actor: fc.constantFrom(...PEOPLE), player: fc.constantFrom(...PEOPLE) })
        .map(({ actor, player }) => withdraw(actor, player)),
      fc
        .record({
          actor: fc.constantFrom(...PEOPLE),
          match: fc.integer({ min: 1, max: 6 }),
          scene: fc.constantFrom('Puente', '', 'Torre'),
        })
        .map(({ actor, match, scene }) => session(actor, `m${match}`, scene)),
      fc.constantFrom(...PEOPLE).map((actor) => archive(actor)),
    );

    it('under any commands from anyone: every player was invited by the GM and accepted in time, players stay distinct and within the seats, sessions are numbered 1..n', () => {
      fc.assert(
        fc.property(fc.array(anyCommand, { maxLength: 40 }), (commands) => {
          const state = recordAll(CREATED, commands);
          const byOthers = recordAll(
            CREATED,
            commands.filter((c) => c.data.actor !== 'dj'),
          );
          expect(byOthers).toEqual(stateAfter(CREATED));
          for (const player of state.players) {
            const invitedAt = commands.findIndex(
              (c) => c.type === 'InvitePlayer' && c.data.actor === 'dj' && c.data.playerId === player,
            );
            const acceptedAfter = commands.some(
              (c, at) =>
                at > invitedAt && c.type === 'AcceptInvitation' && c.data.actor === player && c.data.now === NOW,
            );
            expect(invitedAt).toBeGreaterThanOrEqual(0);
            expect(acceptedAfter).toBe(true);
          }
          expect(new Set(state.players).size).toBe(state.players.length);
          expect(state.players).not.toContain('dj');
          expect(state.players.length).toBeLessThanOrEqual(CONTEXT.maxPlayers);
          expect(state.sessions.map((s) => s.number)).toEqual(state.sessions.map((_, i) => i + 1));
          expect(new Set(state.sessions.map((s) => s.matchId)).size).toBe(state.sessions.length);
          expect(state.sessions.every((s) => s.scene.length > 0)).toBe(true);
        }),
      );
    });
  });
});
