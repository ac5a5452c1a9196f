import type { ReactNode } from 'react';
import type { Localized } from '@cronica/util';
import type { LegalCommand } from '../../../graphql/match';
import { matchMessages as m } from '../../../lib/match-messages';
import { Choices, groupBy, typeOf } from './picks';
import styles from './MovePanel.module.css';
import type { BoardProps } from './types';

/** The object picked on the board (a hand card, a troop…), with its moves and where else they may be aimed. */
export interface PickedMoves {
  /** The picked card's name and text, when it is a card. */
  readonly card?: { readonly name: Localized; readonly text?: Localized | null };
  readonly moves: readonly LegalCommand[];
  /** What else can be tapped for these moves (a zone, a target troop), or null. */
  readonly aimHint: Localized | null;
  readonly onCancel: () => void;
}

/** The panel's own words, in each game's vocabulary. */
export interface MovePanelWords {
  readonly moves: Localized;
  readonly general: Localized;
  readonly cancel: Localized;
  readonly pickHint: Localized;
}

interface MovePanelProps {
  /** Names the panel's parts for the game (`<board>-picked`, `<board>-pick-hint`). */
  readonly board: string;
  /** Every move the player has now, picked or not (none: waiting for the rival). */
  readonly moveCount: number;
  /** The turn's own moves (pass, end the turn…), grouped by kind below the picked object's. */
  readonly turnMoves: readonly LegalCommand[];
  /** Something on the board can be picked for its moves. */
  readonly pickable: boolean;
  readonly picked: PickedMoves | null;
  readonly words: MovePanelWords;
  readonly busy: boolean;
  readonly send: BoardProps['send'];
  readonly t: BoardProps['t'];
  /** A game's own part at the top (the pre-sideboard of a best-of-3 match). */
  readonly children?: ReactNode;
}

type PickedProps = Pick<MovePanelProps, 'board' | 'words' | 'busy' | 'send' | 't'> & { picked: PickedMoves };

/** The picked object's card text, its moves, where else to aim them, and a cancel. */
function PickedPanel({ board, picked, words, busy, send, t }: PickedProps) {
  return (
    <div className={styles.picked} data-testid={`${board}-picked`}>
      {picked.card?.text ? (
        <p className={styles.small}>
          <strong>{t(picked.card.name)}</strong>: {t(picked.card.text)}
        </p>
      ) : null}
      <Choices entries={picked.moves} busy={busy} send={send} t={t} label={t(words.moves)} />
      {picked.aimHint ? <p className={styles.small}>{t(picked.aimHint)}</p> : null}
      <button type="button" className="link-button" onClick={picked.onCancel}>
        {t(words.cancel)}
      </button>
    </div>
  );
}

/**
 * The card-game boards' move panel: the picked object's moves (with its card text and a cancel),
 * or a hint to pick one, then the turn's own moves by kind. Every button is a real button of its own.
 */
export function MovePanel({
  board,
  moveCount,
  turnMoves,
  pickable,
  picked,
  words,
  busy,
  send,
  t,
  children,
}: MovePanelProps) {
  if (moveCount === 0)
    return (
      <p className="waiting" data-testid="waiting">
        {t(m.waiting)}
      </p>
    );
  return (
    <section className={`commands ${styles.moves}`} data-testid="commands">
      <h2>{t(m.yourMove)}</h2>
      {children}
      {picked !== null ? (
        <PickedPanel board={board} picked={picked} words={words} busy={busy} send={send} t={t} />
      ) : pickable ? (
        <p className={styles.small} data-testid={`${board}-pick-hint`}>
          {t(words.pickHint)}
        </p>
      ) : null}
      {[...groupBy(turnMoves, typeOf).entries()].map(([type, entries]) => (
        <Choices key={type} entries={entries} busy={busy} send={send} t={t} label={t(words.general)} />
      ))}
    </section>
  );
}
