import { violation, type RuleViolation } from '@cronica/rules-kernel';
import { assertNever, cleanName, nameProblem, type Localized } from '@cronica/util';
import {
  CAMPAIGN_ARCHIVED,
  CAMPAIGN_CREATED,
  CAMPAIGN_INVITATION_ACCEPTED,
  CAMPAIGN_INVITATION_DECLINED,
  CAMPAIGN_INVITATION_WITHDRAWN,
  CAMPAIGN_PLAYER_INVITED,
  CAMPAIGN_SESSION_STARTED,
  waitingInvitation,
  type CampaignEvent,
  type CampaignState,
} from './campaign-events.js';

/** A campaign's name or a session's scene by the one name rule (`@cronica/util` names.ts): the refusal, or null. */
function nameViolation(
  raw: string,
  kind: 'campaignName' | 'sceneName',
  code: string,
  command: CampaignCommand,
): RuleViolation | null {
  const problem = nameProblem(raw, kind);
  if (!problem) return null;
  return violation(problem.kind === 'length' ? `${code}.length` : `${code}.characters`, command, problem.message);
}

/** Every command carries who sends it, and the server's clock (ISO) where an invitation's time matters; the GM is whoever created the campaign. */
export type CampaignCommand =
  | {
      readonly type: 'CreateCampaign';
      readonly data: {
        readonly actor: string;
        readonly campaignId: string;
        readonly name: string;
        readonly game: string;
      };
    }
  | {
      readonly type: 'InvitePlayer';
      readonly data: {
        readonly actor: string;
        readonly playerId: string;
        readonly now: string;
        readonly expiresAt: string;
      };
    }
  | { readonly type: 'AcceptInvitation'; readonly data: { readonly actor: string; readonly now: string } }
  | { readonly type: 'DeclineInvitation'; readonly data: { readonly actor: string; readonly now: string } }
  | {
      readonly type: 'WithdrawInvitation';
      readonly data: { readonly actor: string; readonly playerId: string; readonly now: string };
    }
  | {
      readonly type: 'StartSession';
      readonly data: {
        readonly actor: string;
        readonly matchId: string;
        readonly scene: string;
        readonly seats: readonly string[];
      };
    }
  | { readonly type: 'ArchiveCampaign'; readonly data: { readonly actor: string } };

/** What the decider is told about the games, from the registry (it names none itself). */
export interface CampaignContext {
  /** Ids of the games played in campaigns (`organizedPlay: 'sessions'`). */
  readonly sessionGames: readonly string[];
  /** Most players a session of this campaign's game seats beside the GM. */
  readonly maxPlayers: number;
  /** Fewest players a session seats beside the GM. */
  readonly minPlayers: number;
}

export type CampaignDecision = readonly CampaignEvent[] | RuleViolation;

/** The command of one type (or of either of two types). */
type Of<T extends CampaignCommand['type']> = Extract<CampaignCommand, { type: T }>;

/** Decides in the decider's order (command, state, context), so it serves as the record's `decide` as it is. */
export function decideCampaign(
  command: CampaignCommand,
  state: CampaignState,
  context: CampaignContext,
): CampaignDecision {
  switch (command.type) {
    case 'CreateCampaign':
      return decideCreate(state, command, context);
    case 'InvitePlayer':
      return gmRefusal(state, command) ?? decideInvite(state, command, context);
    case 'AcceptInvitation':
      return answerRefusal(state, command) ?? decideAccept(state, command, context);
    case 'DeclineInvitation':
      return (
        answerRefusal(state, command) ?? [
          { type: CAMPAIGN_INVITATION_DECLINED, data: { playerId: command.data.actor } },
        ]
      );
    case 'WithdrawInvitation':
      return gmRefusal(state, command) ?? decideWithdraw(state, command);
    case 'StartSession':
      return sessionRefusal(state, command, context) ?? decideStartSession(state, command);
    case 'ArchiveCampaign':
      return gmRefusal(state, command) ?? [{ type: CAMPAIGN_ARCHIVED, data: {} }];
    default:
      return assertNever(command);
  }
}

function decideCreate(state: CampaignState, command: Of<'CreateCampaign'>, context: CampaignContext): CampaignDecision {
  const { actor, campaignId, game } = command.data;
  const name = cleanName(command.data.name);
  if (state.status !== 'none')
    return violation('campaign.exists', command, { es: 'Esa campaña ya existe.', en: 'That campaign already exists.' });
  const badName = nameViolation(command.data.name, 'campaignName', 'campaign.name', command);
  if (badName) return badName;
  if (!context.sessionGames.includes(game)) {
    return violation('campaign.game.not-campaign', command, {
      es: 'Ese juego no se juega en campañas con director de juego; sus eventos son torneos.',
      en: 'That game is not played in campaigns with a game master; its events are tournaments.',
    });
  }
  return [{ type: CAMPAIGN_CREATED, data: { campaignId, name, game, gmId: actor } }];
}

/** Refuses any command on a campaign that does not exist or is archived. */
function closedCampaignRefusal(state: CampaignState, command: CampaignCommand): RuleViolation | null {
  if (state.status === 'none')
    return violation('campaign.unknown', command, {
      es: 'Esa campaña no existe.',
      en: 'That campaign does not exist.',
    });
  if (state.status === 'archived')
    return violation('campaign.archived', command, {
      es: 'La campaña está archivada.',
      en: 'The campaign is archived.',
    });
  return null;
}

/** Refuses a command on a campaign that does not exist, is archived, or from someone who is not its GM. */
export function gmRefusal(state: CampaignState, command: CampaignCommand): RuleViolation | null {
  const closed = closedCampaignRefusal(state, command);
  if (closed !== null) return closed;
  if (command.data.actor !== state.gmId) {
    return violation('campaign.not-gm', command, {
      es: 'Solo el director de juego de la campaña puede hacerlo.',
      en: "Only the campaign's game master may do this.",
    });
  }
  return null;
}

const refusals = {
  noInvitation: {
    es: 'Ninguna invitación a esta campaña espera tu respuesta.',
    en: 'No invitation to this campaign is waiting for your answer.',
  },
  expired: {
    es: 'La invitación a esta campaña caducó: pide al director de juego una nueva.',
    en: 'The invitation to this campaign expired: ask the game master for a new one.',
  },
  invited: {
    es: 'Esa persona ya tiene una invitación pendiente.',
    en: 'That person already has an invitation waiting.',
  },
  notInvited: {
    es: 'Esa persona no tiene ninguna invitación pendiente.',
    en: 'That person has no invitation waiting.',
  },
  full: (max: number) => ({
    es: `Una sesión sienta como mucho ${max} jugadores.`,
    en: `A session seats at most ${max} players.`,
  }),
};

function decideInvite(state: CampaignState, command: Of<'InvitePlayer'>, context: CampaignContext): CampaignDecision {
  const { playerId, now, expiresAt } = command.data;
  if (playerId === state.gmId) {
    return violation('campaign.player.is-gm', command, {
      es: 'El director de juego no juega como personaje.',
      en: 'The game master does not play a character.',
    });
  }
  if (state.players.includes(playerId)) {
    return violation('campaign.player.already', command, {
      es: 'Esa persona ya juega en la campaña.',
      en: 'That person already plays in the campaign.',
    });
  }
  if (waitingInvitation(state, playerId, now)) return violation('campaign.player.invited', command, refusals.invited);
  if (state.players.length >= context.maxPlayers)
    return violation('campaign.player.full', command, refusals.full(context.maxPlayers));
  return [{ type: CAMPAIGN_PLAYER_INVITED, data: { playerId, expiresAt } }];
}

/** Why the sender may not answer an invitation now (no campaign, archived, none waiting, expired), or null. */
function answerRefusal(
  state: CampaignState,
  command: Of<'AcceptInvitation' | 'DeclineInvitation'>,
): RuleViolation | null {
  const { actor, now } = command.data;
  const closed = closedCampaignRefusal(state, command);
  if (closed !== null) return closed;
  const invitation = state.invited.find((i) => i.playerId === actor);
  if (!invitation) return violation('campaign.invitation.none', command, refusals.noInvitation);
  if (!waitingInvitation(state, actor, now)) return violation('campaign.invitation.expired', command, refusals.expired);
  return null;
}

function decideAccept(
  state: CampaignState,
  command: Of<'AcceptInvitation'>,
  context: CampaignContext,
): CampaignDecision {
  if (state.players.length >= context.maxPlayers)
    return violation('campaign.player.full', command, refusals.full(context.maxPlayers));
  return [{ type: CAMPAIGN_INVITATION_ACCEPTED, data: { playerId: command.data.actor } }];
}

function decideWithdraw(state: CampaignState, command: Of<'WithdrawInvitation'>): CampaignDecision {
  const { playerId, now } = command.data;
  if (!waitingInvitation(state, playerId, now))
    return violation('campaign.invitation.none', command, refusals.notInvited);
  return [{ type: CAMPAIGN_INVITATION_WITHDRAWN, data: { playerId } }];
}

/** "At least one player" or "at least 3 players", in each language's own plural. */
function tooFewPlayersMessage(minPlayers: number): Localized {
  if (minPlayers === 1) {
    return {
      es: 'Hace falta que al menos un jugador acepte tu invitación antes de empezar una sesión.',
      en: 'At least one player must accept your invitation before a session starts.',
    };
  }
  return {
    es: `Hace falta que al menos ${minPlayers} jugadores acepten tu invitación antes de empezar una sesión.`,
    en: `At least ${minPlayers} players must accept your invitation before a session starts.`,
  };
}

/** Why the GM may not start the next session now, or null: checked before the match is created and again on recording it. */
export function sessionRefusal(
  state: CampaignState,
  command: Of<'StartSession'>,
  context: CampaignContext,
): RuleViolation | null {
  const refused = gmRefusal(state, command);
  if (refused) return refused;
  const badScene = nameViolation(command.data.scene, 'sceneName', 'campaign.scene', command);
  if (badScene) return badScene;
  if (state.players.length < context.minPlayers) {
    return violation('campaign.session.no-players', command, tooFewPlayersMessage(context.minPlayers));
  }
  return null;
}

function decideStartSession(state: CampaignState, command: Of<'StartSession'>): CampaignDecision {
  const { matchId, seats } = command.data;
  // A resend after the match was created but before the session was recorded finds it here.
  if (state.sessions.some((session) => session.matchId === matchId)) return [];
  return [
    {
      type: CAMPAIGN_SESSION_STARTED,
      data: { number: state.sessions.length + 1, matchId, scene: cleanName(command.data.scene), seats },
    },
  ];
}
