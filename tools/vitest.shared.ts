// Shared Vitest settings: every project resolves workspace libs to their TypeScript
// sources through the "@cronica/source" export condition, so tests never need a build.
import { globSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defaultServerConditions, type UserConfig } from 'vite';

export const sourceConditions = ['@cronica/source', ...defaultServerConditions];

export function projectConfig(name: string, extra: UserConfig = {}): UserConfig {
  return {
    ...extra,
    resolve: { conditions: sourceConditions, ...extra.resolve },
    ssr: { resolve: { conditions: sourceConditions, externalConditions: ['@cronica/source'] } },
    test: {
      name,
      environment: 'node',
      include: ['src/**/*.spec.ts'],
      testTimeout: 20_000,
      // Test files of a worker share its module cache: each file imported the whole library graph
      // again otherwise (a third of the suite's time). A project whose tests mock modules sets it back.
      isolate: false,
      ...(extra as { test?: object }).test,
    },
  } as UserConfig;
}

/** A file name as a glob that matches only itself (`[id]` in a Next route folder is a glob class). */
const literalGlob = (file: string) => file.replace(/[[\]{}()*?!]/g, '\\$&');

const MOCKS = /\bvi\.(?:do)?[mM]ock\(/;
const IMPORTED = /(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g;

/** A source file's path without its extension, as a relative import names it. */
const bare = (file: string) => file.replace(/\.(?:js|ts|tsx)$/, '');

/** The relative imports of a file, as bare paths from the project root. */
function relativeImports(projectRoot: string, file: string): string[] {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  return [...text.matchAll(IMPORTED)].map((m) => bare(join(dirname(file), m[1]!)));
}

/**
 * The spec files of a project that mock modules (`vi.mock`), themselves or through a helper they
 * import (testing/server-client): they need a module cache of their own, so they run isolated while
 * the others share their worker's. Read from the files each run, so a new spec that mocks is never
 * run shared.
 */
export function specsThatMockModules(projectRoot: string, specPatterns: readonly string[]): string[] {
  const sources = globSync('src/**/*.{ts,tsx}', { cwd: projectRoot });
  const imports = new Map(sources.map((file) => [bare(file), relativeImports(projectRoot, file)]));
  const mocking = new Set(
    sources.filter((file) => MOCKS.test(readFileSync(join(projectRoot, file), 'utf8'))).map(bare),
  );
  for (let grew = true; grew;) {
    grew = false;
    for (const [file, imported] of imports) {
      if (mocking.has(file) || !imported.some((i) => mocking.has(i))) continue;
      mocking.add(file);
      grew = true;
    }
  }
  const specs = specPatterns.flatMap((pattern) => globSync(pattern, { cwd: projectRoot }));
  return specs
    .filter((file) => mocking.has(bare(file)))
    .sort()
    .map(literalGlob);
}
