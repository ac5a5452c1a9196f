// Build step (after tsc): writes dist/commands.manifest.json from the compiled commands, so the
// CLI can list and start a command without loading the others (see command-manifest.ts).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describeCommands, MANIFEST_FILE } from './command-manifest.js';
import { commands } from './commands/index.js';

const dist = import.meta.dirname;
const entries = await describeCommands(join(dist, 'commands'), commands, '.js');
writeFileSync(join(dist, MANIFEST_FILE), `${JSON.stringify(entries, null, 2)}\n`);
