'use client';

import { useState } from 'react';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';

/** Conceding ends the match for the rival: it asks once more before it sends. */
export function ConcedeButton({ busy, onConcede, t }: { busy: boolean; onConcede: () => void; t: Translate }) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <p className="concede">
        <button type="button" className="link-button" disabled={busy} onClick={() => setAsking(true)} data-testid="concede">
          {t(m.concede.ask)}
        </button>
      </p>
    );
  }
  return (
    <p className="concede" role="group">
      <span>{t(m.concede.confirmText)}</span>{' '}
      <button type="button" className="button" disabled={busy} onClick={onConcede} data-testid="concede-confirm">
        {t(m.concede.confirm)}
      </button>{' '}
      <button type="button" className="link-button" onClick={() => setAsking(false)}>
        {t(m.concede.cancel)}
      </button>
    </p>
  );
}
