import Link from 'next/link';
import { PersonLink } from '../../components/PersonLink';
import { redirect } from 'next/navigation';
import { ChangePasswordForm, SignOutEverywhereForm } from '../../components/account/AccountForms';
import { DisplayNameForm } from '../../components/account/DisplayNameForm';
import { EraseAccountForm } from '../../components/account/EraseAccountForm';
import { RecoveryCodeForm, type CodeOnFile } from '../../components/account/RecoveryCodeForm';
import type { Lang } from '@cronica/util';
import { readerTimeText } from '../../lib/reader-zone';
import { MY_ACCOUNT } from '../../graphql/account';
import { query } from '../../lib/apollo-rsc';
import { accountMessages } from '../../lib/account-messages';
import { translator, type Translate } from '../../lib/i18n';
import { currentLang, currentZone } from '../../lib/server-lang';
import { sessionToken } from '../../lib/session';
import { privacyMessages } from '../../lib/privacy-messages';
import { failedSignInMessages } from './failed-sign-ins';
import { FailedSignIns } from './FailedSignIns';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(accountMessages.account.title);

const LANGUAGE_NAMES = { es: 'Español', en: 'English' } as const;

/** The signed-in reader's account: who they are, their password, wrong passwords typed for it, their sessions. */
export default async function AccountPage() {
  const [lang, zone] = await Promise.all([currentLang(), currentZone()]);
  const account = (await sessionToken()) ? (await query({ query: MY_ACCOUNT })).data?.me : null;
  if (!account) redirect('/login?next=/account');
  const t = translator(lang);
  const m = accountMessages.account;
  return (
    <section className="narrow account-page">
      <h1>{t(m.title)}</h1>
      <dl className="account-facts" data-testid="account-facts">
        <dt>{t(m.displayName)}</dt>
        <dd>{account.displayName}</dd>
        <dt>{t(m.username)}</dt>
        <dd>@{account.username}</dd>
        <dt>{t(m.language)}</dt>
        <dd>{LANGUAGE_NAMES[account.language]}</dd>
      </dl>
      <p>
        <PersonLink id={account.id}>{t(m.publicPage)}</PersonLink>
      </p>
      <DisplayNameForm lang={lang} current={account.displayName} />
      <h2>{t(m.changePassword)}</h2>
      <p className="form__aside">{t(m.changeIntro)}</p>
      <ChangePasswordForm lang={lang} username={account.username} />
      <RecoveryCodeForm lang={lang} onFile={codeOnFile(account.recoveryCode, zone, lang)} />
      <h2>{t(failedSignInMessages.title)}</h2>
      <FailedSignIns groups={account.failedSignIns} zone={zone} lang={lang} />
      <DownloadMyData t={t} />
      <h2>{t(m.everywhere)}</h2>
      <p className="form__aside">{t(m.everywhereIntro)}</p>
      <SignOutEverywhereForm lang={lang} />
      <EraseAccountForm lang={lang} username={account.username} />
    </section>
  );
}

/** The account's recovery code as its section says it: when (on the reader's clock) and whether the operator made it. */
function codeOnFile(
  code: { setAt: string; madeBy: string } | null,
  zone: string | null,
  lang: Lang,
): CodeOnFile | null {
  return code && { on: readerTimeText(code.setAt, zone, lang), byOperator: code.madeBy === 'operator' };
}

/** The person's data export (GDPR arts. 15 and 20), before anything that erases it. */
function DownloadMyData({ t }: { t: Translate }) {
  return (
    <>
      <h2>{t(privacyMessages.downloadTitle)}</h2>
      <p className="form__aside">{t(privacyMessages.downloadIntro)}</p>
      <p>
        <a className="button" href="/account/data.json" download data-testid="download-my-data">
          {t(privacyMessages.download)}
        </a>{' '}
        <Link href="/privacy">{t(privacyMessages.title)}</Link>
      </p>
    </>
  );
}
