import type { ReactNode } from 'react';
import { Pickable } from './Pickable';
import styles from './table.module.css';

interface FieldTileProps {
  readonly children: ReactNode;
  /** Has moves of its own: picking it shows them. */
  readonly actionable?: boolean;
  /** The picked move may aim here. */
  readonly target?: boolean;
  readonly picked?: boolean;
  /** What a tap does; without it the tile is read, not pressed. */
  readonly onPress?: (() => void) | undefined;
  /**
   * Shows the piece's whole card, which the tile is too small for: what a tap does where there is
   * no choice, else a small (i) button of its own in the tile's corner, so a target can be read before
   * it is aimed at.
   */
  readonly onInspect?: (() => void) | undefined;
  /** The (i) button's words for a screen reader: whose card it opens («Ver la carta de Lancero»). */
  readonly inspectLabel?: string;
  /** The board's own look (a zone's line, a troop's size), laid over the kit's. */
  readonly className?: string;
  readonly testId: string;
  /** `data-*` attributes the board's tests and styles read (the zone's name, the troop's instance). */
  readonly data?: Readonly<Record<`data-${string}`, string | number | boolean>>;
}

/**
 * A place or a troop on the field: a toggle button when a tap does something (its moves, or the
 * picked move aimed at it), told apart by its edge, with an (i) beside it that opens the piece's card;
 * a plain button that opens the card when that is all a tap can do; else a plain box with the same words.
 */
export function FieldTile(props: FieldTileProps) {
  const tile = <Tile {...props} />;
  if (!props.onPress || !props.onInspect) return tile;
  return (
    <div className={styles.tileWithCard}>
      {tile}
      <button
        type="button"
        className={styles.inspect}
        onClick={props.onInspect}
        aria-haspopup="dialog"
        aria-label={props.inspectLabel}
        data-testid={`${props.testId}-card`}
      >
        <span className={styles.inspectMark} aria-hidden="true">
          i
        </span>
      </button>
    </div>
  );
}

function Tile(props: FieldTileProps) {
  const { children, actionable = false, target = false, picked = false, onPress, onInspect } = props;
  const { className, testId, data } = props;
  const classes = [
    styles.tile,
    className ?? '',
    actionable ? styles.actionable : '',
    target ? styles.target : '',
    picked ? styles.picked : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Pickable
      onClick={onPress ?? onInspect}
      pressed={onPress ? picked : undefined}
      opens={onPress ? undefined : onInspect && 'dialog'}
      className={classes}
      data-testid={testId}
      {...data}
    >
      {children}
    </Pickable>
  );
}
