import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * CONTRIBUTING "Adding a game", proven by the test game (`@cronica/dice-race`): outside its rules
 * library (which defines the game with `defineGame`) and its web board folder, the only sources
 * that name it is the registry's import of that definition (a workspace dependency is its import;
 * no package.json lists it: tools/check-boundaries.mjs). Tests,
 * e2e journeys, fixtures, testing/ folders, test-only devDependencies, docs and npm's lockfile
 * (written by `npm install` from the workspaces glob) may name it. `npm test` runs Vitest without
 * Nx's cache, so this reads today's tree.
 */
const ROOT = join(import.meta.dirname, '../../..');
const OWN_FOLDERS = ['libs/rules/dice-race/', 'apps/web/src/components/match/boards/dice-race/'];
const NAMES = /dice[-_]?race/i;
const SKIPPED_DIRS = new Set(['node_modules', '.git', '.next', '.nx', 'dist', 'test-results']);
/** The local database and scratch folders (gitignored at the root only). */
const SKIPPED_AT_ROOT = new Set(['data', 'tmp']);
const SOURCE = /\.(?:[cm]?[jt]sx?|json|css|ya?ml|html)$/;
const TEST_FILE = /(?:^|\/)(?:testing|fixtures|__tests__)\/|\.(?:spec|test|testkit)\.[cm]?[jt]sx?$|fixture/;
const TEST_PROJECTS = ['apps/web-e2e/'];

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (SKIPPED_DIRS.has(entry) || (dir === ROOT && SKIPPED_AT_ROOT.has(entry))) return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return SOURCE.test(entry) && entry !== 'package-lock.json' ? [relative(ROOT, path)] : [];
  });
}

/** A package.json's text without its devDependencies, which only its tests use. */
function shippedText(path: string): string {
  const text = readFileSync(join(ROOT, path), 'utf8');
  if (!path.endsWith('package.json')) return text;
  const { devDependencies: _tests, ...shipped } = JSON.parse(text) as Record<string, unknown>;
  return JSON.stringify(shipped);
}

function namingTheTestGame(paths: readonly string[]): string[] {
  return paths.filter((path) => NAMES.test(shippedText(path))).sort();
}

const everySource = sourcesUnder(ROOT);
const isTest = (path: string) => TEST_FILE.test(path) || TEST_PROJECTS.some((dir) => path.startsWith(dir));
const isOwn = (path: string) => OWN_FOLDERS.some((dir) => path.startsWith(dir));

describe('what adding a game touches', () => {
  it('finds the test game in its own rules library and board folder (the search sees what it looks for)', () => {
    const own = namingTheTestGame(everySource.filter(isOwn));
    for (const dir of OWN_FOLDERS) expect(own.some((path) => path.startsWith(dir))).toBe(true);
  });

  it('names the test game elsewhere only in the import line of the registry', () => {
    const elsewhere = everySource.filter((path) => !isOwn(path) && !isTest(path));
    expect(namingTheTestGame(elsewhere)).toEqual(['libs/games/src/registry.ts']);
  });
});
