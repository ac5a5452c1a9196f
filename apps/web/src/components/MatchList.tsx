import Link from 'next/link';
import { PersonLink } from './PersonLink';
import type { Lang } from '@cronica/util';
import type { MatchSummary, MatchSummaryPlayer } from '../graphql/matches';
import { translator, type Translate } from '../lib/i18n';
import { endReasonLabel } from '../lib/end-reasons';
import { gameLabel } from '../lib/labels';
import { readerTimeText } from '../lib/reader-zone';
import { personName } from '../lib/person-name';
import { matchTitle } from '../lib/my-matches';
import { matchesMessages as m } from '../lib/matches-messages';
import { namesListed } from '../lib/match-messages';
import { ColumnHeads } from './ColumnHeads';
import { seatSides } from './match/boards/seat-words';
import { ZoneRefresh } from './ReaderZone';

/** A seat's name as the API gives it (the match page's: "Bot 1", "Bot 2" where several bots sit), an erased person's in the reader's language. */
const seatName = (player: MatchSummaryPlayer, t: Translate): string => personName(player.name, t);

/** What stands before the `index`-th of `count` names of one side: nothing, a comma, or «y» before the last. */
const withinSide = (index: number, count: number, t: Translate): string =>
  index === 0 ? '' : index === count - 1 ? ` ${t(m.and)} ` : ', ';

function Player({ player, t }: { player: MatchSummaryPlayer; t: Translate }) {
  return (
    <>
      {player.bot ? seatName(player, t) : <PersonLink id={player.playerId}>{seatName(player, t)}</PersonLink>}
      {player.deckName ? <span className="muted"> ({player.deckName})</span> : null}
    </>
  );
}

/** The players side against side («Olga contra Jimena y Ana» where a party plays together), in seat order. */
function Players({ match, t }: { match: MatchSummary; t: Translate }) {
  const bySeat = new Map(match.players.map((player) => [player.seat, player]));
  const sides = seatSides(
    match.game ?? null,
    [...bySeat.keys()].sort((a, b) => a - b),
  );
  return (
    <>
      {sides.map((side, sideIndex) => (
        <span key={side.join('-')} data-testid="match-side">
          {sideIndex > 0 ? <span className="muted"> {t(m.versus)} </span> : null}
          {side.map((seat, index) => (
            <span key={seat}>
              {withinSide(index, side.length, t)}
              <Player player={bySeat.get(seat)!} t={t} />
            </span>
          ))}
        </span>
      ))}
    </>
  );
}

function Kind({ match, t }: { match: MatchSummary; t: Translate }) {
  const text = matchTitle(match, t);
  if (match.kind === 'tournament' && match.tournamentId && match.round !== null && match.table !== null) {
    return <Link href={`/tournaments/${encodeURIComponent(match.tournamentId)}`}>{text}</Link>;
  }
  if (match.campaignSession) {
    return (
      <Link
        href={`/campaigns/${encodeURIComponent(match.campaignSession.campaignId)}`}
        data-testid="match-row-campaign"
      >
        {text}
      </Link>
    );
  }
  return <>{text}</>;
}

function Result({ match, t }: { match: MatchSummary; t: Translate }) {
  if (!match.result) return <span className="muted">{t(m.inPlay)}</span>;
  // Every winning seat: one player, or a whole party that wins together.
  const winners = match.result.winnerSeats
    .map((seat) => match.players.find((p) => p.seat === seat))
    .filter((p) => p !== undefined)
    .map((p) => seatName(p, t));
  return (
    <span className="result">
      <strong>
        {winners.length === 0
          ? t(m.draw)
          : t(winners.length > 1 ? m.winners(namesListed(winners)) : m.winner(winners[0]!))}
      </strong>
      <span className="result__detail">{t(endReasonLabel(match.result.reason, match.game ?? undefined))}</span>
    </span>
  );
}

/** When a match ended (or began, while live), on the reader's clock. */
function when(match: MatchSummary, zone: string | null, lang: Lang): string {
  return readerTimeText(match.finishedAt ?? match.createdAt, zone, lang);
}

/** One page of matches: finished ones open their verifiable replay, live ones the (delayed) match. */
export function MatchList(props: { matches: readonly MatchSummary[]; zone: string | null; lang: Lang }) {
  const { matches, zone, lang } = props;
  const t = translator(lang);
  return (
    <div className="table-wrap">
      {zone === null && matches.length > 0 ? <ZoneRefresh /> : null}
      <table data-testid="match-list" className="stack-table stack-table--single">
        <ColumnHeads columns={[m.players, m.game, m.kind, m.result, m.when, m.open]} t={t} />
        <tbody>
          {matches.map((match) => (
            <MatchRow key={match.matchId} match={match} zone={zone} lang={lang} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatchRow({ match, zone, lang }: { match: MatchSummary; zone: string | null; lang: Lang }) {
  const t = translator(lang);
  return (
    <tr data-testid="match-row" data-match-id={match.matchId}>
      <td className="stack-table__title">
        <Players match={match} t={t} />
      </td>
      <td data-label={t(m.game)} data-game={match.game ?? undefined}>
        {match.game === null ? '—' : t(gameLabel(match.game))}
      </td>
      <td data-label={t(m.kind)}>
        <Kind match={match} t={t} />
      </td>
      <td data-label={t(m.result)}>
        <Result match={match} t={t} />
      </td>
      <td className="muted" data-label={t(m.when)}>
        {when(match, zone, lang)}
      </td>
      <td data-label={t(m.open)}>
        {/* A match closed before it started has no replay: its page says why it ended. */}
        {match.status === 'FINISHED' && match.replayHead !== null ? (
          <Link href={`/matches/${encodeURIComponent(match.matchId)}/replay`}>{t(m.replay)}</Link>
        ) : (
          <Link href={`/matches/${encodeURIComponent(match.matchId)}`}>
            {t(match.status === 'FINISHED' ? m.openMatch : m.watchLive)}
          </Link>
        )}
      </td>
    </tr>
  );
}
