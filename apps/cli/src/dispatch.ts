import { EXIT_OK, EXIT_USAGE, UsageError, type CliCommand, type CliIO } from './command.js';

export function helpText(commands: readonly CliCommand[]): string {
  const width = Math.max(...commands.map((c) => c.path.join(' ').length), 10);
  const lines = commands.map((c) => `  ${c.path.join(' ').padEnd(width)}  ${c.summary}`);
  return [
    'Crónica — línea de órdenes / command line',
    '',
    'Uso / usage: npm run -s cli -- <orden> [opciones] [--json]',
    '',
    'Órdenes / commands:',
    ...lines,
    '',
    'Códigos de salida / exit codes: 0 ok, 1 veredicto negativo / negative verdict, 2 uso o entrada inválidos / bad usage or unreadable input',
  ].join('\n');
}

function findCommand(commands: readonly CliCommand[], argv: readonly string[]) {
  const matches = commands.filter((c) => c.path.every((word, i) => argv[i] === word));
  return matches.sort((a, b) => b.path.length - a.path.length)[0];
}

/** Runs one CLI invocation against these commands and returns its exit code; never calls process.exit itself. */
export async function dispatch(argv: readonly string[], io: CliIO, commands: readonly CliCommand[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    io.out(helpText(commands));
    return argv.length === 0 ? EXIT_USAGE : EXIT_OK;
  }
  const command = findCommand(commands, argv);
  if (!command) {
    io.err(`Orden desconocida / unknown command: ${argv.join(' ')}\n\n${helpText(commands)}`);
    return EXIT_USAGE;
  }
  const rest = argv.slice(command.path.length);
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(`${command.summary}\n\n${command.usage}`);
    return EXIT_OK;
  }
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`Error de uso / usage error: ${error.message}\n\n${command.usage}`);
      return EXIT_USAGE;
    }
    throw error;
  }
}
