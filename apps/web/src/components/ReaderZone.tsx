'use client';

import { useEffect } from 'react';
import { ZONE_COOKIE } from '../lib/reader-zone';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Tells the server the reader's time zone (the browser's own), in a cookie the next page reads, so
 * times that belong to no venue show on the reader's clock. Written again only when it changes (a
 * laptop that travelled). Renders nothing.
 */
export function ReaderZone() {
  useEffect(() => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const cookie = `${ZONE_COOKIE}=${encodeURIComponent(zone)}`;
    if (!zone || document.cookie.split('; ').includes(cookie)) return;
    document.cookie = `${cookie}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  }, []);
  return null;
}
