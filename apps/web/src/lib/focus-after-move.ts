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

/** Where a finished match tells its outcome, above the board. */
const RESULT_PANEL = '[data-testid="match-result"]';

/** Whether focus was lost: on nothing, on the page's body, or on a control the update removed. */
function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

/** Whether the person is writing somewhere (a judge call's note, a field): no update takes focus from there. */
function writing(): boolean {
  const active = document.activeElement;
  return (
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement
  );
}

/** Puts focus on a control, or on a panel made to take it (which scrolls it into view). */
function focusOn(target: HTMLElement): void {
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}

/** The next choice in the player's panel: its first control in sight, else the panel when it says something. */
function nextChoice(root: HTMLElement): HTMLElement | null {
  const panel = root.querySelector<HTMLElement>(CHOICE_PANEL);
  if (!panel) return null;
  // A panel with nothing in it yet (waiting for the rival) is no place for focus; nor is a control
  // out of sight (inside a folded part of the panel).
  const shown = [...panel.querySelectorAll<HTMLElement>(CONTROL)].find(inSight);
  return shown ?? (panel.textContent?.trim() ? panel : null);
}

/** Where a match is: its status and how many events it has, each change a moment to place focus after. */
interface MatchMoment {
  readonly status: string;
  readonly eventCount: number;
}

/**
 * After a move (the pressed button is disabled while it is sent and the panel then replaced, which
 * drops focus to the body), puts focus on the new choice: its first control, else the panel. Only
 * when focus was lost, never taking it from where the player put it, and not on opening the page.
 * When that move (or a rival's) ends the match, the outcome takes focus instead: on a phone it
 * stands above a long board, out of sight of the hand that played the last card.
 */
export function useFocusAfterMove(root: RefObject<HTMLElement | null>, at: MatchMoment, busy: boolean): void {
  const moment = `${at.status}:${at.eventCount}`;
  const finished = at.status === 'finished';
  const seen = useRef(moment);
  const pending = useRef(false);
  const wasFinished = useRef(finished);
  const endPending = useRef(false);
  useEffect(() => {
    if (moment !== seen.current) pending.current = true;
    if (finished && !wasFinished.current) endPending.current = true;
    seen.current = moment;
    wasFinished.current = finished;
    if (busy || !pending.current || !root.current) return;
    pending.current = false;
    const result = endPending.current ? root.current.querySelector<HTMLElement>(RESULT_PANEL) : null;
    endPending.current = false;
    if (result && !writing()) return focusOn(result);
    if (!focusLost()) return;
    const target = nextChoice(root.current);
    if (target) focusOn(target);
  }, [root, moment, busy, finished]);
}
