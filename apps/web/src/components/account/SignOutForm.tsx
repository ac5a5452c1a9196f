'use client';

import type { ReactNode } from 'react';
import type { Lang } from '@cronica/util';
import { signOut, type SignOutState } from '../../app/login/actions';
import { markOwnSessionEnd } from '../../lib/live-close';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { FormError } from '../FormParts';
import { useFormAction } from '../useFormAction';

const NOTHING: SignOutState = { error: null };

/**
 * The header's sign-out: the reader's name (`children`) and the button, which marks the coming close
 * of the live connection as this tab's own doing. Its answer lost, the header says so; sent again, it
 * ends what is left of the session.
 */
export function SignOutForm({ lang, children }: { lang: Lang; children: ReactNode }) {
  const t = translator(lang);
  const [state, action] = useFormAction(signOut, NOTHING);
  return (
    <form action={action} className="account">
      {children}
      <button type="submit" className="link-button" onClick={() => markOwnSessionEnd()}>
        {t(messages.auth.signOut)}
      </button>
      <FormError error={state.error} t={t} />
    </form>
  );
}
