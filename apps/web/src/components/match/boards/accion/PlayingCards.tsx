import { cardLabel, cardValue, type Card } from '@cronica/accion';
import type { Translate } from '../../../../lib/i18n';
import { boardWords as words } from './words';
import styles from './accion.module.css';

/** Hearts and diamonds print red on a standard deck; the chip keeps that, so a suit reads at a glance. */
const RED_SUITS = new Set(['H', 'D']);

/**
 * A hand of standard playing cards (003_9d379b4d763b9b92.txt: personal decks of playing cards) as a
 * row of small face-up cards, each with its value (J 11 … A 14, "Determinando la iniciativa"), which
 * is what a combo and an initiative draw count; a screen reader hears "Q♥, value 12".
 */
export function PlayingCards({ cards, testId, t }: { cards: readonly Card[]; testId: string; t: Translate }) {
  if (cards.length === 0) {
    return (
      <span className="muted" data-testid={testId}>
        —
      </span>
    );
  }
  return (
    <ul className={styles.cards} data-testid={testId} aria-label={t(words.cards(cards.length))}>
      {cards.map((card, index) => (
        <li
          key={`${card}-${String(index)}`}
          className={RED_SUITS.has(card.slice(-1)) ? `${styles.card} ${styles.cardRed}` : styles.card}
          data-card={card}
        >
          <span aria-hidden="true">{cardLabel(card)}</span>
          <small aria-hidden="true">{cardValue(card)}</small>
          <span className="visually-hidden">{t(words.cardWithValue(cardLabel(card), cardValue(card)))}</span>
        </li>
      ))}
    </ul>
  );
}
