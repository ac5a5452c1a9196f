import { rulebookMapSchema, type DecideAndFold, type GameModule, type Seat } from '@cronica/rules-kernel';
import map from '../RULEBOOK-MAP.json' with { type: 'json' };
import { ecgBots } from '../bots/index.js';
import { ecgCommandSchema } from '../engine/command-schema.js';
import type { EcgCommand } from '../engine/commands.js';
import { decideAndFold } from '../engine/decide.js';
import type { EcgEvent } from '../engine/events.js';
import type { EcgFormat } from '../engine/format.js';
import { ecgDecider } from '../engine/module.js';
import type { EcgSetup, EcgState } from '../engine/state.js';
import type { EcgView } from '../engine/view.js';
import { ecgDescriber } from './describer.js';
import { ecgMatchReport } from './report.js';
import { ruleCase } from './rule-cases.js';
import { ecgSetupSpec } from './setup.js';
import { likelyEcgSeat } from './likely-seat.js';

export { likelyEcgSeat };

/**
 * The module, with the bot-match speed hints (`likelySeat`, `decideAndFold`) as fields of its own
 * type, so it fits the kernel's `GameModule` whether or not that contract declares them.
 */
export type EcgModule = GameModule<EcgState, EcgCommand, EcgEvent, EcgView, EcgSetup, EcgFormat> & {
  likelySeat(state: EcgState): Seat;
  decideAndFold: DecideAndFold<EcgState, EcgCommand, EcgEvent>;
};

/** ECG v1.0 (004_e0e2bf9ed9dd62bf.txt) for the platform: engine, words, setup, bots and reports. */
export const ecg: EcgModule = {
  ...ecgDecider,
  name: { es: 'ECG', en: 'ECG' },
  commandSchema: ecgCommandSchema,
  systemCommands: ['CallTime'],
  describer: ecgDescriber,
  setup: ecgSetupSpec,
  bots: ecgBots,
  matchReport: ecgMatchReport,
  likelySeat: likelyEcgSeat,
  decideAndFold,
  rulebook: rulebookMapSchema.parse(map),
  ruleCase,
};
