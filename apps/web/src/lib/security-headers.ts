import { browserApiConfig, toWebSocketUrl, type BrowserApiConfig } from './config';

/** The request header that carries this response's nonce to the pages (the root layout reads it). */
export const NONCE_HEADER = 'x-nonce';

/** A fresh nonce per response: 128 random bits, base64 (CSP3 "nonce-source"). */
export function newNonce(): string {
  return Buffer.from(globalThis.crypto.getRandomValues(new Uint8Array(16))).toString('base64');
}

/**
 * Where the browser reaches the API (README "Configuration"): `NEXT_PUBLIC_API_URL`, or the host
 * name the reader opened the web with on `API_PORT`, over HTTP and the live WebSocket alike. The
 * scheme follows the page's, which a TLS proxy may hide from this server, so both are allowed.
 */
export function apiSources(api: Pick<BrowserApiConfig, 'url' | 'port'>, pageHost: string): string[] {
  if (api.url) {
    const { origin } = new URL(api.url);
    return [origin, new URL(toWebSocketUrl(api.url)).origin];
  }
  let hostname = 'localhost';
  try {
    hostname = new URL(`http://${pageHost}`).hostname;
  } catch {
    // A Host header that is no host: this response's own page then reaches only the local API.
  }
  return ['http', 'https', 'ws', 'wss'].map((scheme) => `${scheme}://${hostname}:${api.port}`);
}

export interface PolicyInput {
  readonly nonce: string;
  /** `next dev`: React's development build evaluates code for its error overlays and stacks. */
  readonly dev: boolean;
  readonly apiSources: readonly string[];
}

/**
 * The Content-Security-Policy of every page (Next's App Router guide: a nonce per request, set by
 * the proxy, which Next puts on its own scripts). Scripts run only with the nonce, and what they
 * load ('strict-dynamic'); nothing may frame the site; forms post only to it.
 *
 * `style-src 'unsafe-inline'`: React renders `style` attributes (a life bar's width, a board's grid)
 * into the server's HTML, and nonces cannot cover attributes. Styles cannot run script, and every
 * value in them comes from the game's state, never from text a person typed.
 * No WebAssembly or workers: the replay verifier is plain JavaScript (libs/replay).
 */
export function contentSecurityPolicy({ nonce, dev, apiSources: api }: PolicyInput): string {
  const directives: Record<string, readonly string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", `'nonce-${nonce}'`, "'strict-dynamic'", ...(dev ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...api],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The headers every response of the web carries, besides the policy. */
export const FIXED_HEADERS: Readonly<Record<string, string>> = {
  // For browsers without CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
  // Other sites learn only the origin a link was followed from, never a page's path or query.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * What the proxy does for one request: the nonce and policy go on the request (Next reads the
 * policy there to put the nonce on its scripts; the layout reads the nonce) and on the response.
 */
export function securityHeadersFor(request: { readonly headers: Headers }): {
  forward(headers: Headers): void;
  apply(response: { headers: Headers }): void;
} {
  const nonce = newNonce();
  const host =
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() || request.headers.get('host') || 'localhost';
  const policy = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    apiSources: apiSources(browserApiConfig(), host),
  });
  return {
    forward(headers) {
      headers.set(NONCE_HEADER, nonce);
      headers.set('Content-Security-Policy', policy);
    },
    apply(response) {
      response.headers.set('Content-Security-Policy', policy);
      for (const [name, value] of Object.entries(FIXED_HEADERS)) response.headers.set(name, value);
    },
  };
}
