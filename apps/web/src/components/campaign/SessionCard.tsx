import Link from 'next/link';
import type { Lang } from '@cronica/util';
import type { CampaignSessionItem } from '../../graphql/campaigns';
import { campaignMessages as m } from '../../lib/campaign-messages';
import { sessionOutcome, startedAtText } from '../../lib/campaign-sessions';
import { translator, type Translate } from '../../lib/i18n';
import { myMatchesMessages } from '../../lib/my-matches';
import styles from './campaign.module.css';

/** A session of the campaign: its scene, status (and «Te toca» where it waits on the reader), start on the reader's clock (`zone`), outcome and seats. */
export function SessionCard(props: { session: CampaignSessionItem; gmId: string; zone: string | null; lang: Lang }) {
  const { session, gmId, zone, lang } = props;
  const t = translator(lang);
  const finished = session.status === 'finished';
  const outcome = sessionOutcome(session, gmId);
  return (
    <li
      className="tournament-card"
      data-testid="campaign-session"
      data-session={session.number}
      data-status={session.status}
    >
      <div className="tournament-card__head">
        <h3 className="tournament-card__name">
          {t(m.session(session.number))} · {session.scene}
        </h3>
        <span className={styles.badges}>
          {session.match?.yourTurn ? (
            <span className="badge badge--live" data-testid="session-your-turn">
              {t(myMatchesMessages.yourTurn)}
            </span>
          ) : null}
          <span className={`badge ${finished ? 'badge--done' : 'badge--live'}`} data-testid="session-status">
            {t(finished ? m.finished : m.live)}
          </span>
        </span>
      </div>
      <p className="muted">
        {session.startedAt ? t(m.started(startedAtText(session.startedAt, zone, lang))) : null}
        {outcome ? ` · ${t(outcome)}` : null}
      </p>
      <p className="muted" data-testid="session-seats">
        {t(m.seated)}: {seatedNames(session).join(', ')}
      </p>
      <SessionLinks matchId={session.matchId} finished={finished} t={t} />
    </li>
  );
}

/** Who sat, in seat order, each player with the character they play («Jimena (El hechicero)»); the GM has none. */
function seatedNames(session: CampaignSessionItem): string[] {
  const characters = new Map(session.match?.players.map((player) => [player.seat, player.deckName]) ?? []);
  return session.seats.map((member, seat) => {
    const character = characters.get(seat);
    return character ? `${member.displayName} (${character})` : member.displayName;
  });
}

/** Where a session leads: its table, and once it is finished its replay. */
function SessionLinks({ matchId, finished, t }: { matchId: string; finished: boolean; t: Translate }) {
  const href = `/matches/${encodeURIComponent(matchId)}`;
  return (
    <p className={styles.links}>
      <Link href={href} className="button" data-testid="session-table">
        {t(m.openTable)}
      </Link>
      {finished ? (
        <Link href={`${href}/replay`} className="button" data-testid="session-replay">
          {t(m.replay)}
        </Link>
      ) : null}
    </p>
  );
}
