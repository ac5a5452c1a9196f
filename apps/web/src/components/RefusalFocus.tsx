'use client';

import { useEffect, useRef, type ReactNode, type RefObject } from 'react';

/**
 * Where focus goes as a refusal comes (each answer's own): to the first field its form marks
 * invalid, else to the refusal's message. A refusal shown far from the button that sent the form
 * would go unseen (the creation form is four screens tall; on a phone a sign-up's marked field is
 * a screen above its button), and a screen reader lands where the fix is. Outside a form (a
 * table's refused move) nothing moves.
 */
export function useFocusOnRefusal(message: RefObject<HTMLElement | null>, refusal: unknown): void {
  useEffect(() => {
    const form = message.current?.closest('form');
    if (!refusal || !form) return;
    (form.querySelector<HTMLElement>('[aria-invalid="true"]') ?? message.current)?.focus();
  }, [refusal, message]);
}

/** A refusal's message, announced to screen readers, that takes focus as it comes (`useFocusOnRefusal`). */
export function RefusalAlert({ refusal, children }: { refusal: unknown; children: ReactNode }) {
  const own = useRef<HTMLParagraphElement>(null);
  useFocusOnRefusal(own, refusal);
  return (
    <p ref={own} className="form__error" role="alert" tabIndex={-1}>
      {children}
    </p>
  );
}
