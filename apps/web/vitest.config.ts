import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';

export default defineConfig(
  projectConfig('web', { test: { include: ['src/**/*.spec.ts', 'src/**/*.spec.tsx'] } } as object),
);
