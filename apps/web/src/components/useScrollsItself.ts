'use client';

import { useEffect, useState } from 'react';

/**
 * Whether a box scrolls its own content (taller than the room it is given), kept as it grows and as
 * the screen changes, for a box a keyboard must reach only while it scrolls: a laptop's long log is a
 * tab stop, a phone's folded one is not. Returns the ref to put on the box and whether it scrolls.
 */
export function useScrollsItself<T extends HTMLElement>(): [(box: T | null) => void, boolean] {
  const [box, setBox] = useState<T | null>(null);
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!box) return;
    const measure = () => setScrolls(box.scrollHeight > box.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    // New lines change what the box holds, not its size once it scrolls.
    const lines = new MutationObserver(measure);
    lines.observe(box, { childList: true });
    return () => {
      observer.disconnect();
      lines.disconnect();
    };
  }, [box]);
  return [setBox, scrolls];
}
