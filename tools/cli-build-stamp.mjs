// Tells whether the command line's compiled output is current without asking Nx, whose check
// alone takes ~2.5 s: a fingerprint of every build input of the CLI and of the workspace libs
// it depends on (the files Nx's "production" inputs name: everything in the project but tests,
// vitest configs and Markdown, plus tsconfig.base.json) is compared with the one recorded after
// the last successful build. Paths, sizes and modification times are enough: an edit, a
// checkout, a new or a deleted file each change them. Which libs those are comes from the imports
// of the built sources (tools/workspace.mjs); reading both takes well under a tenth of a second.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { implicitPackages, importedPackages, workspacePackages } from './workspace.mjs';

const SKIP_DIRS = new Set(['node_modules', 'dist', '.next', '.nx', 'tmp', 'test-results', 'coverage']);
const SKIP_FILE = /(\.spec\.tsx?|\.md|\.tsbuildinfo)$|^vitest\.config\./;

const isTestOrConfig = (path) => SKIP_FILE.test(path.split('/').pop());

/** The package and every workspace package its built sources import or it names as implicit, directly or not. */
export function dependencyClosure(root, packages, name) {
  const seen = new Set();
  const visit = (current) => {
    if (!packages.has(current) || seen.has(current)) return;
    seen.add(current);
    for (const dep of importedPackages(root, packages, current, isTestOrConfig).keys()) visit(dep);
    for (const dep of implicitPackages(packages, current)) visit(dep);
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
  const dirs = dependencyClosure(root, workspacePackages(root), '@cronica/cli');
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
