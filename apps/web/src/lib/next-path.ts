/**
 * Stands for this site's origin while a return path is parsed: only whether the path stays on the
 * origin matters, and a fixed one keeps the answer independent of the `Host` a request claims.
 * `.invalid` never resolves (RFC 2606).
 */
const SITE = new URL('http://same-origin.invalid');

/** ASCII controls and backslashes: browsers drop or rewrite them while parsing a URL (WHATWG URL). */
// eslint-disable-next-line no-control-regex -- the control characters are what is refused
const REWRITTEN_BY_BROWSERS = /[\u0000-\u001f\u007f\\]/;

/** A path the browser reads exactly as written, on this origin (not `//host`, not `/\host`). */
function staysHere(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//') || REWRITTEN_BY_BROWSERS.test(value)) return false;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return false;
  }
  // Whatever the parser changed (a dot segment, a space it encodes) is refused, not repaired.
  return url.origin === SITE.origin && `${url.pathname}${url.search}${url.hash}` === value;
}

/**
 * A path inside this site to return to after signing in (ASVS 5.1.5); anything else goes home.
 * The value is parsed as a URL against the site's origin and kept only when it is exactly a path
 * on that origin, both as given and once percent-decoded (so `/%2F%2Fhost` or `/%5Chost` can never
 * become `//host` for a decoder further on). Nothing is stripped: a tab, a line feed or a
 * backslash the browser would drop or rewrite makes the whole value fall back to `/`.
 */
export function safeNextPath(value: unknown): string {
  if (typeof value !== 'string' || !staysHere(value)) return '/';
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return '/';
  }
  return decoded.startsWith('//') || REWRITTEN_BY_BROWSERS.test(decoded) ? '/' : value;
}

/** The sign-in, sign-up or account-recovery page, coming back to `next` afterwards (home needs no `next`). */
export function accountPageHref(page: '/login' | '/signup' | '/login/recover', next: string): string {
  const back = safeNextPath(next);
  return back === '/' ? page : `${page}?next=${encodeURIComponent(back)}`;
}

/** The pages a person signs in, signs up or recovers their account on: they lead on to their own `next`. */
const ACCOUNT_PAGES: readonly string[] = ['/login', '/signup', '/login/recover'];

/**
 * Where a page's "sign in" and "sign up" links come back to: the page itself with its query (the
 * language is the reader's cookie, not the address's), or, on the sign-in and sign-up pages, where
 * they already lead.
 */
export function returnPathOf(pathname: string, query: string): string {
  const params = new URLSearchParams(query);
  if (ACCOUNT_PAGES.includes(pathname)) return safeNextPath(params.get('next') ?? '/');
  params.delete('lang');
  const search = params.toString();
  return safeNextPath(search ? `${pathname}?${search}` : pathname);
}
