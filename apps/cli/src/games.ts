import { readFile } from 'node:fs/promises';
import { gameRegistry, type GameRegistry } from '@cronica/games';
import type { AnyGameModule } from '@cronica/rules-kernel';
import type { VerifyOptions } from '@cronica/replay';
import { nodeReplayHashes, nodeSignatureVerifier } from '@cronica/replay-signing';
import { UsageError } from './command.js';

/** The environment flag that adds the test games (the dice race) to the registry. */
export const TEST_GAMES_ENV = 'CRONICA_TEST_GAMES';

export type Env = Readonly<Record<string, string | undefined>>;

/** The platform's games, with the test games when `CRONICA_TEST_GAMES=1`. */
export function cliRegistry(env: Env = process.env): GameRegistry {
  return gameRegistry({ testGames: env[TEST_GAMES_ENV] === '1' });
}

/** The rules library of a game played online, or a usage error listing those there are. */
export function moduleFor(game: string, env: Env = process.env): AnyGameModule {
  const registry = cliRegistry(env);
  const module = registry.module(game);
  if (module !== undefined) return module;
  const played = Object.keys(registry.modules()).join(', ');
  throw new UsageError(`juego sin motor / game without an engine: ${game} (${played})`);
}

/** The npm package of a game's rules library (named in replay headers). */
export function libraryOf(module: AnyGameModule, env: Env = process.env): string {
  return cliRegistry(env).find(module.id)?.library ?? `@cronica/${module.id}`;
}

/** Format options from a JSON file, validated by the module's own schema (exit 2 when not). */
export async function readFormatFile(module: AnyGameModule, path: string | undefined): Promise<unknown> {
  if (path === undefined) return module.setup.optionsSchema.parse({});
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new UsageError(
      `no se puede leer / cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`--format ${path}: no es JSON / not JSON`);
  }
  const parsed = module.setup.optionsSchema.safeParse(json);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues
    .map((issue) => `${issue.path.join('.') || '(formato / format)'}: ${issue.message}`)
    .join('; ');
  throw new UsageError(`--format ${path}: opciones no válidas para / invalid options for ${module.id}: ${problems}`);
}

/** Node's native Ed25519 and hashes for the verifier: the same results, many times faster. */
export const NODE_CRYPTO: Pick<VerifyOptions, 'signatureVerifier' | 'hashes'> = {
  signatureVerifier: nodeSignatureVerifier,
  hashes: nodeReplayHashes,
};
