import Link from 'next/link';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { currentLang } from '../lib/server-lang';

export default async function NotFound() {
  const t = translator(await currentLang());
  return (
    <div className="notice">
      <h1>{t(messages.notFound.title)}</h1>
      <p>{t(messages.notFound.hint)}</p>
      <Link className="button" href="/">
        {t(messages.notFound.back)}
      </Link>
    </div>
  );
}
