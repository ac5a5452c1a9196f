export type { ProjectedEvent, ProjectionChanges } from './events.js';
export { parseStreamId } from './events.js';
export type { ReadDb } from './schema.js';
export { READ_MODEL_TABLES, migrateReadModels, resetReadModels } from './schema.js';
export { cacheStatements } from './statement-cache.js';
export type { Checkpoint, ResumeDecision } from './checkpoint.js';
export { readCheckpoint, resumeDecision } from './checkpoint.js';
export { Projector } from './projector.js';
export * from './accounts.js';
export { ERASED_USERNAME_PREFIX, PERSON_KEY_ERASED, erasedUsername } from './personal-data.js';
export * from './queries.js';
export type { RebuildProgress } from './rebuild.js';
export { rebuildReadModels, dumpReadModels } from './rebuild.js';
export * from './staff.js';
export * from './judging-queries.js';
export {
  MATCH_CREATED,
  MATCH_SEALED,
  type MatchCreatedEventData,
  type MatchSealedEventData,
} from './match-summaries.js';
export * from './match-queries.js';
export {
  campaignInvitationId,
  campaignRole,
  campaignSessionOfMatch,
  listCampaigns,
  type CampaignFilter,
  type CampaignRow,
  type CampaignSessionOfMatch,
} from './campaign-projection.js';
export { countInvitationsFor, invitationsFor, invitationsSentBy, type InvitationRow } from './invitation-projection.js';
export { findCommandOutcome, type CommandOutcomeRow } from './command-outcomes.js';
export {
  SESSION_STARTED,
  SESSION_USED,
  SESSION_ENDED,
  SIGNED_OUT_EVERYWHERE,
  accountSessions,
  findSession,
  forgetSession,
  forgetSignOuts,
  allSessionsOf,
  sessionsPastUse,
  lastSignOut,
  type SessionRow,
  type SessionStartedData,
} from './sessions.js';
export { forgetPeriodStream, periodStreamsBefore, periodStreamsOf } from './period-streams.js';
