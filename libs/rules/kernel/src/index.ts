export type {
  Message,
  MessageMetadata,
  Seat,
  Viewer,
  RandomDraw,
  RandomSource,
  DecideContext,
  RuleViolation,
  GameResult,
  EventSecret,
  GameDecider,
} from './decider.js';
export {
  SYSTEM_SEAT,
  CONCEDE,
  seatMark,
  fillSeats,
  seatReadyDecks,
  withJudgeLines,
  practiceBot,
} from './game-module.js';
export { randomBotSpec, greedyBotSpec, strongBotSpec, pickUniform } from './bot-specs.js';
export { readsSeatSecrets, seatSecrets } from './seat-secrets.js';
export { recordedAt } from './recorded-at.js';
export type { SeatSecretFields } from './seat-secrets.js';
export { defineGame } from './game-definition.js';
export { PLATFORM_END_REASONS, endReasonWords, isPlatformEndReason, unwordedEndReasons } from './end-reasons.js';
export type { EndReasonWords, PlatformEndReason } from './end-reasons.js';
export type { GameDefinition, CatalogCheck, DeckSectionInfo } from './game-definition.js';
export type { CardList, ListedCard } from './card-list.js';
export { rolloutBot, foldedStep, likelyFirstOfTwo } from './rollout-bot.js';
export type { RolloutBotOptions } from './rollout-bot.js';
export type {
  GameModule,
  AnyGameModule,
  AnyGameDecider,
  GameSetupSpec,
  GameDescriber,
  GameBot,
  GameBotSpec,
  GameReport,
  MatchReport,
  ReadyDeck,
  SetupOutcome,
  PublicWorld,
} from './game-module.js';
export {
  MAX_RANDOM_BOUND,
  assertLabel,
  randomFamily,
  deriveSubSeed,
  keysFromMatchSeed,
  keysFromSubSeeds,
  createRandomSource,
  advanceCounters,
  pastDraws,
  shuffledBy,
} from './random.js';
export type { KeyFor, RevealedKeyFor, RandomSourceOptions, SeededRandomSource } from './random.js';
export { verifyDraw, replayDraws } from './verify-draws.js';
export type { DrawCheck, DrawCheckCode, DrawMismatch, DrawReplayReport } from './verify-draws.js';
export { commandKey } from './command-key.js';
export { commandGuard, isIntIn, isId, isIds, isListOf, isOneOf, optionalField } from './command-guard.js';
export type { CommandGuardOptions, CommandShapes, FieldCheck } from './command-guard.js';
export { commandSchemaBuilder } from './command-schema.js';
export { listedCommandProblems, refusalProblems, seedReplayAudit } from './engine-audit.js';
export type { AuditedEngine, RefusalAuditOptions, SeedReplayAudit } from './engine-audit.js';
export {
  botGameRun,
  finishedMatchProblems,
  requireListedCommand,
  sampledSteps,
  viewSecrecyProblems,
} from './match-audit.js';
export { FoldingEmitter } from './folding-emitter.js';
export { sortedCardIds, subMultisets, withoutEach } from './sub-multisets.js';
export { violation, isRuleViolation, describeViolation, eventsOf, fold, runCommand, contextFor } from './violation.js';
export type { CommandApplied, DecideAndFold } from './violation.js';
export { COMMON_REFUSALS, refusalTable } from './refusals.js';
export { EngineTable } from './engine-table.js';
export type { RefusalTable } from './refusals.js';
export {
  deckListSchema,
  validationResult,
  normalizeCardName,
  createCardIndex,
  resolveDeckSections,
  copiesById,
  sumCounts,
  cardLabel,
  cardLabels,
  unknownSectionErrors,
  sectionSizeErrors,
} from './deck.js';
export type {
  DeckEntry,
  DeckList,
  DeckValidationError,
  DeckValidationOptions,
  DeckValidationResult,
  DeckValidator,
  NamedCard,
  CardIndex,
  ResolvedEntry,
} from './deck.js';
export { editDeck, withCount } from './deck-edit.js';
export type { SectionEdit } from './deck-edit.js';
export { parseDeckText, parseDeckSource, deckTextSections } from './deck-text.js';
export type { DeckSectionSpec, DeckTextSpec, ParsedDeckText, DeckSource } from './deck-text.js';
export {
  localizedCardNameSchema,
  cardCatalogSchema,
  parseCardCatalog,
  shippedCatalog,
  catalogForValidation,
  resolveDeckToValidate,
  invalidCatalog,
} from './catalog.js';
export type { CatalogFile, CardCatalog, CatalogParse, DeckValidationCatalog, ResolvedDeck } from './catalog.js';
export { playBotMatch, playModuleBotMatch, playDeckBotMatch, botFor } from './bot-match.js';
export type { BotMatch, BotMatchOptions, DeckBotMatchOptions, ModuleBotMatchOptions } from './bot-match.js';
export { reachDecision, lastObservedDecision, seedFromNumber, botAnswerAt } from './reached-decision.js';
export type { ReachedDecision, BotDecisionCase } from './reached-decision.js';
export { deckListHash } from './deck-hash.js';
export {
  JUDGE_UPHELD,
  JUDGE_BACKED_UP,
  JUDGE_CORRECTED,
  JUDGE_AWARDED_LOSS,
  JUDGE_EVENT_TYPES,
  NO_JUDGING,
  isJudgeEvent,
  judgedCounters,
  valueAt,
  correctValue,
  applyJudgeEvent,
  judgeLineAccount,
  describeJudgeEvent,
  awardedLossResult,
} from './judging.js';
export type {
  JudgeLineEvent,
  JudgeEvent,
  JudgeEventType,
  JudgeRuling,
  JudgePath,
  JudgedState,
  GameJudging,
  Judged,
  RulingWords,
} from './judging.js';
export { OPENING_SEQ, eventNumber, logIndexOf, eventNumberOfSeq, seqOfEventNumber } from './event-numbers.js';
export {
  MATCH_CLOSED,
  MATCH_CLOSURE_REASONS,
  isMatchClosed,
  closureResult,
  matchClosure,
  describeMatchClosed,
} from './match-closure.js';
export type { MatchClosure, MatchClosureReason, MatchClosedEvent } from './match-closure.js';
export {
  describeFormatValue,
  formatOptionProblem,
  turnsAfterTimeOption,
  tiebreakersWithScore,
  MTG_TIEBREAKERS,
  CHESS_TIEBREAKERS,
} from './format-spec.js';
export type { FormatChoice, FormatControl, FormatOptionSpec, GameFormatSpec, TiebreakChoice } from './format-spec.js';
export { cardFace } from './card-face.js';
export type { CardFace, CardStat } from './card-face.js';
export {
  RULE_STATUSES,
  rulebookMapSchema,
  ruleLineSchema,
  rulebookSectionSchema,
  ruleId,
  sectionOf,
  rulesGoverning,
} from './rulebook-map.js';
export type { RuleStatus, RulebookMap, RuleLine, RulebookSection } from './rulebook-map.js';
export { auditRulebookMap, auditCitations, citationsIn, plainLine } from './rulebook-audit.js';
export type { RuleCitation, SectionCitation, RulebookAuditInput } from './rulebook-audit.js';
