export {
  MATCH_CHECKPOINTED,
  MATCH_CREATED,
  MATCH_SEALED,
  MATCH_SEEDED,
  PLAYER_SEED_CONTRIBUTED,
  SPECTATOR_HISTORY,
  currentClock,
  emptyMatch,
  evolveMatch,
  matchGameOf,
  matchStream,
  seatOfAccount,
  statusOf,
  type MatchCreatedData,
  type MatchEvent,
  type MatchSeatInfo,
  type MatchState,
  type MatchStatus,
} from './match-events.js';
export {
  botName,
  botPlayer,
  decideMatch,
  isBot,
  type CreateMatchInput,
  type Decision,
  type GameCommandInput,
  type MatchCommand,
  type MatchContext,
  type MatchKeys,
  type RulingBuilder,
  type SeedContribution,
} from './match-commands.js';
export { matchDecider, type MatchDecider } from './match-decider.js';
export { MatchTape, type TapeKit } from './match-tape.js';
export { clientCommand, MalformedCommandError, parseGameCommand, type CommandProblem } from './game-command.js';
export { NO_CLOCK, clockAfter, clockStopped, isoMillis, timeUsedAt, type MatchClock } from './match-clock.js';
export { SECRET_WIDTH, paddedWidth, secretPadding } from './secret-padding.js';
export {
  judgeLogEntry,
  logFor,
  logLinesOf,
  type LogEntry,
  type LogLine,
  type LogReading,
  type LogRole,
} from './match-log.js';
// Match invitations: a match nobody is seated at before accepting.
export {
  MATCH_INVITATION_SENT,
  MATCH_INVITATION_ACCEPTED,
  MATCH_INVITATION_DECLINED,
  MATCH_INVITATION_CANCELLED,
  MATCH_INVITATION_STARTED,
  MATCH_INVITATION_HOURS,
  initialInvitationState,
  evolveInvitation,
  everyoneAccepted,
  invitationStatus,
  type InvitationSeatKind,
  type InvitationSeat,
  type MatchInvitationSentData,
  type MatchInvitationAnswerData,
  type MatchInvitationAcceptedData,
  type MatchInvitationStartedData,
  type InvitationEvent,
  type SeatAnswer,
  type InvitationSeatState,
  type InvitationState,
} from './invitations/invitation-events.js';
export {
  decideInvitation,
  seatDeck,
  type InvitationCommand,
  type InvitationGame,
  type InvitationDecision,
} from './invitations/invitation-decide.js';
export { invitationDecider, invitationStream } from './invitations/invitation-decider.js';
