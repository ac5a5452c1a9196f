import { rulebookMapSchema, type GameModule } from '@cronica/rules-kernel';
import rulebookMap from '../RULEBOOK-MAP.json' with { type: 'json' };
import { readyWotDecks } from '../content/decks.js';
import { WOT_BOTS } from '../bots/specs.js';
import { WotCommandSchema } from './command-schema.js';
import { seatOf, SYSTEM_COMMANDS, type WotCommand } from './commands.js';
import { decide } from './decide.js';
import { describer } from './describe.js';
import type { WotEvent } from './events.js';
import { evolve } from './evolve.js';
import { legalCommands } from './legal.js';
import { WotOptionsSchema, type WotOptions } from './options.js';
import { matchReport, secrets } from './report.js';
import { ruleCase } from './rule-cases.js';
import { createSetup, initialState } from './setup.js';
import type { WotSetup, WotState } from './state.js';
import { view, type WotView } from './view.js';

/** Every line of 002_a36596f8eaed8fcc.txt traced to its code and the tests that name it (`@rule 002:N`). */
const rulebook = rulebookMapSchema.parse(rulebookMap);

/** Warlords of Terra, extended rules and tournament rules (002_a36596f8eaed8fcc.txt). */
export const warlordsOfTerra: GameModule<WotState, WotCommand, WotEvent, WotView, WotSetup, WotOptions> = {
  id: 'warlords-of-terra',
  version: '1.0.0',
  name: { es: 'Warlords of Terra', en: 'Warlords of Terra' },
  initialState,
  decide,
  evolve,
  legalCommands,
  view,
  result: (state) => state.result,
  seatOf,
  randomCounters: (state) => state.random,
  secrets,
  commandSchema: WotCommandSchema,
  systemCommands: SYSTEM_COMMANDS,
  describer,
  setup: {
    seats: { min: 2, max: 2 },
    optionsSchema: WotOptionsSchema,
    // 002 C.1: Swiss matches of one game, a best-of-3 final; the tournament says which.
    bestOfOption: 'bestOf',
    create: createSetup,
    deckLists: (setup) => setup.decks,
    readyDecks: readyWotDecks,
  },
  bots: WOT_BOTS,
  matchReport,
  rulebook,
  ruleCase,
};
