'use client';

import { useSyncExternalStore } from 'react';

const noChanges = () => () => {};

/**
 * False while the page is the server's HTML (and during hydration), true once React runs it: a
 * control that answers only through React is disabled until then, so a tap on a page still loading
 * waits for a button that works instead of falling on one that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
