import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { Lang } from '@cronica/util';
import {
  ArchiveCampaignForm,
  CampaignInvitationAnswer,
  InvitePlayerForm,
  StartSessionForm,
} from '../../../components/campaign/CampaignForms';
import styles from '../../../components/campaign/campaign.module.css';
import { CAMPAIGN, type CampaignDetail, type CampaignSessionItem } from '../../../graphql/campaigns';
import { query } from '../../../lib/apollo-rsc';
import { campaignMessages as m } from '../../../lib/campaign-messages';
import { newestLiveSession, startedAtText } from '../../../lib/campaign-sessions';
import { SessionCard } from '../../../components/campaign/SessionCard';
import { translator } from '../../../lib/i18n';
import { inReaderLang } from '../../../lib/person-name';
import { gameLabel } from '../../../lib/labels';
import { currentLang, currentZone } from '../../../lib/server-lang';
import type { IdPageProps } from '../../page-setup';
import { ZoneRefresh } from '../../../components/ReaderZone';

export const dynamic = 'force-dynamic';

async function load(id: string): Promise<CampaignDetail | null> {
  const { data } = await query({ query: CAMPAIGN, variables: { id: id.slice(0, 100) } });
  return data?.campaign ?? null;
}

export async function generateMetadata({ params }: IdPageProps): Promise<Metadata> {
  const [{ id }, lang] = await Promise.all([params, currentLang()]);
  const campaign = await load(id).catch(() => null);
  return { title: campaign?.name ?? translator(lang)(m.title) };
}

/** GM: invites players, and lists those who have not answered yet. */
function InviteDesk({ campaign, lang }: { campaign: CampaignDetail; lang: Lang }) {
  const t = translator(lang);
  return (
    <>
      <h2>{t(m.invite)}</h2>
      <InvitePlayerForm campaignId={campaign.id} lang={lang} />
      {campaign.invited.length > 0 ? (
        <>
          <h3>{t(m.invited)}</h3>
          <p className="muted">{t(m.invitedHint)}</p>
          <ul data-testid="campaign-invited">
            {campaign.invited.map((person) => (
              <li key={person.id}>{person.displayName}</li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}

/** A session the GM left being played: starting the next one does not end it, and its table is a tap away. */
function StillLiveNote({ session, next, lang }: { session: CampaignSessionItem; next: number; lang: Lang }) {
  const t = translator(lang);
  return (
    <p className="muted" data-testid="still-live-session">
      {t(m.stillLive(session.number, session.scene, next))}{' '}
      <Link href={`/matches/${encodeURIComponent(session.matchId)}`}>{t(m.toItsTable)}</Link>
    </p>
  );
}

/** The GM's desk: the next session and the invitations, inviting first while nobody has accepted yet. */
function GmDesk({ campaign, lang }: { campaign: CampaignDetail; lang: Lang }) {
  const t = translator(lang);
  const next = campaign.sessionCount + 1;
  const live = newestLiveSession(campaign.sessions);
  // A session the API would refuse for want of players is not offered: the figure is the game's.
  const more = campaign.playersNeeded - campaign.players.length;
  const session = (
    <>
      <h2 id="gm-desk">{t(m.nextSession(next))}</h2>
      {live ? <StillLiveNote session={live} next={next} lang={lang} /> : null}
      {more > 0 ? (
        <p className="muted" data-testid="session-needs-players">
          {t(m.needsPlayers(more, next))}
        </p>
      ) : (
        <StartSessionForm campaignId={campaign.id} game={campaign.game} next={next} lang={lang} />
      )}
    </>
  );
  const invite = <InviteDesk campaign={campaign} lang={lang} />;
  const nobodyYet = campaign.players.length === 0;
  return (
    <section className={styles.desk} aria-labelledby="gm-desk">
      {nobodyYet ? invite : session}
      {nobodyYet ? session : invite}
      <div className={styles.archive}>
        <ArchiveCampaignForm campaignId={campaign.id} lang={lang} />
      </div>
    </section>
  );
}

/** What the reader is in this campaign, in words; none for anyone else. */
function roleText(role: CampaignDetail['yourRole']) {
  if (role === 'gm') return m.yourRoleGm;
  if (role === 'player') return m.yourRolePlayer;
  if (role === 'invited') return m.yourRoleInvited;
  return null;
}

function CampaignHeader({ campaign, zone, lang }: { campaign: CampaignDetail; zone: string | null; lang: Lang }) {
  const t = translator(lang);
  const role = roleText(campaign.yourRole);
  return (
    <header className="page-intro">
      <h1>{campaign.name}</h1>
      <p className="muted">
        {t(gameLabel(campaign.game))} · {t(m.gm)}: {campaign.gm.displayName} ·{' '}
        {t(campaign.status === 'archived' ? m.archived : m.active)}
      </p>
      {role ? <p>{t(role)}</p> : null}
      {campaign.yourRole === 'invited' && campaign.status === 'active' ? (
        <>
          {campaign.yourInvitationExpiresAt ? (
            <p className="muted">
              {t(m.invitationExpires(startedAtText(campaign.yourInvitationExpiresAt, zone, lang)))}
            </p>
          ) : null}
          <CampaignInvitationAnswer campaignId={campaign.id} lang={lang} />
        </>
      ) : null}
    </header>
  );
}

/** Who plays and the sessions played: the campaign's record, readable by anyone. */
function CampaignRecord({ campaign, zone, lang }: { campaign: CampaignDetail; zone: string | null; lang: Lang }) {
  const t = translator(lang);
  return (
    <div className={styles.record}>
      <section aria-labelledby="campaign-players">
        <h2 id="campaign-players">{t(m.players)}</h2>
        {campaign.players.length === 0 ? (
          <p className="muted">{t(campaign.yourRole === 'gm' ? m.noPlayers : m.noPlayersYet)}</p>
        ) : (
          <ul data-testid="campaign-players">
            {campaign.players.map((player) => (
              <li key={player.id}>{player.displayName}</li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="campaign-sessions">
        <h2 id="campaign-sessions">{t(m.sessions)}</h2>
        {campaign.sessions.length === 0 ? (
          <p className="muted">{t(m.noSessions)}</p>
        ) : (
          <ul className="tournament-list" data-testid="campaign-sessions">
            {campaign.sessions.map((session) => (
              <SessionCard key={session.number} session={session} gmId={campaign.gm.id} zone={zone} lang={lang} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export default async function CampaignPage({ params }: IdPageProps) {
  const [{ id }, lang, zone] = await Promise.all([params, currentLang(), currentZone()]);
  const t = translator(lang);
  // The game master, the players and the seated, an erased person in the reader's language.
  const campaign = inReaderLang(await load(id), t);
  if (!campaign) notFound();
  return (
    <article data-testid="campaign-page" data-campaign-id={campaign.id}>
      {zone === null ? <ZoneRefresh /> : null}
      <p>
        <Link href="/campaigns">{t(m.back)}</Link>
      </p>
      <CampaignHeader campaign={campaign} zone={zone} lang={lang} />
      <div className={styles.body}>
        <CampaignRecord campaign={campaign} zone={zone} lang={lang} />
        {campaign.yourRole === 'gm' && campaign.status === 'active' ? <GmDesk campaign={campaign} lang={lang} /> : null}
      </div>
    </article>
  );
}
