import type { Lang } from '@cronica/util';
import type { TournamentDetail } from '../../graphql/tournament';
import type { Translate } from '../../lib/i18n';
import { messages } from '../../lib/messages';
import { organizerMessages as om } from '../../lib/organizer-messages';
import { checkInMessages } from '../../lib/check-in-messages';
import { venueClockText } from '../../lib/event-time';
import { markArrival, markFeePaid } from '../../app/tournaments/[id]/desk/registration-actions';
import { DeskToggleCell } from './DeskToggleCell';
import { entryFeeMessages } from '../../lib/entry-fee-messages';
import { PlayerActions } from './DeskTableForms';
import { ColumnHeads } from '../ColumnHeads';

type Player = TournamentDetail['players'][number];
const m = om.registration;
const arrival = checkInMessages.desk;
const feeWords = entryFeeMessages.desk;

/** What a cell of a player's row is given: the event, the player, and the reader's language. */
interface PlayerCellProps {
  tournament: TournamentDetail;
  player: Player;
  lang: Lang;
  t: Translate;
}

interface TableProps {
  tournament: TournamentDetail;
  players: readonly Player[];
  organizer: boolean;
  beforeRounds: boolean;
  lang: Lang;
  t: Translate;
}

/**
 * Whether the desk speaks of lists: the event asks for them, or someone handed one in anyway. An
 * event that asks for none shows no column of «Sin mazo» in red.
 */
export function listsAsked(tournament: TournamentDetail, players: readonly Player[] = tournament.players): boolean {
  return tournament.format?.requireDeckLists === true || players.some((player) => player.hasDeck);
}

/**
 * The registration desk's table: each entrant, whether their list is in (where lists are asked
 * for), their status and, for the organizer while the event runs, actions.
 */
export function RegistrationPlayers({ players, organizer, t, ...row }: TableProps) {
  const arrivals = row.tournament.checkInOpen ? checkInMessages.desk.column : null;
  const fees = row.tournament.entryFee ? entryFeeMessages.desk.column : null;
  const columns = { lists: listsAsked(row.tournament), actions: organizer && row.tournament.status !== 'ended' };
  return (
    <div className="table-wrap">
      <table className="stack-table stack-table--single desk-players" data-testid="desk-players">
        <ColumnHeads
          columns={[
            m.player,
            columns.lists ? m.deck : null,
            arrivals,
            fees,
            m.status,
            columns.actions ? m.actions : null,
          ]}
          t={t}
        />
        <tbody>
          {players.map((player) => (
            <PlayerRow key={player.playerId} player={player} columns={columns} t={t} {...row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PlayerRow(
  props: Omit<TableProps, 'players' | 'organizer'> & { player: Player; columns: { lists: boolean; actions: boolean } },
) {
  const { tournament, player, columns, beforeRounds, lang, t } = props;
  return (
    <tr data-testid="desk-player" data-player={player.name}>
      <td className="stack-table__title" data-label={t(m.player)}>
        {player.name}
      </td>
      {columns.lists ? (
        <td data-label={t(m.deck)} className={player.hasDeck ? undefined : 'warn'}>
          {player.hasDeck ? t(messages.playerStatus.deckSubmitted) : t(messages.playerStatus.deckMissing)}
        </td>
      ) : null}
      {tournament.checkInOpen ? <ArrivalColumn tournament={tournament} player={player} lang={lang} t={t} /> : null}
      <FeeColumn tournament={tournament} player={player} lang={lang} t={t} />
      <PlayerStatusCell player={player} t={t} />
      {columns.actions ? (
        <td className="desk-players__actions" data-label={t(m.actions)}>
          <PlayerActions
            tournamentId={tournament.id}
            playerId={player.playerId}
            name={player.name}
            status={player.status}
            beforeRounds={beforeRounds}
            lang={lang}
          />
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
function ArrivalColumn({ tournament, player, lang, t }: PlayerCellProps) {
  if (player.status !== 'active') return <td data-label={t(arrival.column)} />;
  const { checkedIn, checkedInAt, name } = player;
  return (
    <DeskToggleCell
      action={markArrival}
      tournamentId={tournament.id}
      playerId={player.playerId}
      on={checkedIn === true}
      words={{
        column: arrival.column,
        on: arrival.arrived,
        off: arrival.waiting,
        mark: arrival.mark,
        markFor: arrival.markFor(name),
        undo: arrival.undo,
        undoFor: arrival.undoFor(name),
      }}
      detail={checkedInAt ? venueClockText(checkedInAt, tournament.timeZone, lang) : null}
      testId="arrival"
      lang={lang}
    />
  );
}

/** With an entry fee: whether the player has paid, and staff collecting it or taking the payment back. */
function FeeColumn({ tournament, player, lang, t }: PlayerCellProps) {
  if (!tournament.entryFee) return null;
  const fee = t(tournament.entryFee.text);
  return (
    <DeskToggleCell
      action={markFeePaid}
      tournamentId={tournament.id}
      playerId={player.playerId}
      on={player.feePaid === true}
      words={{
        column: feeWords.column,
        on: feeWords.paid,
        off: feeWords.unpaid,
        mark: feeWords.mark(fee),
        markFor: feeWords.markFor(player.name, fee),
        undo: feeWords.undo,
        undoFor: feeWords.undoFor(player.name),
      }}
      testId="fee"
      lang={lang}
    />
  );
}
