'use client';

import { useEffect, useState } from 'react';

/** The custom property the page reads for the room a fixed bottom panel takes (match-phone.css). */
export const BOTTOM_INSET_PROPERTY = '--bottom-inset';
/** The custom property for the scroll padding the panel needs, fixed or sticky (match-phone.css). */
export const SCROLL_INSET_PROPERTY = '--scroll-inset';

/** How much of the screen's bottom a panel covers: its height while it is fixed there (a phone), else nothing. */
export function coveredHeight(position: string, height: number): number {
  return position === 'fixed' ? Math.ceil(height) : 0;
}

/**
 * How much of the screen's bottom a panel may hide what gets focus behind: its height while it is
 * fixed (a phone) or sticky (a laptop's table keeps it stuck to the bottom as the page scrolls).
 */
export function scrollInset(position: string, height: number): number {
  return position === 'fixed' || position === 'sticky' ? Math.ceil(height) : 0;
}

/**
 * Measures a panel fixed over the bottom of the screen as it grows and shrinks, and gives the page
 * that much room below (and as scroll padding), so everything can be scrolled clear of the panel
 * and what gets focus is scrolled clear of it too. Returns the ref to put on the panel.
 */
export function useBottomInset<T extends HTMLElement>(): (panel: T | null) => void {
  const [panel, setPanel] = useState<T | null>(null);
  useEffect(() => {
    if (!panel) return;
    const root = document.documentElement;
    const measure = () => {
      const [position, height] = [getComputedStyle(panel).position, panel.getBoundingClientRect().height];
      root.style.setProperty(BOTTOM_INSET_PROPERTY, `${coveredHeight(position, height)}px`);
      root.style.setProperty(SCROLL_INSET_PROPERTY, `${scrollInset(position, height)}px`);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(panel);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      root.style.removeProperty(BOTTOM_INSET_PROPERTY);
      root.style.removeProperty(SCROLL_INSET_PROPERTY);
    };
  }, [panel]);
  return setPanel;
}
