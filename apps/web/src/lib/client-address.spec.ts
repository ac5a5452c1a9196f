import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { stampClientAddress, webTrust, type Trust } from '../../server/client-address.mjs';

let server: Server | undefined;

/** The headers Next's code would see for a request sent from this machine with `sent` headers. */
async function seenBehind(trust: Trust, sent: Record<string, string>): Promise<IncomingHttpHeaders> {
  let seen: IncomingHttpHeaders = {};
  server = createServer((request, response) => {
    stampClientAddress(request, trust);
    seen = request.headers;
    response.end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) =>
    httpRequest({ host: '127.0.0.1', port, headers: sent }, (response) => response.resume().on('end', resolve))
      .on('error', reject)
      .end(),
  );
  return seen;
}

async function stop(): Promise<void> {
  const running = server;
  server = undefined;
  if (running) await new Promise((resolve) => running.close(resolve));
}

afterEach(stop);

describe('the client address the web’s server vouches for', () => {
  it('is the socket’s peer, whatever X-Forwarded-For, Forwarded or X-Real-IP the client sent', async () => {
    for (const forged of ['203.0.113.9', '198.51.100.1, 10.0.0.1', 'unknown']) {
      const seen = await seenBehind(webTrust(undefined), {
        'x-forwarded-for': forged,
        forwarded: 'for=192.0.2.1',
        'x-real-ip': '192.0.2.2',
      });
      expect(seen['x-forwarded-for']).toBe('127.0.0.1');
      expect(seen.forwarded).toBeUndefined();
      expect(seen['x-real-ip']).toBeUndefined();
      await stop();
    }
  });

  it('behind a proxy WEB_TRUST_PROXY names, is the hop that proxy appended, not what the client wrote before it', async () => {
    const seen = await seenBehind(webTrust('loopback'), { 'x-forwarded-for': '203.0.113.9, 198.51.100.7' });
    expect(seen['x-forwarded-for']).toBe('198.51.100.7');
  });

  it('trusts no proxy unless told: empty, none and off all mean the socket’s peer', async () => {
    for (const value of ['', 'none', 'off']) expect(webTrust(value)('127.0.0.1', 0)).toBe(false);
    expect(webTrust('loopback, 10.0.0.0/8')('10.1.2.3', 0)).toBe(true);
  });
});
