import type { Lang } from '@cronica/util';
import type { TableMatchRef } from '../../graphql/matches';
import type { BracketData } from '../../graphql/tournament-rounds';
import { translator, type Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { personName } from '../../lib/person-name';
import { OnlineMatchLink } from '../PairingsTable';
import { PersonLink } from '../PersonLink';

const m = messages.bracket;

type BracketRound = BracketData['rounds'][number];
type BracketTable = BracketRound['tables'][number];
type Seeds = ReadonlyMap<string, BracketData['seeds'][number]>;

/**
 * The top cut as a bracket, one column a round (stacked on a phone): each table's number and two
 * seeds, who won and by how many games in a longer match, and the rounds still to pair by name.
 * Everything in it comes from the API's `Tournament.bracket`: seeds, names, round names and results.
 */
export function BracketSection(props: BracketProps) {
  const t = translator(props.lang);
  return (
    <section aria-labelledby="bracket-title" className="block" data-testid="bracket">
      <h2 id="bracket-title">{t(m.title)}</h2>
      <p className="legend">{t(m.hint)}</p>
      <Bracket {...props} />
    </section>
  );
}

interface BracketProps {
  bracket: BracketData;
  viewerId: string | null;
  /** Each table linked to its online match; not on the room's screen, which nobody taps. */
  linked?: boolean;
  lang: Lang;
}

/** The bracket's rounds, those paired and those to come; a draft (only the staff read one) says so. */
export function Bracket({ bracket, viewerId, linked = true, lang }: BracketProps) {
  const t = translator(lang);
  const seeds: Seeds = new Map(bracket.seeds.map((seat) => [seat.playerId, seat]));
  return (
    <ol className="bracket">
      {bracket.rounds.map((round) => (
        <li key={round.number} className="bracket__round" data-testid="bracket-round">
          <h3 className="bracket__name">
            {t(round.label)}
            {round.published ? null : <span className="bracket__draft"> · {t(messages.staff.unpublishedTab)}</span>}
          </h3>
          <ul className="bracket__tables">
            {round.tables.map((table) => (
              <BracketMatch
                key={table.table}
                round={round}
                table={table}
                match={linked ? table.onlineMatch : null}
                seeds={seeds}
                viewerId={viewerId}
                t={t}
              />
            ))}
          </ul>
        </li>
      ))}
      {bracket.upcoming.map((label) => (
        <li key={label.en} className="bracket__round bracket__round--later" data-testid="bracket-round">
          <h3 className="bracket__name">{t(label)}</h3>
          <p className="muted">{t(m.toPlay)}</p>
        </li>
      ))}
    </ol>
  );
}

interface MatchProps {
  round: BracketRound;
  table: BracketTable;
  match: TableMatchRef | null;
  seeds: Seeds;
  viewerId: string | null;
  t: Translate;
}

/**
 * One table of the bracket: its number (where to sit) and its own name where it has one (the
 * third-place match), both seats, and its online match to watch or replay when it is played online.
 */
function BracketMatch({ round, table, match, seeds, viewerId, t }: MatchProps) {
  const ownName = table.label.en !== round.label.en;
  const result = table.result;
  const seats = [
    { id: table.playerA, side: 'a', games: result?.gamesA ?? null },
    { id: table.playerB, side: 'b', games: result?.gamesB ?? null },
  ] as const;
  return (
    <li className="bracket__match panel" data-testid="bracket-match" data-decided={result ? 'yes' : 'no'}>
      <p className="bracket__table-name">
        {t(messages.pairing.table)} {table.table}
        {ownName ? ` · ${t(table.label)}` : null}
      </p>
      {seats.map((seat) =>
        seat.id === null ? null : (
          <BracketSeat
            key={seat.side}
            seat={seeds.get(seat.id) ?? null}
            playerId={seat.id}
            won={result?.winner === seat.side}
            games={table.bestOf > 1 ? seat.games : null}
            mine={seat.id === viewerId}
            t={t}
          />
        ),
      )}
      <TableStatus playing={!result && round.published} match={match} t={t} />
    </li>
  );
}

interface SeatProps {
  seat: BracketData['seeds'][number] | null;
  playerId: string;
  won: boolean;
  games: number | null;
  mine: boolean;
  t: Translate;
}

/** A seat: the seed, the player's name (bold with a mark when they won) and, in a longer match, their games. */
function BracketSeat({ seat, playerId, won, games, mine, t }: SeatProps) {
  const classes = ['bracket__seat', won ? 'is-winner' : '', mine ? 'is-mine' : ''].filter(Boolean).join(' ');
  return (
    <p className={classes} data-testid="bracket-seat">
      {/* The number alone on screen, its word for a screen reader and a pointer. */}
      <span className="bracket__seed" title={seat ? t(m.seed(seat.seed)) : undefined}>
        {seat ? <span className="visually-hidden">{t(m.seedWord)} </span> : null}
        {seat ? seat.seed : ''}
      </span>
      <PersonLink id={playerId}>{personName(seat?.playerName ?? playerId, t)}</PersonLink>
      {games !== null ? <span className="bracket__games">{t(m.games(games))}</span> : null}
      {won ? <span className="bracket__won">✓ {t(m.won)}</span> : null}
    </p>
  );
}

/** Under the seats: «En juego» while it is played, and the link to its online match. */
function TableStatus({ playing, match, t }: { playing: boolean; match: TableMatchRef | null; t: Translate }) {
  // A draft's tables are not played yet: nothing is in play until the round is published.
  if (!playing && match === null) return null;
  return (
    <p className="bracket__status">
      {playing ? <span className="muted">{t(messages.pairing.pending)}</span> : null}
      {playing && match ? ' · ' : null}
      {match ? <OnlineMatchLink match={match} t={t} /> : null}
    </p>
  );
}
