'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { ButtonOnceHydrated } from '../ButtonOnceHydrated';

/** How long each page of a long list stays up: time to find one's name, not so long the last page waits. */
export const PAGE_SECONDS = 15;

/**
 * Pages that turn by themselves, for a screen nobody touches: each is rendered (the first shows
 * before the script runs) and the others are hidden; the page count under them says which is up.
 * A page list that changes (the round was re-rendered) starts again from the first.
 */
export function RotatingPages({ pages, counts }: { pages: readonly ReactNode[]; counts: readonly string[] }) {
  const [shown, setShown] = useState(0);
  const [pageCount, setPageCount] = useState(pages.length);
  if (pageCount !== pages.length) {
    setPageCount(pages.length);
    setShown(0);
  }
  useEffect(() => {
    if (pages.length < 2) return;
    const timer = setInterval(() => setShown((page) => (page + 1) % pages.length), PAGE_SECONDS * 1000);
    return () => clearInterval(timer);
  }, [pages.length]);
  const current = Math.min(shown, pages.length - 1);
  return (
    <>
      {pages.map((page, index) => (
        <div key={index} className="screen-page" hidden={index !== current} data-testid="screen-page">
          {page}
        </div>
      ))}
      {pages.length > 1 ? (
        <p className="screen-page__count" data-testid="screen-page-count">
          {counts[current]}
        </p>
      ) : null}
    </>
  );
}

/** Asks the browser to fill the screen with the page (a projector shows no browser bar then). */
export function FullScreenButton({ label }: { label: string }) {
  return (
    <ButtonOnceHydrated
      className="button"
      // A browser that refuses (a kiosk, a policy) leaves the page as it is: nothing to report.
      onClick={() => void document.documentElement.requestFullscreen?.().catch(() => undefined)}
      data-testid="screen-full"
    >
      {label}
    </ButtonOnceHydrated>
  );
}
