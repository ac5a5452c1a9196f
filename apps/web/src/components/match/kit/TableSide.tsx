import type { ReactNode } from 'react';
import styles from './table.module.css';

/** One player's half of the table, named by the player (a landmark a screen reader lists), its rows one under another. */
export function TableSide({ name, testId, children }: { name: string; testId: string; children: ReactNode }) {
  return (
    <section className={`side ${styles.side}`} data-testid={testId} aria-label={name}>
      {children}
    </section>
  );
}
