import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, redirect } from 'next/navigation';
import type { Lang } from '@cronica/util';
import { AnswerForms, CancelForm } from '../../../components/invitations/InvitationAnswer';
import styles from '../../../components/invitations/invitations.module.css';
import { MATCH_INVITATION, type MatchInvitationDetail } from '../../../graphql/invitations';
import { query } from '../../../lib/apollo-rsc';
import { apiRefusal } from '../../../lib/api-errors';
import { startedAtText } from '../../../lib/campaign-sessions';
import { translator } from '../../../lib/i18n';
import { inReaderLang } from '../../../lib/person-name';
import { invitationMessages as m } from '../../../lib/invitation-messages';
import { currentLang, currentZone } from '../../../lib/server-lang';
import { currentViewer } from '../../../lib/viewer';
import type { IdPageProps } from '../../page-setup';
import { ZoneRefresh } from '../../../components/ReaderZone';
import { seatWords } from '../../../components/match/boards/seat-words';

export const dynamic = 'force-dynamic';

/** The invitation as the reader may read it; null when it does not exist or is not hers. */
async function load(id: string): Promise<MatchInvitationDetail | null> {
  try {
    const { data } = await query({ query: MATCH_INVITATION, variables: { id: id.slice(0, 100) } });
    return data?.matchInvitation ?? null;
  } catch (error) {
    const code = apiRefusal(error).code;
    if (code === 'NOT_FOUND' || code === 'UNAUTHENTICATED' || code === 'BAD_USER_INPUT') return null;
    throw error;
  }
}

export async function generateMetadata({ params }: IdPageProps): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const invitation = await load(id).catch(() => null);
  return { title: translator(lang)(invitation ? m.pageTitle(invitation.gameName) : m.title) };
}

function Seats({ invitation, lang }: { invitation: MatchInvitationDetail; lang: Lang }) {
  const t = translator(lang);
  return (
    <ul className={styles.seats} data-testid="invitation-seats">
      {invitation.seats.map((seat) => (
        <li key={seat.seat} data-answer={seat.answer}>
          {t(seatWords(invitation.game, seat.seat))} · <strong>{seat.name}</strong>
          {seat.seat === invitation.yourSeat ? ` (${t(m.you)})` : ''} · {t(m.answer[seat.answer] ?? m.answer.pending!)}
          {seat.deckName ? ` · ${seat.deckName}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** What the reader may do now: answer (invited, waiting), cancel (she sent it), or read how it ended. */
function Next({ invitation, lang }: { invitation: MatchInvitationDetail; lang: Lang }) {
  const t = translator(lang);
  if (invitation.status !== 'pending')
    return <p data-testid="invitation-closed">{t(m.status[invitation.status] ?? m.status.pending!)}</p>;
  const mine = invitation.seats.find((seat) => seat.seat === invitation.yourSeat);
  if (invitation.youSent) {
    return (
      <>
        <p className="muted">{t(m.waiting)}</p>
        <CancelForm invitationId={invitation.id} lang={lang} />
      </>
    );
  }
  if (mine?.answer === 'accepted') return <p className="muted">{t(m.youAccepted)}</p>;
  return (
    <AnswerForms
      invitationId={invitation.id}
      seat={invitation.yourSeat ?? 0}
      decks={invitation.yourDecks}
      lang={lang}
    />
  );
}

export default async function InvitationPage({ params }: IdPageProps) {
  const [{ id }, lang, viewer, zone] = await Promise.all([params, currentLang(), currentViewer(), currentZone()]);
  if (!viewer) redirect(`/login?next=${encodeURIComponent(`/invitations/${id}`)}`);
  // Who invited and who sits where, an erased person in the reader's language.
  const invitation = inReaderLang(await load(id), translator(lang));
  if (!invitation) notFound();
  // Everyone accepted: the invitation has become a match, and its page is where everyone goes.
  if (invitation.status === 'started' && invitation.matchId)
    redirect(`/matches/${encodeURIComponent(invitation.matchId)}`);
  const t = translator(lang);
  return (
    <article className="narrow" data-testid="invitation-page" data-status={invitation.status}>
      {zone === null ? <ZoneRefresh /> : null}
      <p>
        <Link href="/invitations">{t(m.back)}</Link>
      </p>
      <header className="page-intro">
        <h1>{t(m.pageTitle(invitation.gameName))}</h1>
        <p className="muted">
          {t(m.from(invitation.from.displayName))} · {t(m.expires(startedAtText(invitation.expiresAt, zone, lang)))}
        </p>
      </header>
      <h2>{t(m.seats)}</h2>
      <Seats invitation={invitation} lang={lang} />
      {invitation.options !== null && invitation.options !== undefined ? (
        <details>
          <summary>{t(m.options)}</summary>
          <pre className={styles.options}>{JSON.stringify(invitation.options, null, 2)}</pre>
        </details>
      ) : null}
      <Next invitation={invitation} lang={lang} />
    </article>
  );
}
