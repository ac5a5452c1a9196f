import { readsSeatSecrets } from '@cronica/rules-kernel';
import type { ByType, Localized } from '@cronica/util';
import { cardLabel } from '../cards.js';
import type { Ctx } from './describe-events.js';
import type { EventOf } from './events.js';
import { both, cardsText } from './names.js';
import { controllerOf } from './rules.js';

type L = 'es' | 'en';
const drawWord = (n: number, l: L) => (l === 'es' ? (n === 1 ? 'carta' : 'cartas') : n === 1 ? 'card' : 'cards');

/** Cards drawn, played, given and charged: hidden cards only for who may read them. */
type CardEvent = EventOf<
  | 'EncounterStarted'
  | 'CardsDrawn'
  | 'CardsPlayed'
  | 'MpSpent'
  | 'ManaCharged'
  | 'CardsDiscarded'
  | 'CardRecovered'
  | 'CardDonated'
  | 'HandReset'
  | 'FlankCardLent'
  | 'LentCardReturned'
>;

export const CARD_LINES: ByType<CardEvent, [Ctx], Localized | null> = {
  EncounterStarted: (_event, { before }) =>
    both((l) =>
      l === 'es'
        ? `Comienza el encuentro: ${before.options.name.es}. Se barajan los mazos.`
        : `The encounter begins: ${before.options.name.en}. Decks are shuffled.`,
    ),
  CardsDrawn: (event, { n, viewer }) => {
    const e = event.data;
    const seen = readsSeatSecrets(viewer, controllerOf(e.actor));
    const greed = (l: L) =>
      e.greed === undefined
        ? ''
        : l === 'es'
          ? ` (avaricia: ${e.count} de ${e.greed.normal})`
          : ` (greed: ${e.count} of ${e.greed.normal})`;
    return both(
      (l) =>
        `${n(e.actor)[l]} ${l === 'es' ? 'roba' : 'draws'} ${seen && e.count > 0 ? cardsText(e.cards) : `${e.count} ${drawWord(e.count, l)}`}${greed(l)}`,
    );
  },
  CardsPlayed: (event, { n }) =>
    both(
      (l) =>
        `${n(event.data.actor)[l]} ${l === 'es' ? 'juega' : 'plays'} ${cardsText(event.data.cards.map((c) => c.card))}`,
    ),
  MpSpent: (event, { s }) =>
    both((l) => `${s(event.data.seat)[l]} ${l === 'es' ? 'paga' : 'pays'} ${event.data.amount} MP (${event.data.mp})`),
  ManaCharged: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'carga mana con' : 'charges mana with'} ${cardsText(event.data.cards)}: +${event.data.mana} MP`,
    ),
  CardsDiscarded: (event, { n }) =>
    both((l) => `${n(event.data.actor)[l]} ${l === 'es' ? 'descarta' : 'discards'} ${cardsText(event.data.cards)}`),
  CardRecovered: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'devuelve al fondo del mazo' : 'returns to the bottom of the deck'} ${cardLabel(event.data.card)}`,
    ),
  CardDonated: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'dona a la mesa' : 'donates to the table'} ${cardLabel(event.data.card)}`,
    ),
  HandReset: (event, { s }) =>
    both(
      (l) =>
        `${s(event.data.seat)[l]} ${l === 'es' ? 'reinicia su mano' : 'resets their hand'} (${event.data.returned})`,
    ),
  FlankCardLent: lentLine,
  LentCardReturned: lentLine,
};

/** A card lent on a flank and its return: named only for its owner and borrower. */
function lentLine(event: EventOf<'FlankCardLent' | 'LentCardReturned'>, { s, viewer }: Ctx): Localized {
  const { ally, seat, card } = event.data;
  const seen = readsSeatSecrets(viewer, ally) || readsSeatSecrets(viewer, seat);
  const shown = seen ? cardLabel(card) : '';
  return event.type === 'FlankCardLent'
    ? both((l) => `${s(ally)[l]} ${l === 'es' ? 'presta una carta' : 'lends a card'}${shown && ` (${shown})`}`)
    : both(
        (l) =>
          `${l === 'es' ? 'La carta prestada vuelve a' : 'The lent card returns to'} ${s(ally)[l]}${shown && ` (${shown})`}`,
      );
}
