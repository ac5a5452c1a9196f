'use client';

import { useEffect, useRef, type ReactNode } from 'react';

/**
 * A row of tabs. On a phone it scrolls sideways (phone.css); there it opens with the chosen tab in
 * sight, so a reader who followed a link to the final (the last of nine rounds) sees which list she
 * reads. Only the row scrolls, never the page, and only when the chosen tab changes: a reader who
 * scrolled the row herself keeps it where she left it.
 */
export function TabsNav(props: {
  label: string;
  /** Which tab is chosen (its `aria-current="page"`): the row is brought to it when this changes. */
  chosen: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { label, chosen, className = 'tabs', testId, children } = props;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const row = ref.current;
    const tab = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && tab) row.scrollLeft += overflowOf(tab.getBoundingClientRect(), row.getBoundingClientRect());
  }, [chosen]);
  return (
    <nav ref={ref} aria-label={label} className={className} data-testid={testId}>
      {children}
    </nav>
  );
}

/** How far the row must move for the tab to stand inside it, with a margin (0 when it already does). */
export function overflowOf(tab: Pick<DOMRect, 'left' | 'right'>, row: Pick<DOMRect, 'left' | 'right'>): number {
  const margin = 16;
  if (tab.right > row.right) return tab.right - row.right + margin;
  if (tab.left < row.left) return tab.left - row.left - margin;
  return 0;
}
