import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';
import { NEXT_DYNAMIC_FOR_TESTS, WEB_SPECS, webSpecsThatMock } from './vitest.specs.js';

// Component and lib specs share their worker's module cache (React and the libs imported once,
// not once per file: the project's run went from 92 s to 27 s); the specs that mock modules run
// isolated in `web-mocks` (vitest.mocks.config.ts).
export default defineConfig(
  projectConfig('web', {
    resolve: { alias: NEXT_DYNAMIC_FOR_TESTS },
    test: { include: [...WEB_SPECS], exclude: webSpecsThatMock() },
  } as object),
);
