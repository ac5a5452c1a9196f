export * from './decider.js';
export * from './game-module.js';
export { randomBotSpec, greedyBotSpec, strongBotSpec, pickUniform } from './bot-specs.js';
export { readsSeatSecrets, seatSecrets } from './seat-secrets.js';
export { recordedAt } from './recorded-at.js';
export type { SeatSecretFields } from './seat-secrets.js';
export { secretWords } from './secret-words.js';
export type { SecretFieldWords, SecretWords } from './secret-words.js';
export { coinTossWon, deckDrawWords, deckShuffled, diceRolled, labelSeat, takenFromHand } from './draw-words.js';
export type { DrawOwner } from './draw-words.js';
export { defineGame } from './game-definition.js';
export { PLATFORM_END_REASONS, endReasonWords, isPlatformEndReason, unwordedEndReasons } from './end-reasons.js';
export type { EndReasonWords, PlatformEndReason } from './end-reasons.js';
export type { GameDefinition, CatalogCheck, DeckSectionInfo } from './game-definition.js';
export type { CardList, ListedCard } from './card-list.js';
export { rolloutBot, foldedStep, likelyFirstOfTwo } from './rollout-bot.js';
export type { RolloutBotOptions } from './rollout-bot.js';
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
  unwordedDrawProblems,
  requireListedCommand,
  sampledSteps,
  viewSecrecyProblems,
} from './match-audit.js';
export { FoldingEmitter } from './folding-emitter.js';
export { sortedCardIds, subMultisets, withoutEach } from './sub-multisets.js';
export { violation, isRuleViolation, describeViolation, eventsOf, fold, runCommand, contextFor } from './violation.js';
export type { CommandApplied, DecideAndFold } from './violation.js';
export { COMMON_REFUSALS, refusalCatalog, refusalTable } from './refusals.js';
export { EngineTable } from './engine-table.js';
export type { RefusalCatalog, RefusalTable } from './refusals.js';
export * from './deck.js';
export { editDeck, withCount } from './deck-edit.js';
export type { SectionEdit } from './deck-edit.js';
export { parseDeckText, parseDeckSource, deckTextSections, sectionHeaders } from './deck-text.js';
export { writeDeckText } from './deck-writing.js';
export type { WritableDeck, DeckNames } from './deck-writing.js';
export { checkDeckSource, type DeckCheck } from './check-deck.js';
export type { DeckSectionSpec, DeckTextSpec, ParsedDeckText, DeckSource } from './deck-text.js';
export * from './catalog.js';
export { playBotMatch, playModuleBotMatch, playDeckBotMatch, botFor } from './bot-match.js';
export type { BotMatch, BotMatchOptions, DeckBotMatchOptions, ModuleBotMatchOptions } from './bot-match.js';
export { reachDecision, lastObservedDecision, seedFromNumber, botAnswerAt } from './reached-decision.js';
export type { ReachedDecision, BotDecisionCase } from './reached-decision.js';
export { deckListHash } from './deck-hash.js';
export * from './judging.js';
export { OPENING_SEQ, eventNumber, logIndexOf, eventNumberOfSeq, seqOfEventNumber } from './event-numbers.js';
export * from './match-closure.js';
export * from './format-spec.js';
export { cardFace } from './card-face.js';
export type { CardFace, CardStat } from './card-face.js';
export * from './rulebook-map.js';
export { ruleLineName, rulebookTitle } from './rulebook-titles.js';
export { auditRulebookMap, auditCitations, citationsIn, plainLine } from './rulebook-audit.js';
export type { RuleCitation, SectionCitation, RulebookAuditInput } from './rulebook-audit.js';
