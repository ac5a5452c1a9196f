import { afterEach, describe, expect, it } from 'vitest';
import { apiSources, contentSecurityPolicy, NONCE_HEADER, securityHeadersFor } from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((d) => [d.split(' ')[0]!, d.split(' ').slice(1)]));

describe('the web’s security headers', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('let the browser reach the API where README says it lives, over HTTP and WebSocket', () => {
    expect(apiSources({ url: null, port: '4000' }, 'localhost:3000')).toEqual([
      'http://localhost:4000',
      'https://localhost:4000',
      'ws://localhost:4000',
      'wss://localhost:4000',
    ]);
    expect(apiSources({ url: null, port: '4000' }, '192.168.1.20:3000')).toContain('ws://192.168.1.20:4000');
    expect(apiSources({ url: null, port: '4000' }, '[::1]:3000')).toContain('http://[::1]:4000');
    expect(apiSources({ url: 'https://api.example.org/graphql', port: '4000' }, 'torneos.example.org')).toEqual([
      'https://api.example.org',
      'wss://api.example.org',
    ]);
    expect(apiSources({ url: null, port: '4000' }, 'no host/at all')).toEqual([
      'http://localhost:4000',
      'https://localhost:4000',
      'ws://localhost:4000',
      'wss://localhost:4000',
    ]);
  });

  it('run scripts only with the response’s nonce, frame nothing, and add eval only for next dev', () => {
    const policy = directives(
      contentSecurityPolicy({ nonce: 'abc', dev: false, apiSources: ['http://localhost:4000'] }),
    );
    expect(policy['script-src']).toEqual(["'self'", "'nonce-abc'", "'strict-dynamic'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'http://localhost:4000']);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(directives(contentSecurityPolicy({ nonce: 'abc', dev: true, apiSources: [] }))['script-src']).toContain(
      "'unsafe-eval'",
    );
  });

  it('give each response its own nonce, on the request for the page and in the policy the browser gets', () => {
    process.env.API_PORT = '4555';
    delete process.env.NEXT_PUBLIC_API_URL;
    const request = { headers: new Headers({ host: 'localhost:3555' }) };
    const seen = [0, 1].map(() => {
      const security = securityHeadersFor(request);
      const forwarded = new Headers();
      security.forward(forwarded);
      const response = { headers: new Headers() };
      security.apply(response);
      return {
        nonce: forwarded.get(NONCE_HEADER)!,
        policy: response.headers.get('Content-Security-Policy')!,
        response: response.headers,
      };
    });
    expect(seen[0]!.nonce).not.toBe(seen[1]!.nonce);
    expect(seen[0]!.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(seen[0]!.policy).toContain(`'nonce-${seen[0]!.nonce}'`);
    expect(seen[0]!.policy).toContain('ws://localhost:4555');
    expect(Object.fromEntries(seen[0]!.response)).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-content-type-options': 'nosniff',
    });
  });
});
