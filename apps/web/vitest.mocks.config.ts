import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';
import { NEXT_DYNAMIC_FOR_TESTS, webSpecsThatMock } from './vitest.specs.js';

// The web specs that mock modules (vi.mock): each file gets a module cache of its own.
export default defineConfig(
  projectConfig('web-mocks', {
    resolve: { alias: NEXT_DYNAMIC_FOR_TESTS },
    test: { include: webSpecsThatMock(), isolate: true },
  } as object),
);
