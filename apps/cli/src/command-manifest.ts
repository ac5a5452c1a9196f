import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CliCommand } from './command.js';

/**
 * What the CLI needs to list its commands and find one, without loading any: each command's
 * words, summary, usage, and where it lives. Written next to the compiled commands by the build
 * (write-command-manifest.ts), so a call loads only the command it runs and the libraries that
 * one needs, instead of every library of every command (~0.4 s before anything happens).
 */
export interface ManifestEntry {
  readonly path: readonly string[];
  readonly summary: string;
  readonly usage: string;
  /** File in the commands directory, and the name it exports the command under. */
  readonly file: string;
  readonly exportName: string;
}

export const MANIFEST_FILE = 'commands.manifest.json';

function isCommand(value: unknown): value is CliCommand {
  const candidate = value as Partial<CliCommand> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    Array.isArray(candidate.path) &&
    typeof candidate.summary === 'string' &&
    typeof candidate.usage === 'string' &&
    typeof candidate.run === 'function'
  );
}

/** Entries for the commands the registry lists, found among the exports of the modules in the commands directory. */
export async function describeCommands(
  commandsDir: string,
  registry: readonly CliCommand[],
  extension: '.js' | '.ts',
): Promise<ManifestEntry[]> {
  const located = new Map<CliCommand, { file: string; exportName: string }>();
  const files = readdirSync(commandsDir).filter(
    (f) => f.endsWith(extension) && !f.endsWith(`.spec${extension}`) && f !== `index${extension}`,
  );
  for (const file of files.sort()) {
    const module = (await import(pathToFileURL(join(commandsDir, file)).href)) as Record<string, unknown>;
    for (const [exportName, value] of Object.entries(module)) {
      if (isCommand(value) && !located.has(value)) located.set(value, { file, exportName });
    }
  }
  return registry.map((command) => {
    const where = located.get(command);
    if (!where) throw new Error(`command "${command.path.join(' ')}" is not exported by a file of ${commandsDir}`);
    return { path: command.path, summary: command.summary, usage: command.usage, ...where };
  });
}

/** Commands that load their module only when run. */
export function lazyCommands(entries: readonly ManifestEntry[], commandsDir: string): CliCommand[] {
  return entries.map((entry) => ({
    path: entry.path,
    summary: entry.summary,
    usage: entry.usage,
    async run(argv, io) {
      const module = (await import(pathToFileURL(join(commandsDir, entry.file)).href)) as Record<string, CliCommand>;
      return module[entry.exportName]!.run(argv, io);
    },
  }));
}

/** The manifest beside the compiled commands, or undefined when this build has none. */
export function readManifest(distDir: string): ManifestEntry[] | undefined {
  try {
    return JSON.parse(readFileSync(join(distDir, MANIFEST_FILE), 'utf8')) as ManifestEntry[];
  } catch {
    return undefined;
  }
}
