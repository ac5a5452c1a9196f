import { erasureMessages } from '../../../lib/erasure-messages';
import { translator } from '../../../lib/i18n';
import { currentLang } from '../../../lib/server-lang';
import { titledBy } from '../../page-setup';

export const generateMetadata = titledBy(erasureMessages.doneTitle);

/** Shown once an account was erased: the person is signed out, their results stay as "deleted player". */
export default async function AccountDeletedPage() {
  const t = translator(await currentLang());
  return (
    <section className="narrow">
      <h1>{t(erasureMessages.doneTitle)}</h1>
      <p role="status" data-testid="account-deleted">
        {t(erasureMessages.done)}
      </p>
    </section>
  );
}
