'use client';

import { useEffect } from 'react';

/**
 * Leaves a User Timing mark once the page has hydrated, so `bench event` can tell when the
 * tournament page answers to the reader (its time to interactive). Renders nothing.
 */
export function HydratedMark({ name }: { name: string }) {
  useEffect(() => {
    performance.mark(name);
  }, [name]);
  return null;
}
