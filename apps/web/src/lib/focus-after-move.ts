'use client';

import { useEffect, useRef, type RefObject } from 'react';

/** Where each board shows the player's choice: the Blades choice bar, the card boards' move panel, or a board's own marked panel. */
export const CHOICE_PANEL = '[data-choice-panel], [data-testid="choice"], [data-testid="commands"]';
const CONTROL =
  'button:not([disabled]):not([aria-disabled="true"]), select:not([disabled]), input:not([disabled]), textarea:not([disabled])';

/** Whether a control is rendered where the player can reach it (not inside a closed `<details>`). */
const inSight = (control: HTMLElement): boolean =>
  typeof control.checkVisibility === 'function'
    ? control.checkVisibility()
    : control.closest('details:not([open]) > :not(summary)') === null;

/** Whether focus was lost: on nothing, on the page's body, or on a control the update removed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/**
 * After a move (the pressed button is disabled while it is sent and the panel then replaced, which
 * drops focus to the body), puts focus on the new choice: its first control, else the panel. Only
 * when focus was lost, never taking it from where the player put it, and not on opening the page.
 */
export function useFocusAfterMove(root: RefObject<HTMLElement | null>, moment: string, busy: boolean): void {
  const seen = useRef(moment);
  const pending = useRef(false);
  useEffect(() => {
    if (moment !== seen.current) pending.current = true;
    seen.current = moment;
    if (busy || !pending.current) return;
    pending.current = false;
    if (!focusLost()) return;
    const panel = root.current?.querySelector<HTMLElement>(CHOICE_PANEL);
    if (!panel) return;
    // A panel with nothing in it yet (waiting for the rival) is no place for focus; nor is a control
    // out of sight (inside a folded part of the panel).
    const shown = [...panel.querySelectorAll<HTMLElement>(CONTROL)].find(inSight);
    const target = shown ?? (panel.textContent?.trim() ? panel : null);
    if (!target) return;
    if (target === panel && !panel.hasAttribute('tabindex')) panel.setAttribute('tabindex', '-1');
    target.focus();
  }, [root, moment, busy]);
}
