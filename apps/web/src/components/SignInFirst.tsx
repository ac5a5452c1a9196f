import Link from 'next/link';
import type { Translate } from '../lib/i18n';
import { messages } from '../lib/messages';
import { accountPageHref } from '../lib/next-path';

/** Why a page needs its reader signed in, and the way to sign in that comes back to the page (`next`). */
export function SignInFirst({ why, next, t }: { why: string; next: string; t: Translate }) {
  return (
    <p>
      {why}{' '}
      <Link className="button" href={accountPageHref('/login', next)}>
        {t(messages.auth.signIn)}
      </Link>
    </p>
  );
}
