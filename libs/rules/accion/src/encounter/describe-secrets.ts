import { secretWords } from '@cronica/rules-kernel';
import { localized as l } from '@cronica/util';
import { cardLabel } from '../cards.js';
import type { AccionEvent } from './events.js';
import { cardsText } from './names.js';
import type { AccionState } from './state.js';

const same = (text: string) => l(text, text);

/** What each field the module's `secrets` hide holds, for a judge's audit: the cards themselves (7♥). */
export const describeSecret = secretWords<AccionState, AccionEvent>({
  CardsDrawn: { cards: { name: l('Cartas robadas', 'Cards drawn'), value: (data) => same(cardsText(data.cards)) } },
  FlankCardLent: { card: { name: l('Carta prestada', 'Card lent'), value: (data) => same(cardLabel(data.card)) } },
  LentCardReturned: {
    card: { name: l('Carta devuelta', 'Card returned'), value: (data) => same(cardLabel(data.card)) },
  },
});
