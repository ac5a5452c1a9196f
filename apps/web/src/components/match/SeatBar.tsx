import type { Localized } from '@cronica/util';
import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';

/**
 * Who plays which seat, with their deck, and which seat is the viewer's. `role` names a seat the
 * game's way when it has one ("Director de juego (DJ)", "Jugador 1"); seats without a deck show none.
 */
export function SeatBar({ match, seatName, t, role }: { match: MatchView; seatName: (seat: number) => string; t: Translate; role?: (seat: number) => Localized }) {
  return (
    <ul className="seat-bar" data-testid="seat-bar">
      {match.seats.map((seat) => (
        <li key={seat.seat} className={seat.seat === match.yourSeat ? 'seat-bar__seat seat-bar__seat--mine' : 'seat-bar__seat'}>
          <strong>{seatName(seat.seat)}</strong>{' '}
          <span className="muted">
            · {t(role ? role(seat.seat) : m.seatLabel(seat.seat))}
            {seat.deckName ? ` · ${seat.deckName}` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
