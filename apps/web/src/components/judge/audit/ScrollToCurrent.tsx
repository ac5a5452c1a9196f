'use client';

import { useEffect } from 'react';

/** Scrolls the log's own box (never the page) so the selected entry is in view when the page opens at it. */
export function ScrollToCurrent({ listId }: { listId: string }) {
  useEffect(() => {
    const list = document.getElementById(listId);
    const current = list?.querySelector<HTMLElement>('li.is-current');
    if (list && current) list.scrollTop = Math.max(0, current.offsetTop - list.offsetTop - list.clientHeight / 3);
  });
  return null;
}
