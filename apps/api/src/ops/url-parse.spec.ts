import { describe, expect, it } from 'vitest';
import { settleUrlParseDeprecation } from './url-parse.js';

describe("settling url.parse's deprecation for Apollo's per-request call", () => {
  it('shows no warning for it and leaves deprecation warnings on', async () => {
    const seen: string[] = [];
    const listen = (warning: Error & { code?: string }) => seen.push(warning.code ?? warning.name);
    process.on('warning', listen);
    const before = process.noDeprecation;
    try {
      settleUrlParseDeprecation();
      expect(process.noDeprecation).toBe(before);
      await new Promise((resolve) => setImmediate(resolve));
      expect(seen).not.toContain('DEP0169');
    } finally {
      process.off('warning', listen);
    }
  });
});
