// Node module hooks that run the API from its TypeScript sources in a child process (the crash
// test): `.js` specifiers fall back to `.ts`, and TypeScript is compiled by swc with legacy
// decorators and their metadata, as tsc and the Vitest config do, which Nest's DI needs.
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (specifier.endsWith('.js') && (specifier.startsWith('.') || specifier.startsWith('/'))) {
      return next(`${specifier.slice(0, -3)}.ts`, context);
    }
    throw error;
  }
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const filename = fileURLToPath(url);
  const output = await transform(await readFile(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    module: { type: 'es6' },
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      experimental: { keepImportAttributes: true },
    },
  });
  return { format: 'module', source: output.code, shortCircuit: true };
}
