import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApiDb } from '../store/api-db.js';
import { FREE_FAILURES, LoginGuard, MAX_BACKOFF_MS } from './login-guard.js';

describe('the login guard', () => {
  it('lets the first wrong passwords through, then doubles the wait up to fifteen minutes', () => {
    const guard = new LoginGuard(1000);
    let now = 0;
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect(guard.admit('eva', undefined, now)).toBe(0);
      guard.failed('eva', now);
    }
    expect(guard.admit('eva', undefined, now)).toBe(1000);
    const waits = [];
    for (let i = 0; i < 12; i += 1) {
      now += guard.admit('eva', undefined, now);
      guard.failed('eva', now);
      waits.push(guard.admit('eva', undefined, now));
    }
    expect(waits.slice(0, 4)).toEqual([2000, 4000, 8000, 16_000]);
    expect(Math.max(...waits)).toBe(MAX_BACKOFF_MS);
    expect(guard.admit('otra', undefined, now)).toBe(0);
  });

  it('forgets the failures after a right password', () => {
    const guard = new LoginGuard(1000);
    for (let i = 0; i < FREE_FAILURES + 2; i += 1) guard.failed('eva', 0);
    expect(guard.admit('eva', undefined, 0)).toBeGreaterThan(0);
    guard.succeeded('eva');
    expect(guard.admit('eva', undefined, 0)).toBe(0);
  });

  it('counts password checks per address, not for the server’s own calls', () => {
    const guard = new LoginGuard(2);
    expect([0, 0, 0].map((_, i) => guard.admit(`u${i}`, '203.0.113.1', 0))).toEqual([0, 0, 30_000]);
    expect(guard.admit('u9', '203.0.113.2', 0)).toBe(0);
    expect(guard.admit('u9', undefined, 0)).toBe(0);
  });
});

describe('the login guard shared by API instances', () => {
  const twoInstances = () => {
    const dir = mkdtempSync(join(tmpdir(), 'cronica-guard-'));
    const [a, b] = [openApiDb(dir), openApiDb(dir)];
    return { a: new LoginGuard(2, a), b: new LoginGuard(2, b), close: () => (a.close(), b.close(), rmSync(dir, { recursive: true, force: true })) };
  };

  it('counts wrong passwords sent to either instance toward one back-off', () => {
    const { a, b, close } = twoInstances();
    for (let i = 0; i < FREE_FAILURES; i += 1) (i % 2 === 0 ? a : b).failed('eva', 0);
    expect(a.admit('eva', undefined, 0)).toBe(1000);
    expect(b.admit('eva', undefined, 0)).toBe(1000);
    b.succeeded('eva');
    expect(a.admit('eva', undefined, 0)).toBe(0);
    close();
  });

  it('draws password checks from one address on one bucket whichever instance answers', () => {
    const { a, b, close } = twoInstances();
    expect([a, b, a].map((guard, i) => guard.admit(`u${i}`, '203.0.113.1', 0))).toEqual([0, 0, 30_000]);
    close();
  });
});
