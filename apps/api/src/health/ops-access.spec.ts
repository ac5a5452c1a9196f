import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { opsAllowed } from './ops-access.js';

const requestFrom = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, headers }) as unknown as IncomingMessage;

describe('who reads the operators’ details', () => {
  it('without OPS_TOKEN: only a request from this machine to a loopback name, through no proxy', () => {
    const config = loadConfig({});
    expect(opsAllowed(config, requestFrom('127.0.0.1', { host: 'localhost:4000' }))).toBe(true);
    expect(opsAllowed(config, requestFrom('::1', { host: '[::1]:4000' }))).toBe(true);
    expect(opsAllowed(config, requestFrom('::ffff:127.0.0.1', { host: '127.0.0.1:4000' }))).toBe(true);
    // DNS rebinding: a page on evil.example resolved to 127.0.0.1 sends its own Host.
    expect(opsAllowed(config, requestFrom('127.0.0.1', { host: 'evil.example:4000' }))).toBe(false);
    // A reverse proxy on the same machine forwards the public's requests from the loopback.
    expect(
      opsAllowed(config, requestFrom('127.0.0.1', { host: 'localhost:4000', 'x-forwarded-for': '203.0.113.1' })),
    ).toBe(false);
    expect(opsAllowed(config, requestFrom('192.168.1.30', { host: 'localhost:4000' }))).toBe(false);
  });

  it('with OPS_TOKEN: the bearer of that token, from anywhere, and no one else', () => {
    const config = loadConfig({ OPS_TOKEN: 'a-long-operator-token' });
    expect(
      opsAllowed(
        config,
        requestFrom('203.0.113.1', { host: 'api.example', authorization: 'Bearer a-long-operator-token' }),
      ),
    ).toBe(true);
    expect(opsAllowed(config, requestFrom('127.0.0.1', { host: 'localhost:4000' }))).toBe(false);
    expect(
      opsAllowed(
        config,
        requestFrom('127.0.0.1', { host: 'localhost:4000', authorization: 'Bearer a-long-operator-tokeN' }),
      ),
    ).toBe(false);
    expect(() => loadConfig({ OPS_TOKEN: 'short' })).toThrow(/OPS_TOKEN/);
  });
});
