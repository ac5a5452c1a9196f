import { createRequire } from 'node:module';
import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';

const require = createRequire(import.meta.url);

// unplugin-swc compiles like tsc (legacy decorators + design:paramtypes), which Nest's DI needs.
// `graphql` resolves to the CommonJS build Node gives Nest, so GraphQLError and the schema's
// types come from one realm (Vite would otherwise pick graphql's .mjs entry).
export default defineConfig(
  projectConfig('api', {
    plugins: [swc.vite({ module: { type: 'es6' }, jsc: { target: 'es2022' } })],
    resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
    // Integration tests start real servers and hash real passwords: on a busy two-core machine a
    // whole match can take a minute. These are guards against a hang, never speed assertions.
    test: { testTimeout: 120_000, hookTimeout: 120_000 },
  }),
);
