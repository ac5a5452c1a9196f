import type { MatchView } from '../../graphql/match';
import type { Translate } from '../../lib/i18n';
import { isMyTurn, rivalLine, statusLine } from '../../lib/turn-signals';

/**
 * The table's one status line for screen readers (a polite live region, always in the page so
 * changes are heard): what the rival just did, in the game's own words from the log, and "Te
 * toca" when the game waits on the viewer, unless the board's own banner already says so.
 */
export function TableStatus({ match, boardSaysTurn, t }: { match: MatchView; boardSaysTurn: boolean; t: Translate }) {
  const text =
    match.status === 'live'
      ? statusLine({ rival: rivalLine(match.log, match.yourSeat), myTurn: isMyTurn(match), boardSaysTurn }, t)
      : '';
  return (
    <p className="visually-hidden" role="status" data-testid="table-status">
      {text}
    </p>
  );
}
