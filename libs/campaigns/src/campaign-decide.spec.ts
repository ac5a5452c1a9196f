import fc from 'fast-check';
import { isRuleViolation } from '@cronica/rules-kernel';
import { describe, expect, it } from 'vitest';
import { type CampaignCommand, type CampaignContext } from './campaign-decide.js';
import { campaignDecider } from './campaign-decider.js';
import type { CampaignState } from './campaign-events.js';

const CONTEXT: CampaignContext = { sessionGames: ['mesa-con-dj'], minPlayers: 1, maxPlayers: 4 };
const PEOPLE = ['dj', 'ana', 'bea', 'carla', 'dani', 'eva', 'fede'];

/** Folds the decider over commands, skipping refusals as the command bus does (a refusal writes nothing). */
function run(commands: readonly CampaignCommand[]): { state: CampaignState; refused: string[] } {
  let state = campaignDecider.initialState();
  const refused: string[] = [];
  for (const command of commands) {
    const decision = campaignDecider.decide(command, state, CONTEXT);
    if (isRuleViolation(decision)) refused.push(decision.code);
    else state = decision.reduce((s, e) => campaignDecider.evolve(s, e), state);
  }
  return { state, refused };
}

const create = (actor = 'dj', name = 'La Marca', game = 'mesa-con-dj'): CampaignCommand => ({
  type: 'CreateCampaign',
  data: { actor, campaignId: 'c1', name, game },
});
const NOW = '2026-11-01T10:00:00.000Z';
const LATER = '2026-11-09T10:00:00.000Z';
const EXPIRES = '2026-11-08T10:00:00.000Z';
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
/** Invited by the GM and accepted: a player. */
const add = (actor: string, playerId: string): CampaignCommand[] => [invite(actor, playerId), accept(playerId)];
const session = (actor: string, matchId: string, scene = 'Escena'): CampaignCommand => ({
  type: 'StartSession',
  data: { actor, matchId, scene, seats: [actor] },
});

const command: fc.Arbitrary<CampaignCommand> = fc.oneof(
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
  fc.constantFrom(...PEOPLE).map((actor): CampaignCommand => ({ type: 'ArchiveCampaign', data: { actor } })),
);

describe('campaign decider', () => {
  it('makes the creator the game master and refuses a short name or a game not played in campaigns', () => {
    expect(run([create()]).state).toMatchObject({ status: 'active', gmId: 'dj', name: 'La Marca' });
    expect(run([create('dj', ' x ')]).refused).toEqual(['campaign.name.length']);
    expect(run([create('dj', 'La Marca\u200f\u061c')]).refused).toEqual(['campaign.name.characters']);
    expect(run([create('dj', 'La\u0000Marca\ud800')]).refused).toEqual(['campaign.name.characters']);
    expect(run([create('dj', '  La   Marca ')]).state).toMatchObject({ name: 'La Marca' });
    expect(run([create('dj', 'Liga', 'torneo-suizo')]).refused).toEqual(['campaign.game.not-campaign']);
    expect(run([create(), create()]).refused).toEqual(['campaign.exists']);
  });

  it('numbers sessions in order and records a resent session once', () => {
    const { state } = run([
      create(),
      ...add('dj', 'ana'),
      session('dj', 'm1', 'Puente'),
      session('dj', 'm1', 'Puente'),
      session('dj', 'm2', 'Torre'),
    ]);
    expect(state.sessions.map((s) => [s.number, s.matchId, s.scene])).toEqual([
      [1, 'm1', 'Puente'],
      [2, 'm2', 'Torre'],
    ]);
  });

  it('keeps an archived campaign closed to players and sessions', () => {
    const archive: CampaignCommand = { type: 'ArchiveCampaign', data: { actor: 'dj' } };
    expect(
      run([
        create(),
        ...add('dj', 'ana'),
        invite('dj', 'bea'),
        archive,
        invite('dj', 'carla'),
        accept('bea'),
        session('dj', 'm1'),
      ]).refused,
    ).toEqual(['campaign.archived', 'campaign.archived', 'campaign.archived']);
  });

  it('makes a player of nobody until she accepts the GM’s invitation, and seats no one who has not', () => {
    const invited = run([create(), invite('dj', 'ana'), session('dj', 'm1')]);
    expect(invited.state.players).toEqual([]);
    expect(invited.state.invited).toEqual([{ playerId: 'ana', expiresAt: EXPIRES }]);
    expect(invited.refused).toEqual(['campaign.session.no-players']);
    expect(run([create(), ...add('dj', 'ana')]).state).toMatchObject({ players: ['ana'], invited: [] });
    expect(run([create(), invite('dj', 'ana'), decline('ana'), accept('ana')]).refused).toEqual([
      'campaign.invitation.none',
    ]);
    expect(run([create(), invite('dj', 'ana'), withdraw('dj', 'ana'), accept('ana')]).refused).toEqual([
      'campaign.invitation.none',
    ]);
    expect(run([create(), accept('ana')]).refused).toEqual(['campaign.invitation.none']);
  });

  it('lets an invitation expire after its week, and the GM send it again', () => {
    expect(run([create(), invite('dj', 'ana'), accept('ana', LATER)]).refused).toEqual(['campaign.invitation.expired']);
    expect(run([create(), invite('dj', 'ana'), invite('dj', 'ana')]).refused).toEqual(['campaign.player.invited']);
    const again = run([create(), invite('dj', 'ana'), invite('dj', 'ana', LATER), accept('ana')]);
    expect(again.refused).toEqual([]);
    expect(again.state.players).toEqual(['ana']);
  });

  it('reads a player a GM added before invitations as invited, a week from when she was added', () => {
    let state = run([create()]).state;
    state = campaignDecider.evolve(state, {
      type: 'CampaignPlayerAdded',
      data: { playerId: 'ana' },
      metadata: { at: NOW },
    });
    expect(state.players).toEqual([]);
    expect(state.invited).toEqual([{ playerId: 'ana', expiresAt: EXPIRES }]);
  });

  it('refuses a GM’s invitation of herself, of a player, and beyond the seats', () => {
    expect(run([create(), invite('dj', 'dj')]).refused).toEqual(['campaign.player.is-gm']);
    expect(run([create(), ...add('dj', 'ana'), invite('dj', 'ana')]).refused).toEqual(['campaign.player.already']);
    const full = ['ana', 'bea', 'carla', 'dani'].flatMap((p) => add('dj', p));
    expect(run([create(), ...full, invite('dj', 'eva')]).refused).toEqual(['campaign.player.full']);
    expect(run([create(), invite('dj', 'eva'), ...full, accept('eva')]).refused).toEqual(['campaign.player.full']);
  });

  it('under any commands from anyone: every player was invited by the GM and accepted in time, players stay distinct and within the seats, sessions are numbered 1..n', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const { state } = run([create(), ...commands]);
        const byOthers = run([create(), ...commands.filter((c) => c.data.actor !== 'dj')]);
        expect(byOthers.state).toEqual(run([create()]).state);
        for (const player of state.players) {
          const invitedAt = commands.findIndex(
            (c) => c.type === 'InvitePlayer' && c.data.actor === 'dj' && c.data.playerId === player,
          );
          const acceptedAfter = commands.some(
            (c, at) => at > invitedAt && c.type === 'AcceptInvitation' && c.data.actor === player && c.data.now === NOW,
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
