import Link from 'next/link';
import { redirect } from 'next/navigation';
import { SignUpForm } from '../../components/account/SignUpForm';
import { accountMessages } from '../../lib/account-messages';
import { translator } from '../../lib/i18n';
import { privacyMessages } from '../../lib/privacy-messages';
import { currentLang } from '../../lib/server-lang';
import { safeNextPath } from '../../lib/session';
import { currentViewer } from '../../lib/viewer';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(accountMessages.signUp.title);

export default async function SignUpPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [lang, viewer, { next }] = await Promise.all([currentLang(), currentViewer(), searchParams]);
  if (viewer) redirect('/account');
  const t = translator(lang);
  return (
    <section className="narrow">
      <h1>{t(accountMessages.signUp.title)}</h1>
      <p className="lede">{t(accountMessages.signUp.intro)}</p>
      <p className="form__aside">
        {t(privacyMessages.signUpNote)}{' '}
        <Link href="/privacy" data-testid="signup-privacy">
          {t(privacyMessages.title)}
        </Link>
      </p>
      <SignUpForm lang={lang} next={safeNextPath(next)} />
    </section>
  );
}
