import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { ListedInvitation } from '../../graphql/invitations';
import { startedAtText } from '../../lib/campaign-sessions';
import { translator, type Translate } from '../../lib/i18n';
import { personName } from '../../lib/person-name';
import { invitationMessages as m } from '../../lib/invitation-messages';
import { ZoneRefresh } from '../ReaderZone';

/** What a list of invitations shows: the invitations, which way they went, and the reader's clock (`zone`). */
interface ListProps {
  readonly invitations: readonly ListedInvitation[];
  readonly received: boolean;
  readonly zone: string | null;
  readonly lang: Lang;
}

/** Invitations waiting for the reader's answer (`received`) or sent by her, each with where to answer or follow it. */
export function InvitationList({ invitations, received, zone, lang }: ListProps) {
  return (
    <ul className="tournament-list" data-testid={received ? 'invitations-received' : 'invitations-sent'}>
      {zone === null && invitations.length > 0 ? <ZoneRefresh /> : null}
      {invitations.map((invitation) => (
        <InvitationCard
          key={`${invitation.kind}-${invitation.id}`}
          invitation={invitation}
          received={received}
          zone={zone}
          lang={lang}
        />
      ))}
    </ul>
  );
}

/** What the invitation is, in words: to a campaign or a match, from whom; or the match the reader invited to. */
function titleOf(invitation: ListedInvitation, received: boolean, t: Translate) {
  if (!received) return m.sentMatch(invitation.gameName);
  return invitation.kind === 'campaign'
    ? m.toCampaign(personName(invitation.from.displayName, t), invitation.campaignName ?? '')
    : m.toMatch(personName(invitation.from.displayName, t), invitation.gameName);
}

function InvitationCard({
  invitation,
  received,
  zone,
  lang,
}: Omit<ListProps, 'invitations'> & { invitation: ListedInvitation }) {
  const t = translator(lang);
  const campaign = invitation.kind === 'campaign';
  const href = campaign
    ? `/campaigns/${encodeURIComponent(invitation.id)}`
    : `/invitations/${encodeURIComponent(invitation.id)}`;
  return (
    <li className="tournament-card" data-testid="invitation" data-kind={invitation.kind}>
      <h3 className="tournament-card__name">{t(titleOf(invitation, received, t))}</h3>
      <p className="muted">{t(m.expires(startedAtText(invitation.expiresAt, zone, lang)))}</p>
      <p>
        <Link href={href} className="button">
          {t(campaign ? m.openCampaign : received ? m.open : m.openSent)}
        </Link>
      </p>
    </li>
  );
}
