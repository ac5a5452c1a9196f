#!/usr/bin/env node
// Enforces tools/boundaries.json (Nx depConstraints semantics) over every workspace project: the
// @cronica/* imports its sources make, the one place a workspace dependency is written (Nx reads
// the same imports). A package.json that also lists a workspace package would write it twice:
// refused. `nx.implicitDependencies` (build order for journeys, no code) are not checked.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectSources, workspaceImports, workspacePackages } from './workspace.mjs';

const root = new URL('..', import.meta.url).pathname;
const { depConstraints } = JSON.parse(readFileSync(join(root, 'tools/boundaries.json'), 'utf8'));
const packages = workspacePackages(root);
const tagsOf = (name) => packages.get(name).manifest.nx?.tags ?? [];

const problems = [];
function brokenRule(sourceTags, targetTags) {
  for (const rule of depConstraints) {
    if (!sourceTags.includes(rule.sourceTag)) continue;
    if (rule.onlyDependOnLibsWithTags && !targetTags.some((t) => rule.onlyDependOnLibsWithTags.includes(t)))
      return rule;
    if (rule.notDependOnLibsWithTags && targetTags.some((t) => rule.notDependOnLibsWithTags.includes(t))) return rule;
  }
  return null;
}

function usedBy(name, dir) {
  const used = new Map();
  for (const file of projectSources(root, dir)) {
    for (const { name: dep, deep } of workspaceImports(readFileSync(join(root, file), 'utf8'))) {
      if (deep) problems.push(`${file}: imports ${dep}${deep}; a lib's only door is its src/index.ts`);
      if (dep === name) continue;
      if (!packages.has(dep)) problems.push(`${file}: imports unknown project ${dep}`);
      else if (!used.has(dep)) used.set(dep, file);
    }
  }
  return used;
}

for (const [name, { dir, manifest }] of packages) {
  const tags = tagsOf(name);
  if (!tags.some((t) => t.startsWith('scope:')) || !tags.some((t) => t.startsWith('type:'))) {
    problems.push(`${name}: needs a scope:* and a type:* tag`);
  }
  for (const dep of Object.keys({ ...manifest.dependencies, ...manifest.devDependencies })) {
    if (packages.has(dep)) problems.push(`${dir}/package.json lists ${dep}: a workspace dependency is its import`);
  }
  for (const [dep, where] of usedBy(name, dir)) {
    const rule = brokenRule(tags, tagsOf(dep));
    if (rule) problems.push(`${name} → ${dep} (${where}) breaks ${JSON.stringify(rule)}`);
  }
}

if (problems.length > 0) {
  console.error(`Module boundaries: ${problems.length} problem(s)\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Module boundaries: ${packages.size} projects, all dependencies allowed.`);
