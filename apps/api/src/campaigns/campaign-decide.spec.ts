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

const create = (actor = 'dj', name = 'La Marca', game = 'mesa-con-dj'): CampaignCommand => ({ type: 'CreateCampaign', data: { actor, campaignId: 'c1', name, game } });
const add = (actor: string, playerId: string): CampaignCommand => ({ type: 'AddPlayer', data: { actor, playerId } });
const session = (actor: string, matchId: string, scene = 'Escena'): CampaignCommand => ({ type: 'StartSession', data: { actor, matchId, scene, seats: [actor] } });

const command: fc.Arbitrary<CampaignCommand> = fc.oneof(
  fc.record({ actor: fc.constantFrom(...PEOPLE), player: fc.constantFrom(...PEOPLE) }).map(({ actor, player }) => add(actor, player)),
  fc
    .record({ actor: fc.constantFrom(...PEOPLE), match: fc.integer({ min: 1, max: 6 }), scene: fc.constantFrom('Puente', '', 'Torre') })
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
    const { state } = run([create(), add('dj', 'ana'), session('dj', 'm1', 'Puente'), session('dj', 'm1', 'Puente'), session('dj', 'm2', 'Torre')]);
    expect(state.sessions.map((s) => [s.number, s.matchId, s.scene])).toEqual([
      [1, 'm1', 'Puente'],
      [2, 'm2', 'Torre'],
    ]);
  });

  it('keeps an archived campaign closed to players and sessions', () => {
    const archive: CampaignCommand = { type: 'ArchiveCampaign', data: { actor: 'dj' } };
    expect(run([create(), add('dj', 'ana'), archive, add('dj', 'bea'), session('dj', 'm1')]).refused).toEqual(['campaign.archived', 'campaign.archived']);
  });

  it('under any commands from anyone: only the GM changes it, players stay distinct and within the seats, sessions are numbered 1..n', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 40 }), (commands) => {
        const { state } = run([create(), ...commands]);
        const byOthers = run([create(), ...commands.filter((c) => c.data.actor !== 'dj')]);
        expect(byOthers.state).toEqual(run([create()]).state);
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
