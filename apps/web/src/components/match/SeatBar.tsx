import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { matchMessages as m } from '../../lib/match-messages';

/** Who plays which seat, with their deck, and which seat is the viewer's. */
export function SeatBar({ match, seatName, t }: { match: MatchView; seatName: (seat: number) => string; t: Translate }) {
  return (
    <ul className="seat-bar" data-testid="seat-bar">
      {match.seats.map((seat) => (
        <li key={seat.seat} className={seat.seat === match.yourSeat ? 'seat-bar__seat seat-bar__seat--mine' : 'seat-bar__seat'}>
          <strong>{seatName(seat.seat)}</strong>{' '}
          <span className="muted">
            · {t(m.seatLabel(seat.seat))} · {seat.deckName}
          </span>
        </li>
      ))}
    </ul>
  );
}
