import { secretWords } from '@cronica/rules-kernel';
import type { EcgEvent } from '../engine/events.js';
import type { EcgState } from '../engine/state.js';
import { cardList, t } from './words.js';

/** What each field the engine's `secrets` hide holds, for a judge's audit: the cards by name. */
export const describeSecret = secretWords<EcgState, EcgEvent>({
  CardsDrawn: { cards: { name: t('Cartas robadas', 'Cards drawn'), value: (data, s) => cardList(s, data.cards) } },
  CardsDiscarded: {
    cards: { name: t('Cartas descartadas', 'Cards discarded'), value: (data, s) => cardList(s, data.cards) },
  },
});
