import type { Localized } from '@cronica/util';
import type { Translate } from '../../../lib/i18n';
import styles from './kit.module.css';

/** What a board's symbols mean, in words, always in sight next to them (never only in a tooltip). */
export function Legend({
  title,
  items,
  t,
  testId,
}: {
  title: Localized;
  items: readonly (readonly [symbol: string, meaning: Localized])[];
  t: Translate;
  testId?: string;
}) {
  return (
    <dl className={styles.legend} data-testid={testId} aria-label={t(title)}>
      {items.map(([symbol, meaning]) => (
        <div key={symbol} className={styles.legendItem}>
          <dt>{symbol}</dt>
          <dd>{t(meaning)}</dd>
        </div>
      ))}
    </dl>
  );
}
