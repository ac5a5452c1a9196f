import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { GameRegistry } from '@cronica/games';
import {
  campaignDecider,
  campaignInvitationExpiry,
  sessionRefusal,
  type CampaignCommand,
  type CampaignContext,
  type CampaignState,
} from '@cronica/campaigns';
import type { AnyGameModule } from '@cronica/rules-kernel';
import { requireAccount, type Viewer } from '../auth/viewer.js';
import { CommandBus } from '../commands/command-bus.js';
import { badInput, ruleViolation } from '../common/errors.js';
import { nameInput } from '../common/names.js';
import { unknownAccount } from '../invitations/invitation.service.js';
import { checkIds } from '../common/command-ids.js';
import { GAME_REGISTRY } from '../matches/match-config.js';
import { MatchSetupService } from '../matches/match-setup.service.js';
import { MatchSeats, type TableSeatRequest } from '../matches/match-seats.js';
import { ProjectionRunner } from '../projections/projection-runner.service.js';
import { campaignAggregate } from './campaign-aggregate.js';

/** Campaign id: follows from who asked and the commandId, so a resend finds the same campaign. */
export function campaignIdOf(actor: string, commandId: string): string {
  return createHash('sha256').update(`cronica-campaign\u0000${actor}\u0000${commandId}`).digest('hex').slice(0, 20);
}

/**
 * Campaign commands through the one command path (this service → command bus → campaign decider
 * → store → projection). A session's encounter is created by the same table-match path as any
 * GM's table (`MatchSetupService.consentedTable`): the GM at the game's deckless seat, the
 * campaign's players who accepted its invitation at the others, the encounter's options
 * validated by the game's own schema.
 */
@Injectable()
export class CampaignService {
  constructor(
    private readonly bus: CommandBus,
    private readonly setup: MatchSetupService,
    private readonly seats: MatchSeats,
    private readonly projections: ProjectionRunner,
    @Inject(GAME_REGISTRY) private readonly games: GameRegistry,
  ) {}

  /** Ids of the games played in campaigns: the registry's `organizedPlay: 'sessions'` entries played online. */
  sessionGames(): string[] {
    return this.games.games
      .filter((game) => game.organizedPlay === 'sessions' && game.module !== undefined)
      .map((game) => game.id);
  }

  read(campaignId: string): Promise<CampaignState> {
    checkIds({ campaignId });
    return this.bus.read(campaignAggregate(campaignId));
  }

  async create(viewer: Viewer, commandId: string, name: string, game: string): Promise<string> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, game });
    const campaignId = campaignIdOf(actor, commandId);
    const data = { actor, campaignId, name: nameInput(name, 'campaignName', 'name'), game };
    await this.send(campaignId, actor, commandId, { type: 'CreateCampaign', data }, { name: data.name, game });
    return campaignId;
  }

  /** GM: invites a player by id or username; she plays once she accepts (within a week). */
  async invitePlayer(viewer: Viewer, commandId: string, campaignId: string, player: string): Promise<void> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, campaignId, player });
    const playerId = await this.seats.findAccount(player);
    if (playerId === null) throw unknownAccount(player.trim().slice(0, 40));
    const now = new Date();
    const expiresAt = campaignInvitationExpiry(now.toISOString());
    await this.send(
      campaignId,
      actor,
      commandId,
      { type: 'InvitePlayer', data: { actor, playerId, now: now.toISOString(), expiresAt } },
      { player },
    );
  }

  /** The invited person's answer: yes (she plays from the next session on) or no. */
  async answerInvitation(viewer: Viewer, commandId: string, campaignId: string, accept: boolean): Promise<void> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, campaignId });
    const data = { actor, now: new Date().toISOString() };
    await this.send(
      campaignId,
      actor,
      commandId,
      accept ? { type: 'AcceptInvitation', data } : { type: 'DeclineInvitation', data },
      {},
    );
  }

  /** GM: takes back an invitation nobody answered yet. */
  async withdrawInvitation(viewer: Viewer, commandId: string, campaignId: string, player: string): Promise<void> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, campaignId, player });
    const playerId = await this.seats.findAccount(player);
    if (playerId === null) throw unknownAccount(player.trim().slice(0, 40));
    await this.send(
      campaignId,
      actor,
      commandId,
      { type: 'WithdrawInvitation', data: { actor, playerId, now: new Date().toISOString() } },
      { player },
    );
  }

  async archive(viewer: Viewer, commandId: string, campaignId: string): Promise<void> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, campaignId });
    await this.send(campaignId, actor, commandId, { type: 'ArchiveCampaign', data: { actor } }, {});
  }

  /**
   * The next session: refused before any match exists when the campaign refuses it; then the
   * encounter is created (its id follows from the commandId, so a resend finds it) and recorded
   * as the campaign's next session.
   */
  async startSession(
    viewer: Viewer,
    commandId: string,
    campaignId: string,
    rawScene: string,
    options: unknown,
  ): Promise<string> {
    const actor = requireAccount(viewer);
    checkIds({ commandId, campaignId });
    const scene = nameInput(rawScene, 'sceneName', 'scene');
    const state = await this.read(campaignId);
    const context = this.context(state);
    const probe: CampaignCommand = { type: 'StartSession', data: { actor, matchId: '', scene, seats: [] } };
    const refusal = sessionRefusal(state, probe, context);
    if (refusal) throw ruleViolation(refusal.code, refusal.message);
    const module = this.moduleOf(state.game);
    const gmSeat = module.setup.decklessSeats?.[0] ?? 0;
    const people = [...state.players];
    people.splice(gmSeat, 0, actor);
    const seats: TableSeatRequest[] = people.map((person) => (person === actor ? {} : { player: person }));
    // Everyone seated beside the GM accepted the campaign's invitation: no one is seated for being named.
    const { matchId } = await this.setup.consentedTable(viewer, commandId, state.game, seats, options);
    await this.send(
      campaignId,
      actor,
      `${commandId}:session`,
      { type: 'StartSession', data: { actor, matchId, scene, seats: people } },
      { matchId, scene },
    );
    return matchId;
  }

  private moduleOf(game: string): AnyGameModule {
    const module = this.games.module(game);
    if (module === undefined) throw badInput([{ path: 'game', message: `not played online: ${game.slice(0, 40)}` }]);
    return module;
  }

  /** Players who must have accepted before a session of `game` starts (the decider's own figure). */
  playersNeeded(game: string): number {
    return this.context(null, game).minPlayers;
  }

  /** What the decider is told about the campaign's game (seats from its module), from the registry. */
  private context(state: CampaignState | null, game?: string): CampaignContext {
    const module = this.games.module(game ?? state?.game ?? '');
    const { min, max } = module?.setup.seats ?? { min: 2, max: 2 };
    return { sessionGames: this.sessionGames(), minPlayers: Math.max(1, min - 1), maxPlayers: Math.max(1, max - 1) };
  }

  /** `asked`: what the client asked for, without the server's clock, so a resend is recognised as one. */
  private async send(
    campaignId: string,
    actor: string,
    commandId: string,
    command: CampaignCommand,
    asked: Record<string, unknown>,
  ): Promise<void> {
    const outcome = await this.bus.handle<CampaignState>({
      name: command.type,
      commandId,
      actor,
      aggregate: campaignAggregate(campaignId),
      payload: { campaignId, ...asked },
      decide: (state) =>
        campaignDecider.decide(
          command,
          state,
          this.context(state, command.type === 'CreateCampaign' ? command.data.game : undefined),
        ),
    });
    await this.projections.settle(outcome);
  }
}
