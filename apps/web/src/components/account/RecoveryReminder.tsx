import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { remindMeLater } from '../../app/account/recovery-actions';
import { MY_RECOVERY_CODE } from '../../graphql/account';
import { query } from '../../lib/apollo-rsc';
import { translator } from '../../lib/i18n';
import { recoveryMessages as m } from '../../lib/recovery-messages';
import { reminderPutOff } from '../../lib/recovery-reminder';
import { sessionToken } from '../../lib/session';

/** Whether to remind the reader: signed in, no recovery code, and not put off. Never when the API does not say. */
async function needsReminder(): Promise<boolean> {
  if (!(await sessionToken()) || (await reminderPutOff())) return false;
  const { data } = await query({ query: MY_RECOVERY_CODE }).catch(() => ({ data: undefined }));
  return data?.me?.recoveryCode === null;
}

/**
 * On the home page, to a signed-in person with no recovery code: without e-mail, it is the only way
 * back in after a forgotten password. «Not now» puts it off for 30 days (and works without JavaScript).
 */
export async function RecoveryReminder({ lang }: { lang: Lang }) {
  if (!(await needsReminder())) return null;
  const t = translator(lang);
  return (
    <section className="recovery-reminder" aria-labelledby="recovery-reminder-title" data-testid="recovery-reminder">
      <h2 id="recovery-reminder-title">{t(m.reminderTitle)}</h2>
      <p>{t(m.reminderText)}</p>
      <form action={remindMeLater} className="recovery-reminder__actions">
        <Link className="button" href="/account#recovery-title">
          {t(m.reminderLink)} →
        </Link>
        <button type="submit" className="button button--quiet">
          {t(m.later)}
        </button>
      </form>
    </section>
  );
}
