'use client';

import { useEffect, useRef, useState } from 'react';
import type { BladesView } from '@cronica/blades-of-ash';
import type { GameCommand, LegalCommand } from '../../../../graphql/match';
import type { Translate } from '../../../../lib/i18n';
import { bladesMessages as b } from './messages';
import styles from './blades.module.css';

const KEY = 'cronica.blades.autoPass';

/** The player's own auto-pass choice, off until she turns it on; kept in this browser. */
export function useAutoPassSetting(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(false);
  useEffect(() => setOn(window.localStorage.getItem(KEY) === '1'), []);
  const set = (next: boolean) => {
    setOn(next);
    window.localStorage.setItem(KEY, next ? '1' : '0');
  };
  return [on, set];
}

/** Whether an auto-pass is due: on, this seat may act, and its legal moves (the rules' list) are nothing but a pass. */
export function autoPassDue(
  on: boolean,
  view: BladesView | null,
  canAct: boolean,
  busy: boolean,
  legal: readonly LegalCommand[],
): boolean {
  if (!on || !canAct || busy || view?.phase !== 'actions') return false;
  return legal.length > 0 && legal.every((entry) => (entry.command as GameCommand).type === 'Pass');
}

/**
 * With auto-pass on, passes once per event when the rules' legal moves for this seat are nothing
 * but a pass; anything else (a reaction to play, a trigger to order) waits for her.
 */
export function useAutoPass(
  on: boolean,
  view: BladesView | null,
  canAct: boolean,
  busy: boolean,
  legal: readonly LegalCommand[],
  eventCount: number,
  send: (c: GameCommand) => void,
) {
  const sent = useRef(-1);
  const due = autoPassDue(on, view, canAct, busy, legal);
  useEffect(() => {
    if (!due || sent.current === eventCount) return;
    sent.current = eventCount;
    send({ type: 'Pass', data: {} });
  }, [due, eventCount, send]);
}

export function AutoPassToggle({ on, set, t }: { on: boolean; set: (on: boolean) => void; t: Translate }) {
  return (
    <label className={styles.autoPass} data-testid="auto-pass">
      <input type="checkbox" checked={on} onChange={(event) => set(event.target.checked)} /> {t(b.autoPass)}
    </label>
  );
}
