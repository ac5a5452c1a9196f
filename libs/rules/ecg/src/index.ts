// The ECG library's only door (004_e0e2bf9ed9dd62bf.txt): deck validation, the card format and
// sample set, the engine as a GameModule, its bots, and the types a board needs.

// Deck validation and catalogs.
export { ECG_CARD_TYPES, ecgCardSchema, ecgCatalogSchema, parseEcgCatalog, cardName } from './catalog.js';
export type { EcgCard, EcgCardType, EcgCatalog, EcgCatalogParse } from './catalog.js';
export * from './validator.js';

// Cards: the one format (deck fields and play fields) and its vocabulary.
export { ecgPlayableCardSchema } from './cards/schema.js';
export type { EcgCardInput } from './cards/schema.js';
export type { Ability, Cost, Effect, Passive, Selector, TargetPool, Who } from './cards/effects.js';
export {
  REALMS,
  REALM_NAMES,
  RESOURCES,
  RESOURCE_NAMES,
  RESOURCE_OF_REALM,
  LINES,
  LINE_NAMES,
  MANEUVERS,
  MANEUVER_NAMES,
  SORCERY_NAMES,
} from './cards/vocabulary.js';
export type {
  Realm,
  Resource,
  Line,
  Formation,
  Maneuver,
  Sorcery,
  AbilityZone,
  StackSourceKind,
} from './cards/vocabulary.js';

// The sample set and ready decks.
export { sampleEcgCatalog, ecgCardById, ecgCardByName } from './content/catalog.js';
export { ecgReadyDecks, ecgReadyDeck } from './content/decks.js';

// The engine.
export { ecg, likelyEcgSeat } from './module/ecg.js';
export type { EcgModule } from './module/ecg.js';
export { ecgDecider, secrets as ecgSecrets } from './engine/module.js';
export { decideAndFold as ecgDecideAndFold } from './engine/decide.js';
export { ecgCommandSchema, isWellFormedCommand as isWellFormedEcgCommand } from './engine/command-schema.js';
export { ecgFormatSchema, STANDARD_FORMAT as ECG_STANDARD_FORMAT } from './engine/format.js';
export type { EcgFormat } from './engine/format.js';
export { ECG_FORMAT } from './module/format-spec.js';
export { VIOLATION_CODES as ECG_VIOLATION_CODES } from './engine/violations.js';
export type { EcgViolationCode } from './engine/violations.js';
export type { EcgCommand, EcgCommandType, CommandOf as EcgCommandOf } from './engine/commands.js';
export type { EcgEvent, EcgEventType, EventOf as EcgEventOf } from './engine/events.js';
export type { EcgState, EcgSetup, EcgPlayerSetup, Phase as EcgPhase } from './engine/state.js';
export type { CardDef as EcgCardDef } from './engine/cards.js';
export type {
  EcgView,
  PlayerView as EcgPlayerView,
  TroopView as EcgTroopView,
  CourtCardView as EcgCourtCardView,
  StackItemView as EcgStackItemView,
  CardInfo as EcgCardInfo,
} from './engine/view.js';

// Setup, words, reports, bots.
export { createEcgSetup, ecgSetupSpec } from './module/setup.js';
export { ecgDescriber, resultWords as ecgResultWords, endReason as ecgEndReason } from './module/describer.js';
export {
  ECG_TYPE_NAMES,
  ecgCardFace,
  ecgHandFace,
  ecgStackFace,
  maneuverFace as ecgManeuverFace,
} from './module/faces.js';
export { ecgMatchReport } from './module/report.js';
export { ecgBots, ECG_BOT_NAMES } from './bots/index.js';
export { playEcgBotMatch, createEcgBot, ecgSetupOf } from './bots/match.js';
export type { EcgBotMatchOptions } from './bots/match.js';
export { determinizeFor as determinizeEcgFor } from './bots/determinize.js';

// The game as the registry lists it.
export { ecgGame } from './game.js';
