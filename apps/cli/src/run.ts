import type { CliCommand, CliIO } from './command.js';
import { commands as allCommands } from './commands/index.js';
import { dispatch } from './dispatch.js';

export { helpText } from './dispatch.js';

/** Runs one CLI invocation (every command by default) and returns its exit code; never calls process.exit itself. */
export function runCli(
  argv: readonly string[],
  io: CliIO,
  commands: readonly CliCommand[] = allCommands,
): Promise<number> {
  return dispatch(argv, io, commands);
}
