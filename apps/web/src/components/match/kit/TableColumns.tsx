import type { ReactNode } from 'react';
import styles from './table.module.css';

interface TableColumnsProps {
  /** Laid out as two columns on a laptop; otherwise one column, `lead` then `main`, in the table's own order. */
  readonly beside: boolean;
  /** The narrow left column: the prompt first (it stays in sight there), then what is read beside it. */
  readonly lead: ReactNode;
  /** The wide right column: the player's own side, hand first. */
  readonly main: ReactNode;
  /** The board's own look laid over the kit's (how wide the left column may grow). */
  readonly className?: string;
}

/**
 * A laptop's table in two columns, so the decision is in sight on a 1280×800 screen without
 * scrolling: the prompt leads the narrow left column, the player's hand opens the wide right one.
 * On a phone, or when `beside` is off, the parts follow one another as one column.
 */
export function TableColumns({ beside, lead, main, className }: TableColumnsProps) {
  const classes = [styles.play, beside ? styles.beside : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <div className={classes}>
      <div className={styles.lead}>{lead}</div>
      <div className={styles.main}>{main}</div>
    </div>
  );
}
