import type { CampaignService } from '../campaigns/campaign.service.js';
import type { DemoCast } from './demo-tournaments.js';

/** Plays a created match with its seated players' own moves: to its end, or its first `moves` only. */
export type PlaySession = (matchId: string, label: string, moves?: number) => Promise<unknown>;

export const DEMO_CAMPAIGN_NAME = 'La cripta del rey ceniza';
/** The finished session, and the one being played (its first moves only, for a live table). */
export const DEMO_SESSION_SCENES = ['La puerta sellada', 'El salón de los ecos'] as const;
const DEMO_SESSION_MOVES_AT_PLAY = 12;

/**
 * A campaign of the game played with a game master (the registry's first played in sessions): the
 * demo organizer directs it, the demo player and one more accepted its invitations, session 1 was
 * played to its end (a replay to open) and session 2 is under way. Every step goes through the
 * campaign service a browser's request reaches; the encounter is the game's default one.
 */
export async function seedDemoCampaign(
  campaigns: CampaignService,
  cast: DemoCast,
  game: string,
  play: PlaySession,
): Promise<string> {
  const gm = cast.organizer;
  const seated = cast.players.slice(0, 2);
  const id = await campaigns.create(gm, 'demo-campaign-create', DEMO_CAMPAIGN_NAME, game);
  for (const player of seated) {
    await campaigns.invitePlayer(gm, `demo-campaign-invite-${player.id}`, id, player.id);
    await campaigns.answerInvitation(player.viewer, `demo-campaign-accept-${player.id}`, id, true);
  }
  for (const [index, scene] of DEMO_SESSION_SCENES.entries()) {
    const label = `demo-campaign-session-${index + 1}`;
    const matchId = await campaigns.startSession(gm, label, id, scene, {});
    const last = index === DEMO_SESSION_SCENES.length - 1;
    await play(matchId, label, last ? DEMO_SESSION_MOVES_AT_PLAY : undefined);
  }
  return id;
}
