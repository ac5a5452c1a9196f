import { Children, isValidElement, type ReactNode } from 'react';
import styles from './table.module.css';

interface CardStripProps {
  /** One card (or tile) a child; each becomes an item of the list, keeping its key. */
  readonly children?: ReactNode;
  /** The row's name above it (the side's label: "Mano (5)", "Infantería"). */
  readonly label?: ReactNode;
  /** Said in the row when it holds no card. */
  readonly empty?: string;
  readonly testId?: string;
  /** Cards that fill the row on a laptop (a hand): as many even columns of at least 11rem as fit. */
  readonly wide?: boolean;
  /** With `wide`: narrower columns (at least 6.75rem) for compact cards, so a laptop row holds twice as many. */
  readonly compact?: boolean;
  /**
   * A line on the field (a formation line of troops): it holds few cards and every one matters at
   * once, so on a phone it wraps two to a row instead of hiding all but one behind a swipe.
   */
  readonly field?: boolean;
}

/**
 * A row of cards: on a laptop they wrap; on a phone they are one strip the thumb swipes sideways
 * (the next card peeking in at the edge), so a hand of seven is not a column seven cards tall and
 * the page itself never scrolls sideways.
 */
export function CardStrip(props: CardStripProps) {
  const { children, label, empty, testId, wide = false, compact = false, field = false } = props;
  const items = Children.toArray(children);
  const classes = [
    styles.chips,
    styles.strip,
    wide ? styles.wide : '',
    compact ? styles.compact : '',
    field ? styles.field : '',
  ]
    .filter(Boolean)
    .join(' ');
  const list = (
    <ul className={classes} data-testid={testId}>
      {items.map((item, index) => (
        <li key={isValidElement(item) && item.key !== null ? item.key : index}>{item}</li>
      ))}
      {items.length === 0 && empty !== undefined ? <li className={styles.empty}>{empty}</li> : null}
    </ul>
  );
  if (label === undefined) return list;
  return (
    <div className={styles.row}>
      <span className="side__label">{label}</span>
      {list}
    </div>
  );
}
