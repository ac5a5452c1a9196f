import type { Metadata } from 'next';
import { LoginForm } from '../../components/LoginForm';
import { translator } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { currentLang } from '../../lib/server-lang';
import { safeNextPath } from '../../lib/session';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  return { title: translator(await currentLang())(messages.auth.title) };
}

export default async function LoginPage({ searchParams }: { searchParams: Promise<{ next?: string }> }) {
  const [lang, { next }] = await Promise.all([currentLang(), searchParams]);
  const t = translator(lang);
  return (
    <section className="narrow">
      <h1>{t(messages.auth.title)}</h1>
      <p className="lede">{t(messages.auth.intro)}</p>
      <LoginForm lang={lang} next={safeNextPath(next)} />
    </section>
  );
}
