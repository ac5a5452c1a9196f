import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  browserApiConfig,
  browserApiUrl,
  fetchWithin,
  serverApiTimeoutMs,
  serverApiUrl,
  toWebSocketUrl,
} from './config';

afterEach(() => vi.unstubAllEnvs());

describe('API location', () => {
  it('defaults to the API on port 4000, or on API_PORT when set', () => {
    vi.stubEnv('API_PORT', '');
    vi.stubEnv('API_URL', '');
    expect(serverApiUrl()).toBe('http://localhost:4000/graphql');
    vi.stubEnv('API_PORT', '4311');
    expect(serverApiUrl()).toBe('http://localhost:4311/graphql');
  });

  it('lets API_URL and NEXT_PUBLIC_API_URL point server and browser elsewhere', () => {
    vi.stubEnv('API_URL', 'http://api:4000/graphql');
    vi.stubEnv('NEXT_PUBLIC_API_URL', 'https://cronica.example/graphql');
    expect(serverApiUrl()).toBe('http://api:4000/graphql');
    const config = browserApiConfig();
    expect(browserApiUrl(config, { protocol: 'http:', hostname: 'localhost' })).toBe('https://cronica.example/graphql');
  });

  it('sends the browser to the host it opened the web on when no public URL is given', () => {
    vi.stubEnv('NEXT_PUBLIC_API_URL', '');
    vi.stubEnv('API_PORT', '4100');
    const config = browserApiConfig();
    expect(browserApiUrl(config, { protocol: 'http:', hostname: '192.168.1.20' })).toBe(
      'http://192.168.1.20:4100/graphql',
    );
  });

  it('speaks graphql-ws on the same address', () => {
    expect(toWebSocketUrl('http://localhost:4000/graphql')).toBe('ws://localhost:4000/graphql');
    expect(toWebSocketUrl('https://cronica.example/graphql')).toBe('wss://cronica.example/graphql');
  });
});

/** A server that takes the request and never answers, until the request is given up. */
const neverAnswers: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal!.reason)));

describe("the web's server waiting for the API", () => {
  it('gives up on an API that never answers, so the page can say so instead of loading forever', async () => {
    await expect(fetchWithin(50, neverAnswers)('http://api/graphql')).rejects.toMatchObject({ name: 'TimeoutError' });
  });

  it('still gives up when the caller aborts first, and passes an answer through untouched', async () => {
    const caller = new AbortController();
    const pending = fetchWithin(60_000, neverAnswers)('http://api/graphql', { signal: caller.signal });
    caller.abort(new Error('the reader left'));
    await expect(pending).rejects.toThrow('the reader left');
    const answer = new Response('{"data":{}}');
    await expect(fetchWithin(50, async () => answer)('http://api/graphql')).resolves.toBe(answer);
  });

  it('waits 30 s unless WEB_API_TIMEOUT_SECONDS says otherwise, and ignores a value it cannot use', () => {
    vi.stubEnv('WEB_API_TIMEOUT_SECONDS', '');
    expect(serverApiTimeoutMs()).toBe(30_000);
    vi.stubEnv('WEB_API_TIMEOUT_SECONDS', '5');
    expect(serverApiTimeoutMs()).toBe(5_000);
    for (const unusable of ['0', '-3', '2.5', 'soon', '601']) {
      vi.stubEnv('WEB_API_TIMEOUT_SECONDS', unusable);
      expect(serverApiTimeoutMs(), unusable).toBe(30_000);
    }
  });
});
