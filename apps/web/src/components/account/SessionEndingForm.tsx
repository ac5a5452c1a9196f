'use client';

import type { ReactNode } from 'react';
import { markOwnSessionEnd } from '../../lib/live-close';

/**
 * An account form whose sending ends this session (a new password, the account erased): that end is
 * the person's own, not a lost connection. The account's username goes with it, hidden, so password
 * managers file the password typed under the right account.
 */
export function SessionEndingForm(props: {
  action: (form: FormData) => void;
  testId: string;
  username: string;
  children: ReactNode;
}) {
  const { action, testId, username, children } = props;
  return (
    <form action={action} className="form" noValidate data-testid={testId} onSubmit={() => markOwnSessionEnd()}>
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {children}
    </form>
  );
}
