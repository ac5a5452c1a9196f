import { NextResponse, type NextRequest } from 'next/server';
import { LANG_COOKIE, LANG_HEADER, parseLang } from './lib/lang';
import { securityHeadersFor } from './lib/security-headers';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** `?lang=es|en` on any page switches the language for this render and remembers it in a cookie. */
export function proxy(request: NextRequest) {
  const lang = parseLang(request.nextUrl.searchParams.get('lang'));
  const headers = new Headers(request.headers);
  if (lang) headers.set(LANG_HEADER, lang);
  else headers.delete(LANG_HEADER);
  const security = securityHeadersFor(request);
  security.forward(headers);
  const response = NextResponse.next({ request: { headers } });
  security.apply(response);
  if (lang) response.cookies.set(LANG_COOKIE, lang, { path: '/', maxAge: ONE_YEAR_SECONDS, sameSite: 'lax' });
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
