import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserApiConfig, browserApiUrl, serverApiUrl, toWebSocketUrl } from './config';

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
