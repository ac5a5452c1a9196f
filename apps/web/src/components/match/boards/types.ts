import type { ComponentType } from 'react';
import type { Lang } from '@cronica/util';
import type { GameCommand, LegalCommand, MatchView } from '../../../graphql/match';
import type { Translate } from '../../../lib/i18n';
import type { GameInMatch } from '../ConcedeButton';
import type { TableSetup } from './setup-types';

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
  /**
   * The match is over, however it ended (the game's end, a concession, time, or a result the desk
   * fixed on paper): nobody's turn goes on, whatever the game's view last said. A replay's or an
   * audit's step before the end draws the game as it stood, turn and all.
   */
  readonly ended: boolean;
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

/**
 * A game's web board: its folder `boards/<game id>/` exports one `board` from its `index.ts`, and
 * the match page finds it by the folder's name (the game id); nothing else in the web names a game.
 */
export interface WebBoard {
  readonly Board: ComponentType<BoardProps>;
  /** Whether the board's own banner is a live region saying whose turn it is (the table's status line then says only the rival's move). */
  readonly saysTurn?: boolean;
  /**
   * The game being played of a best-of-N match, for games that play several in one match:
   * conceding then asks whether the game or the whole match is conceded.
   */
  readonly gameInMatch?: (state: unknown) => GameInMatch | null;
  /**
   * What the game adds to the table form (its seats' names, its format fields), for games set up
   * seat by seat; without one, numbered seats and the game's standard format.
   */
  readonly tableSetup?: TableSetup;
}
