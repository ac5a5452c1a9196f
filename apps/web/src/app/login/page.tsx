import Link from 'next/link';
import type { Localized } from '@cronica/util';
import { LoginForm } from '../../components/LoginForm';
import { accountPageHref } from '../../lib/next-path';
import { accountMessages } from '../../lib/account-messages';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { recoveryMessages } from '../../lib/recovery-messages';
import { currentLang } from '../../lib/server-lang';
import { safeNextPath } from '../../lib/session';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(messages.auth.title);

interface LoginSearch {
  readonly next?: string;
  /** Why the reader is here again: `everywhere` (they ended all their sessions), `session` (a page saw it end) or `erasing` (it ended as they deleted their account). */
  readonly ended?: string;
  readonly count?: string;
}

function endedNotice({ ended, count }: LoginSearch): Localized | null {
  if (ended === 'everywhere')
    return accountMessages.ended.everywhere(Math.max(0, Number.parseInt(count ?? '0', 10) || 0));
  if (ended === 'session') return accountMessages.ended.session;
  if (ended === 'erasing') return accountMessages.ended.erasing;
  return null;
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<LoginSearch> }) {
  const [lang, search] = await Promise.all([currentLang(), searchParams]);
  const t = translator(lang);
  const next = safeNextPath(search.next);
  const notice = endedNotice(search);
  return (
    <section className="narrow">
      <h1>{t(messages.auth.title)}</h1>
      {notice ? (
        <p className="form__notice" role="status" data-testid="session-notice">
          {t(notice)}
        </p>
      ) : null}
      <p className="lede">{t(messages.auth.intro)}</p>
      <LoginForm lang={lang} next={next} />
      <p className="form__aside">
        <Link href={accountPageHref('/login/recover', next)} data-testid="forgot-password">
          {t(recoveryMessages.forgot)}
        </Link>
      </p>
      <p className="form__aside">
        {t(accountMessages.signUp.noAccount)}{' '}
        <Link href={accountPageHref('/signup', next)}>{t(accountMessages.signUp.link)}</Link>
      </p>
    </section>
  );
}
