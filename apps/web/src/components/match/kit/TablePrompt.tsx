'use client';

import type { ReactNode } from 'react';
import { useBottomInset } from '../../../lib/bottom-inset';

/**
 * The prompt with the player's moves, kept in sight wherever the page is scrolled: fixed over the
 * bottom of a phone's screen, sticky on a laptop's (at its top where it leads TableColumns' left
 * column). The page gets room and scroll padding of its height, so nothing hides behind it.
 */
export function TablePrompt({ testId, children }: { readonly testId: string; readonly children: ReactNode }) {
  const panel = useBottomInset<HTMLDivElement>();
  return (
    <div className="table__choice" ref={panel}>
      <div className="choice" data-testid={testId}>
        {children}
      </div>
    </div>
  );
}
