import {
  rulebookMapSchema,
  seatSecrets,
  withJudgeLines,
  type GameModule,
  type GameResult,
} from '@cronica/rules-kernel';
import { BLADES_BOTS, likelyBladesSeat } from '../module/bots.js';
import { describeCommand } from '../module/describe-commands.js';
import { describeDraw } from '../module/describe-draws.js';
import { describeEvent } from '../module/describe-events.js';
import { ruleCase } from '../module/rule-cases.js';
import { describeSecret } from '../module/describe-secrets.js';
import { bladesPublicWorld } from '../module/public-world.js';
import { bladesMatchReport } from '../module/report.js';
import { bladesSetupSpec } from '../module/setup.js';
import map from '../RULEBOOK-MAP.json' with { type: 'json' };
import { bladesCommandSchema } from './command-schema.js';
import { seatOf, type BladesCommand } from './commands.js';
import { decide, decideAndFold } from './decide.js';
import type { BladesEvent } from './events.js';
import { evolve } from './evolve.js';
import type { FormatOptions } from './format.js';
import { legalCommands } from './legal.js';
import { initialState, type BladesSetup, type BladesState } from './state.js';
import { view, type BladesView } from './view.js';

/** Bookkeeping events, in words for a judge's audit (the players' log leaves them out). */
const JUDGE_LINES = {
  TriggerStacked: { es: 'Las acciones disparadas entran en la pila', en: 'The triggered actions go on the stack' },
  ActivationEnded: { es: 'Fin de la activación', en: 'End of the activation' },
  ItemResolving: {
    es: 'Empieza a resolverse la acción de arriba de la pila',
    en: 'The action on top of the stack starts resolving',
  },
  ItemResolved: { es: 'Acción resuelta', en: 'Action resolved' },
  ItemCancelled: { es: 'Se anula una acción de la pila', en: 'An action on the stack is cancelled' },
} as const;

/** Event fields only some seats may read before the reveal (judges always can). */
export const secrets = seatSecrets<BladesEvent>({
  HeroesPicked: ['keep'],
  CardsDrawn: ['cards'],
  MulliganDone: ['discard'],
});

/** Every line of 000 (001 follows it) traced to its code and the tests that prove it. */
const rulebook = rulebookMapSchema.parse(map);

export const result = (state: BladesState): GameResult | null => state.result;
export const randomCounters = (state: BladesState): Readonly<Record<string, number>> => state.random;

/**
 * Espadas de Ceniza: Choque de Leyendas, Standard format (000_7cbcfc9bc47f1014.txt): the rules
 * and everything the platform needs to run them (command schema, log, setup, bots, report).
 */
export const bladesOfAsh: GameModule<BladesState, BladesCommand, BladesEvent, BladesView, BladesSetup, FormatOptions> =
  {
    id: 'blades-of-ash',
    version: '2.1.0',
    name: { es: 'Espadas de Ceniza: Choque de Leyendas', en: 'Blades of Ash: Clash of Legends' },
    initialState,
    decide,
    evolve,
    legalCommands,
    view,
    result,
    seatOf,
    randomCounters,
    secrets,
    commandSchema: bladesCommandSchema,
    systemCommands: [],
    describer: {
      event: withJudgeLines(describeEvent, JUDGE_LINES),
      command: describeCommand,
      secret: describeSecret,
      draw: describeDraw,
    },
    setup: bladesSetupSpec,
    bots: BLADES_BOTS,
    matchReport: bladesMatchReport,
    likelySeat: likelyBladesSeat,
    decideAndFold,
    publicWorld: bladesPublicWorld,
    ruleCase,
    rulebook,
  };
