// Node module hooks that run the API's TypeScript sources in a child process (crash tests),
// compiled by SWC like Vitest does (legacy decorators + design:paramtypes for Nest's DI).
// Start with: node --conditions=@cronica/source --import ./src/testing/register-ts.mjs src/main.ts
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import swc from '@swc/core';

export async function resolve(specifier, context, nextResolve) {
  if (
    (specifier.startsWith('.') || specifier.startsWith('/')) &&
    specifier.endsWith('.js') &&
    context.parentURL?.endsWith('.ts')
  ) {
    const candidate = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(candidate))) return { url: candidate.href, shortCircuit: true };
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (url.startsWith('file:') && url.endsWith('.json') && !url.includes('/node_modules/')) {
    // Sources import JSON without attributes (TypeScript's resolveJsonModule), as their build does.
    return {
      format: 'module',
      source: `export default ${readFileSync(fileURLToPath(url), 'utf8')};`,
      shortCircuit: true,
    };
  }
  if (!url.endsWith('.ts')) return nextLoad(url, context);
  const source = readFileSync(fileURLToPath(url), 'utf8');
  const { code } = swc.transformSync(source, {
    filename: fileURLToPath(url),
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'es6' },
    sourceMaps: 'inline',
  });
  return { format: 'module', source: code, shortCircuit: true };
}
