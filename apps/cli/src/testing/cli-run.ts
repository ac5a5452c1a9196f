import type { CliCommand, CliIO } from '../command.js';
import { runCli } from '../run.js';

/** An io that keeps what a command prints, one entry per call, on `out` and `err`. */
export function capture(): { io: CliIO; out: string[]; err: string[] } {
  const out: string[] = [];
  const err: string[] = [];
  return { io: { out: (t) => out.push(t), err: (t) => err.push(t) }, out, err };
}

/** Runs the CLI on `argv` with `commands` (every command when not given); answers its exit code and what it printed. */
export async function runCaptured(
  argv: readonly string[],
  commands?: readonly CliCommand[],
): Promise<{ code: number; io: CliIO; out: string[]; err: string[] }> {
  const c = capture();
  const code = await runCli(argv, c.io, commands);
  return { code, ...c };
}

/** What `--help` prints (every command's summary, one text) and the exit code it gives. */
export async function helpListing(): Promise<{ code: number; text: string }> {
  const { code, out } = await runCaptured(['--help']);
  return { code, text: out.join('\n') };
}

/** Command-line flags from an object, in its order: `{ games: 2, json: true }` → `--games 2 --json` (`true`: a bare flag). */
export function flags(values: Readonly<Record<string, string | number | true>>): string[] {
  return Object.entries(values).flatMap(([flag, value]) =>
    value === true ? [`--${flag}`] : [`--${flag}`, `${value}`],
  );
}

/** Runs `command` on `argv` (the words after its own); answers its exit code and what it printed, one text a stream. */
export async function runCommandPrinting(
  command: CliCommand,
  argv: readonly string[],
): Promise<{ code: number; out: string; err: string }> {
  const { code, out, err } = await runCaptured([...command.path, ...argv], [command]);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
