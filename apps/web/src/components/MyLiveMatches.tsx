import Link from 'next/link';
import type { Lang } from '@cronica/util';
import { MY_LIVE_MATCHES, MY_LIVE_MATCHES_SHOWN } from '../graphql/player';
import { query } from '../lib/apollo-rsc';
import { translator, type Translate } from '../lib/i18n';
import { gameLabel } from '../lib/labels';
import {
  matchTitle,
  myMatchesInOrder,
  myMatchesMessages as m,
  othersAtTable,
  type MyLiveMatch,
} from '../lib/my-matches';
import { currentViewer } from '../lib/viewer';

/** The reader's live matches, or none (signed out, none at play, or the API did not answer: the page goes on). */
async function loadMyLiveMatches(): Promise<{ readerId: string; matches: MyLiveMatch[] } | null> {
  const viewer = await currentViewer();
  if (!viewer) return null;
  const { data } = await query({
    query: MY_LIVE_MATCHES,
    variables: { id: viewer.id, limit: MY_LIVE_MATCHES_SHOWN },
  }).catch(() => ({ data: undefined }));
  const matches = data?.player.matches ?? [];
  return matches.length === 0 ? null : { readerId: viewer.id, matches: myMatchesInOrder(matches) };
}

function LiveMatchCard({ match, readerId, t }: { match: MyLiveMatch; readerId: string; t: Translate }) {
  const others = othersAtTable(match, readerId, t);
  const href = `/matches/${encodeURIComponent(match.matchId)}`;
  return (
    <li className="tournament-card" data-testid="my-live-match" data-your-turn={match.yourTurn}>
      <div className="tournament-card__head">
        <h3 className="tournament-card__name">
          <Link href={href}>{matchTitle(match, t)}</Link>
        </h3>
        {match.yourTurn ? <span className="badge badge--live">{t(m.yourTurn)}</span> : null}
      </div>
      <p className="muted">
        {match.game ? t(gameLabel(match.game)) : null}
        {others ? ` · ${t(m.with(others))}` : null}
      </p>
      <p className={match.yourTurn ? 'notice-inline notice-inline--alert' : 'notice-inline'}>
        <Link href={href}>{t(m.back)} →</Link>
      </p>
    </li>
  );
}

/**
 * «Tus partidas en juego» on the home page: every match the reader is seated at while it is played
 * (practice, friendly, a tournament table, a campaign session), those waiting on her first, each a
 * tap from its table. A phone closed mid-match finds its way back here.
 */
export async function MyLiveMatches({ lang }: { lang: Lang }) {
  const mine = await loadMyLiveMatches();
  if (!mine) return null;
  const t = translator(lang);
  return (
    <section aria-labelledby="my-live-matches-title" className="my-events" data-testid="my-live-matches">
      <h2 id="my-live-matches-title" className="section-title">
        {t(m.title)}
      </h2>
      <ul className="tournament-list">
        {mine.matches.map((match) => (
          <LiveMatchCard key={match.matchId} match={match} readerId={mine.readerId} t={t} />
        ))}
      </ul>
      {mine.matches.length >= MY_LIVE_MATCHES_SHOWN ? (
        <p>
          <Link href={`/players/${encodeURIComponent(mine.readerId)}`}>{t(m.all)} →</Link>
        </p>
      ) : null}
    </section>
  );
}
