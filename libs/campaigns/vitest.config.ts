import { defineConfig } from 'vitest/config';
import { projectConfig } from '../../tools/vitest.shared.js';

export default defineConfig(projectConfig('campaigns'));
