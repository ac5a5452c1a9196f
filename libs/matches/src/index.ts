export * from './match-events.js';
export { heldBack } from './spectator-delay.js';
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
export { seatNames } from './seat-names.js';
export { REGISTERED_LIST, deckNameIn } from './deck-names.js';
export * from './match-log.js';
export {
  appealRefusal,
  appealRulingRefusal,
  matchRulings,
  noHeadJudge,
  tournamentSeat,
  type AppealedLine,
  type MatchRuling,
} from './match-appeals.js';
// Match invitations: a match nobody is seated at before accepting.
export * from './invitations/invitation-events.js';
export * from './invitations/invitation-decide.js';
export { invitationDecider, invitationStream } from './invitations/invitation-decider.js';
