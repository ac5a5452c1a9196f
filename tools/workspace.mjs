// The workspace's projects and what each depends on. A project's dependency on another workspace
// project is written once, as the import its sources make (Nx reads the same imports:
// nx.json `analyzeSourceFiles`); package.json files list external packages only.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.next', '.nx', 'tmp', 'test-results', 'coverage']);
const SOURCE_FILE = /\.(?:[cm]?[jt]sx?)$/;
/** `from '@cronica/x'`, `import '@cronica/x'` and `import('@cronica/x')`, with an optional deep path. */
const WORKSPACE_IMPORT = /(?:from|import)\s*\(?\s*['"](@cronica\/[a-z0-9-]+)(\/[^'"]*)?['"]/g;

/** Workspace packages by name ("@cronica/cli" → { dir, manifest }), from the root package.json globs. */
export function workspacePackages(root) {
  const globs = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
  const packages = new Map();
  for (const glob of globs) {
    const base = glob.endsWith('/*') ? glob.slice(0, -2) : glob;
    if (!existsSync(join(root, base))) continue;
    const dirs = glob.endsWith('/*')
      ? readdirSync(join(root, base), { withFileTypes: true })
          .filter((d) => d.isDirectory())
          .map((d) => join(base, d.name))
      : [base];
    for (const dir of dirs) {
      const file = join(root, dir, 'package.json');
      if (!existsSync(file)) continue;
      const manifest = JSON.parse(readFileSync(file, 'utf8'));
      packages.set(manifest.name, { dir, manifest });
    }
  }
  return packages;
}

/** The source files of a project directory (relative to `root`), tests included. */
export function projectSources(root, dir) {
  const out = [];
  const walk = (current) => {
    for (const entry of readdirSync(join(root, current))) {
      if (SKIPPED_DIRS.has(entry)) continue;
      const path = join(current, entry);
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else if (SOURCE_FILE.test(entry)) out.push(path);
    }
  };
  walk(dir);
  return out;
}

/** Every `@cronica/*` import in a source text: the package and the deep path after it, if any. */
export function workspaceImports(text) {
  return [...text.matchAll(WORKSPACE_IMPORT)].map(([, name, deep]) => ({ name, deep }));
}

/**
 * The workspace packages a project's sources import (itself excluded), with a file for each;
 * `skip` leaves out files (a build's inputs leave out tests).
 */
export function importedPackages(root, packages, name, skip = () => false) {
  const { dir } = packages.get(name);
  const used = new Map();
  for (const file of projectSources(root, dir).filter((path) => !skip(path))) {
    for (const { name: dep } of workspaceImports(readFileSync(join(root, file), 'utf8'))) {
      if (dep !== name && !used.has(dep)) used.set(dep, file);
    }
  }
  return used;
}

/** Projects Nx is told about in package.json (`nx.implicitDependencies`), by package name. */
export function implicitPackages(packages, name) {
  const implicit = packages.get(name).manifest.nx?.implicitDependencies ?? [];
  const byProject = new Map([...packages].map(([pkg, { manifest }]) => [manifest.nx?.name ?? pkg, pkg]));
  return implicit.map((project) => byProject.get(project)).filter((pkg) => pkg !== undefined);
}
