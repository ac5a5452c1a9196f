import type { ReactNode } from 'react';
import { TableColumns } from './TableColumns';
import { SeatPrompt, type SeatPromptProps } from './TablePrompt';

/**
 * Whose turn goes on at a duel table: the game's active seat, nobody's once the game is over (its
 * phase `over`) or the match ended otherwise (`ended`: a concession, time, the desk's result).
 */
export function seatOnTurn(game: { readonly phase: string; readonly active: number }, ended: boolean): number | null {
  return ended || game.phase === 'over' ? null : game.active;
}

/** One seat's side as the table asks a board to draw it: whose, by name, the reader's own or not, on turn or not. */
export interface DuelSide {
  readonly seat: number;
  readonly name: string;
  readonly mine: boolean;
  readonly onTurn: boolean;
}

interface DuelTableProps {
  /** The game's short name: the table is `<board>-board` and its prompt `<board>-prompt` to tests. */
  readonly board: string;
  /** The view's phase, on the table for styles and tests. */
  readonly phase: string;
  /** Whether the player's prompt shows (she may move) or that she is watching the live match. */
  readonly prompt: Omit<SeatPromptProps, 'testId' | 'children'>;
  /** The board's own look on the whole table and on its columns (how wide the left column may grow). */
  readonly className?: string;
  readonly columnsClassName: string;
  /** The reader's seat (null: a spectator, who reads seat 0's side as the near one), the seat on turn, their names. */
  readonly seats: {
    readonly mySeat: number | null;
    readonly active: number | null;
    readonly seatName: (seat: number) => string;
  };
  /** A seat's side (life, hand, cards in play): the rival's closes the left column, the reader's follows the field. */
  readonly side: (side: DuelSide) => ReactNode;
  /** The turn line, over the prompt. */
  readonly turn: ReactNode;
  /** The player's moves, inside the prompt. */
  readonly moves: ReactNode;
  /** What is being answered (the stack, a combat), under the prompt. */
  readonly stack: ReactNode;
  /** The field, leading the wide right column. */
  readonly field: ReactNode;
  /** Anything under the reader's own side (notes on the field). */
  readonly children?: ReactNode;
}

/**
 * A two-player card game's table. On a laptop the turn and the prompt lead the narrow left column
 * (the prompt sticky at the screen's top) over the stack and the rival's side; the right column is
 * the field, then the player's hand and her own cards: the prompt, what it aims at and the hand in
 * sight at 1280×800. A phone reads them one after another, the prompt fixed over the screen's bottom.
 */
export function DuelTable({ board, phase, prompt, className, columnsClassName, ...parts }: DuelTableProps) {
  const { mySeat, active, seatName } = parts.seats;
  const me = mySeat ?? 0;
  const sideOf = (seat: number, mine: boolean) =>
    parts.side({ seat, name: seatName(seat), mine, onTurn: active === seat });
  return (
    <div className={className ? `table ${className}` : 'table'} data-testid={`${board}-board`} data-phase={phase}>
      <TableColumns
        beside
        className={columnsClassName}
        lead={
          <>
            {parts.turn}
            <SeatPrompt {...prompt} testId={`${board}-prompt`}>
              {parts.moves}
            </SeatPrompt>
            {parts.stack}
            {sideOf(1 - me, false)}
          </>
        }
        main={
          <>
            {parts.field}
            {sideOf(me, mySeat !== null)}
            {parts.children}
          </>
        }
      />
    </div>
  );
}
