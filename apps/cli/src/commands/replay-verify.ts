import { readFile } from 'node:fs/promises';
import { verifyReplay, type GameCatalog, type VerifyReport } from '@cronica/replay';
import { cliRegistry, NODE_CRYPTO, type Env } from '../games.js';
import { EXIT_NEGATIVE, EXIT_OK, EXIT_USAGE, parseOptions, printJson, requireOption, UsageError } from '../command.js';
import type { CliCommand, CliIO } from '../command.js';

/**
 * `replay verify --file F [--public-key K]… [--json]`: checks a replay file
 * offline — chain, signature, seeds, rules, result — with nothing but Node and this CLI.
 * Exit 0 verified, 1 not verified (tampered, incomplete), 2 unreadable.
 */
const usage = [
  'Uso / usage: replay verify --file F [--public-key K]... [--json]',
  '  --file         archivo de repetición (JSON Lines) / replay file (JSON Lines)',
  '  --public-key   clave Ed25519 en hex (64 dígitos) o archivo cronica-replay-keys.json; sin ella se usa la de la cabecera',
  '                 Ed25519 key as hex (64 digits) or a cronica-replay-keys.json file; without it the header’s key is used',
].join('\n');

/** The rules libraries this CLI can re-execute: every game the registry plays (test games with `CRONICA_TEST_GAMES=1`). */
export function cliGames(env: Env = process.env): GameCatalog {
  return cliRegistry(env).modules();
}

async function readText(path: string, what: string): Promise<string> {
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `no se puede leer ${what} / cannot read ${what} ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
}

/** A pinned key: 64 hex digits, or a keys document `{ keys: [{ publicKey }] }` on disk. */
export async function resolvePublicKeys(values: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  for (const value of values) {
    if (/^[0-9a-fA-F]{64}$/.test(value)) {
      keys.push(value.toLowerCase());
      continue;
    }
    const text = await readText(value, 'la clave pública / the public key');
    let document: unknown;
    try {
      document = JSON.parse(text);
    } catch {
      throw new UsageError(`--public-key ${value}: no es hex ni JSON / neither hex nor JSON`);
    }
    const listed = (document as { keys?: { publicKey?: unknown }[] })?.keys?.map((key) => key.publicKey);
    if (
      !Array.isArray(listed) ||
      listed.length === 0 ||
      !listed.every((key) => typeof key === 'string' && /^[0-9a-f]{64}$/.test(key))
    ) {
      throw new UsageError(
        `--public-key ${value}: se esperaba { keys: [{ publicKey }] } / expected { keys: [{ publicKey }] }`,
      );
    }
    keys.push(...(listed as string[]));
  }
  return keys;
}

function describe(report: VerifyReport): string {
  const verdict = report.verified
    ? report.fullyVerified
      ? 'VERIFICADA / VERIFIED'
      : 'VERIFICADA en lo que esta vista permite / VERIFIED as far as this view allows'
    : report.complete
      ? 'NO VERIFICADA / NOT VERIFIED'
      : 'INCOMPLETA: sin sello / INCOMPLETE: no seal';
  const checks = Object.entries(report.checks).map(([name, check]) => `  ${name.padEnd(9)} ${check.status}`);
  const notes = Object.values(report.checks).flatMap((check) =>
    check.notes.map((note) => `  · ${note.message.es}\n    ${note.message.en}`),
  );
  const errors = report.errors.map(
    (error) =>
      `  ✗ [${error.check}] ${error.code}${error.seq === null ? '' : ` @${error.seq}`}: ${error.message.es}\n    ${error.message.en}`,
  );
  return [
    `${verdict} — ${report.match ?? '?'} (${report.view ?? '?'}, ${report.events} eventos/events)`,
    ...checks,
    ...notes,
    ...errors,
  ].join('\n');
}

export const replayVerifyCommand: CliCommand = {
  path: ['replay', 'verify'],
  summary: 'Verifica una repetición firmada sin conexión / verify a signed replay offline',
  usage,
  async run(argv: readonly string[], io: CliIO): Promise<number> {
    const { values } = parseOptions(argv, {
      file: { type: 'string' },
      'public-key': { type: 'string', multiple: true },
    });
    const file = requireOption(values.file as string | undefined, 'file');
    const publicKeys = await resolvePublicKeys((values['public-key'] as string[] | undefined) ?? []);
    const text = await readText(file, 'el archivo / the file');
    const report = verifyReplay(text, {
      games: cliGames(),
      ...NODE_CRYPTO,
      ...(publicKeys.length > 0 ? { publicKeys } : {}),
    });
    if (values.json) printJson(io, report);
    else io.out(describe(report));
    if (report.match === null) return EXIT_USAGE;
    return report.verified ? EXIT_OK : EXIT_NEGATIVE;
  },
};
