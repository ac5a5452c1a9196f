import Link from 'next/link';
import { PersonLink } from './PersonLink';
import type { Lang } from '@cronica/util';
import type { MatchResult, PairingRow, TableRow } from '../graphql/tournament';
import { translator, type Translate } from '../lib/i18n';
import { resultStatusLabel } from '../lib/result-status';
import { matchesMessages } from '../lib/matches-messages';
import { messages } from '../lib/messages';
import type { TableMatchRef } from '../graphql/matches';
import { ownTableName } from '../lib/round-views';
import { ColumnHeads, numeric } from './ColumnHeads';

type Names = ReadonlyMap<string, string>;

function PlayerLink({ id, names }: { id: string; names: Names }) {
  return <PersonLink id={id}>{names.get(id) ?? id}</PersonLink>;
}

function ResultCell({ pairing, names, t }: { pairing: PairingRow; names: Names; t: Translate }) {
  const m = messages.pairing;
  if (pairing.playerB === null) return <span className="muted">{t(m.bye)}</span>;
  const result: MatchResult | null = pairing.result;
  if (!result) return <span className="muted">{t(m.pending)}</span>;
  const winnerId = result.winner === 'a' ? pairing.playerA : result.winner === 'b' ? pairing.playerB : null;
  const headline = winnerId ? t(m.wins(names.get(winnerId) ?? winnerId)) : t(m.draw);
  // Games won, then final life only where a person reads it as the score: one game that play decided
  // (a time draw is recorded with it, 002 C.2). Several games, or a concession, show games won alone.
  const games = result.gamesA !== null && result.gamesB !== null ? t(m.games(result.gamesA, result.gamesB)) : null;
  const lives =
    result.gameLifeA !== null && result.gameLifeB !== null ? t(m.lives(result.gameLifeA, result.gameLifeB)) : null;
  const detail = [games, lives].filter((part) => part !== null).join(' · ');
  return (
    <span className="result">
      <strong>{headline}</strong>
      {detail ? <span className="result__detail">{detail}</span> : null}
      <span className={`result__status result__status--${result.status}`}>{t(resultStatusLabel(result.status))}</span>
    </span>
  );
}

function MatchCell({ pairing, t }: { pairing: TableRow; t: Translate }) {
  const match = pairing.onlineMatch;
  return match ? <OnlineMatchLink match={match} t={t} /> : <span className="muted">—</span>;
}

/** A table's online match: live, or its replay once played (a match closed before it started opens its page). */
export function OnlineMatchLink({ match, t }: { match: TableMatchRef; t: Translate }) {
  // A match the tournament closed before it started has no replay: its page says how it ended.
  const replay = match.status === 'FINISHED' && match.replayHead !== null;
  const href = `/matches/${encodeURIComponent(match.matchId)}${replay ? '/replay' : ''}`;
  return (
    <Link href={href} data-testid="table-match-link">
      {replay
        ? t(matchesMessages.tableReplay)
        : match.status === 'FINISHED'
          ? t(matchesMessages.openMatch)
          : t(matchesMessages.tableLive)}
    </Link>
  );
}

/**
 * One round's pairings, by table number, each linked to its online match when there is one; the
 * reader's own table is marked. On a phone each table is a card (phone.css, `.stack-table`).
 */
export function PairingsTable(props: {
  pairings: readonly TableRow[];
  names: Names;
  viewerId?: string | null;
  lang: Lang;
}) {
  const { pairings, names, viewerId = null, lang } = props;
  const t = translator(lang);
  const m = messages.pairing;
  const rows = [...pairings].sort((a, b) => a.table - b.table);
  // A round played on paper has no match to link: no column of dashes.
  const online = rows.some((row) => row.onlineMatch);
  const heads = [numeric(m.table), m.playerA, m.playerB, m.result, ...(online ? [matchesMessages.tableMatch] : [])];
  return (
    <div className="table-wrap">
      <table data-testid="pairings" className="stack-table stack-table--pairings">
        <ColumnHeads columns={heads} t={t} />
        <tbody>
          {rows.map((pairing) => (
            <PairingLine
              key={`${pairing.round}-${pairing.table}`}
              pairing={pairing}
              names={names}
              mine={viewerId !== null && (pairing.playerA === viewerId || pairing.playerB === viewerId)}
              online={online}
              t={t}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** One table: its number (and own name), both players, the result and, where the round has any, the online match. */
function PairingLine(props: { pairing: TableRow; names: Names; mine: boolean; online: boolean; t: Translate }) {
  const { pairing, names, mine, online, t } = props;
  const m = messages.pairing;
  const tableName = ownTableName(pairing);
  return (
    <tr data-testid="pairing-row" className={mine ? 'is-mine' : undefined}>
      <td className="num strong stack-table__lead" data-label={t(m.table)}>
        {pairing.table}
        {tableName ? (
          <span className="tag" data-testid="table-name">
            {' '}
            {t(tableName)}
          </span>
        ) : null}
      </td>
      <td data-label={t(m.playerA)}>
        <PlayerLink id={pairing.playerA} names={names} />
      </td>
      <td data-label={t(m.playerB)}>
        {pairing.playerB === null ? '—' : <PlayerLink id={pairing.playerB} names={names} />}
      </td>
      <td data-label={t(m.result)}>
        <ResultCell pairing={pairing} names={names} t={t} />
      </td>
      {online ? (
        <td
          data-label={t(matchesMessages.tableMatch)}
          className={pairing.onlineMatch ? undefined : 'stack-table__optional'}
        >
          <MatchCell pairing={pairing} t={t} />
        </td>
      ) : null}
    </tr>
  );
}
