import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { specsThatMockModules } from '../../tools/vitest.shared.js';

/** Every web spec: lib units and components rendered to markup. */
export const WEB_SPECS = ['src/**/*.spec.ts', 'src/**/*.spec.tsx'] as const;

/** The web specs that mock modules, which run apart from the others (project `web-mocks`). */
export const webSpecsThatMock = () => specsThatMockModules(dirname(fileURLToPath(import.meta.url)), WEB_SPECS);

/** `next/dynamic` as the unit tests load it: each component drawn whole (src/testing/next-dynamic.ts). */
export const NEXT_DYNAMIC_FOR_TESTS = {
  'next/dynamic': fileURLToPath(new URL('./src/testing/next-dynamic.ts', import.meta.url)),
};
