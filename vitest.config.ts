import { defineConfig } from 'vitest/config';

// One run over every project, one summary line ("Tests  N passed").
export default defineConfig({
  test: {
    projects: ['libs/*/vitest.config.ts', 'libs/rules/*/vitest.config.ts', 'apps/*/vitest.config.ts'],
  },
});
