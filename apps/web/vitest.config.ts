import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';

export default defineConfig(
  projectConfig('web', {
    // Component specs mock modules (vi.mock) and render into a fresh DOM: each file stays apart.
    test: { include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'], isolate: true },
  } as object),
);
