'use client';

import type { ReactNode } from 'react';
import { useBottomInset } from '../../../lib/bottom-inset';
import { matchMessages as m } from '../../../lib/match-messages';
import type { Translate } from '../../../lib/i18n';

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

export interface SeatPromptProps {
  /** The player may move now: her prompt shows. */
  readonly canAct: boolean;
  /** The match is being played: whoever may not move is watching it. */
  readonly live: boolean;
  readonly testId: string;
  readonly t: Translate;
  readonly children: ReactNode;
}

/** The player's prompt when she may move; otherwise, while the match is live, that she is watching it. */
export function SeatPrompt({ canAct, live, testId, t, children }: SeatPromptProps) {
  if (canAct) return <TablePrompt testId={testId}>{children}</TablePrompt>;
  return live ? <p className="waiting">{t(m.spectating)}</p> : null;
}
