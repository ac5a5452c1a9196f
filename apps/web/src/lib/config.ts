/**
 * Where the API lives. Read at request time (never inlined at build time) so one build
 * serves any port: `API_URL` for server-side rendering, `NEXT_PUBLIC_API_URL` for the
 * browser, both defaulting to the API on `API_PORT` (4000).
 */
const DEFAULT_API_PORT = '4000';

function readEnv(name: string): string | undefined {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : undefined;
}

export function apiPort(): string {
  return readEnv('API_PORT') ?? DEFAULT_API_PORT;
}

/** GraphQL endpoint as seen from the web server. */
export function serverApiUrl(): string {
  return readEnv('API_URL') ?? `http://localhost:${apiPort()}/graphql`;
}

/** How long the web's server waits for the API by default before the page says it failed. */
const DEFAULT_API_TIMEOUT_SECONDS = 30;

/**
 * How long the web's server waits for one answer of the API (`WEB_API_TIMEOUT_SECONDS`, 1–600):
 * an API that hangs (a stalled store, a frozen process) then gives the reader the error page with
 * its "try again" instead of a page that never finishes loading. An unusable value is the default.
 */
export function serverApiTimeoutMs(): number {
  const seconds = Number(readEnv('WEB_API_TIMEOUT_SECONDS') ?? DEFAULT_API_TIMEOUT_SECONDS);
  const usable = Number.isInteger(seconds) && seconds >= 1 && seconds <= 600;
  return (usable ? seconds : DEFAULT_API_TIMEOUT_SECONDS) * 1000;
}

/** `fetch` that gives up after `ms` (as well as whenever the caller's own signal aborts). */
export function fetchWithin(ms: number, send: typeof fetch = fetch): typeof fetch {
  return (input, init) => {
    const limit = AbortSignal.timeout(ms);
    return send(input, { ...init, signal: init?.signal ? AbortSignal.any([init.signal, limit]) : limit });
  };
}

/**
 * What the browser needs to reach the API: an explicit URL, or the port to combine with the
 * host name the reader used to open the web (so a phone on the LAN reaches the same machine).
 */
export interface BrowserApiConfig {
  readonly url: string | null;
  readonly port: string;
  /** Used only while client components render on the web server. */
  readonly ssrUrl: string;
}

export function browserApiConfig(): BrowserApiConfig {
  return { url: readEnv('NEXT_PUBLIC_API_URL') ?? null, port: apiPort(), ssrUrl: serverApiUrl() };
}

export function browserApiUrl(config: BrowserApiConfig, location: { protocol: string; hostname: string }): string {
  if (config.url) return config.url;
  return `${location.protocol}//${location.hostname}:${config.port}/graphql`;
}

export function toWebSocketUrl(httpUrl: string): string {
  return httpUrl.replace(/^http(s?):/, 'ws$1:');
}
