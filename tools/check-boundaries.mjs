#!/usr/bin/env node
// Enforces tools/boundaries.json (Nx depConstraints semantics) over every workspace project:
// both the dependencies a package.json declares and the @cronica/* imports its sources make.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const { depConstraints } = JSON.parse(readFileSync(join(root, 'tools/boundaries.json'), 'utf8'));
const rootPkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

function projectDirs() {
  const dirs = [];
  for (const pattern of rootPkg.workspaces) {
    const base = join(root, pattern.replace(/\/\*$/, ''));
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base)) {
      const dir = join(base, entry);
      if (existsSync(join(dir, 'package.json'))) dirs.push(dir);
    }
  }
  return dirs;
}

function sourceFiles(dir) {
  const out = [];
  for (const entry of readdirSync(dir)) {
    if (['node_modules', 'dist', '.next'].includes(entry)) continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|js|mjs)$/.test(entry)) out.push(path);
  }
  return out;
}

const projects = new Map();
for (const dir of projectDirs()) {
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  projects.set(pkg.name, { dir, pkg, tags: pkg.nx?.tags ?? [] });
}

const problems = [];
function allowed(source, target) {
  for (const rule of depConstraints) {
    if (!source.tags.includes(rule.sourceTag)) continue;
    if (rule.onlyDependOnLibsWithTags && !target.tags.some((t) => rule.onlyDependOnLibsWithTags.includes(t)))
      return rule;
    if (rule.notDependOnLibsWithTags && target.tags.some((t) => rule.notDependOnLibsWithTags.includes(t))) return rule;
  }
  return null;
}

for (const [name, project] of projects) {
  if (!project.tags.some((t) => t.startsWith('scope:')) || !project.tags.some((t) => t.startsWith('type:'))) {
    problems.push(`${name}: needs a scope:* and a type:* tag`);
  }
  const declared = { ...project.pkg.dependencies, ...project.pkg.devDependencies };
  const used = new Map();
  for (const dep of Object.keys(declared)) if (projects.has(dep)) used.set(dep, 'package.json');
  const srcDir = join(project.dir, 'src');
  const files = existsSync(srcDir) ? sourceFiles(srcDir) : sourceFiles(project.dir);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*['"](@cronica\/[a-z0-9-]+)(\/[^'"]*)?['"]/g)) {
      const [, dep, deep] = match;
      if (deep) problems.push(`${relative(root, file)}: imports ${dep}${deep}; a lib's only door is its src/index.ts`);
      if (dep === name) continue;
      if (!projects.has(dep)) problems.push(`${relative(root, file)}: imports unknown project ${dep}`);
      else if (!(dep in declared))
        problems.push(`${relative(root, file)}: imports ${dep} without declaring it in package.json`);
      used.set(dep, relative(root, file));
    }
  }
  for (const [dep, where] of used) {
    const target = projects.get(dep);
    if (!target) continue;
    const rule = allowed(project, target);
    if (rule) problems.push(`${name} → ${dep} (${where}) breaks ${JSON.stringify(rule)}`);
  }
}

if (problems.length > 0) {
  console.error(`Module boundaries: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Module boundaries: ${projects.size} projects, all dependencies allowed.`);
