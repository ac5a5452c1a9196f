import type { CliCommand } from '../command.js';

/** Every command the CLI offers; each lives in its own file beside this one. */
export const commands: readonly CliCommand[] = [
];
