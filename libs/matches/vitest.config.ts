import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';

// Whole practice matches of every game are decided and verified with the portable hashes: on a busy
// two-core machine one can take a minute. A guard against a hang, never a speed assertion.
export default defineConfig(projectConfig('matches', { test: { testTimeout: 120_000 } }));
