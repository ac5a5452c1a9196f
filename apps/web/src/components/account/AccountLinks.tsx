'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { accountPageHref, returnPathOf } from '../../lib/next-path';

interface Words {
  readonly signIn: string;
  readonly signUp: string;
}

/** A signed-out reader's "sign in" and "sign up", each coming back to `back` afterwards. */
export function SignedOutLinks({ back, signIn, signUp }: Words & { back: string }) {
  return (
    <span className="account">
      <Link href={accountPageHref('/login', back)} className="account__signin">
        {signIn}
      </Link>
      <Link href={accountPageHref('/signup', back)} className="account__signup">
        {signUp}
      </Link>
    </span>
  );
}

/** The header's account links, leading back to the page they were followed from (an event, a replay…). */
export function AccountLinks(words: Words) {
  const back = returnPathOf(usePathname() ?? '/', useSearchParams()?.toString() ?? '');
  return <SignedOutLinks back={back} {...words} />;
}
