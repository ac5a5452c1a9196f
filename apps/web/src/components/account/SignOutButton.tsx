'use client';

import { markOwnSessionEnd } from '../../lib/live-close';

/** The header's sign-out button: marks the coming close of the live connection as this tab's own doing. */
export function SignOutButton({ label }: { label: string }) {
  return (
    <button type="submit" className="link-button" onClick={() => markOwnSessionEnd()}>
      {label}
    </button>
  );
}
