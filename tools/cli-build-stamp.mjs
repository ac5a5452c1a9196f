// Tells whether the command line's compiled output is current without asking Nx, whose check
// alone takes ~2.5 s: a fingerprint of every build input of the CLI and of the workspace libs
// it depends on (the files Nx's "production" inputs name: everything in the project but tests,
// vitest configs and Markdown, plus tsconfig.base.json) is compared with the one recorded after
// the last successful build. Paths, sizes and modification times are enough: an edit, a
// checkout, a new or a deleted file each change them, and reading them takes milliseconds.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.next', '.nx', 'tmp', 'test-results', 'coverage']);
const SKIP_FILE = /(\.spec\.tsx?|\.md|\.tsbuildinfo)$|^vitest\.config\./;

/** Workspace packages by name ("@cronica/cli" → its directory), from the root package.json globs. */
export function workspacePackages(root) {
  const globs = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces ?? [];
  const packages = new Map();
  for (const glob of globs) {
    const base = glob.endsWith('/*') ? glob.slice(0, -2) : glob;
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

/** The package and every workspace package it depends on, directly or not. */
export function dependencyClosure(packages, name) {
  const seen = new Set();
  const visit = (current) => {
    const entry = packages.get(current);
    if (!entry || seen.has(current)) return;
    seen.add(current);
    const { dependencies = {}, devDependencies = {} } = entry.manifest;
    for (const dep of Object.keys({ ...dependencies, ...devDependencies })) visit(dep);
  };
  visit(name);
  return [...seen].map((n) => packages.get(n).dir).sort();
}

function listInputs(root, dir, lines) {
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) listInputs(root, path, lines);
    } else if (entry.isFile() && !SKIP_FILE.test(entry.name)) {
      const stat = statSync(join(root, path));
      lines.push(`${path}\t${stat.size}\t${Math.trunc(stat.mtimeMs)}`);
    }
  }
}

/** One hash over the build inputs of the given project directories. */
export function fingerprint(root, dirs) {
  const lines = [];
  for (const shared of ['tsconfig.base.json', 'package.json']) {
    const stat = statSync(join(root, shared));
    lines.push(`${shared}\t${stat.size}\t${Math.trunc(stat.mtimeMs)}`);
  }
  for (const dir of dirs) listInputs(root, dir, lines);
  lines.sort();
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

export const stampFile = (root) => join(root, 'node_modules', '.cache', 'cronica-cli', 'build-stamp.json');

/** Fingerprint of the CLI's inputs now, and whether a build of exactly these inputs is on disk. */
export function checkBuild(root, entry = 'apps/cli/dist/main.js') {
  const dirs = dependencyClosure(workspacePackages(root), '@cronica/cli');
  const current = fingerprint(root, dirs);
  const outputsThere = existsSync(join(root, entry)) && dirs.every((dir) => existsSync(join(root, dir, 'dist')));
  let recorded;
  try {
    recorded = JSON.parse(readFileSync(stampFile(root), 'utf8')).fingerprint;
  } catch {
    recorded = undefined;
  }
  return {
    fingerprint: current,
    current: outputsThere && recorded === current,
    projects: dirs.map((d) => relative(root, join(root, d))),
  };
}

/** Records that the outputs on disk were built from the inputs with this fingerprint. */
export function recordBuild(root, fingerprintValue) {
  const file = stampFile(root);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ fingerprint: fingerprintValue, builtAt: new Date().toISOString() })}\n`);
}
