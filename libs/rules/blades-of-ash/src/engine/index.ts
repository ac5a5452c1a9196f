export { bladesOfAsh, secrets } from './module.js';
export type { BladesCommand, BladesCommandType, CommandOf } from './commands.js';
export type { BladesEvent, BladesEventType, EventOf, DieRoll } from './events.js';
export type {
  BladesState,
  BladesSetup,
  PlayerSetup,
  HeroState,
  PlayerState,
  ClashState,
  StackItem,
  Die,
  Phase,
} from './state.js';
export { initialState, HEROES_PER_LIST } from './state.js';
export type { BladesView, HeroView, PlayerView, StackItemView } from './view.js';
export { STANDARD_FORMAT, formatWith, formatOptionsSchema, type FormatOptions } from './format.js';
export { VIOLATION_CODES, type BladesViolationCode } from './violations.js';
export {
  effectiveStat,
  pairedRival,
  adjacentHeroes,
  previousPairings,
  subsequentPairings,
  activeHero,
} from './heroes.js';
export { decodeD6, MAX_DICE_PER_DRAW } from './emitter.js';
export { canonicalPick, cheapestPayment, pays as paysCost } from './dice.js';
export { isWellFormedCommand, bladesCommandSchema } from './command-schema.js';
export { decideAndFold } from './decide.js';
