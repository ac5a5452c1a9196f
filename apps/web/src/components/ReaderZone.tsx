'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { useHydrated } from '../lib/hydrated';
import { ZONE_COOKIE } from '../lib/reader-zone';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Whether this page load has drawn a page again for the zone already (a zone the server refuses would otherwise loop). */
let redrawnForZone = false;

/** The browser's own time zone (an IANA name; empty where it has none to say). */
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone ?? '';

/**
 * Writes the reader's time zone (the browser's own) to the cookie the server reads, unless it
 * already says so; whether it wrote. `jar` and `zone` stand in for the document and the browser in a test.
 */
export function rememberReaderZone(jar: { cookie: string } = document, zone: string = browserZone()): boolean {
  const cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}`;
  if (!zone || jar.cookie.split('; ').includes(cookie)) return false;
  jar.cookie = `${cookie}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  return true;
}

/**
 * Tells the server the reader's time zone, in a cookie the next page reads, so times that belong to
 * no venue show on the reader's clock. Written again only when it changes (a laptop that travelled).
 * Renders nothing.
 */
export function ReaderZone() {
  useEffect(() => {
    rememberReaderZone();
  }, []);
  return null;
}

/**
 * For a page the server drew with times in UTC, not yet knowing the reader's zone (a browser's
 * first page): the zone goes into the cookie (whichever of this and `ReaderZone` runs first) and
 * the page is drawn again on the reader's clock. Once a page load: a page drawn again still
 * without a zone (one the server does not accept) stays in UTC, said so. Nothing of it is in the
 * server's HTML: it exists only once the page runs in a browser.
 */
export function ZoneRefresh() {
  return useHydrated() ? <RedrawForZone /> : null;
}

function RedrawForZone() {
  const router = useRouter();
  useEffect(() => {
    rememberReaderZone();
    if (redrawnForZone || !browserZone()) return;
    redrawnForZone = true;
    router.refresh();
  }, [router]);
  return null;
}
