'use client';

import { useState } from 'react';
import type { WotView } from '@cronica/warlords-of-terra';
import type { BoardProps } from '../types';
import { wotWords as w } from './words';

/**
 * In a best-of-N match (002 C.1) a player may concede the game being played and go on to the
 * next, as at a table; conceding the whole match stays the page's own button. Asks once more.
 */
export function ConcedeGame({ view, busy, send, t }: { view: WotView; busy: boolean; send: BoardProps['send']; t: BoardProps['t'] }) {
  const [asking, setAsking] = useState(false);
  if (view.bestOf <= 1 || view.phase === 'over') return null;
  if (!asking)
    return (
      <p className="concede">
        <button type="button" className="link-button" disabled={busy} onClick={() => setAsking(true)} data-testid="wot-concede-game">
          {t(w.concedeGame)}
        </button>
      </p>
    );
  return (
    <p className="concede" role="group">
      <span>{t(w.concedeGameConfirm(view.game + 1))}</span>{' '}
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => {
          setAsking(false);
          send({ type: 'Concede', data: { scope: 'game' } });
        }}
        data-testid="wot-concede-game-confirm"
      >
        {t(w.concedeGameYes)}
      </button>{' '}
      <button type="button" className="link-button" onClick={() => setAsking(false)}>
        {t(w.cancel)}
      </button>
    </p>
  );
}
