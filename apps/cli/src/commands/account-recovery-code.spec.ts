import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { flags, runCommandPrinting } from '../testing/cli-run.js';
import { accountRecoveryCodeCommand } from './account-recovery-code.js';

// A stand-in for the API's operator endpoint: it records what the CLI sent, and answers a code
// for @ana only when shown the right token.
const TOKEN = 'operador-de-la-tienda-0123';
const seen: Array<{ method?: string; url?: string; type?: string; authorization?: string; body: string }> = [];
let server: Server;
let api: string;

function answer(request: IncomingMessage, body: string) {
  seen.push({
    method: request.method,
    url: request.url,
    type: request.headers['content-type'],
    authorization: request.headers.authorization,
    body,
  });
  const allowed = request.headers.authorization === `Bearer ${TOKEN}`;
  return allowed && request.url === '/ops/accounts/ana/recovery-code'
    ? { status: 201, json: { code: 'K7Q2-M000-1111-2222-3333', setAt: '2026-12-07T10:00:00.000Z' } }
    : { status: 404, json: { message: 'Not Found' } };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const { status, json } = answer(request, body);
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

/** The command asking the stand-in API for `username`'s code, with the right token unless told another. */
const ask = (username: string, more: Record<string, string | true> = {}) =>
  runCommandPrinting(accountRecoveryCodeCommand, flags({ username, api, 'ops-token': TOKEN, ...more }));

describe('account recovery-code: the operator gives a person who kept no code a new one', () => {
  it('asks the API’s operator endpoint with a JSON body and the token, and prints the code to hand over', async () => {
    // The name as typed with spaces, the address with a trailing slash: both tidied.
    const run = await ask(' ana ', { api: `${api}/` });
    expect(run.code).toBe(0);
    expect(seen).toEqual([
      {
        method: 'POST',
        url: '/ops/accounts/ana/recovery-code',
        type: 'application/json',
        authorization: `Bearer ${TOKEN}`,
        body: '{}',
      },
    ]);
    expect(run.out).toContain('  K7Q2-M000-1111-2222-3333');
    expect(run.out).toContain('/login/recover');
  });

  it('answers JSON for tools', async () => {
    const run = await ask('ana', { json: true });
    expect(JSON.parse(run.out)).toEqual({
      username: 'ana',
      code: 'K7Q2-M000-1111-2222-3333',
      setAt: '2026-12-07T10:00:00.000Z',
    });
  });

  it('exits 1 saying why there may be no code: no such account, or not the operator', async () => {
    const unknown = await ask('nadie');
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain('no hay cuenta @nadie');
    const untrusted = await ask('ana', { 'ops-token': 'otro' });
    expect(untrusted.code).toBe(1);
    expect(untrusted.out).toBe('');
  });

  it('refuses usage without a username or with an address that is not http(s), sending nothing', async () => {
    expect((await runCommandPrinting(accountRecoveryCodeCommand, ['--api', api])).code).toBe(2);
    expect((await runCommandPrinting(accountRecoveryCodeCommand, ['--username', 'ana', '--api', 'ftp://x'])).code).toBe(
      2,
    );
    expect(seen).toEqual([]);
  });
});
