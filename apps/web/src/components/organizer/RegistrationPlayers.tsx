import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import type { Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { checkInMessages } from '../../lib/check-in-messages';
import { venueClockText } from '../../lib/event-time';
import { ArrivalCell } from './ArrivalCell';
import { PlayerActions } from './DeskTableForms';
import { ColumnHeads } from '../ColumnHeads';

type Player = TournamentDetail['players'][number];
const m = om.registration;

interface TableProps {
  tournament: TournamentDetail;
  players: readonly Player[];
  organizer: boolean;
  beforeRounds: boolean;
  lang: Lang;
  t: Translate;
}

/** The registration desk's table: each entrant, whether their list is in, their status and (for the organizer) actions. */
export function RegistrationPlayers({ players, organizer, t, ...row }: TableProps) {
  const arrivals = row.tournament.checkInOpen ? checkInMessages.desk.column : null;
  return (
    <div className="table-wrap">
      <table className="stack-table stack-table--matches desk-players" data-testid="desk-players">
        <ColumnHeads columns={[m.player, m.deck, arrivals, m.status, organizer ? m.actions : null]} t={t} />
        <tbody>
          {players.map((player) => (
            <PlayerRow key={player.playerId} player={player} organizer={organizer} t={t} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerRow({
  tournament,
  player,
  organizer,
  beforeRounds,
  lang,
  t,
}: Omit<TableProps, 'players'> & { player: Player }) {
  return (
    <tr data-testid="desk-player" data-player={player.name}>
      <td className="stack-table__title" data-label={t(m.player)}>
        {player.name}
      </td>
      <td data-label={t(m.deck)} className={player.hasDeck ? undefined : 'warn'}>
        {player.hasDeck ? t(messages.playerStatus.deckSubmitted) : t(messages.playerStatus.deckMissing)}
      </td>
      {tournament.checkInOpen ? <ArrivalColumn tournament={tournament} player={player} lang={lang} t={t} /> : null}
      <PlayerStatusCell player={player} t={t} />
      {organizer ? (
        <td data-label={t(m.actions)}>
          {tournament.status !== 'ended' ? (
            <PlayerActions
              tournamentId={tournament.id}
              playerId={player.playerId}
              name={player.name}
              status={player.status}
              beforeRounds={beforeRounds}
              lang={lang}
            />
          ) : null}
        </td>
      ) : null}
    </tr>
  );
}

function PlayerStatusCell({ player, t }: { player: Player; t: Translate }) {
  return (
    <td data-label={t(m.status)} data-testid="desk-player-status">
      {player.status === 'active' ? t(messages.playerStatus.active) : t(messages.playerStatus.dropped)}
      {player.droppedBy ? (
        <span className="legend"> · {t(m.droppedBy(player.droppedBy.cause, player.droppedBy.by.name))}</span>
      ) : null}
    </td>
  );
}

/** While check-in is open: an active player's arrival (and its time on the venue's clock), marked by staff; nothing for one who left. */
function ArrivalColumn({
  tournament,
  player,
  lang,
  t,
}: {
  tournament: TournamentDetail;
  player: Player;
  lang: Lang;
  t: Translate;
}) {
  if (player.status !== 'active') return <td data-label={t(checkInMessages.desk.column)} />;
  return (
    <ArrivalCell
      tournamentId={tournament.id}
      playerId={player.playerId}
      name={player.name}
      arrived={player.checkedIn === true}
      time={player.checkedInAt ? venueClockText(player.checkedInAt, tournament.timeZone, lang) : null}
      lang={lang}
    />
  );
}
