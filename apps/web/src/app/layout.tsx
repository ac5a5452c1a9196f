import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { ApolloWrapper } from '../components/ApolloWrapper';
import { FormLanguage } from '../components/FormLanguage';
import { ReaderZone } from '../components/ReaderZone';
import { SiteHeader } from '../components/SiteHeader';
import { InvitationsLive } from '../components/invitations/InvitationsLive';
import { browserApiConfig } from '../lib/config';
import { translator } from '../lib/i18n';
import { messages } from '../lib/messages';
import { privacyMessages } from '../lib/privacy-messages';
import { NONCE_HEADER } from '../lib/security-headers';
import { currentLang } from '../lib/server-lang';
import { currentViewer } from '../lib/viewer';
import { pendingInvitationCount } from '../lib/invitations';
import './globals.css';
import './tournament.css';
// A match's styles, in cascade order: the table, the panels around it, the replay, the phone layout (each board's own are its CSS module).
import './match-table.css';
import './match-panels.css';
import './replay.css';
import './match-phone.css';
import './paper.css';
import './screen.css';
import './phone.css';
import './decks.css';
import './my-decks.css';
import './desk.css';
import './judge.css';

export async function generateMetadata(): Promise<Metadata> {
  const t = translator(await currentLang());
  return {
    title: { default: t(messages.site.name), template: `%s · ${t(messages.site.name)}` },
    description: t(messages.site.tagline),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const [lang, viewer, requestHeaders, invitations] = await Promise.all([
    currentLang(),
    currentViewer(),
    headers(),
    pendingInvitationCount(),
  ]);
  const t = translator(lang);
  return (
    <html lang={lang}>
      <body>
        <a className="skip-link" href="#content">
          {t(messages.site.skipToContent)}
        </a>
        <SiteHeader lang={lang} viewer={viewer} invitations={viewer ? invitations : 0} />
        <FormLanguage lang={lang} />
        <ReaderZone />
        <ApolloWrapper api={browserApiConfig()} lang={lang} nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}>
          {viewer ? <InvitationsLive /> : null}
          <main id="content" className="page">
            {children}
          </main>
        </ApolloWrapper>
        <footer className="site-footer">
          <p>
            {t(messages.site.footer)}{' '}
            <Link href="/privacy" data-testid="footer-privacy">
              {t(privacyMessages.link)}
            </Link>
          </p>
        </footer>
      </body>
    </html>
  );
}
