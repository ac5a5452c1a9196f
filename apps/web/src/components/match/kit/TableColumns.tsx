'use client';

import { createContext, useContext, type ReactNode } from 'react';
import styles from './table.module.css';

/** Whether the table is drawn inside a page's column (the audit's, beside its log), not across the page. */
const InPageColumn = createContext(false);

/**
 * Tables drawn inside a page's column: two columns of their own there would be narrow strips of
 * one card each, so their parts follow one another across the column's whole width.
 */
export function TablesInPageColumn({ children }: { children: ReactNode }) {
  return <InPageColumn.Provider value>{children}</InPageColumn.Provider>;
}

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
 * On a phone, when `beside` is off, or inside a page's column, the parts follow one another as one column.
 */
export function TableColumns({ beside, lead, main, className }: TableColumnsProps) {
  const inPageColumn = useContext(InPageColumn);
  const classes = [styles.play, beside && !inPageColumn ? styles.beside : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <div className={styles.lead}>{lead}</div>
      <div className={styles.main}>{main}</div>
    </div>
  );
}
