import { describe, expect, it } from 'vitest';
import { accountPageHref, returnPathOf, safeNextPath } from './next-path';

// What the sign-in and sign-up pages receive in `next` (already percent-decoded once by Next for
// the query; the form posts it back as typed), and where the browser would go with it.
const OFF_SITE = [
  ['a tab the browser drops, making //host', '/\t/example.com'],
  ['a line feed', '/\n/example.com'],
  ['a carriage return', '/\r/example.com'],
  ['a tab before the host without a slash', '/\texample.com'],
  ['a protocol-relative URL', '//example.com'],
  ['a protocol-relative URL with a path', '//example.com/login'],
  ['a backslash the browser reads as a slash', '/\\example.com'],
  ['two backslashes', '/\\\\example.com'],
  ['backslashes only', '\\\\example.com'],
  ['percent-encoded backslashes', '/%5c%5cexample.com'],
  ['percent-encoded slashes', '/%2F%2Fexample.com'],
  ['a percent-encoded slash after the first', '/%2Fexample.com'],
  ['a percent-encoded tab (decoded twice)', '/%09/example.com'],
  ['an absolute http URL', 'http://example.com'],
  ['an absolute https URL', 'https://example.com/'],
  ['a scheme without slashes', 'http:example.com'],
  ['a javascript: URL', 'javascript:alert(1)'],
  ['a data: URL', 'data:text/html,<script>alert(1)</script>'],
  ['an ideographic full stop in the host', '//example%E3%80%82com'],
  ['a raw ideographic full stop in the host', '//example\u3002com'],
  ['dot segments that collapse into //host', '/..//example.com'],
  ['a dot segment before a backslash', '/./\\example.com'],
  ['a leading space', ' /tournaments'],
  ['a NUL', '/tournaments\u0000'],
  ['a relative path', 'tournaments'],
  ['an empty value', ''],
  ['a malformed percent escape', '/100%'],
] as const;

describe('the page to return to after signing in or up', () => {
  it.each(OFF_SITE)('goes home for %s', (_what, value) => {
    expect(safeNextPath(value)).toBe('/');
  });

  it('goes home for anything that is not a string', () => {
    for (const value of [null, undefined, 42, ['/tournaments'], { href: '/x' }]) expect(safeNextPath(value)).toBe('/');
  });

  it('keeps a path on this site exactly as given, with its query and fragment', () => {
    for (const path of [
      '/',
      '/tournaments',
      '/tournaments/demo-liga-de-otono?round=2#mesa-3',
      '/players/Jos%C3%A9',
      '/matches/abc/replay?lang=en',
      '/%E3%80%82/example.com',
    ]) {
      expect(safeNextPath(path)).toBe(path);
    }
  });

  it('refuses, rather than repairs, a path the URL parser would rewrite', () => {
    expect(safeNextPath('/tournaments/../account')).toBe('/');
    expect(safeNextPath('/a b')).toBe('/');
    expect(safeNextPath('/torneo\u3002/x')).toBe('/');
  });
});

describe('the way back from signing in or up', () => {
  it('comes back to the page the reader was on, with its query but not its language', () => {
    expect(returnPathOf('/tournaments/liga', 'round=2&lang=en')).toBe('/tournaments/liga?round=2');
    expect(accountPageHref('/login', returnPathOf('/tournaments/liga', ''))).toBe('/login?next=%2Ftournaments%2Fliga');
    expect(accountPageHref('/signup', '/tournaments/liga?round=2')).toBe(
      '/signup?next=%2Ftournaments%2Fliga%3Fround%3D2',
    );
  });

  it('keeps the sign-in, sign-up and recovery pages’ own way back, and needs none for home', () => {
    expect(returnPathOf('/login', 'next=%2Fplay')).toBe('/play');
    expect(returnPathOf('/login/recover', 'next=%2Fdecks')).toBe('/decks');
    expect(accountPageHref('/login/recover', '/decks')).toBe('/login/recover?next=%2Fdecks');
    expect(returnPathOf('/signup', '')).toBe('/');
    expect(accountPageHref('/signup', '/')).toBe('/signup');
  });

  it('never leads off the site, whatever the address holds', () => {
    for (const [, value] of OFF_SITE) {
      expect(returnPathOf('/login', new URLSearchParams({ next: value }).toString())).toBe('/');
      expect(accountPageHref('/login', value)).toBe('/login');
    }
  });
});
