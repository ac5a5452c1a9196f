import { secretWords } from '@cronica/rules-kernel';
import type { WotEvent } from './events.js';
import type { WotState } from './state.js';
import { cardWords, l, list } from './words.js';

/**
 * What each field the engine's `secrets` hide holds, for a judge's audit: drawn cards by name, and
 * the two cards of a swap with the pre-sideboard (002_a36596f8eaed8fcc.txt, "3. PREBANQUILLO").
 */
export const describeSecret = secretWords<WotState, WotEvent>({
  CardsDrawn: {
    cards: {
      name: l('Cartas robadas', 'Cards drawn'),
      value: (data, s) => list(data.cards.map((c) => cardWords(s, c))),
    },
  },
  SideboardSwapped: {
    out: { name: l('Carta que saca', 'Card taken out'), value: (data, s) => cardWords(s, data.out) },
    in: { name: l('Carta que mete', 'Card put in'), value: (data, s) => cardWords(s, data.in) },
  },
});
