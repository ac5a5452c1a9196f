// Deck registration (tournaments, the registry): catalog, validator, pre-sideboard swaps, text lists.
export * from './catalog.js';
export * from './validator.js';
export { applySideboardSwap } from './sideboard.js';
export type { SideboardSwap, SwapResult } from './sideboard.js';
export { wotDeckTextSpec, sampleWotDeck, twoLegendariesWotDeck } from './sample-deck.js';

// Cards as data: the play fields, the effect vocabulary, errata (B).
export { PlayFieldsSchema, playTypeOf } from './cards/play-schema.js';
export type { PlayFields, Activated, Power, ObjectData, HeroData } from './cards/play-schema.js';
export { EffectSchema, TRIGGERS } from './cards/effects.js';
export type { Effect, Trigger, TriggerOn } from './cards/effects.js';
export { CARD_TYPES, KEYWORDS, KEYWORD_NAMES, SELECTORS, TARGET_KINDS } from './cards/vocabulary.js';
export type { CardType, Keyword, Cost, Stats, TargetSpec, Token, FieldObject } from './cards/vocabulary.js';
export { ERRATA } from './cards/errata.js';
export type { Erratum } from './cards/errata.js';

// The game: module, options, commands, events, views.
export { warlordsOfTerra } from './engine/module.js';
export { WotOptionsSchema, DEFAULT_OPTIONS, RULES } from './engine/options.js';
export { WOT_FORMAT } from './engine/format.js';
export type { WotOptions, WotOptionsInput } from './engine/options.js';
export { WotCommandSchema, TargetRefSchema, StrikeTargetSchema } from './engine/command-schema.js';
export { SYSTEM_COMMANDS } from './engine/commands.js';
export type { WotCommand, WotCommandType, CommandOf } from './engine/commands.js';
export { RULING_REASONS } from './engine/events.js';
export type {
  WotEvent,
  WotEventType,
  EventOf,
  GameEndReason,
  RulingReason,
  StrikeRecord,
  LeaveReason,
} from './engine/events.js';
export type {
  WotState,
  WotSetup,
  Phase,
  ResourceStep,
  DeckKind,
  TargetRef,
  StrikeTarget,
  CombatState,
  CombatKind,
  TimeCall,
  ItemKind,
} from './engine/state.js';
export type { WotView, ZoneView, TroopView, PlayerView, ObjectView, StackItemView } from './engine/view.js';
export { TYPE_NAMES, PHASE_NAMES, STEP_NAMES } from './engine/card-view.js';
export type { CardView } from './engine/card-view.js';
export type { PowerView } from './engine/view-faces.js';
export { costText } from './engine/faces.js';
export { COLUMNS, ROWS, ZONES, zoneAt, zoneName, columnOf, rowOf, lineRow } from './engine/board.js';
export { VIOLATION_CODES } from './engine/violations.js';
export type { WotViolationCode } from './engine/violations.js';
export { describeCommand } from './engine/describe.js';

// Content and bots.
export { readyWotDecks, readyWotDeck } from './content/decks.js';
export { WOT_BOTS } from './bots/specs.js';
export { playWotBotMatch, createWotBot } from './bots/play.js';
export type { WotBotName, WotBotMatchOptions } from './bots/play.js';
export { likelyWotSeat } from './bots/match.js';

// The game as the registry lists it.
export { warlordsOfTerraGame } from './game.js';
