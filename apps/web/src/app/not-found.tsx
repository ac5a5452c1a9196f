import Link from 'next/link';
import { PageNotice } from '../components/PageNotice';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { currentLang } from '../lib/server-lang';

export default async function NotFound() {
  const t = translator(await currentLang());
  return (
    <PageNotice title={t(messages.notFound.title)} hint={t(messages.notFound.hint)}>
      <Link className="button" href="/">
        {t(messages.notFound.back)}
      </Link>
    </PageNotice>
  );
}
