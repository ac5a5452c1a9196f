import Link from 'next/link';
import { Suspense } from 'react';
import type { Lang } from '@cronica/util';
import type { Viewer } from '../graphql/auth';
import { LangSwitch } from './LangSwitch';
import { SignOutForm } from './account/SignOutForm';
import { AccountLinks, SignedOutLinks } from './account/AccountLinks';
import { messages } from '../lib/messages';
import { translator, type Translate } from '../lib/i18n';
import { matchesMessages } from '../lib/matches-messages';
import { accountMessages } from '../lib/account-messages';
import { campaignMessages } from '../lib/campaign-messages';
import { InvitationNotice } from './invitations/InvitationNotice';
import { myDeckMessages } from '../lib/my-deck-messages';

function Account({ viewer, lang, t }: { viewer: Viewer | null; lang: Lang; t: Translate }) {
  if (!viewer) {
    const words = { signIn: t(messages.auth.signIn), signUp: t(accountMessages.signUp.link) };
    // The page's address is the browser's to read; until it is, the links lead home afterwards.
    return (
      <Suspense fallback={<SignedOutLinks back="/" {...words} />}>
        <AccountLinks {...words} />
      </Suspense>
    );
  }
  return (
    <SignOutForm lang={lang}>
      <Link
        href="/account"
        title={`${t(messages.auth.signedInAs(viewer.displayName))} (@${viewer.username}) · ${t(accountMessages.account.link)}`}
        data-testid="viewer-name"
        data-player-id={viewer.id}
      >
        {viewer.displayName}
      </Link>
    </SignOutForm>
  );
}

/** `invitations`: how many invitations wait for the signed-in reader's answer (the notice on every page). */
export function SiteHeader({
  lang,
  viewer,
  invitations = 0,
}: {
  lang: Lang;
  viewer: Viewer | null;
  invitations?: number;
}) {
  const t = translator(lang);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link href="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            ◆
          </span>
          <span className="brand__name">{t(messages.site.name)}</span>
        </Link>
        <nav aria-label={t(messages.nav.main)} className="site-nav">
          <Link href="/">{t(messages.nav.tournaments)}</Link>
          <Link href="/matches">{t(matchesMessages.nav)}</Link>
          <Link href="/play">{t(messages.nav.practice)}</Link>
          <Link href="/decks">{t(myDeckMessages.nav)}</Link>
          <Link href="/campaigns">{t(campaignMessages.nav)}</Link>
        </nav>
        <InvitationNotice count={invitations} t={t} />
        <Account viewer={viewer} lang={lang} t={t} />
        <Suspense fallback={null}>
          <LangSwitch lang={lang} label={t(messages.nav.language)} />
        </Suspense>
      </div>
    </header>
  );
}
