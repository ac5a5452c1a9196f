import { InvitationList } from '../../components/invitations/InvitationList';
import { SignInFirst } from '../../components/SignInFirst';
import { translator } from '../../lib/i18n';
import { invitationMessages as m } from '../../lib/invitation-messages';
import { loadInvitations } from '../../lib/invitations';
import { currentLang, currentZone } from '../../lib/server-lang';
import { currentViewer } from '../../lib/viewer';
import { titledBy } from '../page-setup';

export const dynamic = 'force-dynamic';

export const generateMetadata = titledBy(m.title);

export default async function InvitationsPage() {
  const [lang, viewer] = await Promise.all([currentLang(), currentViewer()]);
  const t = translator(lang);
  if (!viewer) {
    return (
      <section className="narrow">
        <h1>{t(m.title)}</h1>
        <SignInFirst why={t(m.signIn)} next="/invitations" t={t} />
      </section>
    );
  }
  const [{ received, sent }, zone] = await Promise.all([loadInvitations(), currentZone()]);
  return (
    <section className="narrow" data-testid="invitations-page">
      <h1>{t(m.title)}</h1>
      <p className="lede">{t(m.intro)}</p>
      <h2>{t(m.received)}</h2>
      {received.length === 0 ? (
        <p className="muted">{t(m.noneReceived)}</p>
      ) : (
        <InvitationList invitations={received} received zone={zone} lang={lang} />
      )}
      <h2>{t(m.sent)}</h2>
      {sent.length === 0 ? (
        <p className="muted">{t(m.noneSent)}</p>
      ) : (
        <InvitationList invitations={sent} received={false} zone={zone} lang={lang} />
      )}
    </section>
  );
}
