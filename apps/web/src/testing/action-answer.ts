import type * as React from 'react';

/** A form's server action's last answer, and whether the next one is on its way; each test sets it. */
export interface ActionAnswer<State> {
  state: State | null;
  pending: boolean;
}

/**
 * React whose `useActionState` answers from `answer`, so a spec draws a form as it stands after its
 * server action answered (or while it is on its way) without running the action. For `vi.mock('react', …)`:
 * `vi.mock('react', async (original) => (await import('…/testing/action-answer')).reactAnswering(original, answer))`.
 */
export async function reactAnswering<State>(
  original: <T>() => Promise<T>,
  answer: ActionAnswer<State>,
): Promise<typeof React> {
  const react = await original<typeof React>();
  return {
    ...react,
    useActionState: ((action: unknown, initial: unknown) => [
      answer.state ?? initial,
      action,
      answer.pending,
    ]) as unknown as typeof React.useActionState,
  };
}

/** Before each test: the form's action has not answered, and nothing is on its way. */
export function answerNothingYet<State>(answer: ActionAnswer<State>): void {
  answer.state = null;
  answer.pending = false;
}
