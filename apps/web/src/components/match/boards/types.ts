import type { Lang } from '@cronica/util';
import type { GameCommand, LegalCommand, MatchView } from '../../../graphql/match';
import type { Translate } from '../../../lib/i18n';

/**
 * What every game's board receives from the shared match page. The board draws the game (its
 * `state` is the game library's own view for this viewer) and sends commands; the page around it
 * (seats, seeds, log, result, judge call, concede) is the same for every game.
 */
export interface BoardProps {
  readonly match: MatchView;
  /** The game library's view for this viewer (`MatchView.state`): the board parses its own game's shape. */
  readonly state: unknown;
  /** The viewer's seat, or null for spectators and judges. */
  readonly mySeat: number | null;
  /** Whether the viewer may act now (a player's seat in a live match). */
  readonly canAct: boolean;
  /** The viewer's legal commands, each with the game's words for it. */
  readonly legal: readonly LegalCommand[];
  readonly busy: boolean;
  /** Sends a command `{ type, data }` for the viewer's own seat. */
  readonly send: (command: GameCommand) => void;
  /** A seat's display name. */
  readonly seatName: (seat: number) => string;
  readonly lang: Lang;
  readonly t: Translate;
}
