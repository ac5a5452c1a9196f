export { diceRace, type DiceRaceView } from './module.js';
export { diceRaceCommandSchema, type DiceRaceCommand } from './decide.js';
export { DICE_RACE_ID, diceRaceOptionsSchema, diceRaceSetupSpec, deckValues, type DiceRaceOptions } from './setup.js';
export { HAND_SIZE, type DiceRaceEvent, type DiceRaceSetup, type DiceRaceState } from './state.js';
export { DICE_RACE_FORMAT } from './format-spec.js';
export { DICE_RACE_RULEBOOK } from './rulebook-map.js';
export { diceRaceGame, diceRaceDeckValidator } from './game.js';
