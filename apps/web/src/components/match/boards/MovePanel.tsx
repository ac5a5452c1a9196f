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

/** What a card-game board hands its moves part: the player's moves by what they belong to, and what is picked. */
export interface BoardMovesProps<View> {
  readonly view: View;
  /** Every move the player has now by what it belongs to: `turn` the turn's own, other keys the board's objects. */
  readonly byKey: ReadonlyMap<string, readonly LegalCommand[]>;
  readonly chosen: string | null;
  readonly onCancel: () => void;
  readonly busy: boolean;
  readonly send: BoardProps['send'];
  readonly t: BoardProps['t'];
}

interface MovePanelProps {
  /** Names the panel's parts for the game (`<board>-picked`, `<board>-pick-hint`). */
  readonly board: string;
  /** The player's moves by key (none: waiting for the rival); the `turn` ones are grouped by kind below the picked object's. */
  readonly byKey: ReadonlyMap<string, readonly LegalCommand[]>;
  /** The rival plays their turn and the viewer answers it: the heading says so, not only "your move". */
  readonly responding?: boolean;
  /** Keys besides `turn` that are no object on the board to pick (the pre-sideboard between games). */
  readonly unpickable?: readonly string[];
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
export function MovePanel(props: MovePanelProps) {
  const { board, byKey, unpickable = [], picked, responding = false, words, busy, send, t, children } = props;
  const pickable = [...byKey.keys()].some((key) => key !== 'turn' && !unpickable.includes(key));
  if (byKey.size === 0)
    return (
      <p className="waiting" data-testid="waiting">
        {t(m.waiting)}
      </p>
    );
  return (
    <section className={`commands ${styles.moves}`} data-testid="commands" aria-busy={busy}>
      <h2>{t(responding ? m.yourResponse : m.yourMove)}</h2>
      {children}
      {picked !== null ? (
        <PickedPanel board={board} picked={picked} words={words} busy={busy} send={send} t={t} />
      ) : pickable ? (
        <p className={styles.small} data-testid={`${board}-pick-hint`}>
          {t(words.pickHint)}
        </p>
      ) : null}
      {[...groupBy(byKey.get('turn') ?? [], typeOf).entries()].map(([type, entries]) => (
        <Choices key={type} entries={entries} busy={busy} send={send} t={t} label={t(words.general)} />
      ))}
    </section>
  );
}
