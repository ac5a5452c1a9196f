/** La Regla de Acción (003_9d379b4d763b9b92.txt): the encounter engine, its views and samples. */
export { accion, secrets, matchReport, likelySeat, playEncounter } from './module.js';
export * from './setup.js';
export {
  encounterOptionsSchema,
  encounterOptions,
  tableOptionsSchema,
  partySchema,
  enemySchema,
  objectiveSchema,
  sceneSchema,
  skillSchema,
  DEFAULT_SKILLS,
  ATTACK_KINDS,
  MAX_THREAT,
  MAX_GRID,
} from './options.js';
export type {
  AccionOptions,
  AccionOptionsInput,
  AttackKind,
  Square,
  SceneOptions,
  EnemyOptions,
  ObjectiveOptions,
  SkillOptions,
  SkillEffect,
  TableOptions,
} from './options.js';
export { SAMPLE_ENCOUNTERS, sampleEncounter, type SampleEncounter } from './samples.js';
export {
  STANDARD_DECK,
  RANKS,
  SUITS,
  cardValue,
  cardLabel,
  parseCard,
  isCard,
  isKingOrAce,
  type Card,
  type Rank,
  type Suit,
} from './cards.js';
export { distance, adjacent, lineBetween, reachable } from './grid.js';
export type { AccionCommand, AccionCommandType, CommandOf, CardRef } from './encounter/commands.js';
export type {
  AccionEvent,
  AccionEventType,
  EventOf,
  ActionName,
  DrawReason,
  DamageSource,
  Roll,
  PlayedFrom,
} from './encounter/events.js';
export type {
  AccionState,
  AccionSetup,
  PlayerState,
  EnemyState,
  ObjectiveState,
  TurnState,
  Handoff,
  Pending,
  Phase,
  ActorId,
  TableCard,
  LentCard,
  InitiativeReveal,
} from './encounter/state.js';
export {
  GM_SEAT,
  ACTIONS_PER_TURN,
  MOVE_SQUARES,
  MAX_CHARGE_BONUS,
  ADJACENT_BONUS,
  INITIATOR_BONUS,
  MAX_TABLE_CARDS,
  playerId,
  isPlayerId,
} from './encounter/state.js';
export type { AccionResult, AccionSide, EndReason } from './encounter/result.js';
export * from './encounter/view.js';
export type { ActionOption } from './encounter/menu.js';
export { enemyLabels } from './encounter/names.js';
export { initialState } from './encounter/initial.js';
export { decide, decideAndFold } from './encounter/decide.js';
export { evolve } from './encounter/evolve.js';
export { legalCommands } from './encounter/legal.js';
export { accionCommandSchema, isWellFormedCommand } from './encounter/command-schema.js';
export { describeEvent } from './encounter/describe-events.js';
export { reasonText } from './encounter/describe-flow.js';
export { describeCommand } from './encounter/describe-commands.js';
export { VIOLATION_CODES, type AccionViolationCode } from './encounter/violations.js';
export { randomBot } from './bots/random-bot.js';
export { greedyBot } from './bots/greedy-bot.js';
export { accionGame } from './game.js';
