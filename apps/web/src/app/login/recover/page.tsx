import Link from 'next/link';
import { ResetPasswordForm } from '../../../components/account/ResetPasswordForm';
import { accountPageHref } from '../../../lib/next-path';
import { accountMessages } from '../../../lib/account-messages';
import { translator } from '../../../lib/i18n';
import { recoveryMessages as m } from '../../../lib/recovery-messages';
import { currentLang } from '../../../lib/server-lang';
import { safeNextPath } from '../../../lib/session';
import { titledBy } from '../../page-setup';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(m.title);

/** A forgotten password: the recovery code the person kept lets them choose a new one (Crónica keeps no e-mail). */
export default async function RecoverPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [lang, search] = await Promise.all([currentLang(), searchParams]);
  const t = translator(lang);
  const next = safeNextPath(search.next);
  return (
    <section className="narrow">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      <ResetPasswordForm
        lang={lang}
        next={next}
        signUp={<Link href={accountPageHref('/signup', next)}>{t(accountMessages.signUp.link)}</Link>}
      />
    </section>
  );
}
