import type { ReactNode } from 'react';
import styles from './table.module.css';

export interface Score {
  readonly label: string;
  readonly value: ReactNode;
  readonly testId?: string | undefined;
}

/** A side's counts (life, mana, renown against what wins…), one column each, label over value. */
export function Scores({ items }: { items: readonly Score[] }) {
  return (
    <dl className={`${styles.counts} ${styles.scores}`}>
      {items.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A quiet line under a side's cards (production, decks, piles); long words wrap on a phone. */
export function Note({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className={styles.note} data-testid={testId}>
      {children}
    </p>
  );
}
