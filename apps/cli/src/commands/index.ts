import type { CliCommand } from '../command.js';
import { swissPairCommand } from './swiss-pair.js';
import { standingsCommand } from './standings.js';
import { benchSwissCommand } from './bench-swiss.js';
import { benchReplayCommand } from './bench-replay.js';
import { replayExportCommand } from './replay-export.js';
import { replayVerifyCommand } from './replay-verify.js';
import { benchStoreCommand } from './bench-store.js';
import { deckValidateCommand } from './deck-validate.js';
import { projectionsRebuildCommand } from './projections-rebuild.js';
import { cardsListCommand } from './cards-list.js';
import { simulateCommand } from './simulate.js';
import { benchRulesCommand } from './bench-rules.js';
import { benchApiCommand } from './bench-api.js';
import { benchEventCommand } from './bench-event.js';
import { accountRecoveryCodeCommand } from './account-recovery-code.js';

/** Every command the CLI offers; each lives in its own file beside this one. */
export const commands: readonly CliCommand[] = [
  swissPairCommand,
  standingsCommand,
  benchSwissCommand,
  benchReplayCommand,
  replayExportCommand,
  replayVerifyCommand,
  benchStoreCommand,
  deckValidateCommand,
  projectionsRebuildCommand,
  cardsListCommand,
  simulateCommand,
  benchRulesCommand,
  benchApiCommand,
  benchEventCommand,
  accountRecoveryCodeCommand,
];
